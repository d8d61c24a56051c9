import type { SiteConfig } from '../config/siteConfig.js';
import type { FrontMatter } from './frontMatter.js';
import type { CategoryMeta } from './types.js';

/** Names a file as messages show it (relative to the site folder). */
export type DisplayPath = (file: string) => string;

/**
 * What a content source reads (see src/routes/pageSources.ts, where sources are registered): the
 * Markdown files it walks and how each becomes a page with an id and a route. Every page it finds
 * goes through the same page step as every other (parse, plugins, body HTML, cache).
 */
export interface ContentSource {
  /** The source's page files (absolute paths, in a stable order); a ContentError for a problem with them. */
  findFiles(config: SiteConfig, display: DisplayPath): Promise<FoundFiles>;
  /**
   * A page's id (unique within the source) and route (its URL path), from its file and front
   * matter; `frontMatter`, when given, replaces the page's (to add defaults).
   */
  place(file: string, frontMatter: FrontMatter, config: SiteConfig): PagePlace;
}

export interface FoundFiles {
  files: string[];
  /** The sidebar categories the source's folders describe (`_category_.json`), read once its pages are. */
  categories?: () => Promise<Map<string, CategoryMeta>>;
}

export interface PagePlace {
  id: string;
  route: string;
  frontMatter?: FrontMatter;
}
