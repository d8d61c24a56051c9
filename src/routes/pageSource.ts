import type { ConfigValues } from '../config/configValues.js';
import type { ContentSource } from '../content/contentSource.js';
import type { Content, Doc } from '../content/types.js';
import type { PageKind, SidebarEntry } from '../shared/types.js';
import type { GeneratedIndex } from './resolveSidebars.js';
import type { PageNavigation } from './docNavigation.js';
import type { PublishedFile, Route } from './types.js';

/**
 * One registration of src/routes/pageSources.ts: a source of pages (its Markdown files, if any)
 * and the routes it gives the site, each with the page kind whose theme layout renders it.
 */
export interface PageSource {
  /** The key of its pages in `Content.sources` (`docs` is the docs). */
  name: string;
  /** The Markdown files it reads and how each becomes a page; absent for pages without files (the 404 page). */
  content?: ContentSource;
  /** The page kinds of its routes: the client bundle has a chunk for each kind of the site's sources, and no other. */
  kinds: readonly PageKind[];
  /** Its routes, from its own pages (`context.pages`) or what the site knows by then. */
  routes(context: RouteContext): Route[];
  /** Files it publishes besides its pages (a blog's feeds), from what its routes are made of. */
  files?(context: RouteContext): PublishedFile[];
  /** The theme's stylesheets its layouts need (files of templates/styles/): in the site's stylesheet only when the source is registered. */
  stylesheets?: readonly string[];
  /** Its routes come first in the route table (the home page: the sitemap starts there, and it wins a duplicate route). */
  leads?: boolean;
  /** Its routes are made from the other sources' (`context.routes`), after them: client redirects to pages. */
  follows?: boolean;
}

/** What a source's `routes` is given: the site's content and the docs' sidebars, worked out once. */
export interface RouteContext {
  config: ConfigValues;
  content: Content;
  /** This source's own pages (`content.sources[name]`). */
  pages: Doc[];
  sidebars: Record<string, SidebarEntry[]>;
  navigation: Map<string, PageNavigation>;
  generatedIndexes: GeneratedIndex[];
  /** The docs' entry page (where `/` leads when the site has no home page or landing). */
  mainDoc: Doc;
  /** The config file's name relative to the site folder, for messages. */
  configName: string;
  /** The routes of the sources that do not follow others (given to those that do). */
  routes?: readonly Route[];
}
