import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p` that fails with the real cause: a recursive mkdir can report ENOENT where the disk
 * is read-only (EROFS) or the parent is not writable (EACCES). On failure each missing level is
 * made on its own, so the error names the folder that could not be made and why.
 */
export async function makeDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    const missing: string[] = [];
    for (let at = dir; !existsSync(at) && path.dirname(at) !== at; at = path.dirname(at)) missing.unshift(at);
    for (const level of missing) await mkdir(level);
    throw error;
  }
}
