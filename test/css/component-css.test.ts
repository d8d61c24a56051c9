import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { serve } from '../../src/serve/serve.js';
import { eventually } from '../helpers/pageSteps.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/** A site whose components (imported by an MDX page) and theme files import stylesheets. */
const fixture = 'test/fixtures/sites/component-css';
let temp: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-component-css-'));
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

async function buildCopy(name: string, change?: (site: string) => Promise<void>): Promise<string> {
  const site = path.join(temp, name);
  await cp(fixture, site, { recursive: true });
  await change?.(site);
  const out = path.join(temp, `${name}-out`);
  await build({ config: path.join(site, 'site.config.ts'), out, logger: silentLogger, crawl: false, cache: false });
  return out;
}

let plain: Promise<string> | undefined;
/** The fixture built as it is, once for the file (the tests that read it share the build). */
function plainBuild(): Promise<string> {
  return (plain ??= buildCopy('a'));
}

async function stylesheetOf(out: string, page: string): Promise<{ html: string; css: string; href: string }> {
  const html = await readFile(path.join(out, page), 'utf8');
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(links).toHaveLength(1);
  return { html, css: await readFile(path.join(out, links[0]!), 'utf8'), href: links[0]! };
}

describe('stylesheets imported by components', () => {
  it('join the site stylesheet, linked once in the head of every page', async () => {
    const out = await plainBuild();
    const { html, css } = await stylesheetOf(out, 'docs/styled.html');
    // Plain CSS (with its own @import inlined) from an MDX component and from a theme file.
    expect(css).toMatch(/\.badge\{background-color:#0a783c;color:#fff\}/);
    expect(css).toContain('.footer-note{text-align:center}');
    expect(html).toContain('<span class="badge">beta</span>');
    // CSS modules: the component and the stylesheet use the same hashed names, composes included.
    const card = /<div class="(Card-module_card_\w+) (Card-module_frame_\w+)">/.exec(html);
    expect(card).not.toBeNull();
    expect(css).toContain(`.${card![1]}{padding:12px}`);
    expect(css).toContain(`.${card![2]}{border:3px solid #c82828}`);
    const note = /<p class="footer-note (Note-module_note_\w+)">/.exec(html);
    expect(css).toContain(`.${note![1]}{color:#5a1e96}`);
    // The theme's own styles are still there, and no other stylesheet is emitted.
    expect(css).toContain('.markdown-page{');
    expect((await readdir(path.join(out, 'assets'))).filter((f) => f.endsWith('.css'))).toHaveLength(1);
    // A page whose content imports nothing links the same stylesheet.
    expect((await stylesheetOf(out, 'docs/intro.html')).css).toBe(css);
  });

  it('give CSS-module class names that are the same on every build, wherever the site is', async () => {
    // Two copies of the site in two folders, each built from scratch.
    const first = await stylesheetOf(await plainBuild(), 'docs/styled.html');
    const second = await stylesheetOf(await buildCopy('b'), 'docs/styled.html');
    expect(second.href).toBe(first.href);
    expect(second.css).toBe(first.css);
  });

  it('rebuild (not "up to date") when a stylesheet or component outside the content folder changes', async () => {
    const site = path.join(temp, 'cached');
    await cp(fixture, site, { recursive: true });
    const out = path.join(temp, 'cached-out');
    const run = () => build({ config: path.join(site, 'site.config.ts'), out, logger: silentLogger, crawl: false });
    expect((await run()).upToDate).toBeUndefined();
    expect((await run()).upToDate).toBe(true);
    const css = path.join(site, 'components/badge.css');
    await writeFile(css, (await readFile(css, 'utf8')).replace('999px', '3px'));
    expect((await run()).upToDate).toBeUndefined();
    expect((await stylesheetOf(out, 'docs/styled.html')).css).toContain('border-radius:3px');
    const colors = path.join(site, 'components/badge-colors.css');
    await writeFile(colors, (await readFile(colors, 'utf8')).replace('rgb(10, 120, 60)', 'rgb(10, 20, 30)'));
    expect((await run()).upToDate).toBeUndefined();
    expect((await stylesheetOf(out, 'docs/styled.html')).css).toContain('background-color:#0a141e');
    const card = path.join(site, 'components/Card.tsx');
    await writeFile(card, (await readFile(card, 'utf8')).replace('{title}</p>', '{title}!</p>'));
    expect((await run()).upToDate).toBeUndefined();
    expect(await readFile(path.join(out, 'docs/styled.html'), 'utf8')).toContain('Lanterns!</p>');
  });

  it('fail the build naming the component and the stylesheet it cannot find', async () => {
    const failing = buildCopy('missing', (site) => writeFile(path.join(site, 'components/Badge.tsx'), "import './gone.css';\n\nexport default function Badge() {\n  return <span />;\n}\n"));
    await expect(failing).rejects.toThrow(/components\/Badge\.tsx:1:\d+: .*cannot find the stylesheet "\.\/gone\.css" that components\/Badge\.tsx imports/);
  });

  it('fail the build naming a theme file whose stylesheet cannot be found', async () => {
    const broken = buildCopy('missing-theme', async (site) => {
      const footer = path.join(site, 'theme/Footer.tsx');
      await writeFile(footer, (await readFile(footer, 'utf8')).replace('./footer-note.css', './footer-gone.css'));
    });
    await expect(broken).rejects.toThrow(/theme\/Footer\.tsx:\d+:\d+: .*cannot find the stylesheet "\.\/footer-gone\.css" that theme\/Footer\.tsx imports/);
  });
});

describe('serve --watch with stylesheets imported by components', () => {
  it('serves the changed styles after a component or theme stylesheet is edited', async () => {
    const copy = await copyFixtureSite(path.resolve(fixture), 'docsgen-component-css-watch-');
    await cp(path.join(fixture, 'components'), path.join(copy.root, 'components'), { recursive: true });
    await writeFile(path.join(copy.root, 'site.config.ts'), copy.configSource);
    const server = await serve({ config: path.join(copy.root, 'site.config.ts'), port: 0, host: '127.0.0.1', watch: true });
    try {
      const stylesheet = async () => {
        const html = await (await fetch(`${server.url}/docs/styled`)).text();
        const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
        return (await fetch(`${server.url}${href}`)).text();
      };
      expect(await stylesheet()).toContain('border-radius:999px');
      const edit = async (file: string, from: string, to: string) => {
        const full = path.join(copy.root, file);
        await writeFile(full, (await readFile(full, 'utf8')).replace(from, to));
      };
      await edit('components/badge.css', '999px', '4px');
      await eventually(stylesheet).toContain('border-radius:4px');
      // A stylesheet that one of them @imports.
      await edit('components/badge-colors.css', 'rgb(10, 120, 60)', 'rgb(10, 20, 30)');
      await eventually(stylesheet).toContain('background-color:#0a141e');
      await edit('theme/Note.module.css', 'rgb(90, 30, 150)', 'rgb(1, 2, 3)');
      await eventually(stylesheet).toContain('{color:#010203}');
    } finally {
      await server.close();
      await rm(copy.root, { recursive: true, force: true });
    }
  });
});
