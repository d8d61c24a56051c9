import type { NavLink, PageData } from 'docsgen/theme';

/**
 * A nav item is active on its own page and the pages under its path (as in Docusaurus, "Blog" on
 * every post: `/blog` is active on `/blog/x`, not on `/blogger`; the home page's item on itself
 * only), and, for sidebar items, on every page of that sidebar.
 */
export function isActiveNavItem(item: NavLink, page: PageData): boolean {
  if (item.versionDropdown !== undefined) return false;
  if (item.items) return item.items.some((child) => isActiveNavItem(child, page));
  if (item.external) return false;
  // A sidebar item is active in every version of its sidebar (`version-1.0/docs` is `docs` in 1.0).
  if (item.sidebarId) return item.sidebarId === page.sidebarId?.replace(/(^|\/)version-[^/]+\//, '$1');
  const base = item.href.replace(/\/+$/, '');
  return item.href === page.path || (base !== '' && page.path.startsWith(`${base}/`));
}
