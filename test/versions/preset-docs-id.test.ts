import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-docs-id/', import.meta.url));

/**
 * The classic preset's docs with an `id` of their own (`guides`), beside a second docs plugin
 * with the default id: the id is what versioning files, navbar items, global data and the version
 * hooks name the preset's docs by, and its own remark plugins run on its pages only.
 */
describe("the classic preset's docs id", () => {
  let root: string;
  let out: string;
  const warnings: string[] = [];
  const page = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    root = await copyDocusaurusSite(fixture, 'docsgen-docs-id-');
    out = path.join(root, 'build');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: { info: () => {}, warn: (message) => warnings.push(message) }, crawl: false });
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is read, not warned about; the docs plugin without an id is the default instance beside it', async () => {
    expect(warnings.join('\n')).not.toMatch(/docs\.id|without an id/);
    expect(await page('community/welcome.html')).toContain("The keepers' community.");
  });

  it('names its versioning files (guides_versions.json, guides_versioned_docs/): 1.0 at /guides, the current docs at /guides/next', async () => {
    expect(await page('guides/intro.html')).toContain('The old lamps.');
    expect(await page('guides/next/intro.html')).toContain('Keeping the lamps lit.');
  });

  it("runs the preset's remark plugins on its pages, not on the other instance's", async () => {
    expect(await page('guides/lamps.html')).toContain('Stamped by the guides plugin.');
    expect(await page('community/welcome.html')).not.toContain('Stamped');
  });

  it('is what navbar items name by docsPluginId; an item without one is the default instance', async () => {
    const html = await page('guides/lamps.html');
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(nav).toMatch(/href="\/guides\/intro"[^>]*>Guides</);
    expect(nav).toMatch(/href="\/guides\/lamps"[^>]*>Lamps</);
    expect(nav).toMatch(/href="\/community\/welcome"[^>]*>Welcome</);
    // The version dropdown of the guides: the same page in each of their versions.
    expect(nav).toMatch(/href="\/guides\/next\/lamps"[^>]*>Next</);
  });

  it("is the key of usePluginData('docusaurus-plugin-content-docs', id) and what the version hooks take", async () => {
    expect(await page('guides/next/intro.html')).toContain('<p class="instances">guides: current, 1.0; default: current; hooks: Next, 1.0; reading current</p>');
  });
});
