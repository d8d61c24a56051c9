import type { SidebarCategory, SidebarEntry, SidebarGap } from './types.js';

/** Sidebar helpers shared by the build and the theme. */

/** Whether the category's own page or any page inside it is `path`. */
export function categoryHolds(category: SidebarCategory, path: string): boolean {
  if (category.href === path) return true;
  return category.items.some((item) => (item.type === 'link' ? item.href === path : categoryHolds(item, path)));
}

/**
 * The label a sidebar gives the page at `path` (its first link there, or the category whose page it
 * is): a breadcrumb names the page being read by it, as Docusaurus's does (`sidebar_label`).
 */
export function sidebarLabel(items: SidebarEntry[], path: string): string | undefined {
  for (const item of items) {
    if (item.href === path) return item.label;
    if (item.type === 'category') {
      const found = sidebarLabel(item.items, path);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The whole sidebar as the browser loads it (build-only fields left out). */
export function browserSidebar(items: SidebarEntry[]): SidebarEntry[] {
  return items.map((item) => {
    if (item.type === 'category') {
      const { description: _description, ...category } = item;
      return { ...category, items: browserSidebar(item.items) };
    }
    const { docId: _docId, ...link } = item;
    return link;
  });
}

/**
 * The default of `docs.sidebarInlineLimit`: how many items of one list (a category's, or the
 * sidebar's top level) a page's HTML holds at most. A category of a generated API reference can
 * hold thousands of pages; inlined into each of them, the output grew with the square of its size.
 */
export const SIDEBAR_INLINE_LIMIT = 100;

/** A page's view of its sidebar: what its HTML renders before the browser loads the whole one. */
export interface SidebarView {
  items: SidebarEntry[];
  /** The items left out of the top-level list. */
  gaps?: SidebarGap[];
}

/**
 * The sidebar as the page at `currentPath` renders it on the server (and hydrates it): every list
 * longer than `limit` keeps its first and last items and a window of its neighbourhood, the items
 * around the one that is or holds the current page (around the start when none does), `limit`
 * items in all; `gaps` count what is left out. Pages next to each other link each other, and
 * prev/next and the category index list every page, so every page stays reachable without
 * JavaScript. Lists within the limit, and a sidebar with no long list, come back as they are (the
 * same arrays).
 */
export function sidebarView(items: SidebarEntry[], currentPath: string, limit: number): SidebarView {
  return viewOf(items, currentPath, Math.max(3, limit));
}

function viewOf(list: SidebarEntry[], currentPath: string, limit: number): SidebarView {
  let indexes: number[] | undefined;
  let gaps: SidebarGap[] | undefined;
  if (list.length > limit) {
    const focus = firstIndexByPath(list).get(currentPath) ?? 0;
    const width = limit - 2;
    const start = Math.min(Math.max(1, focus - Math.floor(width / 2)), list.length - 1 - width);
    const end = start + width;
    indexes = [0];
    for (let i = start; i < end; i++) indexes.push(i);
    indexes.push(list.length - 1);
    gaps = [];
    if (start > 1) gaps.push({ after: 0, count: start - 1 });
    if (end < list.length - 1) gaps.push({ after: width, count: list.length - 1 - end });
  }
  let changed = indexes !== undefined;
  const kept = (indexes ?? list.map((_, i) => i)).map((i) => {
    const entry = list[i]!;
    if (entry.type !== 'category') return entry;
    const inner = viewOf(entry.items, currentPath, limit);
    if (inner.items === entry.items) return entry;
    changed = true;
    return { ...entry, items: inner.items, ...(inner.gaps?.length ? { gaps: inner.gaps } : {}) };
  });
  if (!changed) return { items: list };
  return gaps?.length ? { items: kept, gaps } : { items: kept };
}

// Built once per list (the build renders every page of a sidebar from the same arrays): for each
// page path in the list or below it, the index of the first entry that is or holds it.
const indexCache = new WeakMap<SidebarEntry[], Map<string, number>>();

function firstIndexByPath(list: SidebarEntry[]): Map<string, number> {
  let index = indexCache.get(list);
  if (index) return index;
  const built = new Map<string, number>();
  list.forEach((entry, i) => {
    const add = (path: string) => {
      if (!built.has(path)) built.set(path, i);
    };
    if (entry.href) add(entry.href);
    if (entry.type === 'category') for (const path of firstIndexByPath(entry.items).keys()) add(path);
  });
  indexCache.set(list, built);
  return built;
}
