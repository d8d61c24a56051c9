import { absoluteUrl } from '../shared/absoluteUrl.js';
import { withBase } from '../shared/paths.js';
import type { PageData, SiteData } from '../shared/types.js';
import type { RenderedPage } from './renderPage.js';
import { scriptSafeJson } from './scriptSafeJson.js';
import { escapeAttribute } from '../shared/escapeMarkup.js';


/**
 * A page that sends the visitor on to `data.redirect` (`/` of a site without a landing page, a
 * client redirect): a script that goes on with the query and fragment the visitor came with, an
 * immediate refresh where scripts do not run, a canonical link for search engines, the favicon
 * (none: an empty one, else the browser asks for `/favicon.ico`, outside a base) and a plain link. Its page data
 * carries the target too, so client navigation goes straight on.
 */
export function redirectPage(data: PageData, site: SiteData, favicon?: string): RenderedPage {
  const target = escapeAttribute(withBase(site.baseUrl, data.redirect!, site));
  const canonical = escapeAttribute(absoluteUrl(site.url, data.redirect!, site));
  const title = escapeAttribute(`${data.title} ${site.titleDelimiter} ${site.title}`);
  // A target with its own query or fragment keeps them; otherwise the visitor's go along.
  const to = scriptSafeJson(withBase(site.baseUrl, data.redirect!, site));
  const go = /[?#]/.test(data.redirect!) ? `location.replace(${to})` : `location.replace(${to}+location.search+location.hash)`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>${go}</script><meta http-equiv="refresh" content="0; url=${target}"><link rel="canonical" href="${canonical}"><meta name="robots" content="noindex"><link rel="icon" href="${escapeAttribute(favicon ?? 'data:,')}"></head><body><p><a href="${target}">${title}</a></p></body></html>`;
  return { html, json: JSON.stringify(data) };
}
