import type { Dirent } from 'node:fs';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { AggregateBuildError, ContentError } from '../util/errors.js';
import { isInside } from '../util/isInside.js';

export interface SiteFile {
  /** The path as found below the walked folder (through symbolic links, not resolved). */
  path: string;
  /** Where the bytes are: the real path, inside the site folder. Equal to `path` for a dangling link. */
  real: string;
  /** A symbolic link to nothing: reading it fails, and the caller reports that its own way. */
  dangling?: boolean;
}

/**
 * Every file below `dir`, following symbolic links (to files and folders) that stay inside the
 * site folder `siteRoot` or one of `docsFolders` (docs folders the config names outside the site
 * folder, as Docusaurus's `docs.path: '../docs'` of a monorepo). A link that resolves outside them
 * is an error naming the link: docsgen never reads, publishes or copies anything from elsewhere.
 * Sorted by path.
 */
export async function walkSiteFiles(dir: string, siteRoot: string, docsFolders: readonly string[] = []): Promise<SiteFile[]> {
  const roots = await Promise.all([siteRoot, ...docsFolders].map((root) => realpath(root).catch(() => root)));
  const allowed = (target: string) => roots.some((root) => isInside(root, target));
  const display = (file: string) => path.relative(siteRoot, file) || file;
  const files: SiteFile[] = [];
  const problems: ContentError[] = [];
  const outside = async (link: string, real: string) => {
    const target = await readlink(link).catch(() => real);
    problems.push(
      new ContentError(display(link), `symbolic link to ${target}${target === real ? '' : ` (${real})`} leads outside the site folder ${siteRoot}: docsgen publishes nothing from outside it; copy the file into the site instead`),
    );
  };

  const walk = async (listed: string, real: string, seen: Set<string>): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(listed, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(listed, entry.name);
      if (entry.isDirectory()) {
        await walk(full, path.join(real, entry.name), seen);
      } else if (entry.isFile()) {
        files.push({ path: full, real: path.join(real, entry.name) });
      } else if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = await realpath(full);
        } catch {
          files.push({ path: full, real: full, dangling: true });
          continue;
        }
        if (!allowed(target)) {
          await outside(full, target);
          continue;
        }
        const info = await stat(target);
        if (info.isDirectory()) {
          // A link to a folder that contains it would loop forever.
          if (!seen.has(target)) await walk(full, target, new Set([...seen, target]));
        } else if (info.isFile()) {
          files.push({ path: full, real: target });
        }
      }
    }
  };

  let start: string;
  try {
    start = await realpath(dir);
  } catch {
    return [];
  }
  if (!allowed(start)) await outside(dir, start);
  else await walk(dir, start, new Set([start]));

  if (problems.length === 1) throw problems[0]!;
  if (problems.length > 1) throw new AggregateBuildError(`${problems.length} symbolic links lead outside the site folder`, problems.map((p) => p.message));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
