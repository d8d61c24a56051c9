import { createContext, useContext } from 'react';
import { useDocusaurusSite, type DocusaurusSidebarItem, type PageSidebar } from './siteContext.js';

type Category = Extract<DocusaurusSidebarItem, { type: 'category' }>;

/** What the hooks give while the page is first rendered, before sidebars are worked out (it is rendered again with them). */
const PENDING: PageSidebar = { name: '', items: [], docs: {} };

/**
 * What an island's component read of the sidebar while the build rendered it (see islandServer):
 * the island then carries that sidebar to the browser, with the docs `useDocById` asked for, so
 * the hooks give the same there. Islands that read none carry nothing.
 */
export interface SidebarReads {
  sidebar: boolean;
  docs: Set<string>;
}

export const SidebarReadsContext = createContext<SidebarReads | null>(null);

/** The part of the page's sidebar an island's reads need in the browser (its docs: the ones asked for). */
export function sidebarForIsland(sidebar: PageSidebar, reads: SidebarReads): PageSidebar {
  return { name: sidebar.name, items: sidebar.items, docs: Object.fromEntries([...reads.docs].filter((id) => sidebar.docs[id]).map((id) => [id, sidebar.docs[id]!])) };
}

/** The page's sidebar data; while it is not known yet, the page is marked to be rendered again. */
function usePageSidebar(hook: string): PageSidebar {
  const site = useDocusaurusSite();
  const reads = useContext(SidebarReadsContext);
  if (reads) reads.sidebar = true;
  if (site.docsSidebar) return site.docsSidebar;
  if (site.sidebarPending) {
    site.sidebarPending();
    return PENDING;
  }
  throw new Error(`${hook}: the page shows no docs sidebar (the hooks read the sidebar of the docs page they render on)`);
}

/** Docusaurus's path comparison: a trailing slash and letter case do not count (nor a static host's `.html`, in the browser). */
function samePath(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const norm = (path: string) => path.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '').toLowerCase() || '/';
  return norm(a) === norm(b);
}

/** `useDocsSidebar()`: the page's sidebar (`name`, `items`), or null when the page shows none. */
export function useDocsSidebar(): { name: string; items: DocusaurusSidebarItem[] } | null {
  const sidebar = usePageSidebar('useDocsSidebar');
  return sidebar.name === null ? null : { name: sidebar.name, items: sidebar.items };
}

/** The categories that lead to `pathname` (their own page, or one inside them), outermost first. */
function categoriesTo(items: DocusaurusSidebarItem[], pathname: string): Category[] | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (samePath(item.href, pathname)) return [];
      continue;
    }
    if (samePath(item.href, pathname)) return [item];
    const inner = categoriesTo(item.items, pathname);
    if (inner) return [item, ...inner];
  }
  return undefined;
}

/** `useCurrentSidebarCategory()`: the deepest category holding the page (a category's index page: that category). */
export function useCurrentSidebarCategory(): Category {
  const { pathname } = useDocusaurusSite();
  const sidebar = usePageSidebar('useCurrentSidebarCategory');
  // While the sidebar is pending, an empty category: the page renders again with the real one.
  if (sidebar === PENDING) return { type: 'category', label: '', items: [], collapsed: false, collapsible: true, href: pathname };
  if (sidebar.name === null) throw new Error(`useCurrentSidebarCategory: the page ${pathname} is in no docs sidebar`);
  const category = categoriesTo(sidebar.items, pathname)?.slice(-1)[0];
  if (!category) throw new Error(`useCurrentSidebarCategory: the page ${pathname} is in no category of the sidebar "${sidebar.name}" (use it on a category's index page)`);
  return category;
}

/** `useCurrentSidebarSiblings()`: the items of the page's category, or the sidebar's top level outside any. */
export function useCurrentSidebarSiblings(): DocusaurusSidebarItem[] {
  const { pathname } = useDocusaurusSite();
  const sidebar = usePageSidebar('useCurrentSidebarSiblings');
  if (sidebar.name === null) throw new Error(`useCurrentSidebarSiblings: the page ${pathname} is in no docs sidebar`);
  return categoriesTo(sidebar.items, pathname)?.slice(-1)[0]?.items ?? sidebar.items;
}

/** `useDocById(id)`: a doc of the page's version (`id`, `title`, `description`, `sidebar`); undefined without an id. */
export function useDocById(id: string | undefined): PageSidebar['docs'][string] | undefined {
  const sidebar = usePageSidebar('useDocById');
  const reads = useContext(SidebarReadsContext);
  if (!id) return undefined;
  reads?.docs.add(id);
  // A stand-in while pending (the page renders again with the real one).
  if (sidebar === PENDING) return { id, title: '', description: '' };
  const doc = sidebar.docs[id];
  if (!doc) throw new Error(`useDocById: no doc "${id}" in the page's docs version`);
  return doc;
}

/** Where a sidebar item leads: a link's href, a category's own page or its first item's (unlisted ones left out). */
export function findFirstSidebarItemLink(item: DocusaurusSidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const found = findFirstSidebarItemLink(child);
    if (found) return found;
  }
  return undefined;
}

/** `filterDocCardListItems(items)`: the items a card list shows (those that lead somewhere). */
export function filterDocCardListItems(items: DocusaurusSidebarItem[]): DocusaurusSidebarItem[] {
  return items.filter((item) => findFirstSidebarItemLink(item) !== undefined);
}
