import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient, type BundleClientOptions } from '../../src/client/bundleClient.js';
import { findReact } from '../../src/theme/findReact.js';

/**
 * The client bundle is kept in the site's cache: an unchanged one is taken from there (its record
 * is not written again), also for the same files in another folder, and a changed stylesheet or a
 * theme file added to the site's theme folder (which replaces the default theme's) makes it again.
 */
let root: string;
const records = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.json'));
const text = (files: { path: string; contents: Uint8Array }[]) => files.map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bundle-cache-'));
  await mkdir(path.join(root, 'theme'));
  await writeFile(path.join(root, 'custom.css'), '.first-marker { color: red; }\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the client bundle cache', { timeout: 60_000 }, () => {
  it('reuses an unchanged bundle and makes it again when a file it read, or the theme folder, changed', async () => {
    const cacheRecords = path.join(root, 'cache', 'client');
    const options: BundleClientOptions = { rootDir: root, react: findReact(root), kinds: ['doc'], customCss: [path.join(root, 'custom.css')], cacheRecords };
    const first = await bundleClient(path.join(root, 'theme'), options);
    expect(text(first.files)).toContain('.first-marker');
    const [record] = await records(cacheRecords);
    const written = (await stat(path.join(cacheRecords, record!))).ino;

    const again = await bundleClient(path.join(root, 'theme'), options);
    expect(again.assets).toEqual(first.assets);
    expect(again.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')])).toEqual(first.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]));
    expect(await records(cacheRecords)).toEqual([record]);
    expect((await stat(path.join(cacheRecords, record!))).ino).toBe(written);

    // A stylesheet's contents changed.
    await writeFile(path.join(root, 'custom.css'), '.second-marker { color: blue; }\n');
    const edited = await bundleClient(path.join(root, 'theme'), options);
    expect(text(edited.files)).toContain('.second-marker');
    expect(text(edited.files)).not.toContain('.first-marker');

    // A file added to the site's theme folder replaces the default theme's Footer.
    await writeFile(path.join(root, 'theme', 'Footer.tsx'), 'export function Footer() { return <footer>site footer marker</footer>; }\n');
    const overridden = await bundleClient(path.join(root, 'theme'), options);
    expect(text(overridden.files)).toContain('site footer marker');
    expect(text(edited.files)).not.toContain('site footer marker');
  });

  it('reuses the bundle of the same files in another folder as deep (esbuild names them from the site folder): a moved site, a cache restored elsewhere', async () => {
    const cacheRecords = path.join(root, 'cache-moved', 'client');
    const sites = [await mkdtemp(path.join(os.tmpdir(), 'docsgen-bundle-site-')), await mkdtemp(path.join(os.tmpdir(), 'docsgen-bundle-site-'))];
    try {
      for (const site of sites) {
        await mkdir(path.join(site, 'theme'));
        await writeFile(path.join(site, 'custom.css'), '.moved-marker { color: teal; }\n');
        await writeFile(path.join(site, 'theme', 'Footer.tsx'), 'export function Footer() { return <footer>moved footer marker</footer>; }\n');
        // The same install (a real site has a lockfile; the tests' copies link the repo's node_modules/.package-lock.json).
        await writeFile(path.join(site, 'package-lock.json'), '{ "name": "moved-site", "lockfileVersion": 3, "packages": {} }\n');
      }
      const bundle = (site: string) => bundleClient(path.join(site, 'theme'), { rootDir: site, react: findReact(site), kinds: ['doc'], customCss: [path.join(site, 'custom.css')], cacheRecords });
      const first = await bundle(sites[0]!);
      expect(text(first.files)).toContain('moved footer marker');
      const [record] = await records(cacheRecords);
      const written = (await stat(path.join(cacheRecords, record!))).ino;
      await rm(sites[0]!, { recursive: true, force: true });

      const moved = await bundle(sites[1]!);
      expect(moved.assets).toEqual(first.assets);
      expect(text(moved.files)).toBe(text(first.files));
      expect(await records(cacheRecords)).toEqual([record]);
      expect((await stat(path.join(cacheRecords, record!))).ino).toBe(written);

      // Its own stylesheet changed: made again, for this folder.
      await writeFile(path.join(sites[1]!, 'custom.css'), '.moved-edit-marker { color: teal; }\n');
      expect(text((await bundle(sites[1]!)).files)).toContain('.moved-edit-marker');
    } finally {
      await Promise.all(sites.map((site) => rm(site, { recursive: true, force: true })));
    }
  });

  it('makes it again when the page of a <BrowserOnly> island changed (its module is made from the page, not read by esbuild)', async () => {
    const cacheRecords = path.join(root, 'cache-islands', 'client');
    const page = path.join(root, 'tide.mdx');
    const write = (marker: string) => writeFile(page, `import BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly>{() => <p>${marker}</p>}</BrowserOnly>\n`);
    const options: BundleClientOptions = { rootDir: root, react: findReact(root), kinds: ['doc'], islands: [`${page}?browser-only=0`], cacheRecords };
    await write('first-tide-marker');
    expect(text((await bundleClient(path.join(root, 'theme'), options)).files)).toContain('first-tide-marker');
    await write('second-tide-marker');
    const edited = text((await bundleClient(path.join(root, 'theme'), options)).files);
    expect(edited).toContain('second-tide-marker');
    expect(edited).not.toContain('first-tide-marker');
  });
});
