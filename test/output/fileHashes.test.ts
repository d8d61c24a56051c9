import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileHashes } from '../../src/output/fileHashes.js';
import { RACY_MS } from '../../src/util/statStamp.js';

/**
 * The input hashes are remembered with each file's stat: an unchanged file is not read again, a
 * changed one is, and one hashed while it was still being written (racily clean) is read again
 * whatever its stat says. The clock is the test's: `later` says the build runs well after the
 * files were written, `now` that it runs as they are written.
 */
let dir: string;
let cache: string;
const later = () => Date.now() + 10_000;
const hour = new Date(Date.now() - 3_600_000);

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-filehashes-'));
  cache = path.join(dir, 'cache');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One build's look at `files`: their hashes and how many were read. */
async function build(files: string[], now = later): Promise<{ hashes: string[]; read: number }> {
  const memo = await fileHashes(path.join(cache, 'input-hashes.json'), now);
  const hashes = files.map((file) => memo.of(file));
  await memo.save();
  return { hashes, read: memo.read };
}

async function writeOld(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await utimes(file, hour, hour);
}

describe('input hashes remembered by stat', () => {
  it('an unchanged file is not read again; a missing one is "missing"', async () => {
    const a = path.join(dir, 'a.md');
    await writeOld(a, 'alpha');
    const first = await build([a, path.join(dir, 'gone.md')]);
    expect(first.read).toBe(1);
    expect(first.hashes[1]).toBe('missing');
    const second = await build([a, path.join(dir, 'gone.md')]);
    expect(second).toEqual({ hashes: first.hashes, read: 0 });
  });

  it('a file whose size and modification time changed is read again', async () => {
    const a = path.join(dir, 'a.md');
    await writeOld(a, 'alpha');
    const first = await build([a]);
    await writeFile(a, 'alpha, edited');
    const second = await build([a]);
    expect(second.read).toBe(1);
    expect(second.hashes[0]).not.toBe(first.hashes[0]);
  });

  it('an edit that keeps the size and puts the old modification time back is still read (its change time moved)', async () => {
    const a = path.join(dir, 'a.md');
    await writeOld(a, 'alpha');
    const first = await build([a]);
    const before = await stat(a);
    await writeFile(a, 'omega');
    await utimes(a, before.atime, before.mtime);
    expect((await stat(a)).mtimeMs).toBe(before.mtimeMs);
    const second = await build([a]);
    expect(second.read).toBe(1);
    expect(second.hashes[0]).not.toBe(first.hashes[0]);
  });

  it(`a file hashed less than ${RACY_MS} ms after it was written is read again by the next build, even with the same stat`, async () => {
    const a = path.join(dir, 'a.md');
    await writeFile(a, 'alpha');
    const { mtimeMs } = await stat(a);
    // The build hashes it in the same second it was written: an edit in that second could keep every stat.
    const racy = () => mtimeMs + 500;
    const first = await build([a], racy);
    expect(first.read).toBe(1);
    expect((await build([a], racy)).read).toBe(1);
    // A build long after: read once more (the last hash was racy), then trusted.
    expect((await build([a])).read).toBe(1);
    expect((await build([a])).read).toBe(0);
  });

  it('a fresh copy of the same bytes (new inode and times) hashes the same', async () => {
    const a = path.join(dir, 'a.md');
    await writeOld(a, 'alpha');
    const first = await build([a]);
    await rm(a);
    await writeFile(a, 'alpha');
    const second = await build([a]);
    expect(second).toEqual({ hashes: first.hashes, read: 1 });
  });

  it('an unreadable memo is rebuilt; nothing is written when nothing changed', async () => {
    const a = path.join(dir, 'a.md');
    await writeOld(a, 'alpha');
    await build([a]);
    const memoFile = path.join(cache, 'input-hashes.json');
    const saved = await readFile(memoFile, 'utf8');
    const { mtimeMs } = await stat(memoFile);
    await build([a]);
    expect((await stat(memoFile)).mtimeMs).toBe(mtimeMs);
    await writeFile(memoFile, '{ not json');
    expect((await build([a])).read).toBe(1);
    expect(await readFile(memoFile, 'utf8')).toBe(saved);
  });

  it('a cache folder that cannot be made does not fail: the next look reads the file again', async () => {
    const a = path.join(dir, 'a.md');
    await writeOld(a, 'alpha');
    // The cache folder's place is taken by a file.
    await writeFile(cache, 'not a folder');
    expect((await build([a])).read).toBe(1);
    expect((await build([a])).read).toBe(1);
  });
});
