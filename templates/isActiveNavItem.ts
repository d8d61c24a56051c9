import { withBase, type NavLink, type PageData, type SiteData } from 'docsgen/theme';

/** What the rules read of the site: its base, and its `trailingSlash` (the page's address ends in `/`). */
type SiteAddress = Pick<SiteData, 'baseUrl' | 'trailingSlash'>;

/**
 * A nav item is active on its own page and the pages under its path (as in Docusaurus, "Blog" on
 * every post: `/blog` is active on `/blog/x`, not on `/blogger`; the home page's item on itself
 * only); an item with `activeBaseRegex` or `activeBasePath` where that rule holds (Docusaurus's
 * options, tested as Docusaurus tests them on the page's address: the path with the site's base,
 * ending in `/` with `trailingSlash`); a sidebar item on every page of that sidebar. A dropdown
 * never is: the link in it is.
 */
export function isActiveNavItem(item: NavLink, page: PageData, site: SiteAddress): boolean {
  if (item.versionDropdown !== undefined) return false;
  // A dropdown's label is not marked, its link to the page is (NavbarLink asks for each link).
  if (item.items) return false;
  if (item.external) return false;
  if (item.activeBaseRegex !== undefined) return new RegExp(item.activeBaseRegex).test(addressOf(page, site));
  // The base path is put under the base as written (as Docusaurus's useBaseUrl: no slash added).
  if (item.activeBasePath !== undefined) return addressOf(page, site).startsWith(withBase(site.baseUrl, item.activeBasePath));
  // A sidebar item is active in every version of its sidebar (`version-1.0/docs` is `docs` in 1.0).
  if (item.sidebarId) return item.sidebarId === page.sidebarId?.replace(/(^|\/)version-[^/]+\//, '$1');
  return pathDepth(item, page) >= 0;
}

/** The page's address as the browser shows it (`/repo-name/docs/x`, `/repo-name/docs/x/` with `trailingSlash`). */
function addressOf(page: PageData, site: SiteAddress): string {
  return withBase(site.baseUrl, page.path, site.trailingSlash === true);
}

/**
 * How far up the page the link's own path is: 0 for the page itself, the path's length in
 * characters for a path above it (longer is nearer), -1 for neither. The link's `?query` or `#hash`
 * is left out; the home page's link is only the home page's.
 */
function pathDepth(item: NavLink, page: PageData): number {
  const own = item.href.replace(/[?#].*$/, '');
  if (own === page.path) return Number.MAX_SAFE_INTEGER;
  const base = own.replace(/\/+$/, '');
  return base !== '' && page.path.startsWith(`${base}/`) ? base.length : -1;
}

/**
 * A dropdown's link is marked by its own rule; in a dropdown of docsgen's layout (`markOne`) only
 * one is: the link to the page, else the one nearest above it, else the first active one (the first
 * into the page's sidebar).
 */
export function isActiveDropdownLink(link: NavLink, dropdown: NavLink, page: PageData, site: SiteAddress): boolean {
  if (!isActiveNavItem(link, page, site)) return false;
  if (!dropdown.markOne) return true;
  let marked: NavLink | undefined;
  let nearest = -1;
  for (const item of dropdown.items ?? []) {
    if (!isActiveNavItem(item, page, site)) continue;
    const depth = pathDepth(item, page);
    if (marked === undefined || depth > nearest) [marked, nearest] = [item, depth];
  }
  return marked === link;
}
