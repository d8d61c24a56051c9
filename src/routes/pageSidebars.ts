import type { Content, Doc, DocSet } from '../content/types.js';
import type { DocusaurusSidebarItem, PageSidebar } from '../content/mdx/docusaurus/siteContext.js';
import { withBase } from '../shared/paths.js';
import type { SidebarEntry } from '../shared/types.js';
import type { RouteTable } from './types.js';

/**
 * What each page's sidebar hooks read (`useDocsSidebar`, `useCurrentSidebarCategory`,
 * `useDocById`), as Docusaurus's theme gets it: the sidebar the page shows, its items with the
 * site base on internal links, and every doc of the page's docs version.
 */
export function pageSidebars(routes: RouteTable, content: Content, baseUrl: string): (doc: Doc) => PageSidebar {
  const sidebarOf = new Map<Doc, string | undefined>();
  for (const route of routes.routes) if (route.doc) sidebarOf.set(route.doc, route.sidebarId);
  const items = new Map<string, DocusaurusSidebarItem[]>();
  const docsOf = new Map<DocSet, PageSidebar['docs']>();
  // A sidebar's id below docsgen's prefix for other versions and instances (`version-1.0/tutorial`).
  const nameOf = (id: string) => id.slice(id.lastIndexOf('/') + 1);
  const toItem = (entry: SidebarEntry): DocusaurusSidebarItem => {
    const common = { label: entry.label, ...(entry.customProps ? { customProps: entry.customProps } : {}) };
    if (entry.type === 'link') return { type: 'link', ...common, href: withBase(baseUrl, entry.href), ...(entry.docId ? { docId: entry.docId } : {}), ...(entry.className ? { className: entry.className } : {}) };
    return { type: 'category', ...common, items: entry.items.map(toItem), collapsed: entry.collapsed, collapsible: entry.collapsible, ...(entry.href ? { href: withBase(baseUrl, entry.href) } : {}), ...(entry.description ? { description: entry.description } : {}) };
  };
  return (doc) => {
    const id = sidebarOf.get(doc);
    const set = content.docSets.find((candidate) => candidate.docs.includes(doc));
    let docs = set ? docsOf.get(set) : {};
    if (!docs) {
      docs = Object.fromEntries(set!.docs.map((other) => [other.id, { id: other.id, title: other.title, description: other.description, ...(sidebarOf.get(other) ? { sidebar: nameOf(sidebarOf.get(other)!) } : {}) }]));
      docsOf.set(set!, docs);
    }
    if (id === undefined || !routes.sidebars[id]) return { name: null, items: [], docs };
    let list = items.get(id);
    if (!list) {
      list = routes.sidebars[id]!.map(toItem);
      items.set(id, list);
    }
    return { name: nameOf(id), items: list, docs };
  };
}
