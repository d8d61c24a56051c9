import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { ContentError } from '../util/errors.js';
import { slashPath } from '../util/slashPath.js';
import { walkDocs } from './walkDocs.js';
import { walkSiteFiles } from './walkSiteFiles.js';
import { REACT_PAGE_FILE } from './isReactPage.js';

/** A Markdown page outside the docs, and the route its file path gives it. */
export interface StandalonePage {
  file: string;
  route: string;
}

/**
 * The Markdown pages outside the docs: `content/index.md` (or `.mdx`) at `/` in docsgen's layout;
 * every `.md`/`.mdx` file of `src/pages` in Docusaurus's, at the route of its path as Docusaurus
 * gives it (`src/pages/markdown-page.md` → `/markdown-page`, `src/pages/help/index.md` → `/help`,
 * `src/pages/index.md` → `/`; files and folders starting with `_` are left out). Two files with one
 * route (`a.md` and `a.mdx`) are an error naming both. In Docusaurus's layout, a `.js`/`.jsx`/`.ts`/`.tsx`
 * file there is a React page (its default export is the page's component), at its route the same way.
 */
export async function findStandalonePages(config: Pick<ConfigValues, 'layout' | 'rootDir' | 'paths'>, display: (file: string) => string): Promise<StandalonePage[]> {
  const dir = config.paths.pagesDir;
  const files =
    config.layout === 'docusaurus'
      ? existsSync(dir)
        ? [...(await walkDocs(dir, config.rootDir)).pages, ...(await reactPageFiles(dir, config.rootDir))].sort()
        : []
      : ['index.md', 'index.mdx'].map((name) => path.join(dir, name)).filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
  const byRoute = new Map<string, string>();
  const pages: StandalonePage[] = [];
  for (const file of files) {
    const route = pageRoute(slashPath(path.relative(dir, file)));
    const other = byRoute.get(route);
    if (other) throw new ContentError(display(file), `${display(other)} is the page ${route} too: keep one of them`);
    byRoute.set(route, file);
    pages.push({ file, route });
  }
  return pages;
}

/** `markdown-page.md` → `/markdown-page`, `help/index.mdx` → `/help`, `index.md` → `/`. */
export function pageRoute(relative: string): string {
  const withoutExtension = relative.replace(/\.(?:mdx?|jsx?|tsx?)$/, '');
  const route = `/${withoutExtension}`.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : route;
}

/** The React pages of src/pages: script files, not type declarations, none under a name starting with `_` or `.`. */
async function reactPageFiles(dir: string, rootDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const { path: full } of await walkSiteFiles(dir, rootDir)) {
    const parts = path.relative(dir, full).split(path.sep);
    // As Docusaurus leaves out: type declarations, tests and what starts with `_`.
    if (!REACT_PAGE_FILE.test(full) || /\.d\.ts$|\.test\.[jt]sx?$/.test(full) || parts.includes("__tests__") || parts.some((part) => part.startsWith('_') || part.startsWith('.'))) continue;
    files.push(full);
  }
  return files;
}
