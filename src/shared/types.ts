/** Data shapes shared by the build (src/) and the browser bundle (src/browser, templates/). */
import type { HeadTag } from './headTags.js';

/** `page`: a Markdown page outside the docs (`content/index.md` at `/`), full width, without a sidebar. */
/** A route's page kind: one of the theme's layouts (templates/pages.ts). */
export type PageKind = keyof typeof import('../../templates/pages.js').pageLayouts;

/** A post's author: from authors.yml (with `key`) or written in the post's front matter. */
export interface BlogAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  /** The author's page (authors.yml `page`), under the base. */
  href?: string;
  /** Social links by platform (`github`, `x`, …), full URLs. */
  socials?: Record<string, string>;
}

/** A feed as a page's head links it. */
export interface FeedLink {
  /** `application/rss+xml`, `application/atom+xml` or `application/feed+json`. */
  type: string;
  /** Site path of the feed: `/blog/rss.xml`. */
  href: string;
  title: string;
}

export interface BlogTag {
  label: string;
  href: string;
  description?: string;
  /** Posts listed under the tag (tags index). */
  count?: number;
}

/** A post as the lists and the post page show its header. */
export interface BlogPostSummary {
  title: string;
  href: string;
  /** ISO date (`2021-08-26`, or a full date-time from front matter). */
  date: string;
  /** Minutes to read (left out when `showReadingTime` is off). */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** The body up to the truncation marker (lists only). */
  preview?: string;
  /** The post goes on past its preview: a "Read more" link. */
  truncated?: boolean;
}

/** What a blog page shows besides a Markdown body. */
export interface BlogPageData {
  /** The recent-posts sidebar (none when `blogSidebarCount` is 0); each item with its year when grouped by year. */
  sidebar?: { title: string; items: (PageLink & { year?: string })[] };
  /** The post on a post page. */
  post?: BlogPostSummary;
  /** The posts of a list page (blog, tag, author). */
  posts?: BlogPostSummary[];
  /** A tag or author page: what it lists, shown above the posts. */
  heading?: { title: string; description?: string; author?: BlogAuthor; allHref?: string; allLabel?: string };
  /** Newer/older list pages. */
  listNav?: { newer?: PageLink; older?: PageLink };
  /** The tags index. */
  tags?: BlogTag[];
  /** The authors index. */
  authors?: (BlogAuthor & { count: number })[];
  /** The archive: posts by year, newest first. */
  years?: { year: string; posts: { title: string; href: string; date: string }[] }[];
  /** `unlisted` post: the theme says so, and the page is kept out of search engines. */
  unlisted?: boolean;
}

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
  /** Set on items that point at a sidebar, so the item is marked active on that sidebar's pages. */
  sidebarId?: string;
  /**
   * A path of the site that is none of its pages (a static file or folder, Docusaurus's
   * `pathname:///x`): the theme marks the link (FULL_LOAD_ATTRIBUTE) so that the browser loads it
   * itself, never prefetched as a page.
   */
  fullLoad?: true;
  /** Active where the page's path starts with this site path (the config's `activeBasePath`). */
  activeBasePath?: string;
  /** Active where the page's path, with the site's base, matches this regular expression (`activeBaseRegex`). */
  activeBaseRegex?: string;
  /** Extra class names on the link (a site's CSS may draw it as an icon). */
  className?: string;
  /** A site path opened in a new tab, drawn as an outside link (Docusaurus's `pathname:///x` link). */
  newTab?: true;
  /** An outside link (or one opened in a new tab) drawn without the external-link icon (a Docusaurus `to` with a protocol). */
  externalIcon?: false;
  /** The link's accessible name, when it differs from (or replaces) its label. */
  ariaLabel?: string;
  /** A dropdown: its links (the item itself links nowhere). */
  items?: NavLink[];
  /**
   * A dropdown of docsgen's layout: one of its links at most is marked on a page (the page's own,
   * else the nearest above it, else the first into its sidebar); Docusaurus's layout marks each by its own rule.
   */
  markOne?: true;
  /** The docs version dropdown of this docs instance: the theme lists `site.docsVersions` for the page on screen. */
  versionDropdown?: string;
  /** The version dropdown's other links, above and below the versions. */
  versionItemsBefore?: NavLink[];
  versionItemsAfter?: NavLink[];
  /**
   * A link to this docs instance's version being read (else its last version), made by the theme
   * for the page on screen; `label`/`href` are kept when the config fixed them (`fixed`).
   */
  docsVersion?: { instance: string; fixedLabel: boolean; fixedHref: boolean };
  /** HTML of the site's own, shown as written in the item's box (a navbar item of `type: 'html'`); the item links nowhere. */
  htmlValue?: string;
  /** The locale dropdown: the theme lists `site.i18n`'s locales, each the page on screen in that locale, between these links. */
  localeDropdown?: { queryString?: string; before?: NavLink[]; after?: NavLink[] };
}

