import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_SVG_MAX_BYTES, smallSvgDataUri } from '../../src/render/smallSvgDataUri.js';

let root: string;
let staticDir: string;
const small = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#fb6222"/></svg>';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docsgen-svg-'));
  staticDir = path.join(root, 'static');
  await mkdir(path.join(staticDir, 'img'), { recursive: true });
  await writeFile(path.join(staticDir, 'img', 'logo.svg'), small);
  await writeFile(path.join(staticDir, 'img', 'big.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(INLINE_SVG_MAX_BYTES / 4)}</svg>`);
  await writeFile(path.join(staticDir, 'img', 'logo.png'), 'png');
  await writeFile(path.join(root, 'outside.svg'), small);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('smallSvgDataUri', () => {
  it('writes a small SVG of the static folder as a data: URI of its bytes', async () => {
    const uri = (await smallSvgDataUri('/img/logo.svg', staticDir))!;
    expect(uri).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64').toString('utf8')).toBe(small);
  });

  it('gives none for a larger SVG, another format, a missing file, a URL and a path outside the folder (the file is linked)', async () => {
    for (const kept of ['/img/big.svg', '/img/logo.png', '/img/none.svg', 'https://example.com/logo.svg', '/../outside.svg']) {
      expect(await smallSvgDataUri(kept, staticDir)).toBeUndefined();
    }
  });
});
