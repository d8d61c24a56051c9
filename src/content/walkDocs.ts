import path from 'node:path';
import { pageMatcher, type PageGlobs } from '../config/pageGlobs.js';
import { ContentError } from '../util/errors.js';
import { slashPath } from '../util/slashPath.js';
import { walkSiteFiles } from './walkSiteFiles.js';

/** The longest file name (bytes) most file systems allow. */
const MAX_NAME_BYTES = 255;
/** The longest extension a page's output files add to its name (`.html`, `.json`). */
const OUTPUT_EXTENSION_BYTES = '.html'.length;

export interface ContentFiles {
  pages: string[];
  categoryFiles: string[];
}

/**
 * Every page and `_category_.json` (or `.yml`, `.yaml`) below `dir`, sorted so ids and output are deterministic. A page
 * is a `.md`/`.mdx` file that `globs` include and do not exclude (by default, as in Docusaurus, not
 * one whose name or folder starts with `_`, a partial); never one below a folder starting with `.`. Symbolic links are followed while they
 * stay inside the site folder `siteRoot` or one of `docsFolders` (see walkSiteFiles); one that
 * leads elsewhere is an error naming it.
 */
export async function walkDocs(dir: string, siteRoot: string, docsFolders: readonly string[] = [], globs: PageGlobs = {}): Promise<ContentFiles> {
  const isPage = pageMatcher(globs);
  const pages: string[] = [];
  const categoryFiles: string[] = [];
  // A dangling symlink is a page too (it then fails with a clear "cannot read" error).
  for (const { path: full } of await walkSiteFiles(dir, siteRoot, docsFolders)) {
    const name = path.basename(full);
    const parts = path.relative(dir, full).split(path.sep);
    if (/^_category_\.(json|ya?ml)$/.test(name)) categoryFiles.push(full);
    else if (/\.mdx?$/.test(name) && !parts.some((part) => part.startsWith('.')) && isPage(parts.join('/'))) {
      // The page's output files are named after it: a name too long for them is the page's problem.
      const base = name.replace(/\.mdx?$/, '');
      const bytes = Buffer.byteLength(base) + OUTPUT_EXTENSION_BYTES;
      if (bytes > MAX_NAME_BYTES) {
        throw new ContentError(
          slashPath(path.relative(siteRoot, full)),
          `the file name is too long: the page's output file ${base.length > 20 ? `${base.slice(0, 20)}…` : base}.html would have a ${bytes}-byte name, more than the ${MAX_NAME_BYTES} bytes file systems allow; shorten the name`,
        );
      }
      pages.push(full);
    }
  }
  return { pages: pages.sort(), categoryFiles: categoryFiles.sort() };
}
