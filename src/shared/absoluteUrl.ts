/**
 * The absolute URL of a site-absolute path (`https://example.com/` and `/docs/install` →
 * `https://example.com/docs/install`): canonical links, sitemap.xml and llms.txt name a page alike.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/$/, '') + path;
}
