import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docsgen's own folder, whether running from src/ (tests) or the compiled dist/. */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docsgen: cannot find its package.json');
    dir = parent;
  }
  return dir;
}
