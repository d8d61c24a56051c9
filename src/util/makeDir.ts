import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p` that fails with the real cause. Node's recursive mkdir reports ENOENT where the disk
 * is read-only (EROFS), and loops forever on some virtual file systems (/proc); here each missing
 * level is made on its own, so an error names the folder that could not be made and why.
 */
export async function makeDir(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !existsSync(at) && path.dirname(at) !== at; at = path.dirname(at)) missing.unshift(at);
  for (const level of missing) {
    try {
      await mkdir(level);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
