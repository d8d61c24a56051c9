import type { NavLink, PageData } from 'docsgen/theme';

/**
 * A nav item is active on its own page and the pages under its path (as in Docusaurus, "Blog" on
 * every post: `/blog` is active on `/blog/x`, not on `/blogger`; the home page's item on itself
 * only); an item with `activeBaseRegex` or `activeBasePath` where that rule holds (Docusaurus's
 * options: the regex is tested on the path with the site's base); a sidebar item on every page of
 * that sidebar. A dropdown never is: the link in it is.
 */
export function isActiveNavItem(item: NavLink, page: PageData, baseUrl: string): boolean {
  if (item.versionDropdown !== undefined) return false;
  // A dropdown's label is not marked, its link to the page is (NavbarLink asks for each link).
  if (item.items) return false;
  if (item.external) return false;
  if (item.activeBaseRegex !== undefined) return new RegExp(item.activeBaseRegex).test(`${baseUrl}${page.path.slice(1)}`);
  if (item.activeBasePath !== undefined) return page.path.startsWith(item.activeBasePath);
  // A sidebar item is active in every version of its sidebar (`version-1.0/docs` is `docs` in 1.0).
  if (item.sidebarId) return item.sidebarId === page.sidebarId?.replace(/(^|\/)version-[^/]+\//, '$1');
  // Its page, without the `?query` or `#hash` a link may add.
  const own = item.href.replace(/[?#].*$/, '');
  const base = own.replace(/\/+$/, '');
  return own === page.path || (base !== '' && page.path.startsWith(`${base}/`));
}
