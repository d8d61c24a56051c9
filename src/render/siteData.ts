import { navbarItems, type NavbarItemConfig } from '../config/navbarItems.js';
import type { SiteConfig } from '../config/siteConfig.js';
import type { NavLink, SiteData } from '../shared/types.js';
import type { RouteTable } from '../routes/types.js';

/** The site-wide data the theme renders, from the validated config and the resolved sidebars. */
export function siteData(config: SiteConfig, routes: RouteTable): SiteData {
  const left: NavLink[] = [];
  const right: NavLink[] = [];
  for (const item of navbarItems(config)) {
    const link = toNavLink(item, routes);
    (item.position === 'right' ? right : left).push(link);
  }
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.urls.siteUrl,
    baseUrl: config.urls.base,
    logo: config.logo ? { src: assetPath(config.logo.src), alt: config.logo.alt } : undefined,
    brandTitle: config.navbar.title ?? config.title,
    navbar: { left, right },
    footer: config.footer
      ? {
          style: config.footer.style,
          copyright: config.footer.copyright,
          copyrightHref: config.footer.copyrightLink?.href,
          copyrightLinkText: config.footer.copyrightLink?.text,
        }
      : undefined,
    announcement: config.announcementBar
      ? {
          id: config.announcementBar.id,
          text: config.announcementBar.content,
          linkText: config.announcementBar.link?.text,
          linkHref: config.announcementBar.link?.href,
          dismissible: config.announcementBar.isCloseable,
        }
      : undefined,
    colorMode: config.colorMode,
    features: config.landing?.features ?? [],
    heroCta: config.landing ? { label: config.landing.cta.label, href: sitePath(config.landing.cta.to) } : undefined,
    mainDoc: routes.mainDoc,
    titleDelimiter: config.titleDelimiter,
    version: { label: config.docs.versionLabel, path: `/${config.docs.routeBasePath}` },
    sidebarInlineLimit: config.docs.sidebarInlineLimit,
  };
}

function toNavLink(item: NavbarItemConfig, routes: RouteTable): NavLink {
  if ('sidebarId' in item) {
    const first = firstLink(routes.sidebars[item.sidebarId] ?? []);
    return { label: item.label, href: first ?? '/', external: false, sidebarId: item.sidebarId };
  }
  if ('href' in item) return { label: item.label, href: item.href, external: true };
  const href = sitePath(item.to);
  const route = routes.routes.find((r) => r.path === href);
  return { label: item.label, href, external: false, ...(route?.sidebarId ? { sidebarId: route.sidebarId } : {}) };
}

function firstLink(items: RouteTable['sidebars'][string]): string | undefined {
  for (const item of items) {
    if (item.href?.startsWith('/')) return item.href;
    if (item.type === 'category') {
      const nested = firstLink(item.items);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** `docs/doc-picker-api` and `/docs/doc-picker-api` both mean the site path `/docs/doc-picker-api`. */
function sitePath(to: string): string {
  return to.startsWith('/') ? to : `/${to}`;
}

function assetPath(src: string): string {
  return src.startsWith('/') || /^https?:/.test(src) ? src : `/${src}`;
}
