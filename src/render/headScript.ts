import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, THEME_KEY } from '../shared/storageKeys.js';
import type { SiteData } from '../shared/types.js';

/**
 * Runs in <head> before first paint: sets the colour mode and hides a dismissed announcement,
 * so neither flashes. Kept tiny and dependency-free because it blocks rendering.
 */
export function headScript(site: SiteData): string {
  const settings = JSON.stringify({
    k: THEME_KEY,
    d: site.colorMode.defaultMode,
    s: site.colorMode.respectPrefersColorScheme,
    a: site.announcement?.id ?? null,
    ak: ANNOUNCEMENT_ID_KEY,
    dk: ANNOUNCEMENT_DISMISSED_KEY,
  });
  return `(function(c){var e=document.documentElement;e.classList.add('js');try{var t=localStorage.getItem(c.k);if(t!=='light'&&t!=='dark')t=c.s&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.d;e.setAttribute('data-theme',t);if(c.a&&localStorage.getItem(c.ak)===c.a&&localStorage.getItem(c.dk)==='true')e.setAttribute('data-announcement-dismissed','')}catch(_){}})(${settings})`;
}

/**
 * Added to the not-found page only: at a path that normalises to another one
 * (`/docs/install/index.html`, served as 404.html by a static host), the page stays hidden while the
 * client looks for the bare path's page, so "Page Not Found" does not flash first. The client shows
 * it again when it has decided; the timer is a safety net for a client that never starts.
 */
export const NOT_FOUND_HEAD_SCRIPT = `(function(p,s){if(/\\.html$|.\\/$/.test(p)){s.visibility='hidden';setTimeout(function(){s.removeProperty('visibility')},4000)}})(location.pathname,document.documentElement.style)`;