/** A docs version as the version dropdown lists it. */
export interface SiteDocsVersion {
  /** The docs instance (`default`, or another instance's id). */
  instance: string;
  /** `current`, or its name in versions.json. */
  name: string;
  label: string;
  /** Its route base: `/docs`, `/docs/next`, `/docs/1.0`. */
  path: string;
  /** The version served at the route base (Docusaurus's lastVersion). */
  isLast: boolean;
  /** Its entry page: where its dropdown item leads from a page it does not have. */
  mainDoc: string;
  /** Its banner and badge (what `useDocsVersion()` gives a site component in the browser). */
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
}

/** The docs version of a doc page (a site with versions or several docs instances). */
export interface PageVersion {
  instance: string;
  name: string;
  label: string;
  /** The banner over the page: unreleased docs, or a version no longer maintained. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  className?: string;
  /** The same page in each other version of the instance that has it, by version name. */
  alternates: Record<string, string>;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set in the build's sidebars; not written into the files the browser loads. */
  docId?: string;
  className?: string;
  /** The item's `customProps` (a doc's `sidebar_custom_props` first), as Docusaurus gives its sidebar items. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (a doc or its generated index). */
  href?: string;
  /**
   * Without a page of its own: the first page inside it, where its label leads when JavaScript is
   * off (the category is open there, so every page stays reachable).
   */
  firstPage?: string;
  /** The visitor can open and close it. False: always open, no toggle. */
  collapsible: boolean;
  /** Starts closed on pages outside it (a category holding the current page is always open). */
  collapsed: boolean;
  items: SidebarEntry[];
  /** Only in a page's view of a long sidebar (sidebarView): the items left out of `items`. */
  gaps?: SidebarGap[];
  /** The category's `customProps` (its doc link's `sidebar_custom_props` when it has none), as Docusaurus gives it. */
  customProps?: Record<string, unknown>;
  /** A class on its list item (`_category_.json` `className`, else its doc's `sidebar_class_name`). */
  className?: string;
  /**
   * What its card says (`_category_.json` `description`, else its generated index's
   * `link.description`), instead of its number of items. Set in the build's sidebars; not written
   * into the files the browser loads.
   */
  description?: string;
}

export type SidebarEntry = SidebarLink | SidebarCategory;

/**
 * `count` items a page's HTML leaves out of a long list, after the kept item at index `after`
 * (see sidebarView). The browser shows the whole list once the sidebar's file has loaded.
 */
export interface SidebarGap {
  after: number;
  count: number;
}

export interface TocEntry {
  depth: number;
  id: string;
  text: string;
  /** The entry as HTML when its heading has inline code, emphasis, strong or struck-through text (Docusaurus's TOC keeps them). */
  html?: string;
}

export interface PageLink {
  label: string;
  href: string;
}

export interface CategoryCard {
  label: string;
  href: string;
  description: string;
  /** What the card shows before its label (see cardIcon). */
  icon: string;
}

