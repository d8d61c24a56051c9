import { mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { withoutImagePreloads } from '../../src/theme/reactRuntime.js';
import { ROOT, removeTempDirs } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

/** React 19 (test/react19's own node_modules), as the picker's docs site installs it. */
const REACT_19 = path.join(ROOT, 'test', 'react19', 'node_modules');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

afterAll(removeTempDirs);

describe('MDX images rendered with React 19', () => {
  it("React 19's image preload hints are not page content: no <link> reported, the images stay", async () => {
    const site = await smallSite({
      'content/docs/shots.mdx': "---\ntitle: Shots\n---\n\n| Android | iOS |\n| :-: | :-: |\n| <img src={'/img/a.png'} style={{maxWidth: 400}} /> | <img src={'/img/b.png'} /> |\n",
      'content/static/img/a.png': PNG,
      'content/static/img/b.png': PNG,
    });
    await mkdir(path.join(site.root, 'node_modules'), { recursive: true });
    for (const name of ['react', 'react-dom']) await symlink(path.join(REACT_19, name), path.join(site.root, 'node_modules', name), 'dir');
    const warnings: string[] = [];
    const logger: Logger = { info: () => {}, warn: (message) => void warnings.push(message) };
    await build({ config: site.config, out: site.out, logger, crawl: false, strict: true });
    expect(warnings.join('\n')).not.toContain('<link>');
    const html = await readFile(path.join(site.out, 'docs', 'shots.html'), 'utf8');
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).toMatch(/<img [^>]*src="\/img\/a\.png" style="max-width:400px"\/>/);
    expect(html).toMatch(/<img [^>]*src="\/img\/b\.png"\/>/);
  }, 120_000);

  it('only the hints React puts ahead of the HTML go; a <link> the page renders stays for the sanitizer', () => {
    expect(withoutImagePreloads('<link rel="preload" as="image" href="/a.png"/><link rel="preload" as="image" href="/b.png"/><p>x</p>')).toBe('<p>x</p>');
    expect(withoutImagePreloads('<p>x</p><link rel="stylesheet" href="/s.css"/>')).toBe('<p>x</p><link rel="stylesheet" href="/s.css"/>');
  });
});
