import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, THEME_KEY } from '../shared/storageKeys.js';
import type { SiteData } from '../shared/types.js';
import { scriptSafeJson } from './scriptSafeJson.js';

/**
 * Runs in <head> before first paint: sets the colour mode (`data-theme`) and the visitor's choice
 * (`data-theme-choice`: light, dark, or system when nothing is stored and the page follows the
 * system's setting), and hides a dismissed announcement. As Docusaurus's, `?docusaurus-theme=dark`
 * in the URL goes before the stored choice, and with `disableSwitch` neither is read. With
 * respectPrefersColorScheme, a system that prefers dark or light gives that mode; only one with no
 * preference gives `defaultMode` (as Docusaurus's: a `defaultMode: 'dark'` site is light on a light system).
 * so neither flashes. Kept tiny and dependency-free because it blocks rendering.
 */
export function headScript(site: SiteData): string {
  // The announcement id is the config's: any string, escaped for the inline script it lands in.
  const settings = scriptSafeJson({
    k: THEME_KEY,
    d: site.colorMode.defaultMode,
    s: site.colorMode.respectPrefersColorScheme,
    n: site.colorMode.disableSwitch === true,
    a: site.announcement?.id ?? null,
    ak: ANNOUNCEMENT_ID_KEY,
    dk: ANNOUNCEMENT_DISMISSED_KEY,
  });
  return `(function(c){var e=document.documentElement;e.classList.add('js');var q=null;if(!c.n)try{q=new URLSearchParams(location.search).get('docusaurus-theme')}catch(_){}try{var s=c.n?null:q||localStorage.getItem(c.k),t=s;if(t!=='light'&&t!=='dark')if(c.s&&matchMedia('(prefers-color-scheme: dark)').matches)t='dark';else t=c.s&&matchMedia('(prefers-color-scheme: light)').matches?'light':c.d;e.setAttribute('data-theme',t);e.setAttribute('data-theme-choice',s==='light'||s==='dark'?s:c.s?'system':t);if(c.a&&localStorage.getItem(c.ak)===c.a&&localStorage.getItem(c.dk)==='true')e.setAttribute('data-announcement-dismissed','')}catch(_){}})(${settings})`;
}

/**
 * Added to the not-found page only: at a path that normalises to another one
 * (`/docs/install/index.html`, served as 404.html by a static host), the page stays hidden while the
 * client looks for the bare path's page, so "Page Not Found" does not flash first. The client shows
 * it again when it has decided; the timer is a safety net for a client that never starts.
 */
export const NOT_FOUND_HEAD_SCRIPT = `(function(p,s){if(/\\.html$|.\\/$/.test(p)){s.visibility='hidden';setTimeout(function(){s.removeProperty('visibility')},4000)}})(location.pathname,document.documentElement.style)`;

/**
 * Starts the client without delaying the first paint: the stylesheet and the HTML get the
 * connection to themselves. Once the browser reports the first contentful paint, the entry and
 * the chunks it imports are preloaded (at low priority, behind images); the entry runs once the
 * document is parsed as well. The page is readable before (links work as plain links). Browsers
 * without paint timing wait for the next frame instead; a hidden page loads at once, since
 * nothing is painted there, and a paint that never comes is given three seconds.
 */
export function clientLoaderScript(entry: string, preload: string[]): string {
  const args = scriptSafeJson([entry, preload]);
  return `(function(a){var d=document,w=window,P=w.PerformanceObserver,n=0,s=0,e=a[0];function add(m,h){var l=d.createElement(m?'link':'script');if(m){l.rel='modulepreload';l.href=h}else{l.type='module';l.src=h}l.setAttribute('fetchpriority','low');d.head.appendChild(l)}function step(){if(++n===2)add(0,e)}function painted(){if(s)return;s=1;a[1].concat(e).forEach(function(h){add(1,h)});step()}if(d.hidden||d.documentElement.style.visibility==='hidden')painted();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntries().some(function(x){return x.name==='first-contentful-paint'})){o.disconnect();painted()}}).observe({type:'paint',buffered:true});setTimeout(painted,3000)}else if(w.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(painted)});else painted();if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',step);else step()})(${args})`;
}
