import type { NavLink, PageData } from 'docsgen/theme';

/** A nav item is active on its own page and, for sidebar items, on every page of that sidebar. */
export function isActiveNavItem(item: NavLink, page: PageData): boolean {
  if (item.items) return item.items.some((child) => isActiveNavItem(child, page));
  if (item.external) return false;
  if (item.sidebarId) return item.sidebarId === page.sidebarId;
  return item.href === page.path;
}
