import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A hash of a file's contents ('missing' when it cannot be read). */
export function hashFile(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}
