import type { RouteChange } from '../routeLifecycles.js';

type Gtag = (...args: unknown[]) => void;

/**
 * The gtag plugin's client module, as `@docusaurus/plugin-google-gtag` has one (its head snippet
 * counts the first page): a page view for each client navigation that changes the address (path,
 * query or fragment), sent on the next tick so that it carries the new page's title.
 */
export function onRouteDidUpdate({ location, previousLocation }: RouteChange): void {
  if (!previousLocation) return;
  if (location.pathname === previousLocation.pathname && location.search === previousLocation.search && location.hash === previousLocation.hash) return;
  setTimeout(() => {
    const gtag = (window as Window & { gtag?: Gtag }).gtag;
    if (typeof gtag !== 'function') return;
    gtag('set', 'page_path', location.pathname + location.search + location.hash);
    gtag('event', 'page_view');
  });
}
