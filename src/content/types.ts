import type { Root } from 'hast';
import type { HeadTag } from '../shared/headTags.js';
import type { DocsInstance, DocsVersion } from '../config/resolveVersions.js';
import type { CategoryLinkConfig, SidebarItemConfig } from '../config/schema.js';
import type { FrontMatter } from './frontMatter.js';
import type { PagePlace } from './contentSource.js';
import type { PluginScope } from './markdownPluginLists.js';
import type { BlogPostEntry } from './blog/findBlogPosts.js';
import type { ContentWarning } from './markdownProcessor.js';
import type { PageFacts } from './extractFacts.js';
import type { LinkTarget, MarkdownLinkProblem } from './plugins/remarkMarkdownLinks.js';
import type { UnsafeContentProblem } from './plugins/rehypeSafeHtml.js';

export interface Doc {
  /** `sponsor-only/picker/open-mode`: the path below the docs folder, without `.md` and number prefixes (`01-intro.md` is `intro`). */
  id: string;
  sourcePath: string;
  /** The source path relative to the site root, as error messages show it. */
  displayPath: string;
  route: string;
  frontMatter: FrontMatter;
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  /** The doc's folder below its docs folder as on disk, where number prefixes make it differ from its id's (`02-guides` for `guides/setup`). */
  sourceDir?: string;
  /** The Markdown source as written, served at `<route>.md` and used by llms.txt. */
  markdown: string;
  /**
   * The page's tree. The page step (and `transformDoc`) always has it (DocWithTree); after the
   * page step it is kept only where trees are read later (the dev server, a site plugin's
   * `contentLoaded`), else it is not there (read it with treeOf where it must be).
   */
  hast?: Root;
  /**
   * The body rendered to HTML by the page step, right after plugins' `transformDoc`, so a page's
   * tree lives from parse to HTML in one go (in a page worker); rendering wraps it in the frame.
   */
  html: string;
  facts: PageFacts;
  brokenMarkdownLinks: MarkdownLinkProblem[];
  /** The Markdown files the page links to and the routes they resolved to. */
  linkTargets: LinkTarget[];
  /** What the sanitizer removed (script URLs, script-capable HTML), for the safety gates. */
  unsafeContent: UnsafeContentProblem[];
  /** Problems that did not stop the page (content shown differently than written, or left out). */
  warnings: ContentWarning[];
  /** Files an `.mdx` page is built from besides its source (partials, components, images), each with a hash of its contents. */
  inputs?: [file: string, hash: string][];
  /** The interactive site modules an MDX page renders as islands (absolute paths; see bundleMdx). */
  islands?: string[];
  /** What the page's `<Head>` puts in its document's `<head>` (an MDX or React page; see collectHead). */
  head?: HeadTag[];
  /** An MDX page that reads the docs sidebar (see MdxResult.readsSidebar): its body is rendered again once sidebars are known. */
  readsSidebar?: true;
  /**
   * A blog post's minutes to read (postReadingTime of its source), counted by the page step and
   * kept with the page in the content cache: the blog's routes read it, an unchanged post's is not
   * counted again.
   */
  readingTime?: number;
  lastUpdated?: string;
  /** Who made the last change: front matter `last_update.author`, else the last commit's author. */
  lastUpdatedBy?: string | undefined;
  /** The docs instance and version the page belongs to (docs of a site with versions or several docs instances only). */
  version?: DocVersionRef;
  /** What the page's source placed on it besides its Markdown (see PagePlace.data), set again each run. */
  data?: Record<string, unknown>;
}

/** Names a docs version: its instance's id and its name (`current`, `1.0`). */
/** A page in the page step (and in `transformDoc`): its tree is there. */
export type DocWithTree = Doc & { hast: Root };

/** Whether the page's tree is there (a page in the page step, or one whose tree was kept). */
export function hasTree(doc: Doc): doc is DocWithTree {
  return doc.hast !== undefined;
}

