import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-theme-layers/', import.meta.url));

/** Every file under a folder, with its path relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe("@theme-original/ in a frame swizzle when a site's theme (themes: [...]) provides the component", () => {
  let root: string;
  let out: string;
  let index: string;

  beforeAll(async () => {
    root = await copyDocusaurusSite(fixture, 'docsgen-theme-original-');
    out = path.join(root, 'build');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: { info: () => {}, warn: () => {} }, crawl: false });
    index = await readFile(path.join(out, 'index.html'), 'utf8');
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("is the theme's component (site src/theme, then plugin themes, then docsgen's), in the page's HTML", () => {
    expect(index).toContain('High tide at six');
    expect(index).toMatch(/<footer class="harbour-footer">Lit by the harbour theme<\/footer>/);
    // docsgen's own footer is not under the wrapper: the theme's replaced it.
    expect(index.match(/<footer\b/g)).toHaveLength(1);
  });

  it('and in the browser bundle that hydrates the frame', async () => {
    const scripts = (await filesUnder(out)).filter((file) => file.endsWith('.js'));
    const bodies = await Promise.all(scripts.map((file) => readFile(path.join(out, file), 'utf8')));
    expect(bodies.some((body) => body.includes('Lit by the harbour theme'))).toBe(true);
  });
});

describe("a site's theme (themes: [...]) providing a frame component the site does not swizzle", () => {
  let root: string;
  let out: string;
  let index: string;

  beforeAll(async () => {
    root = await copyDocusaurusSite(fixture, 'docsgen-theme-part-');
    // No src/theme/Footer: the theme's Footer replaces docsgen's directly, as in Docusaurus (site src/theme > plugin themes > classic).
    await rm(path.join(root, 'src', 'theme'), { recursive: true, force: true });
    out = path.join(root, 'build');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: { info: () => {}, warn: () => {} }, crawl: false });
    index = await readFile(path.join(out, 'index.html'), 'utf8');
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("is that part of every page, in place of docsgen's, in the HTML and in the browser bundle", async () => {
    expect(index).not.toContain('High tide at six');
    expect(index).toMatch(/<footer class="harbour-footer">Lit by the harbour theme<\/footer>/);
    expect(index.match(/<footer\b/g)).toHaveLength(1);
    const scripts = (await filesUnder(out)).filter((file) => file.endsWith('.js'));
    const bodies = await Promise.all(scripts.map((file) => readFile(path.join(out, file), 'utf8')));
    expect(bodies.some((body) => body.includes('Lit by the harbour theme'))).toBe(true);
  });
});
