/** The public API: what site.config.ts imports. */
export { defineConfig } from './plugins/defineConfig.js';
export { fromDocusaurus, type FromDocusaurusOptions } from './config/fromDocusaurus.js';
export type { SidebarItemConfig } from './config/schema.js';
export type { SiteConfig, UserConfig } from './plugins/siteConfig.js';
export type { DocsgenPlugin, PluginContext } from './plugins/types.js';
export { search, type SearchOptions } from './search/plugin.js';
export { images, type ImagesPluginOptions } from './images/plugin.js';
export { build, type BuildOptions, type BuildResult } from './build.js';
