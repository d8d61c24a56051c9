import type { ConfigValues } from '../config/configValues.js';

/**
 * The config's lists of a site's own Markdown plugins (`markdown.remarkPlugins`, …), which the page
 * workers load from the config module. Its own module, apart from the page step, which the main
 * thread does not load.
 */
export const MARKDOWN_PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type MarkdownPluginLists = Pick<ConfigValues['markdown'], (typeof MARKDOWN_PLUGIN_LISTS)[number]>;
