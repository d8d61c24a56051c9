import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildFixtureCopy, copyFixtureFolder, filesUnder } from '../helpers/siteCopy.js';

/**
 * The browser tests build their fixture sites as copies (buildFixtureCopy, which
 * useBrowserAndBuiltSite uses): docsgen keeps its caches in the site's node_modules/.cache, so a
 * fixture built in place gained files under test/fixtures (browser/rtl-css left a whole cache in
 * docusaurus-rtl's).
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-rtl/', import.meta.url));

describe('a browser test that builds a fixture site', () => {
  it('leaves the fixture as it was: the build and its caches are in the copy', async () => {
    const before = await filesUnder(fixture);
    const { dir, out } = await buildFixtureCopy({ config: 'test/fixtures/sites/docusaurus-rtl/docusaurus.config.ts', cache: false }, 'docsgen-fixture-builds-');
    try {
      expect(existsSync(path.join(out, 'index.html'))).toBe(true);
      // What the build kept went to the copy's node_modules/.cache.
      expect(readdirSync(path.join(dir, 'test', 'fixtures', 'sites', 'docusaurus-rtl', 'node_modules', '.cache', 'docsgen')).length).toBeGreaterThan(1);
      expect(await filesUnder(fixture)).toEqual(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("works in a checkout that built its own site first (README's quickstart: `npm run build`, then `npm test`): the checkout's build/ is not linked into the copy, where the fixture is built", async () => {
    // A checkout with this site's build/ beside test/ (before, the copy linked it and buildFixtureCopy's
    // build into <copy>/build was refused: every useBrowserAndBuiltSite file failed in such a checkout).
    const checkout = await mkdtemp(path.join(os.tmpdir(), 'docsgen-checkout-'));
    let dir = '';
    try {
      await mkdir(path.join(checkout, 'test', 'fixtures', 'sites', 'tiny'), { recursive: true });
      await writeFile(path.join(checkout, 'test', 'fixtures', 'sites', 'tiny', 'page.md'), '# Tiny\n');
      await mkdir(path.join(checkout, 'build'));
      await writeFile(path.join(checkout, 'build', 'index.html'), '<h1>the checkout\'s own site</h1>');
      await writeFile(path.join(checkout, 'README.md'), '# docsgen\n');
      ({ dir } = await copyFixtureFolder(path.join(checkout, 'test', 'fixtures', 'sites', 'tiny'), 'docsgen-fixture-builds-', checkout));
      expect(existsSync(path.join(dir, 'build'))).toBe(false);
      expect(lstatSync(path.join(dir, 'README.md')).isSymbolicLink()).toBe(true);
      expect(readFileSync(path.join(dir, 'test', 'fixtures', 'sites', 'tiny', 'page.md'), 'utf8')).toBe('# Tiny\n');
    } finally {
      await rm(checkout, { recursive: true, force: true });
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('is built through buildFixtureCopy or useBrowserAndBuiltSite, never by naming the fixture to build()', () => {
    const direct = readdirSync(here)
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => /\bbuild\(\{\s*config:\s*['"`](?:\.\/)?test\/fixtures\//.test(readFileSync(path.join(here, name), 'utf8')));
    expect(direct).toEqual([]);
  });
});
