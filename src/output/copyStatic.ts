import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { walkSiteFiles } from '../content/walkSiteFiles.js';
import { ContentError } from '../util/errors.js';
import { makeDir } from '../util/makeDir.js';

/**
 * Copies the static folder `from` into `to`: the real files, never the symbolic links, and a link
 * that leads outside the site folder `siteRoot` is an error naming it (nothing from outside the
 * site is ever published). Returns each copied file's path relative to `to` and its size.
 */
export async function copyStatic(from: string, to: string, siteRoot: string, progress?: (done: number, total: number) => void): Promise<{ relative: string; bytes: number }[]> {
  const copied: { relative: string; bytes: number }[] = [];
  const files = await walkSiteFiles(from, siteRoot);
  for (const file of files) {
    const relative = path.relative(from, file.path);
    if (file.dangling) throw new ContentError(path.relative(siteRoot, file.path), 'symbolic link to a missing file');
    const dest = path.join(to, relative);
    await makeDir(path.dirname(dest));
    await copyFile(file.real, dest);
    copied.push({ relative, bytes: (await stat(dest)).size });
    progress?.(copied.length, files.length);
  }
  return copied;
}
