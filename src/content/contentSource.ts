import type { SiteConfig } from '../config/siteConfig.js';
import type { FrontMatter } from './frontMatter.js';
import type { Doc, DocSet, DocVersionRef } from './types.js';

/** Names a file as messages show it (relative to the site folder). */
export type DisplayPath = (file: string) => string;

/**
 * What a content source reads (see src/routes/pageSources.ts, where sources are registered): the
 * Markdown files it walks and how each becomes a page with an id and a route. Every page it finds
 * goes through the same page step as every other (parse, plugins, body HTML, cache).
 */
export interface ContentSource {
  /** The source's page files; a ContentError for a problem with them (a missing folder). */
  findFiles(config: SiteConfig, display: DisplayPath): Promise<FoundFiles>;
}

export interface FoundFiles {
  /** Absolute paths, in a stable order. */
  files: string[];
  /**
   * A page's id (unique within its version) and route (its URL path), from its file and front
   * matter; `frontMatter`, when given, replaces the page's (to add defaults).
   */
  place(file: string, frontMatter: FrontMatter): PagePlace;
  /** Once its pages are processed: the docs sets they make (the docs source's versions). */
  finish?(docs: Doc[]): Promise<DocSet[]>;
}

export interface PagePlace {
  id: string;
  route: string;
  frontMatter?: FrontMatter;
  /** The docs version the page belongs to (a site with versions or several docs instances only). */
  version?: DocVersionRef;
}
