import { navbarItems } from '../config/navbarItems.js';
import type { ConfigValues } from '../config/configValues.js';
import type { RouteTable } from '../routes/types.js';
import type { CheckedPage } from './checkLinks.js';

/** Links and images written by authors (Markdown), links in the config (navbar, footer, call to action) and the config's client redirects. */
export function linkSources(routes: RouteTable, config: ConfigValues): CheckedPage[] {
  const configLinks = navbarItems(config)
    .flatMap((item): { label?: string; to?: string }[] =>
      'items' in item ? item.items : 'type' in item && (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') ? [...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])] : [item],
    )
    .flatMap((item) => (item.to === undefined ? [] : [{ href: item.to.startsWith('/') ? item.to : `/${item.to}`, text: item.label ?? item.to }]))
    .concat(footerLinks(config))
    .concat(config.landing ? [{ href: config.landing.cta.to, text: config.landing.cta.label }] : []);
  // A client redirect must lead to a page (or outside the site).
  const redirects = routes.routes.filter((r) => r.redirect && !r.doc && r.path !== '/').map((r) => ({ href: r.redirect!, text: `client redirect from ${r.path}` }));
  return [
    { route: '/', origin: config.configFileName, links: [...configLinks, ...redirects] },
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

/** The footer's site links (`to`), in columns or in one row. */
function footerLinks(config: ConfigValues): { href: string; text: string }[] {
  const items = (config.footer?.links ?? []).flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  return items.flatMap((item) => ('to' in item ? [{ href: item.to.startsWith('/') ? item.to : `/${item.to}`, text: item.label }] : []));
}
