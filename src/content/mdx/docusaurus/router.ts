import { useSyncExternalStore } from 'react';
import { useDocusaurusSite } from './siteContext.js';
import { browserLocation, type RouterLocation } from '../../../shared/routerLocation.js';

export type { RouterLocation };

/**
 * The page's location, as React Router's `useLocation` gives it in Docusaurus. While the build
 * renders, and while the browser hydrates what it rendered, it is the page's path; then the
 * address the browser shows (a 404 page's own address, a `?query`), without a hydration mismatch.
 */
export function useLocation(): RouterLocation {
  const { pathname } = useDocusaurusSite();
  const shown = useSyncExternalStore(subscribeLocation, browserHref, serverHref);
  if (shown !== null) return browserLocation();
  return { pathname, search: '', hash: '', state: undefined, key: 'default' };
}

function subscribeLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_EVENT, onChange);
  };
}

/**
 * The window's event for a move useHistory made within the page (its detail: the action). A page
 * with islands has this module twice, in the main bundle (a swizzle's, a client module's) and in
 * the island bundle: every copy's useLocation and history listeners hear the move, as one router.
 */
const LOCATION_EVENT = 'docsgen:location';
const browserHref = (): string | null => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const serverHref = (): string | null => null;

type To = string | Partial<Omit<RouterLocation, 'key'>>;
type Listener = (location: RouterLocation, action: 'PUSH' | 'REPLACE' | 'POP') => void;

/** React Router 5's history object (what Docusaurus's `useHistory` returns), for one static page. */
export interface RouterHistory {
  readonly location: RouterLocation;
  readonly length: number;
  action: 'PUSH' | 'REPLACE' | 'POP';
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(n: number): void;
  goBack(): void;
  goForward(): void;
  listen(listener: Listener): () => void;
  block(): () => void;
  createHref(to: To): string;
}

/**
 * Docusaurus's `useHistory` (React Router 5). docsgen's pages are separate documents: a change of
 * search or hash on this page stays on it (History API, listeners told, as a component filtering a
 * table by `?query` expects); a new path loads that page. While the build renders, the location
 * is the page's and nothing moves. Methods work unbound (`useSyncExternalStore(history.listen, …)`).
 */
export function useHistory(): RouterHistory {
  const { pathname } = useDocusaurusSite();
  if (typeof window === 'undefined') return serverHistory(pathname);
  return (browserHistory ??= createBrowserHistory());
}

let browserHistory: RouterHistory | undefined;


/** `to` against the current location: a missing pathname keeps the current one (as history 4's createLocation). */
function resolve(to: To, current: RouterLocation): Omit<RouterLocation, 'key' | 'state'> {
  if (typeof to === 'string') {
    const url = new URL(to, `http://x${current.pathname}${current.search}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  const pathname = to.pathname ?? current.pathname;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return { pathname, search, hash };
}

function href(location: Omit<RouterLocation, 'key' | 'state'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function createBrowserHistory(): RouterHistory {
  const listeners = new Set<Listener>();
  let location = browserLocation();
  const notify = (action: RouterHistory['action']) => {
    location = browserLocation();
    history.action = action;
    for (const listener of [...listeners]) listener(location, action);
  };
  const move = (action: 'PUSH' | 'REPLACE', to: To, state?: unknown) => {
    const next = resolve(to, location);
    const givenState = typeof to === 'object' && to.state !== undefined ? to.state : state;
    if (next.pathname !== window.location.pathname) {
      // Another page: load it (docsgen has no client-side router).
      if (action === 'PUSH') window.location.assign(href(next));
      else window.location.replace(href(next));
      return;
    }
    // A random key, as React Router's: another copy of this module makes keys too.
    const entry = { usr: givenState, key: Math.random().toString(36).slice(2, 8) };
    if (action === 'PUSH') window.history.pushState(entry, '', href(next));
    else window.history.replaceState(entry, '', href(next));
    window.dispatchEvent(new CustomEvent(LOCATION_EVENT, { detail: action }));
  };
  window.addEventListener('popstate', () => notify('POP'));
  window.addEventListener(LOCATION_EVENT, (event) => notify((event as CustomEvent<'PUSH' | 'REPLACE'>).detail));
  const history: RouterHistory = {
    get location() {
      return location;
    },
    get length() {
      return window.history.length;
    },
    action: 'POP',
    push: (to, state) => move('PUSH', to, state),
    replace: (to, state) => move('REPLACE', to, state),
    go: (n) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    block: () => () => {},
    createHref: (to) => href(resolve(to, location)),
  };
  return history;
}

function serverHistory(pathname: string): RouterHistory {
  const location: RouterLocation = { pathname, search: '', hash: '', state: undefined, key: 'default' };
  return {
    location,
    length: 1,
    action: 'POP',
    push: () => {},
    replace: () => {},
    go: () => {},
    goBack: () => {},
    goForward: () => {},
    listen: () => () => {},
    block: () => () => {},
    createHref: (to) => href(resolve(to, location)),
  };
}
