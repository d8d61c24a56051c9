import type { ConfigValues } from '../config/configValues.js';
import type { FrontMatter } from './frontMatter.js';
import type { AddedRoute, Doc, DocSet, DocVersionRef } from './types.js';

/** Names a file as messages show it (relative to the site folder). */
export type DisplayPath = (file: string) => string;

/**
 * What a content source reads (see src/routes/pageSources.ts, where sources are registered): the
 * Markdown files it walks and how each becomes a page with an id and a route. Every page it finds
 * goes through the same page step as every other (parse, plugins, body HTML, cache).
 */
export interface ContentSource {
  /** The source's page files; a ContentError for a problem with them (a missing folder). */
  findFiles(config: ConfigValues, display: DisplayPath, context: FindContext): Promise<FoundFiles>;
}

export interface FindContext {
  /** The dev server (`serve`): pages a build leaves out (a blog's drafts) are shown. */
  dev: boolean;
  /** The pages the site's plugins added (Docusaurus's `addRoute`): React pages (see reactPagesSource). */
  addedRoutes?: readonly AddedRoute[];
}

export interface FoundFiles {
  /** Absolute paths, in a stable order. */
  files: string[];
  /**
   * A page's id (unique within its version) and route (its URL path), from its file and front
   * matter; `frontMatter`, when given, replaces the page's (to add defaults).
   */
  place(file: string, frontMatter: FrontMatter): PagePlace;
  /** Front matter keys the source reads itself (a blog post's `authors`, `tags`, `date`…): not warned about as unknown. */
  frontMatterKeys?: ReadonlySet<string>;
  /** Rewrites a page's Markdown body before it is parsed (keeping its line count). */
  body?(body: string): string;
  /** Once its pages are processed: the docs sets they make (the docs source's versions). */
  finish?(docs: Doc[]): Promise<DocSet[]>;
}

export interface PagePlace {
  id: string;
  route: string;
  frontMatter?: FrontMatter;
  /** The docs version the page belongs to (a site with versions or several docs instances only). */
  version?: DocVersionRef;
  /** What the source knows of the page besides its Markdown (a blog post's date, authors, tags): on the page as `doc.data`, fresh each run. */
  data?: Record<string, unknown>;
  /** Problems with the page the source found (file line numbers). */
  warnings?: { message: string; line: number }[];
  /** The page's title when neither its front matter nor a leading `# heading` gives one (Docusaurus's: a blog post's file name, a doc's id); without it such a page is an error. */
  fallbackTitle?: string;
}
