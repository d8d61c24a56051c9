import { pageAddress, type SlashRule } from './paths.js';

/**
 * The absolute URL of a site-absolute path (`https://example.com/` and `/docs/install` →
 * `https://example.com/docs/install`, `…/docs/install/` with `trailingSlash`): canonical links,
 * sitemap.xml and llms.txt name a page alike.
 */
export function absoluteUrl(siteUrl: string, path: string, trailingSlash: SlashRule = false): string {
  return siteUrl.replace(/\/$/, '') + pageAddress(path, trailingSlash);
}
