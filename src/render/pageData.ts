import path from 'node:path';
import type { SitePaths, SiteUrls } from '../config/resolveConfig.js';
import { htmlUnderBase } from './htmlUnderBase.js';
import type { SiteConfig } from '../config/siteConfig.js';
import type { Route, RouteTable } from '../routes/types.js';
import { sidebarView } from '../shared/sidebar.js';
import type { PageData, TocEntry } from '../shared/types.js';
import { slashPath } from '../slashPath.js';

/** The data a route's page renders from (and the route's JSON asset for client navigation). */
export type PageDataConfig = Pick<SiteConfig, 'tableOfContents' | 'editUrl'> & {
  paths: Pick<SitePaths, 'contentDir'>;
  urls: Pick<SiteUrls, 'base'>;
  docs: Pick<SiteConfig['docs'], 'sidebarInlineLimit'> & { showLastUpdateTime?: boolean };
};

/** The resolved sidebars and, by sidebar id, the URL of each one's file (see sidebarFiles). */
export type PageSidebars = Pick<RouteTable, 'sidebars'> & { sidebarUrls?: Record<string, string> };

export function pageData(route: Route, table: PageSidebars, config: PageDataConfig, bodyHtml: string): PageData {
  const fm = route.doc?.frontMatter ?? {};
  const minHeadingLevel = fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel;
  const maxHeadingLevel = fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel;
  const toc: TocEntry[] = (fm.hide_table_of_contents ? [] : (route.doc?.facts.headings ?? []))
    .filter((h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel)
    .map(({ depth, id, text }) => ({ depth, id, text }));
  const data: PageData = {
    kind: route.kind,
    path: route.path,
    title: route.title,
    description: route.description,
    // The body's links and images are site paths until here: the page shows them under the base.
    html: htmlUnderBase(bodyHtml, config.urls.base),
    toc,
  };
  if (fm.hide_title) data.hideTitle = true;
  if (route.sidebarId) {
    data.sidebarId = route.sidebarId;
    const url = table.sidebarUrls?.[route.sidebarId];
    if (url) data.sidebarUrl = url;
    // The page's view of its sidebar: long lists cut down to its neighbourhood (the browser loads the whole one).
    const view = sidebarView(table.sidebars[route.sidebarId] ?? [], route.path, config.docs.sidebarInlineLimit);
    data.sidebar = view.items;
    if (view.gaps) data.sidebarGaps = view.gaps;
  }
  if (route.breadcrumbs) data.breadcrumbs = route.breadcrumbs;
  if (route.prev) data.prev = route.prev;
  if (route.next) data.next = route.next;
  if (route.cards) data.cards = route.cards;
  if (route.redirect) data.redirect = route.redirect;
  if (route.doc && config.editUrl) {
    // editUrl points at the content folder, whatever its name: `<editUrl>/docs/install.md` (the site's folder in Docusaurus's layout).
    const file = slashPath(path.relative(config.paths.contentDir, route.doc.sourcePath));
    data.editUrl = `${config.editUrl.replace(/\/$/, '')}/${file}`;
  }
  if (route.doc?.lastUpdated && config.docs.showLastUpdateTime !== false) data.lastUpdated = route.doc.lastUpdated;
  return data;
}
