import type { ConfigValues } from '../config/configValues.js';
import type { DocContext, PagePlugin } from '../content/pagePlugin.js';
import type { AddedRoute, Doc } from '../content/types.js';
import type { RouteTable } from '../routes/types.js';
import type { SiteData } from '../shared/types.js';
import type { HtmlTag, HtmlTagPosition, SiteHtmlTags } from '../shared/htmlTags.js';

export type { AddedRoute, DocContext };

/**
 * What a plugin can do, kept narrow on purpose: add Markdown (remark/rehype) plugins, change or
 * read each page's HAST as soon as it is processed (PagePlugin, run by the content stage), and
 * once the content and routes are known (before pages render) emit files and add site-wide data
 * for the theme.
 */
export interface DocsgenPlugin extends PagePlugin {
  /**
   * Called at the start of every run, in config order, before the content stage reads the pages:
   * it may write files the pages read or import, and give site components data (`setGlobalData`).
   * A site's Docusaurus plugins run here (see docusaurusPlugin.ts).
   */
  loadContent?(context: LoadContentContext): void | Promise<void>;
  /**
   * Called once all pages are processed and routes are known. In builds `doc.hast` is here (the
   * tree as `transformDoc` left it, a plain value) only when a site's plugin has `contentLoaded`;
   * docsgen's own plugins take what they need in `transformDoc`. Change trees in `transformDoc`:
   * pages are already rendered.
   */
  contentLoaded?(context: PluginContext): void | Promise<void>;
  /**
   * Called by `build` (not `serve`) once the whole site is in `outDir`, the link checks and the
   * crawl passed, before it replaces the last build's output: files it writes or changes there
   * are part of the output (each of the folder's files is its own here: changing one in place
   * changes nothing else). A site's Docusaurus plugins' `postBuild` runs here.
   */
  postBuild?(context: PostBuildContext): void | Promise<void>;
  /**
   * Theme stylesheets (files of templates/styles/) the plugin's markup needs in the Docusaurus
   * layout, after the layout's own (the search plugin's phone-sized field): only a site with the
   * plugin carries them.
   */
  docusaurusStylesheets?: readonly string[];
}

/** What `postBuild` is handed. */
export interface PostBuildContext {
  config: ConfigValues;
  /** The folder holding the new output (which then replaces the out dir as it is). */
  outDir: string;
  routes: RouteTable;
  /** Every page's site-wide tags as HTML: the config's, then the plugins' (Docusaurus's headTags, preBodyTags, postBodyTags). */
  htmlTags: SiteHtmlTags;
  /** What the plugin could not do (through the warnings gate, as the other plugin warnings). */
  warn(message: string): void;
}

export interface PluginContext extends Omit<DocContext, 'dependOn'> {
  docs: readonly Doc[];
  routes: RouteTable;
  /** The site data pages render with; a plugin may add to it (e.g. `searchManifest`). */
  site: SiteData;
  /**
   * Copies a file (absolute path) to the output as `path`, like `emitFile` without reading it
   * into memory: for a large file the plugin wrote itself, e.g. into its cache. Returns its URL path.
   * `{ link: true }` hard-links it instead (no bytes copied; a copy where a link cannot be made),
   * for a file nothing changes in place afterwards (it is replaced by a rename, if ever): the
   * output shares the file's bytes.
   */
  copyFile(path: string, from: string, options?: { link?: boolean }): string;
  /**
   * Work no page waits for (files only the browser reads, as the search files): the build starts
   * it once every plugin's `contentLoaded` is done and runs it while the pages render (their
   * threads leave the main thread idle), then waits for it before the output is checked. It may
   * emit and copy files; it must not change `site`, which the pages are given before it runs.
   * It may resolve to what it did again and what it reused (see PluginWork).
   */
  whileRendering(work: () => Promise<void | PluginWork>): void;
}

/**
 * What a plugin's `whileRendering` work did again and what it took from its cache, counted by
 * name (the search plugin: `searchShards: { indexed, reused }`): a build's `--report` lists it in `work`.
 */
export type PluginWork = Record<string, Record<string, number>>;

/** What `loadContent` may use: the pages are not read yet. */
export interface LoadContentContext {
  config: ConfigValues;
  /** `serve --watch` (true) or `build` (false). */
  dev: boolean;
  cacheDir: string;
  warn(message: string): void;
  /** Files changed since the last run (`serve --watch`); empty on the first run and in builds. */
  changedFiles: readonly string[];
  /**
   * Data site components read with `usePluginData(name, id)` (`@docusaurus/useGlobalData`), at
   * build time and in the browser. Set on every run (what is not set is gone).
   */
  setGlobalData(name: string, id: string, data: unknown): void;
  /** Files or folders (absolute) whose change `serve --watch` reports in `changedFiles` of the next run. */
  watch(paths: readonly string[]): void;
  /** A page at `route.path` (Docusaurus's `addRoute`): built as a React page of `route.file`. Set on every run. */
  addRoute(route: AddedRoute): void;
  /** Tags for every page's document (Docusaurus's `injectHtmlTags`). Set on every run. */
  addHtmlTags(tags: readonly PositionedHtmlTag[]): void;
  /**
   * Expressions the site's code reads replaced by values (`process.env.X` → `"1.2.3"`: webpack's
   * DefinePlugin, from a Docusaurus plugin's `configureWebpack`), in its pages at build time and in
   * the browser. Set on every run.
   */
  define(values: Readonly<Record<string, string>>): void;
  /**
   * Packages the browser code takes from a global instead of bundling them (webpack's `externals`:
   * `typescript` → `window.ts`, from a Docusaurus plugin's `configureWebpack`). In the browser only:
   * at build time the site's code imports the package itself. Set on every run.
   */
  addExternals(modules: Readonly<Record<string, string>>): void;
  /** Modules (absolute paths) the browser loads on every page, after the config's own (Docusaurus's `getClientModules`). Set on every run. */
  addClientModules(paths: readonly string[]): void;
  /**
   * Theme folders (absolute) whose components the browser code may import as `@theme/<Name>` when neither the
   * site nor docsgen's theme has one of that name (Docusaurus's `getThemePath`). Set on every run.
   */
  addThemePaths(paths: readonly string[]): void;
}

/** A tag a plugin adds to every page, and where. */
export interface PositionedHtmlTag {
  position: HtmlTagPosition;
  tag: HtmlTag | string;
}
