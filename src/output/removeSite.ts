import { readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes a replaced output folder whole. Its entries' types come with the listing, so each file
 * costs one unlink: node's recursive `rm` takes an lstat of every entry first and awaits a promise
 * for each, and a build where one page changed replaces a site of some 3,000 files (hard links into
 * the page cache, so an unlink only drops a name). Anything unexpected (a file that will not go)
 * is left to `rm`, which retries and reports it.
 */
export async function removeSite(dir: string): Promise<void> {
  try {
    removeEntries(dir);
  } catch {
    await rm(dir, { recursive: true, force: true });
  }
}

function removeEntries(dir: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) removeEntries(file);
    else unlinkSync(file);
  }
  rmdirSync(dir);
}
