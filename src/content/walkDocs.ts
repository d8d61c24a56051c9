import path from 'node:path';
import { walkSiteFiles } from './walkSiteFiles.js';

export interface ContentFiles {
  pages: string[];
  categoryFiles: string[];
}

/**
 * Every page (`*.md`, `*.mdx`; not those starting with `_`, which are partials) and `_category_.json`
 * below `dir`, sorted so ids and output are deterministic. Symbolic links are followed while they
 * stay inside the site folder `siteRoot`; one that leads outside it is an error naming it.
 */
export async function walkDocs(dir: string, siteRoot: string): Promise<ContentFiles> {
  const pages: string[] = [];
  const categoryFiles: string[] = [];
  // A dangling symlink is a page too (it then fails with a clear "cannot read" error).
  for (const { path: full } of await walkSiteFiles(dir, siteRoot)) {
    const name = path.basename(full);
    const parts = path.relative(dir, full).split(path.sep);
    if (name === '_category_.json') categoryFiles.push(full);
    else if (/\.mdx?$/.test(name) && !parts.some((part) => part.startsWith('_') || part.startsWith('.'))) pages.push(full);
  }
  return { pages: pages.sort(), categoryFiles: categoryFiles.sort() };
}
