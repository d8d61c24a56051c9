import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';

/**
 * A sidebar's `type: 'link'` item to a site path that is not there fails the in-memory link gate,
 * as Docusaurus's broken-link check fails it: with the crawl off (and above 300 pages, where the
 * crawl does not run) the build passed. Named at the line writing the address; one to a page,
 * to a file the site serves or to an ignored path is fine.
 */
let root: string;
let failure: Error | undefined;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-sidebar-links-'));
  const files: Record<string, string> = {
    'site.config.ts': `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'S', url: 'https://s.example',
  gates: { ignoreLinks: ['/legacy/**'] },
  sidebars: { main: ['a', { type: 'link', label: 'Old guide', href: '/guide/old' }, { type: 'link', label: 'B again', href: '/docs/b' }, { type: 'link', label: 'Legacy', href: '/legacy/x' }, { type: 'link', label: 'Logo', href: '/img/logo.svg' }, 'b'] },
});
`,
    'content/docs/a.md': '# A\n\nText.\n',
    'content/docs/b.md': '# B\n\nText.\n',
    'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  failure = (await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger, crawl: false, cache: false }).catch((e: unknown) => e)) as Error | undefined;
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a sidebar's link items in the in-memory link gate", () => {
  it('a link to a missing site path fails the build without the crawl, once, at the line writing its address', () => {
    expect(failure?.message).toMatch(/^1 broken link found \(onBrokenLinks: 'throw'\)\n {2}- site\.config\.ts:5:69: broken link "Old guide" → \/guide\/old \(no page at \/guide\/old\)$/);
  });
});
