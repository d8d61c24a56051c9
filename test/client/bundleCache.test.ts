import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient, type BundleClientOptions } from '../../src/client/bundleClient.js';
import { findReact } from '../../src/theme/findReact.js';

/**
 * The client bundle is kept in the site's cache: an unchanged one is taken from there (its record
 * is not written again), and a changed stylesheet or a theme file added to the site's theme folder
 * (which replaces the default theme's) makes it again.
 */
let root: string;
const text = (files: { path: string; contents: Uint8Array }[]) => files.map((file) => Buffer.from(file.contents).toString('utf8')).join('\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bundle-cache-'));
  await mkdir(path.join(root, 'theme'));
  await writeFile(path.join(root, 'custom.css'), '.first-marker { color: red; }\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the client bundle cache', { timeout: 60_000 }, () => {
  it('reuses an unchanged bundle and makes it again when a file it read, or the theme folder, changed', async () => {
    const record = path.join(root, 'cache', 'client', 'base.json');
    const options: BundleClientOptions = { rootDir: root, react: findReact(root), kinds: ['doc'], customCss: [path.join(root, 'custom.css')], cacheFile: record };
    const first = await bundleClient(path.join(root, 'theme'), options);
    expect(text(first.files)).toContain('.first-marker');
    const written = (await stat(record)).mtimeMs;

    const again = await bundleClient(path.join(root, 'theme'), options);
    expect(again.assets).toEqual(first.assets);
    expect(again.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')])).toEqual(first.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]));
    expect((await stat(record)).mtimeMs).toBe(written);

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

  it('makes it again when the page of a <BrowserOnly> island changed (its module is made from the page, not read by esbuild)', async () => {
    const cacheFile = path.join(root, 'cache-islands', 'client', 'islands.json');
    const page = path.join(root, 'tide.mdx');
    const write = (marker: string) => writeFile(page, `import BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly>{() => <p>${marker}</p>}</BrowserOnly>\n`);
    const options: BundleClientOptions = { rootDir: root, react: findReact(root), kinds: ['doc'], islands: [`${page}?browser-only=0`], cacheFile };
    await write('first-tide-marker');
    expect(text((await bundleClient(path.join(root, 'theme'), options)).files)).toContain('first-tide-marker');
    await write('second-tide-marker');
    const edited = text((await bundleClient(path.join(root, 'theme'), options)).files);
    expect(edited).toContain('second-tide-marker');
    expect(edited).not.toContain('first-tide-marker');
  });
});
