import { existsSync, statSync } from 'node:fs';
import { link, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkOrCopy, linkOrCopySync } from '../../src/output/linkOrCopy.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-link-or-copy-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

// A second file system, where the machine has one (a link cannot cross into it: the bytes are copied).
const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(os.tmpdir()).dev ? '/dev/shm' : undefined;

describe.each([
  ['linkOrCopy', linkOrCopy],
  ['linkOrCopySync', async (from: string, to: string) => linkOrCopySync(from, to)],
])('%s', (_, place) => {
  it('hard-links the file: the same bytes on disk', async () => {
    const from = path.join(root, 'cached.html');
    await writeFile(from, 'page');
    await place(from, path.join(root, 'out.html'));
    expect((await stat(path.join(root, 'out.html'))).ino).toBe((await stat(from)).ino);
  });

  it('replaces a file already there without writing through it (it may be linked to a kept file)', async () => {
    const kept = path.join(root, 'kept.html');
    const from = path.join(root, 'new.html');
    const to = path.join(root, 'out.html');
    await writeFile(kept, 'old page');
    await link(kept, to);
    await writeFile(from, 'new page');
    await place(from, to);
    expect(await readFile(to, 'utf8')).toBe('new page');
    expect(await readFile(kept, 'utf8')).toBe('old page');
    // No temporary name is left beside it.
    expect((await readdir(root)).sort()).toEqual(['kept.html', 'new.html', 'out.html']);
  });

  it('leaves the file alone when it is already the same file', async () => {
    const from = path.join(root, 'cached.html');
    const to = path.join(root, 'out.html');
    await writeFile(from, 'page');
    await link(from, to);
    await place(from, to);
    expect((await stat(to)).ino).toBe((await stat(from)).ino);
    expect((await stat(from)).nlink).toBe(2);
  });

  it('fails when the file to place is not there, leaving nothing behind', async () => {
    const to = path.join(root, 'out.html');
    await writeFile(to, 'page');
    await expect(place(path.join(root, 'missing.html'), to)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readFile(to, 'utf8')).toBe('page');
    expect(await readdir(root)).toEqual(['out.html']);
  });

  it.skipIf(!otherFileSystem)('copies across file systems, over a file already there too', async () => {
    const other = await mkdtemp(path.join(otherFileSystem!, 'docsgen-link-or-copy-'));
    try {
      const from = path.join(other, 'cached.html');
      const to = path.join(root, 'out.html');
      await writeFile(from, 'page');
      await place(from, to);
      expect(await readFile(to, 'utf8')).toBe('page');
      await writeFile(from, 'page 2', { flag: 'w' });
      await place(from, to);
      expect(await readFile(to, 'utf8')).toBe('page 2');
      expect((await stat(to)).ino).not.toBe((await stat(from)).ino);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
