import { navbarItems, type NavbarItemConfig } from '../config/navbarItems.js';
import type { ConfigValues } from '../config/configValues.js';
import type { ConfigLines } from '../config/configLines.js';
import type { NavLink, SiteData } from '../shared/types.js';
import type { RouteTable } from '../routes/types.js';
import { absoluteUrl } from '../shared/absoluteUrl.js';
import { ConfigError } from '../util/errors.js';
import { escapeRegExp } from '../shared/escapeRegExp.js';
import { isFilePath, pagesLikeFiles } from '../shared/paths.js';
import { isVersioned } from '../config/resolveVersions.js';
import type { DocVersionRef } from '../content/types.js';
import { isMultilingual, type SiteI18n } from '../config/resolveI18n.js';
import type { SiteLocales } from '../shared/types.js';

function isLastVersion(routes: RouteTable, ref: DocVersionRef): boolean {
  return routes.versions.some((version) => version.instance === ref.instance && version.name === ref.name && version.isLast);
}

/** The site-wide data the theme renders, from the validated config and the resolved sidebars. */
export function siteData(config: ConfigValues, routes: RouteTable): SiteData {
  const left: NavLink[] = [];
  const right: NavLink[] = [];
  // What the navbar items are resolved against, worked out once.
  const nav: NavContext = {
    routes,
    mainId: config.docsIds.main,
    unnamedId: config.docsIds.unnamed,
    configName: config.configName,
    lines: config.lines,
    docusaurusLayout: config.layout === 'docusaurus',
    // Read only for a locale dropdown (working it out may load the runtime's locale data: localeLabel.ts).
    get localeLabel() {
      return config.i18n.localeConfigs[config.i18n.currentLocale]!.label;
    },
  };
  // A link to a path of the site that no page has (a static folder, `pathname:///x`) is the browser's to load.
  const pages = new Set(routes.routes.map((route) => route.path));
  const marked = (link: NavLink): NavLink => withFullLoad(link, pages);
  for (const item of navbarItems(config)) {
    const link = marked(toNavLink(item, nav));
    (item.position === 'right' ? right : left).push(link);
  }
  const published = new Set(routes.files.map((file) => `/${file.path}`));
  // The route table's word on which paths are pages, where a page's name reads like a file's (pageAddress).
  const likeFiles = pagesLikeFiles(pages);
  const feeds = config.feedLinks.filter((feed) => published.has(feed.href));
  const messages = config.themeMessages;
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.urls.siteUrl,
    baseUrl: config.urls.base,
    ...(config.trailingSlash ? { trailingSlash: true as const } : {}),
    ...(config.trailingSlash && likeFiles.length > 0 ? { pagesLikeFiles: likeFiles } : {}),
    logo: config.logo ? { src: assetPath(config.logo.src), alt: config.logo.alt } : undefined,
    brandTitle: config.navbar.title ?? config.title,
    navbar: { left, right, ...(config.navbar.style ? { style: config.navbar.style } : {}), ...(config.navbar.hideOnScroll ? { hideOnScroll: true as const } : {}) },
    ...(config.navbar.ownSearchBar ? { ownSearchBar: true as const, ...(config.navbar.ownSearchBar.leftIndex !== undefined ? { searchLeftIndex: config.navbar.ownSearchBar.leftIndex } : {}) } : {}),
    footer: config.footer
      ? {
          style: config.footer.style,
          copyright: config.footer.copyright,
          copyrightHref: config.footer.copyrightLink?.href,
          copyrightLinkText: config.footer.copyrightLink?.text,
          ...(config.footer.copyrightHtml !== undefined ? { copyrightHtml: config.footer.copyrightHtml } : {}),
          // Left out when empty, as `meta`: a site without them gets the same page data as before they existed.
          ...(config.footer.links.length > 0 ? { columns: footerColumns(config.footer.links)!.map((column) => ({ ...column, links: column.links.map((link) => ('html' in link ? link : marked(link))) })) } : {}),
          ...(config.footer.logo ? { logo: { ...config.footer.logo, src: assetPath(config.footer.logo.src) } } : {}),
        }
      : undefined,
    ...(config.image || config.metadata.length > 0 ? { meta: [...imageMeta(config), ...config.metadata] } : {}),
    announcement: config.announcementBar
      ? {
          id: config.announcementBar.id,
          text: config.announcementBar.content,
          linkText: config.announcementBar.link?.text,
          linkHref: config.announcementBar.link?.href,
          ...(config.announcementBar.html !== undefined ? { html: config.announcementBar.html } : {}),
          dismissible: config.announcementBar.isCloseable,
          ...(config.announcementBar.backgroundColor ? { backgroundColor: config.announcementBar.backgroundColor } : {}),
          ...(config.announcementBar.textColor ? { textColor: config.announcementBar.textColor } : {}),
        }
      : undefined,
    colorMode: config.colorMode,
    // A Docusaurus site's CSS may style its root, `#__docusaurus` (kysely's gives it the room of its fixed navbar).
    ...(config.layout === 'docusaurus' ? { rootId: '__docusaurus' as const } : {}),
    features: config.landing?.features ?? [],
    heroCta: config.landing ? { label: config.landing.cta.label, href: sitePath(config.landing.cta.to) } : undefined,
    mainDoc: routes.mainDoc,
    titleDelimiter: config.titleDelimiter,
    version: { label: routes.version.label, path: routes.version.path, ...(nav.mainId !== 'default' ? { instance: nav.mainId } : {}) },
    sidebarInlineLimit: config.docs.sidebarInlineLimit,
    ...(config.docs.sidebar?.hideable || config.docs.sidebar?.autoCollapseCategories
      ? { docsSidebar: { ...(config.docs.sidebar.hideable ? { hideable: true as const } : {}), ...(config.docs.sidebar.autoCollapseCategories ? { autoCollapseCategories: true as const } : {}) } }
      : {}),
    // Only a site with versions or several docs instances: one without builds as before.
    ...(isVersioned(config.docsInstances) ? { docsVersions: docsVersions(routes) } : {}),
    // Only a site with a blog that has posts (as Docusaurus, an empty blog writes no feeds): one without builds as before.
    ...(feeds.length > 0 ? { feeds } : {}),
    // Only a site in several languages (or one other than English), or one whose navbar has a locale
    // dropdown (Docusaurus draws it with the one locale): one without builds as before.
    ...(isMultilingual(config.i18n) || navbarItems(config).some((item) => 'type' in item && item.type === 'localeDropdown') ? { i18n: siteLocales(config.i18n) } : {}),
    // Only the theme's words the locale's code.json translates: a site without builds as before.
    ...(messages ? { messages } : {}),
  };
}

