import type { SidebarCategory, SidebarEntry } from './types.js';

/** Sidebar helpers shared by the build and the theme. */

/** Whether the category's own page or any page inside it is `path`. */
export function categoryHolds(category: SidebarCategory, path: string): boolean {
  if (category.href === path) return true;
  return category.items.some((item) => (item.type === 'link' ? item.href === path : categoryHolds(item, path)));
}

/** The whole sidebar as the browser loads it (build-only fields left out). */
export function browserSidebar(items: SidebarEntry[]): SidebarEntry[] {
  return items.map((item) => {
    if (item.type === 'category') return { ...item, items: browserSidebar(item.items) };
    const { docId: _docId, ...link } = item;
    return link;
  });
}
