import { absoluteUrl } from '../shared/absoluteUrl.js';
import { routeAddress } from '../shared/paths.js';
import { escapeText } from '../shared/escapeMarkup.js';

/** sitemap.xml for every indexable route (the not-found page is left out), each at its address (`trailingSlash`). */
export function sitemap(siteUrl: string, paths: string[], trailingSlash = false): string {
  const urls = paths.map((p) => `  <url><loc>${escapeText(absoluteUrl(siteUrl, routeAddress(p, trailingSlash)))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

