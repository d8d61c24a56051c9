import type { PluggableList } from 'unified';
import type { ConfigValues } from '../config/configValues.js';
import type { Doc, DocWithTree } from './types.js';

/**
 * The part of a plugin the content stage runs for each page (the plugins stage's DocsgenPlugin
 * adds `contentLoaded`): Markdown (remark/rehype) plugins, and `transformDoc` on each page's HAST
 * as soon as it is processed.
 */
export interface PagePlugin {
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
  transformDoc?(doc: DocWithTree, context: DocContext): void | Promise<void>;
}

/** What `transformDoc` may use: no routes or site data yet, since pages are still being processed. */
export interface DocContext {
  /** The site's config (its plugin list aside). */
  config: ConfigValues;
  /** `serve --watch` (true) or `build` (false). */
  dev: boolean;
  /** Where a plugin may keep a cache between builds. */
  cacheDir: string;
  /** Writes a file to the output; `path` is relative to the site root. Returns its URL path. */
  emitFile(path: string, contents: string | Uint8Array): string;
  warn(message: string): void;
  /**
   * Records that what the page shows comes from a file besides its Markdown (an image, a data
   * file), by absolute path. `serve --watch` processes the page again when that file changes.
   */
  dependOn(doc: Doc, file: string): void;
}

/** The config as the content stage reads it: its values and the plugins with page work. */
export type PageWorkConfig = ConfigValues & { plugins: readonly PagePlugin[] };
