import path from 'node:path';

/**
 * A file-system path with `/` between its parts whatever the platform: how site paths, output
 * file names, cache entries and import specifiers are written (`docs\guide\a.md` on Windows →
 * `docs/guide/a.md`).
 */
export function slashPath(file: string): string {
  return file.split(path.sep).join('/');
}
