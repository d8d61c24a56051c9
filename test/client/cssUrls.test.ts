import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/client/bundleClient.js';
import { componentStylesheet } from '../../src/css/componentStylesheet.js';
import { findReact } from '../../src/theme/findReact.js';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

let root: string;
const css = (bundle: { files: { path: string; contents: Uint8Array }[] }) =>
  bundle.files
    .filter((file) => file.path.endsWith('.css'))
    .map((file) => Buffer.from(file.contents).toString('utf8'))
    .join('\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-css-urls-'));
  await mkdir(path.join(root, 'static', 'img'), { recursive: true });
  await mkdir(path.join(root, 'src', 'css'), { recursive: true });
  await writeFile(path.join(root, 'static', 'img', 'card.png'), PNG);
  await writeFile(path.join(root, 'static', 'img', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'src', 'css', 'local.png'), PNG);
  await writeFile(
    path.join(root, 'src', 'css', 'custom.css'),
    [".card { background-image: url('@site/static/img/card.png'); }", '.mark { background: url(/img/mark.svg#icon); }', ".local { background: url('./local.png'); }", '.far { background: url(https://cdn.example/x.png); }'].join('\n'),
  );
  await writeFile(path.join(root, 'src', 'css', 'broken.css'), "\n.gone { background: url('@site/static/img/gone.png'); }\n");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a site stylesheet's url()s, as Docusaurus reads them", () => {
  it('@site/ is the site folder and /x the static folder: each image a hashed asset beside the stylesheet', async () => {
    const bundle = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], staticDir: path.join(root, 'static'), customCss: [path.join(root, 'src', 'css', 'custom.css')] });
    const urls = [...css(bundle).matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!.replace(/"/g, ''));
    const assets = bundle.files.map((file) => file.path).filter((file) => !/\.(css|js)$/.test(file));
    expect(assets).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/card-[\w]+\.png$/), expect.stringMatching(/^assets\/mark-[\w]+\.svg$/), expect.stringMatching(/^assets\/local-[\w]+\.png$/)]));
    const card = assets.find((file) => file.includes('card-'))!;
    // The stylesheet is in assets/ too: it names each asset relative to itself (any baseUrl works).
    expect(urls).toContain(`./${path.posix.basename(card)}`);
    expect(urls).toContainEqual(expect.stringMatching(/^\.\/mark-\w+\.svg#icon$/));
    expect(urls).toContain('https://cdn.example/x.png');
    expect(Buffer.from(bundle.files.find((file) => file.path === card)!.contents)).toEqual(PNG);
  });

  it('a component stylesheet reads @site/ and the static folder the same way', async () => {
    const sheet = await componentStylesheet([path.join(root, 'src', 'css', 'custom.css')], root, path.join(root, 'static'));
    expect(sheet.assets.map((asset) => asset.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/card-\w+\.png$/), expect.stringMatching(/^assets\/mark-\w+\.svg$/)]));
    expect(sheet.css).toMatch(/url\("?\.\/card-\w+\.png"?\)/);
  });

  it('a missing file: an error naming the stylesheet and the file from the site folder', async () => {
    const error = await bundleClient(undefined, { rootDir: root, react: findReact(root), kinds: ['doc'], staticDir: path.join(root, 'static'), customCss: [path.join(root, 'src', 'css', 'broken.css')] }).then(
      () => undefined,
      (caught: Error) => caught,
    );
    expect(error?.message).toMatch(/^src\/css\/broken\.css:2:\d+: cannot bundle the client: /);
    expect(error?.message).toContain('static/img/gone.png');
    expect(error?.message).not.toContain('..');
  });
});