/** Every docs version, as the version dropdown lists them. */
function docsVersions(routes: RouteTable): NonNullable<SiteData['docsVersions']> {
  return routes.versions.map((version) => ({
    instance: version.instance,
    name: version.name,
    label: version.label,
    path: version.routeBase || '/',
    isLast: version.isLast,
    mainDoc: version.mainDoc.href,
    banner: version.banner,
    badge: version.badge,
  }));
}

interface NavContext {
  routes: RouteTable;
  /** The site's own docs instance (see DocsIds). */
  mainId: string;
  /** The docs instance an item without `docsPluginId` means (see DocsIds). */
  unnamedId: string;
  /** The config file as errors name it. */
  configName: string;
  /** The config's line service, for the line an error names. */
  lines: ConfigLines;
  /** A site in Docusaurus's layout: a plain `to` item is active as Docusaurus decides, never by sidebar. */
  docusaurusLayout: boolean;
  /** The locale being built's label: the locale dropdown's. */
  localeLabel: string;
}

/** The error for a navbar `docSidebar` item naming a sidebar its docs instance does not have: where, and the sidebars it has. */
function missingSidebar(name: string, instance: string, pluginId: string | undefined, nav: NavContext): ConfigError {
  // Another instance's sidebars are keyed `<instance>/<id>`; other versions' too (`version-1.0/<id>`), which a navbar item does not name.
  const prefix = instance !== nav.mainId ? `${instance}/` : '';
  const known = Object.keys(nav.routes.sidebars)
    .filter((id) => (prefix ? id.startsWith(prefix) : !id.includes('/')))
    .map((id) => `"${id.slice(prefix.length)}"`);
  const line = nav.lines.lineOf(new RegExp(`sidebarId['"]?\\s*:\\s*['"\`]${escapeRegExp(name)}['"\`]`));
  const where = `${nav.configName}${line ? `:${line}` : ''}`;
  const docs = pluginId !== undefined ? `docs instance "${pluginId}"` : 'the docs';
  const has = known.length > 0 ? `the sidebars of ${docs} are ${known.join(', ')}` : `no sidebar exists in ${docs}`;
  return new ConfigError(`${where}: navbar item of type 'docSidebar' names the sidebar "${name}", which does not exist; ${has}`);
}

