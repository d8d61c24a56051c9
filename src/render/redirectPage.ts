import { absoluteUrl } from '../routes/absoluteUrl.js';
import { withBase } from '../shared/paths.js';
import type { PageData, SiteData } from '../shared/types.js';
import type { RenderedPage } from './renderPage.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page that sends the visitor on to `data.redirect` (`/` of a site without a landing page): an
 * immediate refresh, a canonical link for search engines, the favicon (else the browser asks for
 * `/favicon.ico`, outside a base) and a plain link. Its page data carries
 * the target too, so client navigation to `/` goes straight on.
 */
export function redirectPage(data: PageData, site: SiteData, favicon?: string): RenderedPage {
  const target = escapeHtml(withBase(site.baseUrl, data.redirect!));
  const canonical = escapeHtml(absoluteUrl(site.url, data.redirect!));
  const title = escapeHtml(`${data.title} ${site.titleDelimiter} ${site.title}`);
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta http-equiv="refresh" content="0; url=${target}"><link rel="canonical" href="${canonical}"><meta name="robots" content="noindex">${favicon ? `<link rel="icon" href="${escapeHtml(favicon)}">` : ''}</head><body><p><a href="${target}">${title}</a></p></body></html>`;
  return { html, json: JSON.stringify(data) };
}
