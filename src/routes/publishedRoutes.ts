import type { Route, RouteTable } from './types.js';

/** The site's pages a visitor reaches at their own address: every route but the 404 page and redirects (the sitemap's list, and what the crawl can read). */
export function publishedRoutes(routes: RouteTable): Route[] {
  return routes.routes.filter((route) => route.kind !== 'notFound' && !route.redirect);
}
