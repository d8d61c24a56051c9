import { images } from '../images/plugin.js';
import type { DocsgenPlugin } from './types.js';

/**
 * The site's plugins plus those every site has: `images()` (relative images are published with
 * nothing configured). A site that lists its own `images({...})` sets its options; that one is used.
 */
export function withDefaultPlugins(plugins: DocsgenPlugin[]): DocsgenPlugin[] {
  return plugins.some((plugin) => plugin.name === 'docsgen:images') ? plugins : [...plugins, images()];
}
