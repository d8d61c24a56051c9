import path from 'node:path';
import type { SiteConfig } from './config/siteConfig.js';

/** Where a site's build caches live (processed pages, rendered pages, images, the last build's stamp). */
export function siteCacheDir(config: SiteConfig): string {
  return path.join(config.rootDir, 'node_modules', '.cache', 'docsgen');
}
