import { isUnderBase, normalizePath, stripBase, withBase, type SlashRule } from '../shared/paths.js';

/**
 * The site's base in the browser (`/`, or `/repo-name/`), set once from the page's data. Page
 * data, sidebars and search documents name site paths (`/docs/x`); what the browser requests,
 * shows in the address bar and fetches is under the base (`/repo-name/docs/x`).
 */
let base = '/';

/** The bases of the site's other locales under this one's (`/fr/` under `/`): other sites, loaded whole. */
let otherBases: string[] = [];

/** The site's `trailingSlash`: a page's address ends in `/` (`/repo-name/docs/x/`); with the pages named like files (SlashRule). */
let trailingSlash: SlashRule = false;

export function setSiteBase(value: string, others: readonly string[] = [], slash: SlashRule = false): void {
  base = value;
  otherBases = others.filter((other) => other !== value && other.startsWith(value));
  trailingSlash = slash;
}

/** The URL path of a site path or a file the site emits: `/docs/x` → `/repo-name/docs/x` (`/repo-name/docs/x/` with `trailingSlash`). */
export function publicPath(sitePath: string): string {
  return withBase(base, sitePath, trailingSlash);
}

/** The page (site path) a requested path names, or null when it is outside the base. */
export function sitePathOf(pathname: string): string | null {
  if (otherBases.some((other) => isUnderBase(other, pathname))) return null;
  return isUnderBase(base, pathname) ? normalizePath(stripBase(base, pathname)) : null;
}
