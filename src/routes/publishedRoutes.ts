import type { Route, RouteTable } from './types.js';

/** The site's pages a visitor reaches at their own address: every route but the 404 page and redirects (the sitemap's list, and what the crawl can read). */
export function publishedRoutes(routes: RouteTable): Route[] {
  return routes.routes.filter((route) => route.kind !== 'notFound' && !route.redirect);
}

/** A page reached only by its link (a blog's `unlisted` post): left out of the sitemap, llms.txt and search, as in Docusaurus. */
export function isUnlisted(route: Route): boolean {
  return route.blog?.unlisted === true;
}
