import '@theme/styles/index.css';
// The site's `theme.customCss` files, after the theme's styles so that they win.
import 'docsgen:custom-css';
// The site's client modules (Docusaurus's): their stylesheets after the site's CSS, their scripts run before the page starts.
import 'docsgen:client-modules';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { sidebarView } from '../shared/sidebar.js';
import type { InitialData } from '../shared/types.js';
import { installCopyButtons } from './behaviours/copyCode.js';
import { followColorMode } from './behaviours/colorScheme.js';
import { ClientApp } from './ClientApp.js';
import { loadPageChunk, loadSidebar } from './pageLoader.js';
import { resolveStaticHostPath } from './resolveStaticHostPath.js';
import { scrollToHash } from './scroll.js';
import { publicPath, setSiteBase, sitePathOf } from './siteBase.js';

async function start(): Promise<void> {
  // The root: `#__docusaurus` in the Docusaurus layout (SiteData.rootId); a theme's own Document may keep `#__docsgen`.
  const root = (document.getElementById('__docsgen') ?? document.getElementById('__docusaurus'))!;
  const initial = JSON.parse(document.getElementById('__docsgen_data')!.textContent!) as InitialData;
  // The body HTML is not repeated in the JSON: read it back from the server-rendered page.
  // A React page's is its whole body (the layout frames it with a div when it has its own <main>).
  initial.page.html = root.querySelector(initial.page.kind === 'react' ? '#main > .react-page' : 'main .markdown')?.innerHTML ?? '';

  // The other locales (a site in several languages) are other sites: their pages load whole.
  setSiteBase(initial.site.baseUrl, initial.site.i18n?.locales.map((locale) => locale.baseUrl), initial.site);

  const requested = location.pathname;
  // `/docs/install.html` shows as `/docs/install`; a static host may serve the not-found page outside the base.
  const sitePath = sitePathOf(requested);
  const bare = sitePath === null ? requested : publicPath(sitePath);
  if (bare !== requested) history.replaceState(history.state, '', `${bare}${location.search}${location.hash}`);
  history.scrollRestoration = 'manual';

  // A static host answers `/docs/install/index.html` with its 404.html: render the bare path's page.
  const resolved = sitePath === null ? null : await resolveStaticHostPath(initial, sitePath, bare !== requested);
  if (resolved) {
    const app = createRoot(root);
    flushSync(() => app.render(<ClientApp initial={{ ...initial, page: resolved.page }} InitialPage={resolved.Page} />));
    scrollToHash(location.hash);
  } else {
    // The sidebar comes from its own file (shared by every page of the sidebar, fetched alongside
    // the page's chunk): hydration renders the page's view of it as the server did (long lists cut
    // down to the page's neighbourhood), then ClientApp shows the whole of it. Should it fail to
    // load, the page stays as served, where every link still works.
    const sidebarUrl = initial.page.sidebarUrl;
    const [Page, sidebar] = await Promise.all([loadPageChunk(initial.chunks, initial.page.kind), sidebarUrl ? loadSidebar(sidebarUrl) : undefined]);
    if (sidebar) {
      const view = sidebarView(sidebar, initial.page.path, initial.site.sidebarInlineLimit);
      initial.page.sidebar = view.items;
      initial.page.sidebarGaps = view.gaps;
    }
    hydrateRoot(root, <ClientApp initial={initial} InitialPage={Page} wholeSidebar={sidebar} />);
  }
  installCopyButtons();
  followColorMode(initial.site.colorMode);
}

start()
  .catch((error: unknown) => console.error('docsgen: the page could not start', error))
  // The not-found page hides itself while it checks whether the path names a page (see headScript).
  .finally(() => document.documentElement.style.removeProperty('visibility'));
