import type { SiteUrls } from '../config/resolveConfig.js';
import { htmlUnderBase } from './htmlUnderBase.js';
import type { SlashRule } from '../shared/paths.js';
import type { ConfigValues } from '../config/configValues.js';
import type { Route, RouteTable, VersionRoutes } from '../routes/types.js';
import type { DocVersionRef } from '../content/types.js';
import { sidebarView } from '../shared/sidebar.js';
import type { BlogPageData, PageData, PageVersion, TocEntry } from '../shared/types.js';

/** The data a route's page renders from (and the route's JSON asset for client navigation). */
export type PageDataConfig = Pick<ConfigValues, 'tableOfContents' | 'trailingSlash'> & {
  urls: Pick<SiteUrls, 'base'>;
  docs: Pick<ConfigValues['docs'], 'sidebarInlineLimit'> &
    LastUpdateOptions & {
      /** Another docs instance's own options, by its id (an instance left out shows what the site's docs show). */
      instances?: Record<string, LastUpdateOptions> | undefined;
    };
  /** The blog's own options (Docusaurus's blog plugin has them too, both off unless set); none without a blog. */
  blog?: LastUpdateOptions | undefined;
};

/** Whether a page shows its last update's date and author (`showLastUpdateTime`, `showLastUpdateAuthor`). */
interface LastUpdateOptions {
  showLastUpdateTime?: boolean | undefined;
  showLastUpdateAuthor?: boolean | undefined;
}

/** The resolved sidebars and, by sidebar id, the URL of each one's file (see sidebarFiles). */
export type PageSidebars = Pick<RouteTable, 'sidebars'> & {
  sidebarUrls?: Record<string, string>;
  /** Set for a site with versions or several docs instances: each doc page then carries its version. */
  versions?: readonly VersionRoutes[];
};

/** A blog page's previews show their links and images under the base, like a body. */
function blogUnderBase(blog: BlogPageData, base: string, trailingSlash: SlashRule): BlogPageData {
  if (!blog.posts) return blog;
  return { ...blog, posts: blog.posts.map((post) => (post.preview === undefined ? post : { ...post, preview: htmlUnderBase(post.preview, base, trailingSlash) })) };
}

/** `slash`: the site's trailingSlash rule with the route table's pages named like files (SiteData's fields, see pageAddress). */
export function pageData(route: Route, table: PageSidebars, config: PageDataConfig, bodyHtml: string, slash: SlashRule = config.trailingSlash): PageData {
  const fm = route.doc?.frontMatter ?? {};
  const minHeadingLevel = fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel;
  const maxHeadingLevel = fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel;
  const toc: TocEntry[] = (fm.hide_table_of_contents ? [] : (route.doc?.facts.headings ?? []))
    .filter((h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel)
    .map(({ depth, id, text, html }) => ({ depth, id, text, ...(html !== undefined ? { html } : {}) }));
  const data: PageData = {
    kind: route.kind,
    path: route.path,
    title: route.title,
    description: route.description,
    // The body's links and images are site paths until here: the page shows them under the base.
    html: htmlUnderBase(bodyHtml, config.urls.base, slash),
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
  if (route.keywords) data.keywords = route.keywords;
  if (route.image) data.image = route.image;
  if (route.redirect) data.redirect = route.redirect;
  if (route.blog) data.blog = blogUnderBase(route.blog, config.urls.base, slash);
  if (route.editUrl) data.editUrl = route.editUrl;
  if (route.doc?.head) data.head = route.doc.head;
  // A blog post by the blog's options (off unless set), a doc of another instance with options of its own by
  // those, any other page by the docs' (the time on unless set off).
  const docs = { ...config.docs, ...(route.doc?.version ? config.docs.instances?.[route.doc.version.instance] : undefined) };
  const shown = route.kind === 'blogPost' ? { time: config.blog?.showLastUpdateTime === true, author: config.blog?.showLastUpdateAuthor === true } : { time: docs.showLastUpdateTime !== false, author: docs.showLastUpdateAuthor === true };
  if (route.doc?.lastUpdated && shown.time) data.lastUpdated = route.doc.lastUpdated;
  if (route.doc?.lastUpdatedBy && shown.author) data.lastUpdatedBy = route.doc.lastUpdatedBy;
  if (route.kind === 'doc' && route.doc?.version && table.versions) {
    const version = pageVersion(route.doc.id, route.doc.version, table.versions);
    if (version) data.version = version;
  }
  return data;
}

/** A doc's version, with the same page in the instance's other versions (by doc id, as Docusaurus matches them). */
function pageVersion(id: string, ref: DocVersionRef, versions: readonly VersionRoutes[]): PageVersion | undefined {
  const own = versions.find((version) => version.instance === ref.instance && version.name === ref.name);
  if (!own) return undefined;
  const alternates: Record<string, string> = {};
  for (const other of versions) {
    if (other === own || other.instance !== ref.instance) continue;
    const route = other.routesById.get(id);
    if (route !== undefined) alternates[other.name] = route;
  }
  return {
    instance: own.instance,
    name: own.name,
    label: own.label,
    banner: own.banner,
    badge: own.badge,
    ...(own.className !== undefined ? { className: own.className } : {}),
    alternates,
  };
}
