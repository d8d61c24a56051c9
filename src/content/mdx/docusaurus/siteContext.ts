import { createContext, useContext } from 'react';
import type { GlobalData, SiteData, SiteDocsVersion } from '../../../shared/types.js';

/** What Docusaurus's client API reads about the site, and the page being rendered. */
export interface DocusaurusSite {
  siteConfig: {
    title: string;
    tagline: string;
    /** The site's origin, without the base path (as Docusaurus's `url`). */
    url: string;
    /** `/`, or `/repo-name/`. */
    baseUrl: string;
    customFields: Record<string, unknown>;
    trailingSlash: boolean;
    [key: string]: unknown;
  };
  /** The page's URL path (base included). */
  pathname: string;
  colorMode: 'light' | 'dark';
  /** The site's colour-mode settings, for `useColorMode().setColorMode(null)` (left out: the default mode, no system's). */
  colorModeSettings?: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  /** While a React page renders: what its `<Layout title description>` said (the page's title and description). */
  layoutProps?: { title?: string; description?: string };
  /** Every docs version of every instance (what `@docusaurus/plugin-content-docs/client` hooks read). */
  docsVersions?: DocusaurusDocsVersion[];
  /** What the site's Docusaurus plugins set with `setGlobalData` (what `@docusaurus/useGlobalData` reads). */
  globalData?: GlobalData;
  /**
   * The page's docs sidebar and its version's docs, as the sidebar hooks read them (see
   * docsSidebar.ts). Sidebars are worked out from every processed page, so a page is first rendered
   * without them: the hooks then call `sidebarPending`, and the page is rendered again once the
   * sidebars are known (see sidebarPages.ts).
   */
  docsSidebar?: PageSidebar;
  sidebarPending?: () => void;
  /** The site's locales and the one being built (`useDocusaurusContext().i18n`); English alone when absent. */
  i18n?: DocusaurusI18n;
  /** The locale's code translations (`i18n/<locale>/code.json`) and that file: what `<Translate>`/`translate()` read (see withCodeTranslations). */
  codeTranslations?: { file: string; messages: Readonly<Record<string, string>> };
}

/** `useDocusaurusContext().i18n`, as Docusaurus gives it. */
export interface DocusaurusI18n {
  defaultLocale: string;
  currentLocale: string;
  locales: string[];
  localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }>;
}

/** A sidebar item as Docusaurus's theme gets it (`PropSidebarItem`): internal links carry the site base. */
export type DocusaurusSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; customProps?: Record<string, unknown>; unlisted?: boolean }
  | { type: 'category'; label: string; items: DocusaurusSidebarItem[]; collapsed: boolean; collapsible: boolean; href?: string; className?: string; customProps?: Record<string, unknown>; description?: string; linkUnlisted?: boolean };

/** What a page's sidebar hooks read: its sidebar (`name` null when it shows none) and its docs version's docs by id. */
export interface PageSidebar {
  name: string | null;
  items: DocusaurusSidebarItem[];
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>;
}

/** One docs version, as the docs client hooks need it. */
export interface DocusaurusDocsVersion {
  instance: string;
  name: string;
  label: string;
  /** Its route base without the site base (`/docs/1.0`; `''` for docs at the root). */
  path: string;
  /** The instance's route base. */
  basePath: string;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
}

/**
 * The docs versions of the page data as the docs client hooks read them, so a site component
 * hydrated in the browser sees what the build rendered it with: `site.docsVersions` on a site with
 * versions or several docs instances, else the one docs version (`site.version`).
 */
export function docusaurusDocsVersions(site: Pick<SiteData, 'docsVersions' | 'version'>): DocusaurusDocsVersion[] {
  const routeBase = (path: string) => (path === '/' ? '' : path);
  const versions: SiteDocsVersion[] = site.docsVersions ?? [
    { instance: site.version.instance ?? 'default', name: 'current', label: site.version.label, path: site.version.path, isLast: true, mainDoc: '', banner: 'none', badge: false },
  ];
  return versions.map((version) => ({
    instance: version.instance,
    name: version.name,
    label: version.label,
    path: routeBase(version.path),
    // An instance's route base is where its last version is served.
    basePath: routeBase(versions.find((other) => other.instance === version.instance && other.isLast)?.path ?? version.path),
    isLast: version.isLast,
    banner: version.banner,
    badge: version.badge,
  }));
}

const fallback: DocusaurusSite = {
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, trailingSlash: false },
  pathname: '/',
  colorMode: 'light',
};

export const DocusaurusSiteContext = createContext<DocusaurusSite>(fallback);

export function useDocusaurusSite(): DocusaurusSite {
  return useContext(DocusaurusSiteContext);
}

/** True in a browser (the modules may be bundled for one); false while the build renders. */
export const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined' && typeof window.document.createElement === 'function';