/** A page's tree where it must be kept (the dev server's pages, a site plugin's `contentLoaded`, the page step): an error naming the page where it is not. */
export function treeOf(doc: Doc): Root {
  if (!doc.hast) throw new Error(`${doc.displayPath}: the page's tree is not kept after the page step here (only the dev server and a site plugin's contentLoaded keep it)`);
  return doc.hast;
}

export interface DocVersionRef {
  instance: string;
  name: string;
}

/** One version of one docs instance: its pages and `_category_.json` metadata. */
export interface DocSet {
  instance: DocsInstance;
  version: DocsVersion;
  docs: Doc[];
  categories: Map<string, CategoryMeta>;
  /** A released version's sidebars, from its versioned_sidebars file (the current docs use the config's). */
  sidebars?: Record<string, SidebarItemConfig[]>;
  sidebarsFile?: string;
  /**
   * The locale's translations of its sidebars' words and its label (Docusaurus's
   * `i18n/<locale>/docusaurus-plugin-content-docs/current.json`, `version-<name>.json`: `version.label`,
   * `sidebar.<sidebar>.category.<label>`, `….link.generated-index.title|description`,
   * `sidebar.<sidebar>.link.<label>`, `sidebar.<sidebar>.doc.<label>`); none in the default language.
   */
  translations?: Record<string, string>;
}

export interface CategoryMeta {
  /** The folder below the docs folder, with `/` separators. */
  dir: string;
  /** The `_category_` file as messages show it. */
  file?: string;
  label?: string;
  position?: number;
  description?: string;
  /** Whether the visitor can open and close the category (default true). */
  collapsible?: boolean;
  /** Whether the category starts closed on pages outside it (default true). */
  collapsed?: boolean;
  /** The category's own page; `null`: none, not even the folder's index page (Docusaurus's `link: null`). */
  link?: CategoryLinkConfig | null;
  /** A class on the category's list item. */
  className?: string;
  /** The category's `customProps` (Docusaurus's `_category_.json` key). */
  customProps?: Record<string, unknown>;
}

/** A blog post: its page (the whole post as `doc.html`) and what the lists and feeds show of it. */
export interface BlogPost extends Omit<BlogPostEntry, 'file' | 'warnings' | 'fileTitle'> {
  doc: Doc;
  /** The body up to the truncation marker (the whole body when it has none). */
  preview: string;
  truncated: boolean;
}

export interface Content {
  /** The docs, every version of every docs instance (the source registered as `docs`). */
  docs: Doc[];
  /** Every source's pages by the name it is registered under (see src/routes/pageSources.ts), the docs included: docs first, then in registry order. */
  sources: Record<string, Doc[]>;
  /** The docs by instance and version (one set for a site without versions or other instances). */
  docSets: DocSet[];
  /** Source paths processed in this run (not taken from the cache). */
  reprocessed: Set<string>;
  /** The MDX pages that read the docs sidebar (see Doc.readsSidebar), with what processing them again needs. */
  sidebarReaders?: { pages: { source: SourceFile; doc: Doc }[]; routesBySource: ReadonlyMap<string, string> };
}

/**
 * A page a plugin adds (a Docusaurus plugin's `actions.addRoute`): a module whose default export
 * is the page's component, built as a React page of src/pages is, at `path` (below the base).
 */
export interface AddedRoute {
  path: string;
  /** The page's module (absolute): docsgen writes it, importing the route's component and props. */
  file: string;
  /** Who added it, as messages name it (`docusaurus.config.js: plugins[0]: my-plugin`). */
  by: string;
}

/** A page's source after front matter, before Markdown processing: its place, as its content source gave it, and its text. */
export interface SourceFile extends PagePlace {
  sourcePath: string;
  displayPath: string;
  raw: string;
  body: string;
  frontMatter: FrontMatter;
  /** Whose remark/rehype lists run on the page: its content source's (and docs instance's). */
  pluginScope?: PluginScope;
}
