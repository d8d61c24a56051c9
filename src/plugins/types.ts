import type { PluggableList } from 'unified';
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../content/types.js';
import type { RouteTable } from '../routes/types.js';
import type { SiteData } from '../shared/types.js';

/**
 * What a plugin can do, kept narrow on purpose: add Markdown (remark/rehype) plugins, and once the
 * content and routes are known (before pages render) emit files, change doc HAST and add
 * site-wide data for the theme.
 */
export interface DocsgenPlugin {
  name: string;
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  contentLoaded?(context: PluginContext): void | Promise<void>;
}

export interface PluginContext {
  config: SiteConfig;
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
  warn(message: string): void;
}