function toNavLink(item: NavbarItemConfig | DropdownChild, nav: NavContext): NavLink {
  const { routes, mainId, configName } = nav;
  if ('items' in item) return { label: item.label, href: '#', external: false, items: item.items.map((child) => toNavLink(child, nav)), ...('className' in item && item.className ? { className: item.className } : {}), ...(nav.docusaurusLayout ? {} : { markOne: true as const }) };
  if ('docId' in item) {
    // The page in the docs its `docsPluginId` names as served at their route base (other versions have the same ids).
    const instance = item.docsPluginId ?? nav.unnamedId;
    const served = (r: RouteTable['routes'][number]) => r.doc?.id === item.docId && (r.doc.version === undefined ? instance === mainId : r.doc.version.instance === instance && isLastVersion(routes, r.doc.version));
    const route = routes.routes.find(served);
    if (!route) throw new ConfigError(`${configName}: navbar item of type 'doc': no page has the id ${item.docId}`);
    return { label: item.label ?? route.title, href: route.path, external: false, ...(route.sidebarId ? { sidebarId: route.sidebarId } : {}) };
  }
  if ('sidebarId' in item) {
    // Another instance's sidebar is named by its id (buildRoutes keys that instance's sidebars `<id>/<sidebar>`).
    const instance = item.docsPluginId ?? nav.unnamedId;
    const sidebarId = instance !== mainId ? `${instance}/${item.sidebarId}` : item.sidebarId;
    // As Docusaurus: a sidebar that does not exist fails the build (the link would lead nowhere).
    if (!routes.sidebars[sidebarId]) throw missingSidebar(item.sidebarId, instance, item.docsPluginId, nav);
    const first = firstLink(routes.sidebars[sidebarId] ?? []);
    return { label: item.label, href: first ?? '/', external: false, sidebarId };
  }
  if ('type' in item && item.type === 'docsVersionDropdown') {
    const instance = item.docsPluginId ?? nav.unnamedId;
    const last = routes.versions.find((version) => version.instance === instance && version.isLast);
    if (!last) throw new ConfigError(`${configName}: navbar item of type 'docsVersionDropdown': no docs instance "${instance}"`);
    // The theme fills in the versions for the page on screen (the same page in each).
    const extra = (links: ({ label: string; to: string } | { label: string; href: string })[] | undefined) => links?.map((link) => toNavLink(link, nav));
    return {
      label: last.label,
      href: last.mainDoc.href,
      external: false,
      versionDropdown: instance,
      ...(item.dropdownItemsBefore ? { versionItemsBefore: extra(item.dropdownItemsBefore) } : {}),
      ...(item.dropdownItemsAfter ? { versionItemsAfter: extra(item.dropdownItemsAfter) } : {}),
    };
  }
  if ('type' in item && item.type === 'localeDropdown') {
    const extra = (links: ({ label: string; to: string } | { label: string; href: string })[] | undefined) => links?.map((link) => toNavLink(link, nav));
    // The theme lists the site's locales for the page on screen (see templates/LocaleDropdown.tsx).
    const dropdown = { ...(item.queryString !== undefined ? { queryString: item.queryString } : {}), ...(item.dropdownItemsBefore ? { before: extra(item.dropdownItemsBefore) } : {}), ...(item.dropdownItemsAfter ? { after: extra(item.dropdownItemsAfter) } : {}) };
    return { label: nav.localeLabel, href: '#', external: false, localeDropdown: dropdown, ...(item.className ? { className: item.className } : {}) };
  }
  if ('type' in item && item.type === 'html') return { label: '', href: '#', external: false, htmlValue: item.value, ...(item.className ? { className: item.className } : {}) };
  if ('type' in item && item.type === 'docsVersion') {
    const instance = item.docsPluginId ?? nav.unnamedId;
    const last = routes.versions.find((version) => version.instance === instance && version.isLast);
    if (!last) throw new ConfigError(`${configName}: navbar item of type 'docsVersion': no docs instance "${instance}"`);
    // Built for the last version; the theme follows the version being read unless the config fixed label or target.
    return {
      label: item.label ?? last.label,
      href: item.to !== undefined ? sitePath(item.to) : last.mainDoc.href,
      external: false,
      docsVersion: { instance, fixedLabel: item.label !== undefined, fixedHref: item.to !== undefined },
    };
  }
  const looks = { ...('className' in item && item.className ? { className: item.className } : {}), ...('ariaLabel' in item && item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}) };
  if ('href' in item) return { label: item.label, href: item.href, external: true, ...looks, ...(item.externalIcon === false ? { externalIcon: false as const } : {}) };
  const href = sitePath(item.to);
  return { label: item.label, href, external: false, ...activeRule(item, href, nav), ...looks, ...newTab(item) };
}

