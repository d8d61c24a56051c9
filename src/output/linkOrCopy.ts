import { constants, copyFileSync, linkSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, link, rename, rm, stat } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/**
 * Makes `to` hold `from`'s bytes: a hard link (no copy), or a copy where links cannot be made
 * (another file system). The folder of `to` must exist.
 *
 * A file already at `to` is replaced as a write would replace it, through a new name renamed over
 * it: never written through, as it may be a hard link to a file elsewhere (a page kept in the page
 * cache, a plugin's cache file) whose bytes must not change. Already the same file: nothing to do.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  const placed = await unlessExisting(() => link(from, to).catch((error) => (isExisting(error) ? Promise.reject(error) : copyFile(from, to, constants.COPYFILE_EXCL))));
  if (placed || sameFile(await stat(from), await stat(to))) return;
  const temp = tempName(to);
  try {
    await link(from, temp).catch(() => copyFile(from, temp));
    await rename(temp, to);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * `linkOrCopy`, synchronously (the page cache restores thousands of files in one go). True when
 * `to` is now `from` itself (a hard link: the same size and times), false for a copy.
 */
export function linkOrCopySync(from: string, to: string): boolean {
  let linked = true;
  const placed = unlessExistingSync(() => {
    try {
      linkSync(from, to);
    } catch (error) {
      if (isExisting(error)) throw error;
      copyFileSync(from, to, constants.COPYFILE_EXCL);
      linked = false;
    }
  });
  if (placed) return linked;
  if (sameFile(statSync(from), statSync(to))) return true;
  const temp = tempName(to);
  try {
    try {
      linkSync(from, temp);
    } catch {
      copyFileSync(from, temp);
      linked = false;
    }
    renameSync(temp, to);
    return linked;
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Makes a file where there is none: false when one was there already. */
async function unlessExisting(make: () => Promise<void>): Promise<boolean> {
  try {
    await make();
    return true;
  } catch (error) {
    if (isExisting(error)) return false;
    throw error;
  }
}

function unlessExistingSync(make: () => void): boolean {
  try {
    make();
    return true;
  } catch (error) {
    if (isExisting(error)) return false;
    throw error;
  }
}

const isExisting = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
const sameFile = (a: { dev: number; ino: number }, b: { dev: number; ino: number }) => a.dev === b.dev && a.ino === b.ino;
let made = 0;
// Unique to this process and thread: two threads may place the same file at once.
const tempName = (file: string) => `${file}.link-${process.pid}-${threadId}-${++made}`;
