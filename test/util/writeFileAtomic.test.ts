import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/util/writeFileAtomic.js';
import { writeStamp } from '../../src/output/upToDate.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-atomic-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('writes a new file and replaces an old one, leaving no temporary file', async () => {
    const file = path.join(dir, 'previous');
    await writeFileAtomic(file, 'first');
    expect(await readFile(file, 'utf8')).toBe('first');
    await writeFile(file, 'old contents, longer than the new');
    await writeFileAtomic(file, 'second');
    expect(await readFile(file, 'utf8')).toBe('second');
    expect(await readdir(dir)).toEqual(['previous']);
  });

  it('is how the build stamp is written: the stamp alone is left in the cache folder', async () => {
    const cacheDir = path.join(dir, 'cache');
    const outDir = path.join(dir, 'out');
    await writeStamp(path.join(cacheDir, 'last-build.json'), { inputs: 'abc', outDir, pages: 3, files: [], crawled: false });
    expect(await readdir(cacheDir)).toEqual(['last-build.json']);
    expect(JSON.parse(await readFile(path.join(cacheDir, 'last-build.json'), 'utf8'))).toMatchObject({ inputs: 'abc', pages: 3 });
  });
});
