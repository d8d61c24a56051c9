import { loadConfig } from '../config/loadConfig.js';
import { images } from '../images/plugin.js';
import type { SiteConfig } from '../plugins/siteConfig.js';
import { withPlugins, type BuiltInPlugins } from '../plugins/withPlugins.js';
import { search } from '../search/plugin.js';
import { findReact, reactFingerprint } from '../theme/findReact.js';

/**
 * docsgen's own plugins: `images()` is in every site (relative images are published with nothing
 * configured); `search()` when the config lists it or a Docusaurus search plugin it replaces.
 */
export function builtInPlugins(): BuiltInPlugins {
  return { factories: { 'docsgen:images': images, 'docsgen:search': search }, always: ['docsgen:images'] };
}

/**
 * The config stage, then the plugins checked (withPlugins) and the React the site renders with
 * found: the config a build or the dev server runs on.
 */
export async function loadSiteConfig(configPath: string): Promise<SiteConfig> {
  const config = withPlugins(await loadConfig(configPath), builtInPlugins());
  const react = findReact(config.rootDir);
  return { ...config, react, reactFingerprint: reactFingerprint(react) };
}
