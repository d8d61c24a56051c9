import clientModules from 'docsgen:client-modules';
import { browserLocation, type RouterLocation } from '../shared/routerLocation.js';

/**
 * The site's client modules' route lifecycles, called as Docusaurus calls them (ClientApp calls
 * these only in a bundle with client modules): `onRouteUpdate` when a navigation starts (its page
 * is not loaded yet), then, once the new page is rendered and scrolled, the callbacks it returned
 * and `onRouteDidUpdate` (the first page's too, with no previous location). A lifecycle is a
 * module's export of that name, or its default export's property.
 */
export type RouteLifecycle = 'onRouteUpdate' | 'onRouteDidUpdate';

export interface RouteChange {
  location: RouterLocation;
  /** Null on the first page the visitor opened. */
  previousLocation: RouterLocation | null;
}

/** The location last reported shown, what the started navigation's onRouteUpdate returned, and whether the page on screen is a new location (the first page is). */
const state: { reported: RouterLocation | null; updated?: () => void; moved: boolean } = { reported: null, moved: true };

/** A navigation to `target` (under the site's base) starts: onRouteUpdate. */
export function routeStarting(target: URL): void {
  state.updated = dispatchRouteLifecycle('onRouteUpdate', { previousLocation: state.reported, location: locationOf(target) });
}

/** The navigation's location is now the browser's: its page is reported once on screen (see routeShown). */
export function routeMoved(): void {
  state.moved = true;
}

/** A move within the page (a fragment link): both lifecycles, around `move`. */
export function routeWithinPage(target: URL, move: () => void): void {
  const updated = dispatchRouteLifecycle('onRouteUpdate', { previousLocation: state.reported, location: locationOf(target) });
  move();
  updated();
  reportShown();
}

/** ClientApp's layout effect after its own (head set, scrolled), on each view: a new location's page is on screen. */
export function routeShown(): void {
  if (!state.moved) return;
  state.moved = false;
  const updated = state.updated;
  state.updated = undefined;
  updated?.();
  reportShown();
}

function reportShown(): void {
  const location = browserLocation();
  dispatchRouteLifecycle('onRouteDidUpdate', { previousLocation: state.reported, location });
  state.reported = location;
}

/**
 * Calls `action` of every client module that has it, in their order. Returns what calls the
 * callbacks it returned. One that throws is logged; the others still run.
 */
export function dispatchRouteLifecycle(action: RouteLifecycle, change: RouteChange): () => void {
  const callbacks = clientModules.map((module) => {
    const lifecycle = (module.default as Record<string, unknown> | undefined)?.[action] ?? module[action];
    return typeof lifecycle === 'function' ? guarded(() => (lifecycle as (change: RouteChange) => unknown)(change), action) : undefined;
  });
  return () => {
    for (const callback of callbacks) if (typeof callback === 'function') guarded(callback as () => unknown, action);
  };
}

/** A location about to be shown: the address `href` names. */
function locationOf(href: URL): RouterLocation {
  return { pathname: href.pathname, search: href.search, hash: href.hash, state: undefined, key: 'default' };
}

function guarded(run: () => unknown, action: RouteLifecycle): unknown {
  try {
    return run();
  } catch (error) {
    console.error(`docsgen: a client module's ${action} threw`, error);
    return undefined;
  }
}
