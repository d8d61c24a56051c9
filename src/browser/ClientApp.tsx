import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { App } from '@theme/App.js';
import { isFilePath } from '../shared/paths.js';
import { RuntimeContext, type Runtime } from '../shared/runtime.js';
import { DOCS_VERSION_KEY } from '../shared/storageKeys.js';
import type { PageProps } from '../shared/themeContract.js';
import type { InitialData, PageData, SidebarEntry } from '../shared/types.js';
import { enhanceContent } from './behaviours/enhanceContent.js';
import { interceptableHref } from './links.js';
import { applyPageHead } from './pageHead.js';
import { canPrefetch, clearPageDataCache, loadPage, loadPageChunk, prefetch } from './pageLoader.js';
import { focusMainHeading, scrollToHash } from './scroll.js';
import { routeMoved, routeShown, routeStarting, routeWithinPage } from './routeLifecycles.js';
import { publicPath, sitePathOf } from './siteBase.js';
import { useSearchRuntime } from './useSearchRuntime.js';
import { versionScope } from './search/versionScope.js';

const PROGRESS_DELAY_MS = 200;

interface ViewState {
  page: PageData;
  Page: ComponentType<PageProps>;
  loadError?: { message: string; url: string };
}

interface PendingScroll {
  hash: string;
  y?: number;
  focus: boolean;
}

/** Client root: holds the current page and performs browser-history navigation. */
export function ClientApp({ initial, InitialPage, wholeSidebar }: { initial: InitialData; InitialPage: ComponentType<PageProps>; wholeSidebar?: SidebarEntry[] }) {
  const [view, setView] = useState<ViewState>({ page: initial.page, Page: InitialPage });
  const [loading, setLoading] = useState(false);
  const pendingScroll = useRef<PendingScroll | null>(null);
  const navigationId = useRef(0);
  const site = initial.site;

  const navigate = useCallback(
    async (target: URL, options: { push: boolean; scrollY?: number }) => {
      const id = ++navigationId.current;
      const path = sitePathOf(target.pathname);
      // Another site, or outside the site's base: not a page of this site.
      if (path === null || target.origin !== location.origin) {
        window.location.assign(target.href);
        return;
      }
      if (DOCSGEN_CLIENT_MODULES) routeStarting(target);
      const timer = setTimeout(() => setLoading(true), PROGRESS_DELAY_MS);
      try {
        let page: PageData;
        try {
          page = await loadPage(path);
        } catch {
          // The next route could not be preloaded: fall back to a full page load.
          window.location.assign(target.href);
          return;
        }
        // `/` of a site without a landing page leads to the main doc.
        if (page.redirect) {
          // The query and the fragment go along, as the redirect page's own script takes them.
          const next = new URL(publicPath(page.redirect), location.href);
          if (!next.search) next.search = target.search;
          if (!next.hash) next.hash = target.hash;
          if (id === navigationId.current) void navigate(next, options);
          return;
        }
        let Page: ComponentType<PageProps>;
        try {
          Page = await loadPageChunk(initial.chunks, page.kind);
        } catch (error) {
          if (id !== navigationId.current) return;
          if (options.push) history.pushState({}, '', target.href);
          if (DOCSGEN_CLIENT_MODULES) routeMoved();
          setView((v) => ({ ...v, page, loadError: { message: (error as Error).message, url: target.href } }));
          return;
        }
        if (id !== navigationId.current) return;
        if (options.push) history.pushState({}, '', `${publicPath(path)}${target.search}${target.hash}`);
        pendingScroll.current = { hash: target.hash, y: options.scrollY, focus: options.push || options.scrollY === undefined };
        if (DOCSGEN_CLIENT_MODULES) routeMoved();
        setView({ page, Page });
      } finally {
        clearTimeout(timer);
        if (id === navigationId.current) setLoading(false);
      }
    },
    [initial.chunks],
  );

  const navigateTo = useCallback(
    (href: string) => {
      rememberScroll();
      // The runtime is handed site paths (a search hit's `/docs/x#heading`), as the data holds them.
      void navigate(new URL(publicPath(href), location.href), { push: true });
    },
    [navigate],
  );

  // Link clicks anywhere in the page (content HTML included) navigate client-side.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = interceptableHref(event);
      if (!url) return;
      event.preventDefault();
      const current = publicPath(sitePathOf(location.pathname) ?? location.pathname);
      if (url.pathname === current && url.search === location.search) {
        if (DOCSGEN_CLIENT_MODULES && url.hash !== location.hash) {
          routeWithinPage(url, () => {
            history.pushState({}, '', url.href);
            scrollToHash(url.hash);
          });
          return;
        }
        if (url.hash !== location.hash) history.pushState({}, '', url.href);
        scrollToHash(url.hash);
        return;
      }
      rememberScroll();
      void navigate(url, { push: true });
    };
    const onPop = (event: PopStateEvent) => {
      const state = event.state as { scrollY?: number } | null;
      void navigate(new URL(location.href), { push: false, scrollY: state?.scrollY ?? 0 });
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [navigate]);

  usePrefetch(initial.chunks, view.page.path);

  // Marks the page as interactive (tests and tools wait for it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  // Hydrated with the page's view of its sidebar (as served): now the whole of it.
  useEffect(() => {
    if (!wholeSidebar || wholeSidebar === initial.page.sidebar) return;
    setView((v) => (v.page === initial.page ? { ...v, page: { ...v.page, sidebar: wholeSidebar, sidebarGaps: undefined } } : v));
  }, [wholeSidebar, initial.page]);

  // `serve --watch` refreshes the current page in place after a content rebuild: no reload, the
  // scroll position stays where it is.
  // Rebuilds can follow each other faster than a refresh completes: only the latest one applies,
  // so an older response arriving late never replaces newer content.
  useEffect(() => {
    let latest = 0;
    (window as DevWindow).__docsgenDev = {
      async refresh() {
        const mine = ++latest;
        clearPageDataCache();
        const page = await loadPage(sitePathOf(location.pathname) ?? '/');
        const Page = await loadPageChunk(initial.chunks, page.kind);
        if (mine === latest) setView({ page, Page });
      },
    };
  }, [initial.chunks]);

  // The page whose <head> the document shows (see applyPageHead).
  const shownHead = useRef<PageData | undefined>(undefined);
  useLayoutEffect(() => {
    applyPageHead(view.page, site, shownHead.current);
    shownHead.current = view.page;
    if (view.page.kind === 'doc') rememberDocsVersion(view.page.version?.label ?? site.version.label);
    enhanceContent(document.getElementById('main'), site.messages);
    const pending = pendingScroll.current;
    pendingScroll.current = null;
    if (!pending) return;
    if (pending.y !== undefined && !pending.hash) window.scrollTo(0, pending.y);
    else scrollToHash(pending.hash);
    if (pending.focus) focusMainHeading();
  }, [view, site]);

  // After the layout effect above (the new page's head set and scrolled), as Docusaurus dispatches them.
  // The site's client modules' route lifecycles: only in a bundle with client modules (a constant of the bundle).
  if (DOCSGEN_CLIENT_MODULES) useLayoutEffect(routeShown, [view]);

  // Search keeps to the docs version on screen (a versioned site): read at each query.
  const scopeOf = useRef<ReturnType<typeof versionScope>>(undefined);
  scopeOf.current = versionScope(site, view.page);
  const currentScope = useCallback(() => scopeOf.current, []);
  const search = useSearchRuntime(site.searchManifest, publicPath, currentScope);
  const runtime = useMemo<Runtime>(() => ({ ...search, navigate: navigateTo }), [search, navigateTo]);
  const loadError = view.loadError
    ? {
        message: view.loadError.message,
        retry: () => {
          const url = new URL(view.loadError!.url);
          void navigate(url, { push: false });
        },
      }
    : undefined;

  return (
    <RuntimeContext.Provider value={runtime}>
      <App site={site} page={view.page} Page={view.Page} loading={loading} loadError={loadError} />
    </RuntimeContext.Provider>
  );
}