/** A site-path link's `newTab` (and its `externalIcon: false`) as the theme reads them. */
function newTab(item: { newTab?: boolean | undefined; externalIcon?: boolean | undefined }): Pick<NavLink, 'newTab' | 'externalIcon'> {
  return item.newTab ? { newTab: true, ...(item.externalIcon === false ? { externalIcon: false } : {}) } : {};
}

/**
 * `link` marked `fullLoad` when it leads to a path of the site that is none of its pages (a static
 * file or folder the site serves, Docusaurus's `pathname:///x`), and so are its dropdown's links.
 */
function withFullLoad(link: NavLink, pages: ReadonlySet<string>): NavLink {
  const items = link.items?.map((item) => withFullLoad(item, pages));
  const out = items ? { ...link, items } : link;
  if (link.external || link.items || link.versionDropdown || link.docsVersion || link.htmlValue !== undefined) return out;
  const path = link.href.replace(/[?#].*$/, '');
  const page = path === '/' ? path : path.replace(/\/+$/, '').replace(/\.html$/, '').replace(/\/index$/, '') || '/';
  if (pages.has(page) || isFilePath(path)) return out;
  return { ...out, fullLoad: true };
}

/**
 * A site-path item's active rule: the config's own; else, in docsgen's layout, the sidebar its page
 * is in. With neither, the theme's default holds: its own path and below (templates/isActiveNavItem.ts),
 * as Docusaurus decides.
 */
function activeRule(item: { activeBaseRegex?: string; activeBasePath?: string }, href: string, nav: NavContext): Pick<NavLink, 'activeBaseRegex' | 'activeBasePath' | 'sidebarId'> {
  if (item.activeBaseRegex !== undefined) return { activeBaseRegex: item.activeBaseRegex };
  if (item.activeBasePath !== undefined) return { activeBasePath: sitePath(item.activeBasePath) };
  if (nav.docusaurusLayout) return {};
  const page = href.replace(/[?#].*$/, '');
  const sidebarId = nav.routes.routes.find((route) => route.path === page)?.sidebarId;
  return sidebarId ? { sidebarId } : {};
}

type DropdownChild = Extract<NavbarItemConfig, { type: 'dropdown' }>['items'][number];

type FooterLinks = NonNullable<ConfigValues['footer']>['links'];
type FooterLink = FooterLinks[number] extends infer Item ? (Item extends { items: infer Items } ? (Items extends (infer Inner)[] ? Inner : never) : Item) : never;

function footerColumns(links: FooterLinks): NonNullable<SiteData['footer']>['columns'] {
  const toLink = (item: FooterLink): NavLink | { html: string } => {
    if ('html' in item) return { html: item.html };
    if ('href' in item) return { label: item.label, href: item.href, external: true, ...(item.externalIcon === false ? { externalIcon: false as const } : {}) };
    return { label: item.label, href: sitePath(item.to), external: false, ...newTab(item) };
  };
  if (links.length === 0) return [];
  if (links.every((item) => 'items' in item)) return links.map((column) => ({ title: column.title, links: column.items.map(toLink) }));
  return [{ links: (links as FooterLink[]).map(toLink) }];
}

/** The social card (`image`): Open Graph and Twitter tags with its absolute URL. */
function imageMeta(config: ConfigValues): NonNullable<SiteData['meta']> {
  if (!config.image) return [];
  const url = /^https?:/.test(config.image) ? config.image : absoluteUrl(config.urls.siteUrl, assetPath(config.image));
  return [
    { property: 'og:image', content: url },
    { name: 'twitter:image', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
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

/** The locales as pages read them (see SiteData.i18n). */
function siteLocales(i18n: SiteI18n): SiteLocales {
  const { calendar } = i18n.localeConfigs[i18n.currentLocale]!;
  return {
    currentLocale: i18n.currentLocale,
    ...(calendar !== 'gregory' ? { calendar } : {}),
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales.map((locale) => {
      const { label, htmlLang, direction, url, baseUrl } = i18n.localeConfigs[locale]!;
      return { locale, label, htmlLang, direction, url, baseUrl };
    }),
  };
}
