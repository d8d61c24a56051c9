import path from 'node:path';

/** Whether `file` is `root` or below it (absolute paths; real paths where links matter). */
export function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
