import type { PageLink, SidebarEntry } from '../shared/types.js';

export interface SidebarPosition {
  sidebarId: string;
  breadcrumbs: PageLink[];
  prev?: PageLink;
  next?: PageLink;
}

/**
 * For every page a sidebar links to: its breadcrumbs and prev/next neighbours in reading order
 * (category index pages count as pages). The first sidebar that links a page owns it.
 */
export function sidebarNavigation(sidebars: Record<string, SidebarEntry[]>): Map<string, SidebarPosition> {
  const positions = new Map<string, SidebarPosition>();
  for (const inSidebar of sidebarPositions(sidebars).values()) {
    for (const [href, position] of inSidebar) if (!positions.has(href)) positions.set(href, position);
  }
  return positions;
}

/** Each sidebar's pages with their position in it (a page a sidebar links twice: its first place). */
export function sidebarPositions(sidebars: Record<string, SidebarEntry[]>): Map<string, Map<string, SidebarPosition>> {
  const bySidebar = new Map<string, Map<string, SidebarPosition>>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const order: { link: PageLink; crumbs: PageLink[] }[] = [];
    const walk = (entries: SidebarEntry[], crumbs: PageLink[]) => {
      for (const entry of entries) {
        if (entry.type === 'link') {
          if (entry.href.startsWith('/')) order.push({ link: { label: entry.label, href: entry.href }, crumbs });
        } else {
          const crumb = { label: entry.label, href: entry.href ?? '' };
          if (entry.href) order.push({ link: { label: entry.label, href: entry.href }, crumbs });
          walk(entry.items, [...crumbs, crumb]);
        }
      }
    };
    walk(items, []);
    const positions = new Map<string, SidebarPosition>();
    order.forEach(({ link, crumbs }, i) => {
      if (positions.has(link.href)) return;
      positions.set(link.href, { sidebarId, breadcrumbs: crumbs, prev: order[i - 1]?.link, next: order[i + 1]?.link });
    });
    bySidebar.set(sidebarId, positions);
  }
  return bySidebar;
}
