import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const LOCAL_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** A path as written, or with one of the module extensions, or a folder's index module. */
export function localFile(base: string): string | undefined {
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  if (isFile(base)) return base;
  for (const ext of LOCAL_EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of LOCAL_EXTENSIONS) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}