/** The docs version of the doc page on screen is remembered, on first load and after client navigation. */
function rememberDocsVersion(label: string): void {
  try {
    localStorage.setItem(DOCS_VERSION_KEY, label);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

type DevWindow = Window & { __docsgenDev?: { refresh(): Promise<void> } };

/** Stores the scroll position in the current history entry, for back/forward. */
function rememberScroll(): void {
  history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
}

/** Prefetches a link's page data and chunk when it scrolls into view or is hovered. */
function usePrefetch(chunks: InitialData['chunks'], currentPath: string): void {
  useEffect(() => {
    if (!canPrefetch()) return;
    const seen = new Set<string>();
    const warm = (anchor: HTMLAnchorElement) => {
      // Not a page (a static folder the navbar links, FULL_LOAD_ATTRIBUTE): there is no page data to fetch.
      if (anchor.hasAttribute('data-full-load')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || isFilePath(url.pathname)) return;
      const path = sitePathOf(url.pathname);
      if (path === null || path === currentPath || seen.has(path)) return;
      seen.add(path);
      prefetch(path, chunks);
    };
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) if (entry.isIntersecting) warm(entry.target as HTMLAnchorElement);
          })
        : null;
    const anchors = document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], nav a[href^="/"]');
    anchors.forEach((a) => observer?.observe(a));
    const onHover = (event: Event) => {
      const anchor = (event.target as Element).closest?.('a[href^="/"]');
      if (anchor) warm(anchor as HTMLAnchorElement);
    };
    document.addEventListener('mouseover', onHover);
    return () => {
      observer?.disconnect();
      document.removeEventListener('mouseover', onHover);
    };
  }, [chunks, currentPath]);
}
