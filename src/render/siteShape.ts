import type { RouteTable } from '../routes/types.js';
import type { SiteData } from '../shared/types.js';

/** Everything about the site that every page shows (sidebars, titles, neighbours, site data). */
export function siteShape(routes: RouteTable, site: SiteData): string {
  return JSON.stringify([routes.sidebars, routes.routes.map((r) => [r.path, r.title, r.description, r.sidebarId, r.prev, r.next, r.breadcrumbs, r.cards]), site]);
}
