import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileTheme } from '../../src/theme/loadTheme.js';
import { findReact } from '../../src/theme/findReact.js';
import { builtInThemeDir } from '../../src/util/packageRoot.js';

/**
 * The compiled theme module is kept in the site's cache under a key of what decides it. Where the
 * site's folder is decides nothing when the site has no theme files of its own (the module holds
 * docsgen's files and packages only), so copies of such a site in other folders whose caches share
 * one theme folder (the tests' copies, see linkDocsgenModules) share one module; a site whose own
 * theme files or swizzles make the module gets its own.
 */
const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-theme-cache-'));
  made.push(dir);
  return dir;
}

/** A site folder at `relative` under `top`, its cache's theme folder a link to `shared` (as a test copy's is). */
async function siteAt(top: string, relative: string, shared: string, files: Record<string, string> = {}): Promise<{ root: string; cache: string }> {
  const root = path.join(top, relative);
  const cache = path.join(root, 'node_modules', '.cache', 'docsgen');
  await mkdir(cache, { recursive: true });
  await symlink(shared, path.join(cache, 'theme'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return { root, cache: path.join(cache, 'theme') };
}

const records = async (dir: string) => (await readdir(dir)).filter((name) => /^theme-[0-9a-f]{32}\.json$/.test(name));

async function compileFor(site: { root: string; cache: string }, options: { themeDir?: string; swizzles?: Record<string, string>; themeConfig?: Record<string, unknown> } = {}): Promise<string> {
  return compileTheme(options.themeDir, site.cache, { rootDir: site.root, swizzles: options.swizzles ?? {}, ...(options.themeConfig ? { themeConfig: options.themeConfig } : {}), react: findReact(site.root) });
}

const footer = (text: string) => `export function Footer() {\n  return <footer>${text}</footer>;\n}\n`;

describe('the compiled theme module', () => {
  it('is compiled once for copies of a site without theme files in other folders (one shared theme cache)', async () => {
    const top = await tempFolder();
    const shared = path.join(top, 'shared-theme');
    await mkdir(shared);
    const first = await siteAt(top, 'one/site', shared);
    const second = await siteAt(top, 'two/deeper/site', shared);
    const module = await compileFor(first);
    expect(await records(shared)).toHaveLength(1);
    expect(await compileFor(second)).toBe(module);
    // The second copy found the first's record: nothing was compiled again.
    expect(await records(shared)).toHaveLength(1);
    // A site naming docsgen's own theme folder as its theme folder (as the gate fixtures do) has no theme files of its own either.
    const third = await siteAt(top, 'three/site', shared);
    expect(await compileFor(third, { themeDir: builtInThemeDir() })).toBe(module);
    expect(await records(shared)).toHaveLength(1);
  }, 60_000);

  it("gives a site its own theme files' module, never another site's", async () => {
    const top = await tempFolder();
    const shared = path.join(top, 'shared-theme');
    await mkdir(shared);
    const plain = await siteAt(top, 'plain/site', shared);
    const mine = await siteAt(top, 'mine/site', shared, { 'theme/Footer.tsx': footer('Footer of the first site') });
    const theirs = await siteAt(top, 'theirs/site', shared, { 'theme/Footer.tsx': footer('Footer of the second site') });
    const plainModule = await compileFor(plain);
    const mineModule = await compileFor(mine, { themeDir: path.join(mine.root, 'theme') });
    const theirsModule = await compileFor(theirs, { themeDir: path.join(theirs.root, 'theme') });
    expect(new Set([plainModule, mineModule, theirsModule]).size).toBe(3);
    expect(await readFile(plainModule, 'utf8')).not.toContain('Footer of the');
    expect(await readFile(mineModule, 'utf8')).toContain('Footer of the first site');
    expect(await readFile(theirsModule, 'utf8')).toContain('Footer of the second site');
    // Asked again, each site gets its own.
    expect(await compileFor(plain)).toBe(plainModule);
    expect(await compileFor(mine, { themeDir: path.join(mine.root, 'theme') })).toBe(mineModule);
  }, 60_000);

  it("gives a Docusaurus site's swizzles the site's own theme options", async () => {
    const top = await tempFolder();
    const shared = path.join(top, 'shared-theme');
    await mkdir(shared);
    const swizzle = 'import { useThemeConfig } from "@docusaurus/theme-common";\nexport default function Footer() {\n  return <footer>{String(useThemeConfig().footerWord)}</footer>;\n}\n';
    const first = await siteAt(top, 'a/site', shared, { 'src/theme/Footer/index.js': swizzle });
    const second = await siteAt(top, 'b/site', shared, { 'src/theme/Footer/index.js': swizzle });
    const firstModule = await compileFor(first, { swizzles: { Footer: path.join(first.root, 'src/theme/Footer/index.js') }, themeConfig: { footerWord: 'first-word' } });
    const secondModule = await compileFor(second, { swizzles: { Footer: path.join(second.root, 'src/theme/Footer/index.js') }, themeConfig: { footerWord: 'second-word' } });
    expect(firstModule).not.toBe(secondModule);
    expect(await readFile(firstModule, 'utf8')).toContain('first-word');
    expect(await readFile(secondModule, 'utf8')).toContain('second-word');
    expect(await readFile(secondModule, 'utf8')).not.toContain('first-word');
  }, 60_000);

  it("resolves a swizzle's @site/ import (a .tsx file named without its extension) from the site's folder, as the client bundle does", async () => {
    const top = await tempFolder();
    const shared = path.join(top, 'shared-theme');
    await mkdir(shared);
    const swizzle = 'import { useHarbourWord } from "@site/src/hooks/use-word";\nexport default function Footer() {\n  return <footer>{useHarbourWord()}</footer>;\n}\n';
    const site = await siteAt(top, 'site', shared, {
      'src/theme/Footer/index.js': swizzle,
      'src/hooks/use-word.tsx': 'export function useHarbourWord(): string {\n  return "harbour-lighthouse-word";\n}\n',
    });
    const module = await compileFor(site, { swizzles: { Footer: path.join(site.root, 'src/theme/Footer/index.js') } });
    expect(await readFile(module, 'utf8')).toContain('harbour-lighthouse-word');
  }, 60_000);

  it('removes the modules no record names once a new one is compiled, unless written in the last minutes', async () => {
    const top = await tempFolder();
    const shared = path.join(top, 'shared-theme');
    await mkdir(shared);
    const site = await siteAt(top, 'site', shared);
    const kept = await compileFor(site);
    const old = path.join(shared, 'theme-0123456789abcdef.mjs');
    const recent = path.join(shared, 'theme-fedcba9876543210.mjs');
    await writeFile(old, 'export {};\n');
    await writeFile(recent, 'export {};\n');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    await utimes(kept, hourAgo, hourAgo);
    // Another theme (a theme folder of the site's own): a new module.
    const themeDir = path.join(site.root, 'theme');
    await mkdir(themeDir);
    await writeFile(path.join(themeDir, 'Footer.tsx'), footer('Own footer'));
    await compileFor(site, { themeDir });
    const modules = (await readdir(shared)).filter((name) => name.endsWith('.mjs'));
    expect(modules).not.toContain(path.basename(old));
    expect(modules).toContain(path.basename(recent));
    // The first module's record is still kept: its module too.
    expect(modules).toContain(path.basename(kept));
    expect(await compileFor(site)).toBe(kept);
  }, 60_000);

  it('keeps a module a build took from its record in the last minutes, however old the file, when another build compiles a new one', async () => {
    const top = await tempFolder();
    const shared = path.join(top, 'shared-theme');
    await mkdir(shared);
    const site = await siteAt(top, 'site', shared, { 'theme/Footer.tsx': footer('Footer before the edit') });
    const themeDir = path.join(site.root, 'theme');
    const taken = await compileFor(site, { themeDir });
    // Compiled long ago (yesterday's build wrote it).
    const dayAgo = new Date(Date.now() - 86_400_000);
    await utimes(taken, dayAgo, dayAgo);
    // A build (a dev server's) takes it from its record now: its page workers will import it.
    expect(await compileFor(site, { themeDir })).toBe(taken);
    // Another build of the site after an edit: the same key, a new module, the record names that one.
    await writeFile(path.join(themeDir, 'Footer.tsx'), footer('Footer after the edit'));
    const edited = await compileFor(site, { themeDir });
    expect(edited).not.toBe(taken);
    expect(existsSync(taken)).toBe(true);
  }, 60_000);
});
