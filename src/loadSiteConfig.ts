import { loadConfig } from './config/loadConfig.js';
import { images } from './images/plugin.js';
import type { SiteConfig } from './plugins/siteConfig.js';
import type { DocsgenPlugin } from './plugins/types.js';
import { withPlugins } from './plugins/withPlugins.js';

/** The plugins every site has: `images()` (relative images are published with nothing configured). */
export function builtInPlugins(): DocsgenPlugin[] {
  return [images()];
}

/** The config stage, then the plugins checked (withPlugins): the config a build or the dev server runs on. */
export async function loadSiteConfig(configPath: string): Promise<SiteConfig> {
  return withPlugins(await loadConfig(configPath), builtInPlugins());
}
