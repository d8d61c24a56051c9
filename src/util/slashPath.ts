import path from 'node:path';

/**
 * A file-system path with `/` between its parts whatever the platform: how site paths, output
 * file names, cache entries and import specifiers are written (`docs\guide\a.md` on Windows →
 * `docs/guide/a.md`).
 */
export function slashPath(file: string): string {
  // On POSIX the path is already written so (and this runs for every file of every build).
  return path.sep === '/' ? file : file.split(path.sep).join('/');
}
