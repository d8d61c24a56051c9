import type { DocsVersion } from '../config/resolveVersions.js';
import type { Doc } from '../content/types.js';
import type { BlogPageData, PageData, PageKind, PageLink, SidebarEntry } from '../shared/types.js';

/**
 * A page of the site. Its breadcrumbs, neighbours, cards, head meta of its own (`keywords`, a
 * social card `image`), `redirect` and "Edit this page" URL (set by the routes stage, see
 * pageEditUrl) are its page data's as they are (see PageData).
 */
export interface Route extends Pick<PageData, 'breadcrumbs' | 'prev' | 'next' | 'cards' | 'keywords' | 'image' | 'redirect' | 'editUrl'> {
  path: string;
  kind: PageKind;
  title: string;
  description: string;
  doc?: Doc;
  sidebarId?: string;
  /** A blog page's lists, post header, tags or authors (kinds `blog…`). */
  blog?: BlogPageData;
  /** Where the route comes from, for duplicate-route warnings. */
  origin: string;
}

export interface VersionMetadata {
  label: string;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string }[];
}

export interface RouteTable {
  routes: Route[];
  /** The docs' main page. */
  mainDoc: PageLink;
  sidebars: Record<string, SidebarEntry[]>;
  version: VersionMetadata;
  /** Every version of every docs instance (one for a site without versions), in Docusaurus's order. */
  versions: VersionRoutes[];
  warnings: string[];
  /** Files the sources publish besides their pages (a blog's feeds). */
  files: PublishedFile[];
}

/** One docs version as pages link to it: where it is, how it is labelled, and its pages by doc id. */
export interface VersionRoutes {
  instance: string;
  name: string;
  label: string;
  routeBase: string;
  banner: DocsVersion['banner'];
  badge: boolean;
  isLast: boolean;
  className?: string;
  /** Its entry page: where the dropdown and the banner lead when a page is not in it. */
  mainDoc: PageLink;
  routesById: Map<string, string>;
}

/** A file a source publishes, below the output folder. */
export interface PublishedFile {
  path: string;
  contents: string;
}
