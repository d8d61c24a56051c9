import { isFilePath } from '../shared/paths.js';
import { publicPath, sitePathOf } from './siteBase.js';

/**
 * The internal URL a click should navigate to client-side (its path normalised, under the base), or
 * null to let the browser handle it.
 */
export function interceptableHref(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.hasAttribute('href')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  // A download, another site's page, a path of the site that is none of its pages (a static folder,
  // FULL_LOAD_ATTRIBUTE, written out: a shared constant would cost the bundle a name): the browser loads it.
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-full-load') || anchor.getAttribute('rel')?.includes('external')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  // Files that are not pages (llms.txt, .md sources, images) load normally.
  if (isFilePath(url.pathname)) return null;
  // A path outside the site's base is another site on the same host.
  const sitePath = sitePathOf(url.pathname);
  if (sitePath === null) return null;
  url.pathname = publicPath(sitePath);
  return url;
}
