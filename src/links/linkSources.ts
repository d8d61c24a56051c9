import type { RouteTable } from '../routes/types.js';
import type { CheckedPage } from './checkLinks.js';
import type { ConfigLinks } from './linksInput.js';
import { hrefPositions } from './hrefPosition.js';
import type { SidebarEntry } from '../shared/types.js';
import { addressKind } from '../shared/paths.js';

/**
 * Links and images written by authors (Markdown), links in the config (navbar, footer, call to
 * action), the config's client redirects and the sidebars' link items to site paths (Docusaurus
 * checks them on every page that shows them: here once, at the sidebars file).
 *
 * A page's broken Markdown links (`[x](missing.md)`, left as written) are left to the Markdown-link
 * gate when it stops the build (`markdownLinksThrow`); when it only warns or ignores them, they are
 * broken links too, as in Docusaurus, whose link checker meets them in the pages: so a build
 * without the crawl fails where one with it does.
 */
export function linkSources(routes: RouteTable, config: ConfigLinks, base = '/', markdownLinksThrow = true): CheckedPage[] {
  // A client redirect must lead to a page (or outside the site).
  const redirects = routes.routes.filter((r) => r.redirect && !r.doc && r.path !== '/').map((r) => ({ href: r.redirect!, text: `client redirect from ${r.path}` }));
  return [
    { route: '/', origin: config.origin, links: [...config.links, ...redirects] },
    ...(config.sidebars ? [{ route: '/', origin: config.sidebars.origin, links: sidebarLinks(routes.sidebars, config.sidebars.file, base) }] : []),
    ...routes.routes
      .filter((r) => r.doc)
      .map((r) => ({
        route: r.path,
        origin: r.doc!.displayPath,
        links: r.doc!.facts.links,
        images: r.doc!.facts.images,
        sourcePath: r.doc!.sourcePath,
        ...(markdownLinksThrow ? { reported: r.doc!.brokenMarkdownLinks } : {}),
      })),
  ];
}

/** Each sidebar's `link` items to a site path (not a doc's), once each, at the line writing the address when the file has it. */
function sidebarLinks(sidebars: RouteTable['sidebars'], file: string, base: string): CheckedPage['links'] {
  const links = new Map<string, CheckedPage['links'][number]>();
  const positionOf = hrefPositions(file, base);
  const walk = (entries: SidebarEntry[]) => {
    for (const entry of entries) {
      if (entry.type === 'link' && !entry.docId && addressKind(entry.href) === 'site' && !links.has(entry.href)) {
        const written = base !== '/' && entry.href.startsWith(base) ? entry.href.slice(base.length - 1) : entry.href;
        links.set(entry.href, { href: entry.href, text: entry.label, ...positionOf(written) });
      }
      if (entry.type === 'category') walk(entry.items);
    }
  };
  for (const entries of Object.values(sidebars)) walk(entries);
  return [...links.values()];
}