/** Everything a route needs to render, also written as the route's static JSON asset. */
export interface PageData {
  kind: PageKind;
  path: string;
  title: string;
  description: string;
  /** Rendered Markdown body (HTML). Empty for pages that render no Markdown. */
  html: string;
  toc: TocEntry[];
  /** Front matter `hide_title`: the theme renders no title heading (the body may hold its own). */
  hideTitle?: boolean;
  sidebarId?: string;
  /** Content-hashed JSON file holding the whole sidebar (`SidebarEntry[]`), shared by its pages. */
  sidebarUrl?: string;
  /**
   * The page's sidebar. Neither the route's JSON nor the data embedded in its HTML holds it: the
   * browser loads it from `sidebarUrl`, once per visit. A theme renders the items of open
   * categories only, so a page's HTML does not grow with the rest of the sidebar. On the server
   * (and while the browser hydrates) it is the page's view: every list longer than
   * `site.sidebarInlineLimit` cut down to the page's neighbourhood (sidebarView), so the HTML does
   * not grow with the size of a category either; after hydration it is the whole sidebar.
   */
  sidebar?: SidebarEntry[];
  /**
   * Set when `sidebar` is the page's view of a long sidebar (its top-level list cut down to the
   * page's neighbourhood, see sidebarView): the items left out of the top-level list.
   */
  sidebarGaps?: SidebarGap[];
  breadcrumbs?: PageLink[];
  prev?: PageLink;
  next?: PageLink;
  cards?: CategoryCard[];
  /** `<meta name="keywords">` of the page (a generated index's `keywords`). */
  keywords?: string[];
  /** The page's social card in place of the site's `image`: a site path (`/img/x.png`, without the base) or a URL. */
  image?: string;
  editUrl?: string;
  lastUpdated?: string;
  /** The last change's author (`showLastUpdateAuthor`): "Last updated … by <author>". */
  lastUpdatedBy?: string;
  /** Set on `/` of a site without a landing page: the page it hands over to (the main doc). */
  redirect?: string;
  /** A doc page of a site with versions or several docs instances: its version (banner, badge, the page in other versions). */
  version?: PageVersion;
  /** The blog's pages (kinds `blog…`). */
  blog?: BlogPageData;
  /** Tags the page's `<Head>` puts in the document's `<head>`, replacing the page's own of the same key (see headTagKey). */
  head?: HeadTag[];
}

