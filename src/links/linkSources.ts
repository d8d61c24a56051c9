import type { RouteTable } from '../routes/types.js';
import type { CheckedPage } from './checkLinks.js';
import type { ConfigLinks } from './linksInput.js';

/** Links and images written by authors (Markdown), links in the config (navbar, footer, call to action) and the config's client redirects. */
export function linkSources(routes: RouteTable, config: ConfigLinks): CheckedPage[] {
  // A client redirect must lead to a page (or outside the site).
  const redirects = routes.routes.filter((r) => r.redirect && !r.doc && r.path !== '/').map((r) => ({ href: r.redirect!, text: `client redirect from ${r.path}` }));
  return [
    { route: '/', origin: config.origin, links: [...config.links, ...redirects] },
    ...routes.routes
      .filter((r) => r.doc)
      .map((r) => ({
        route: r.path,
        origin: r.doc!.displayPath,
        links: r.doc!.facts.links,
        images: r.doc!.facts.images,
        sourcePath: r.doc!.sourcePath,
        reported: r.doc!.brokenMarkdownLinks,
      })),
  ];
}
