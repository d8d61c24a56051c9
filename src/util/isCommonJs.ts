import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Whether Node loads `file` as CommonJS: `.cjs`, or `.js` outside a `"type": "module"` package. */
export function isCommonJs(file: string): boolean {
  const ext = path.extname(file);
  if (ext === '.cjs') return true;
  if (ext !== '.js') return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type !== 'module';
      } catch {
        return false;
      }
    }
    if (path.dirname(dir) === dir) return true;
  }
}
