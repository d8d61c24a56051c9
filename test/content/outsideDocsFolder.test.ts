import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDocsgenModules } from '../helpers/siteCopy.js';
import { writePackage } from '../helpers/writePackage.js';

const run = promisify(execFile);
const fixture = fileURLToPath(new URL('../fixtures/sites/monorepo-docs/', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/docsgen', import.meta.url));

/**
 * A Docusaurus site whose docs folder is beside the site's folder (`docs.path: '../docs'`, as in
 * prettier's, jest's and typescript-eslint's monorepos): Docusaurus builds it, so docsgen reads
 * the pages there (and only reads: nothing is written into it).
 */
let root: string;
let website: string;

const build = (...args: string[]) =>
  run(process.execPath, [bin, 'build', '--no-crawl', ...args], { cwd: website }).then(
    (r) => ({ code: 0, output: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: e.stdout + e.stderr }),
  );
const listing = async (dir: string): Promise<string[]> => (await readdir(dir, { recursive: true })).map(String).sort();

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-outside-docs-'));
  await cp(fixture, root, { recursive: true });
  website = path.join(root, 'website');
  await linkDocsgenModules(website);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("docs.path outside the site's folder", () => {
  it('builds the pages of ../docs with their links, partials, images and edit links, and writes nothing there', async () => {
    const before = await listing(path.join(root, 'docs'));
    const { code, output } = await build('--strict');
    expect(output).not.toContain('outside the site folder');
    expect(code).toBe(0);
    const intro = await readFile(path.join(website, 'build', 'docs', 'intro.html'), 'utf8');
    expect(intro).toMatch(/<a href="\/docs\/guides\/gather"[^>]*>gathering<\/a>/);
    expect(intro).toContain('A basket holds the pollen.');
    // As Docusaurus: editUrl + the page's path from the site's folder.
    expect(intro).toContain('href="https://git.example/pollen/edit/main/website/../docs/intro.md"');
    const gather = await readFile(path.join(website, 'build', 'docs', 'guides', 'gather.html'), 'utf8');
    expect(gather).toMatch(/<img alt="A flower"[^>]+src="\/assets\/img\/flower-[^"]+"/);
    expect(gather).toMatch(/<a href="\/docs\/intro"[^>]*>the start<\/a>/);
    expect(await listing(path.join(root, 'docs'))).toEqual(before);
  }, 120_000);

  it('a symbolic link in that docs folder to a file elsewhere is still refused, naming it', async () => {
    const elsewhere = path.join(root, 'elsewhere');
    await mkdir(elsewhere);
    await writeFile(path.join(elsewhere, 'leak.md'), '---\ntitle: Leak\n---\n');
    await symlink(path.join(elsewhere, 'leak.md'), path.join(root, 'docs', 'leak.md'));
    try {
      const { code, output } = await build();
      expect(code).not.toBe(0);
      expect(output).toContain(`../docs/leak.md: symbolic link to ${path.join(elsewhere, 'leak.md')} leads outside the site folder`);
    } finally {
      await rm(path.join(root, 'docs', 'leak.md'));
    }
  }, 120_000);

  it("a page there imports a package installed in the site's node_modules (as Docusaurus's resolve.modules finds it)", async () => {
    const pkg = writePackage(website, 'pollen-count', { 'index.js': "module.exports = function PollenCount() { return require('react').createElement('output', null, '42 grains'); };\n" });
    await writeFile(path.join(root, 'docs', 'count.mdx'), "---\ntitle: Count\n---\n\nimport PollenCount from 'pollen-count';\n\n<PollenCount />\n");
    try {
      const { code, output } = await build();
      expect(output).not.toContain('Could not resolve');
      expect(code).toBe(0);
      expect(await readFile(path.join(website, 'build', 'docs', 'count.html'), 'utf8')).toContain('<output>42 grains</output>');
    } finally {
      await rm(path.join(root, 'docs', 'count.mdx'));
      await rm(pkg, { recursive: true });
    }
  }, 120_000);
});