/** Site-wide data: the same for every page, embedded once per HTML file. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** The config's `trailingSlash` (Docusaurus's): pages are linked as `/docs/x/` (withBase, pageAddress). Left out: false, `/docs/x`. */
  trailingSlash?: true;
  /** With `trailingSlash`: the pages whose path reads like a file's (`/docs/1.x`), linked with their slash all the same (pageAddress). Left out: none. */
  pagesLikeFiles?: string[];
  logo?: { src: string; alt: string };
  brandTitle: string;
  /** `style`: the config's `navbar.style` (Docusaurus's), when set. `hideOnScroll`: the navbar slides away while the reader scrolls down (left out: it stays). */
  navbar: { left: NavLink[]; right: NavLink[]; style?: 'dark' | 'primary'; hideOnScroll?: true };
  /** Left out of the config: no footer. */
  footer?: {
    style: 'dark' | 'light';
    copyright: string;
    copyrightHref?: string;
    copyrightLinkText?: string;
    /** The copyright line as the config's HTML (a Docusaurus footer), in place of the three above. */
    copyrightHtml?: string;
    /** Link columns (each with a title), or one untitled column; left out when there are none. An item may be the config's own HTML. */
    columns?: { title?: string; links: (NavLink | { html: string })[] }[];
    logo?: { src: string; alt: string; href?: string };
  };
  /** Extra `<meta>` tags of every page: the social card image and the config's `metadata`. */
  meta?: { name?: string; property?: string; content: string }[];
  /** `html`: the config's own HTML, shown as written in place of the text and link (a Docusaurus site's `announcementBar.content`). */
  announcement?: { id: string; text: string; linkText?: string; linkHref?: string; html?: string; dismissible: boolean; backgroundColor?: string; textColor?: string };
  /** `disableSwitch`: no toggle, and a stored or `?docusaurus-theme=` choice is not read (left out: false). */
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch?: boolean };
  /** The landing page's feature cards and call to action (none when the config has no `landing`). */
  features: { title: string; body: string }[];
  heroCta?: { label: string; href: string };
  /** The docs' main page (`docs.mainDocId`): where `/` leads when the site has no landing page. */
  mainDoc: PageLink;
  /**
   * URL of the small JSON file naming the current (content-hashed) search files. Pages point at
   * this stable name, so a content edit does not change every page.
   */
  searchManifest?: string;
  /** The search box on a phone in the Docusaurus layout is a field (`search({ phoneBox: 'field' })`), or one from 577px only ('tablet-field'); left out, a button. */
  searchPhoneBox?: 'field' | 'tablet-field';
  /** The search box stands among the navbar's left items, before the one of this index (`search({ leftIndex })`); left out, it ends the right items. */
  searchLeftIndex?: number;
  /** The navbar shows the site's own SearchBar (a swizzle, `navbar.ownSearchBar`) without docsgen's search index, where the search box stands. */
  ownSearchBar?: true;
  /** The page's root element's id in the Docusaurus layout: Docusaurus's `__docusaurus`, which a site's CSS may style; left out, `__docsgen`. */
  rootId?: '__docusaurus';
  titleDelimiter: string;
  /** The site's own docs (the last version): its label, its route base, and its docs instance when that is not `default`. */
  version: { label: string; path: string; instance?: string };
  /** Every docs version of every instance, in Docusaurus's order (only a site with versions or several docs instances). */
  docsVersions?: SiteDocsVersion[];
  /** `docs.sidebarInlineLimit`: how many items of one sidebar list a page's HTML holds at most. */
  sidebarInlineLimit: number;
  /** `docs.sidebar` (Docusaurus's `themeConfig.docs.sidebar`): a hide button; opening a category closes its siblings. Left out when neither is on. */
  docsSidebar?: { hideable?: true; autoCollapseCategories?: true };
  /** The blog's feeds, linked from every page's head (only a site with a blog that has feeds). */
  feeds?: FeedLink[];
  /** The site's languages (only a site with more than one, one other than English, or a navbar locale dropdown: Docusaurus lists the one locale): `<html lang dir>`, hreflang links, the locale dropdown. */
  i18n?: SiteLocales;
  /** The theme's words in the locale, where its code.json translates them (see THEME_MESSAGES); absent when it translates none. */
  messages?: Partial<Record<import('./themeMessages.js').ThemeMessageId, string>>;
}

/** The site's locales as its pages read them: the one being read, and where each is published. */
export interface SiteLocales {
  currentLocale: string;
  /** The current locale's calendar when it is not the Gregorian (`localeConfigs[locale].calendar`): dates are shown in it. */
  calendar?: string;
  defaultLocale: string;
  /** Every locale, in the config's order. */
  locales: SiteLocale[];
}

export interface SiteLocale {
  locale: string;
  label: string;
  /** BCP 47 (`pt-BR`): `<html lang>` and `hreflang`. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The origin it is published at, without a trailing slash. */
  url: string;
  /** The path its pages are under (`/`, `/fr/`). */
  baseUrl: string;
}

/** The JSON embedded in each HTML page for hydration. `page.html` is read back from the DOM. */
export interface InitialData {
  site: SiteData;
  page: PageData;
  /**
   * Content-hashed URLs of the page-kind chunks, so the router can load the next page's chunk: the
   * kinds of the site's page sources only (a site without a blog has no blog chunks).
   */
  chunks: Partial<Record<PageKind, string>>;
}

/** The data a site's Docusaurus plugins give its components (`useGlobalData()`): by plugin name, then plugin id. */
export type GlobalData = Record<string, Record<string, unknown>>;
