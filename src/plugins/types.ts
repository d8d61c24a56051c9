import type { PluggableList } from 'unified';
import type { ConfigValues } from '../config/configValues.js';
import type { Doc } from '../content/types.js';
import type { RouteTable } from '../routes/types.js';
import type { SiteData } from '../shared/types.js';

/**
 * What a plugin can do, kept narrow on purpose: add Markdown (remark/rehype) plugins, change or
 * read each page's HAST as soon as it is processed, and once the content and routes are known
 * (before pages render) emit files and add site-wide data for the theme.
 */
export interface DocsgenPlugin {
  name: string;
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /**
   * Called for each page right after its Markdown is processed (or taken from the cache), in no
   * particular order: the place to change a page's HAST or collect what a plugin needs from it.
   * It runs once per processed page: the dev server does not call it again for a page it reuses
   * unchanged (see `DocContext.dependOn` for files other than the Markdown).
   * In builds the page body is then rendered to HTML and the tree let go (or, when a plugin may
   * read trees in `contentLoaded`, stored compactly), so a large site never holds every page's
   * tree at once.
   */
  transformDoc?(doc: Doc, context: DocContext): void | Promise<void>;
  /**
   * Called once all pages are processed and routes are known. In builds each read of `doc.hast`
   * here gives a fresh copy of the tree (kept for this only when a site's plugin has
   * `contentLoaded`; docsgen's own plugins take what they need in `transformDoc`): change trees
   * in `transformDoc`, pages are already rendered.
   */
  contentLoaded?(context: PluginContext): void | Promise<void>;
}

/** What `transformDoc` may use: no routes or site data yet, since pages are still being processed. */
export interface DocContext extends Pick<PluginContext, 'config' | 'dev' | 'cacheDir' | 'emitFile' | 'warn'> {
  /**
   * Records that what the page shows comes from a file besides its Markdown (an image, a data
   * file), by absolute path. `serve --watch` processes the page again when that file changes.
   */
  dependOn(doc: Doc, file: string): void;
}

export interface PluginContext {
  /** The site's config (its plugin list aside). */
  config: ConfigValues;
  docs: readonly Doc[];
  routes: RouteTable;
  /** The site data pages render with; a plugin may add to it (e.g. `searchManifest`). */
  site: SiteData;
  /** `serve --watch` (true) or `build` (false). */
  dev: boolean;
  /** Where a plugin may keep a cache between builds. */
  cacheDir: string;
  /** Writes a file to the output; `path` is relative to the site root. Returns its URL path. */
  emitFile(path: string, contents: string | Uint8Array): string;
  /**
   * Copies a file (absolute path) to the output as `path`, like `emitFile` without reading it
   * into memory: for a large file the plugin wrote itself, e.g. into its cache. Returns its URL path.
   */
  copyFile(path: string, from: string): string;
  warn(message: string): void;
}
