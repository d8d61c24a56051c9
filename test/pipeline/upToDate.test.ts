import { mkdir, readdir, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * The up-to-date check: a build whose inputs all hash the same as the last successful build into
 * the same folder, and whose folder still holds exactly what that build wrote, stops early.
 * Builds run one after the other on one copy of the basic fixture (with a
 * config that imports a local module).
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/basic/', import.meta.url));
let root: string;
let config: string;
let out: string;

async function mtimes(dir: string): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) result[path.relative(dir, path.join(entry.parentPath, entry.name))] = (await stat(path.join(entry.parentPath, entry.name))).mtimeMs;
  }
  return result;
}

const run = (options: Partial<Parameters<typeof build>[0]> = {}) => build({ config, out, logger: silentLogger, crawl: false, ...options });

async function edit(file: string, change: (text: string) => string): Promise<() => Promise<void>> {
  const original = await readFile(file, 'utf8');
  await writeFile(file, change(original));
  return () => writeFile(file, original);
}

beforeAll(async () => {
  let source: string;
  ({ root, configSource: source } = await copyFixtureSite(fixture, 'docsgen-uptodate-'));
  await writeFile(path.join(root, 'footer.ts'), "export const copyright = '© 2025 Fixture';\n");
  await writeFile(
    path.join(root, 'site.config.ts'),
    `import { copyright } from './footer';\n${source.replace("footer: { copyright: '© 2025 Fixture' }", 'footer: { copyright }')}`,
  );
  config = path.join(root, 'site.config.ts');
  out = path.join(root, 'build');
  expect((await run()).upToDate).toBeUndefined();
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('up-to-date check', { timeout: 120_000 }, () => {
  it('without the stamp, the whole pipeline runs and takes every page from the page cache the cold build filled', async () => {
    // A page restored from the page cache is a hard link to the cached file: the same inode.
    const inode = async (file: string) => (await stat(path.join(out, file))).ino;
    const before = await Promise.all(['docs/intro.html', 'index.html'].map(inode));
    await rm(path.join(root, 'node_modules/.cache/docsgen/last-build.json'));
    expect((await run()).upToDate).toBeUndefined();
    expect(await Promise.all(['docs/intro.html', 'index.html'].map(inode))).toEqual(before);
  });

  it('a second build with no change stops early and leaves every output file untouched', async () => {
    const before = await mtimes(out);
    const result = await run();
    expect(result.upToDate).toBe(true);
    expect(result.pages).toBeGreaterThan(5);
    expect(result.files).toBe(Object.keys(before).length);
    expect(await mtimes(out)).toEqual(before);
  });

  it('an edited page is rebuilt, and the output shows the edit', async () => {
    const restore = await edit(path.join(root, 'content/docs/intro.md'), (text) => `${text}\nA freshly added sentence.\n`);
    try {
      expect((await run()).upToDate).toBeUndefined();
      expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).toContain('A freshly added sentence.');
    } finally {
      await restore();
    }
    expect((await run()).upToDate).toBeUndefined();
    expect((await run()).upToDate).toBe(true);
  });

  it('an edit that keeps the page\'s size and modification time is rebuilt too (input hashes are trusted by stat only when nothing moved)', async () => {
    const file = path.join(root, 'content/docs/intro.md');
    // A whole second, which utimes sets exactly; touching the file alone changes nothing built.
    const second = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await utimes(file, second, second);
    expect((await run()).upToDate).toBe(true);
    // The hashes the check compared, with the stats they were taken at, are kept in the cache folder.
    expect(Object.keys(JSON.parse(await readFile(path.join(root, 'node_modules/.cache/docsgen/input-hashes.json'), 'utf8')).files)).toContain(file);
    const before = await stat(file);
    const original = await readFile(file, 'utf8');
    expect(original).toContain('Some text.');
    await writeFile(file, original.replace('Some text.', 'Some test.'));
    await utimes(file, second, second);
    try {
      expect((await stat(file)).size).toBe(before.size);
      expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
      expect((await run()).upToDate).toBeUndefined();
      expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).toContain('Some test.');
    } finally {
      await writeFile(file, original);
    }
    expect((await run()).upToDate).toBeUndefined();
    expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).not.toContain('Some test.');
  });

  it('a change in a module the config imports rebuilds', async () => {
    const restore = await edit(path.join(root, 'footer.ts'), (text) => text.replace('2025 Fixture', '2025 Fixture Ltd'));
    try {
      expect((await run()).upToDate).toBeUndefined();
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('2025 Fixture Ltd');
    } finally {
      await restore();
    }
    await run();
  });

  it('a change in the site theme folder rebuilds', async () => {
    const override = path.join(root, 'theme', 'Footer.tsx');
    await mkdir(path.dirname(override), { recursive: true });
    await writeFile(override, "export function Footer() {\n  return <footer>Site footer</footer>;\n}\n");
    try {
      expect((await run()).upToDate).toBeUndefined();
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('Site footer');
    } finally {
      await rm(override);
    }
    expect((await run()).upToDate).toBeUndefined();
  });

  it("a swizzle added to src/theme (Docusaurus's folder) rebuilds, and so does removing it", async () => {
    const swizzle = path.join(root, 'src', 'theme', 'Footer', 'index.js');
    expect((await run()).upToDate).toBe(true);
    await mkdir(path.dirname(swizzle), { recursive: true });
    await writeFile(swizzle, "import Footer from '@theme-original/Footer';\nexport default function FooterWrapper(props) {\n  return <><p>Swizzled notice</p><Footer {...props} /></>;\n}\n");
    try {
      expect((await run()).upToDate).toBeUndefined();
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('<p>Swizzled notice</p>');
    } finally {
      await rm(path.join(root, 'src'), { recursive: true });
    }
    expect((await run()).upToDate).toBeUndefined();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).not.toContain('Swizzled notice');
  });

  it('a file removed from, or added to, the output folder rebuilds it', async () => {
    await unlink(path.join(out, 'docs/intro.html'));
    expect((await run()).upToDate).toBeUndefined();
    expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).toContain('<h1');
    await writeFile(path.join(out, 'stray.txt'), 'not ours');
    expect((await run()).upToDate).toBeUndefined();
    expect(await readdir(out)).not.toContain('stray.txt');
    expect((await run()).upToDate).toBe(true);
  });

  it("the stamp holds every output file's size and modification time as a listing of the folder gives them, from the folder's own record", async () => {
    // After an edit: most files are linked from the page cache (their stat is the cache's), the page's own are written now.
    const restore = await edit(path.join(root, 'content/docs/intro.md'), (text) => `${text}\nOne more sentence.\n`);
    try {
      expect((await run()).upToDate).toBeUndefined();
    } finally {
      await restore();
    }
    const stamp = JSON.parse(await readFile(path.join(root, 'node_modules/.cache/docsgen/last-build.json'), 'utf8')) as { files: [string, number, number][] };
    const listed: [string, number, number][] = [];
    for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const { size, mtimeMs } = await stat(path.join(entry.parentPath, entry.name));
      listed.push([path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'), size, Math.round(mtimeMs)]);
    }
    expect(listed.length).toBeGreaterThan(10);
    expect(stamp.files).toEqual(listed.sort(([a], [b]) => (a < b ? -1 : 1)));
    expect((await run()).upToDate).toBeUndefined();
    expect((await run()).upToDate).toBe(true);
  });

  it('another output folder, cache: false, or a crawl the last build skipped, all build', async () => {
    expect((await run({ out: path.join(root, 'elsewhere') })).upToDate).toBeUndefined();
    expect((await run({ cache: false })).upToDate).toBeUndefined();
    // The last build into `out` ran with crawl: false; a small site crawls by default.
    expect((await run({ crawl: undefined })).upToDate).toBeUndefined();
    expect((await run({ crawl: undefined })).upToDate).toBe(true);
  });

  it('a failed build leaves the last good stamp: fixing the input makes the old output current again', async () => {
    const before = await mtimes(out);
    const restore = await edit(path.join(root, 'content/docs/intro.md'), (text) => `${text}\n::::tabs\nA typo.\n::::\n`);
    try {
      await expect(run()).rejects.toThrow(/a `tabs` block may only contain/);
    } finally {
      await restore();
    }
    expect((await run()).upToDate).toBe(true);
    expect(await mtimes(out)).toEqual(before);
  });
});
