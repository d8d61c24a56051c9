import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/siteConfig.js';
import { ContentError } from '../errors.js';
import { slashPath } from '../slashPath.js';
import { walkDocs } from './walkDocs.js';

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
 * route (`a.md` and `a.mdx`) are an error naming both.
 */
export async function findStandalonePages(config: Pick<SiteConfig, 'layout' | 'rootDir' | 'paths'>, display: (file: string) => string): Promise<StandalonePage[]> {
  const dir = config.paths.pagesDir;
  const files =
    config.layout === 'docusaurus'
      ? existsSync(dir)
        ? (await walkDocs(dir, config.rootDir)).pages
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
  const withoutExtension = relative.replace(/\.mdx?$/, '');
  const route = `/${withoutExtension}`.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : route;
}
