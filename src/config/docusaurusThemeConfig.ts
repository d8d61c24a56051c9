/**
 * Docusaurus's `themeConfig` as `useThemeConfig()` (`@docusaurus/theme-common`) and
 * `useDocusaurusContext().siteConfig.themeConfig` give it: the site's own keys over the classic
 * theme's defaults (colorMode, docs.sidebar, blog.sidebar, navbar, prism, tableOfContents…). A
 * Docusaurus site's is its config's `themeConfig` as written; a docsgen site's is made from the
 * keys docsgen has for the same parts. Only what JSON can hold is kept: islands carry it to the browser.
 */
export type DocusaurusThemeConfig = Record<string, unknown>;

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The classic theme's defaults for the keys a site leaves out. */
const DEFAULTS: Dict = {
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
  blog: { sidebar: { groupByYear: true } },
  metadata: [],
  navbar: { hideOnScroll: false, items: [] },
  prism: { additionalLanguages: [], magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }] },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

/** Defaults of the parts that have some only when the site gives the part. */
const PART_DEFAULTS: Dict = {
  footer: { style: 'light', links: [] },
  announcementBar: { id: 'announcement-bar', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
};

function withDefaults(value: unknown, defaults: unknown): unknown {
  if (value === undefined) return defaults;
  if (!isDict(value) || !isDict(defaults)) return value;
  const merged: Dict = { ...value };
  for (const [key, fallback] of Object.entries(defaults)) merged[key] = withDefaults(value[key], fallback);
  return merged;
}

/** What JSON holds of a value (functions and symbols dropped); a value JSON cannot hold at all (a cycle) gives {}. */
function jsonOnly(value: Dict): Dict {
  try {
    return JSON.parse(JSON.stringify(value)) as Dict;
  } catch {
    return {};
  }
}

/** The theme config of a site: its own (`own`) over the classic theme's defaults. */
export function docusaurusThemeConfig(own: Dict): DocusaurusThemeConfig {
  const config = jsonOnly(own);
  const result = withDefaults(config, DEFAULTS) as Dict;
  for (const [key, defaults] of Object.entries(PART_DEFAULTS)) if (config[key] !== undefined) result[key] = withDefaults(config[key], defaults);
  return result;
}

/** The docsgen config's values that say what Docusaurus's themeConfig says. */
export interface ThemeConfigValues {
  navbar: { title?: string | undefined; hideOnScroll: boolean; items?: unknown[] | undefined };
  footer?: { style: string; copyright: string; copyrightHtml?: string | undefined; links: unknown[]; logo?: unknown } | undefined;
  colorMode: { defaultMode: string; respectPrefersColorScheme: boolean; disableSwitch?: boolean | undefined };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  metadata: unknown[];
  announcementBar?: { id: string; content: string; html?: string | undefined; isCloseable: boolean } | undefined;
  theme: { prism?: { theme?: unknown; darkTheme?: unknown } | undefined };
  docs?: { sidebar?: { hideable?: boolean | undefined; autoCollapseCategories?: boolean | undefined } | undefined } | undefined;
  blog?: { sidebarGroupByYear: boolean } | undefined;
}

/** A docsgen site's theme config, in Docusaurus's shape (its navbar items keep docsgen's form). */
export function themeConfigOfValues(values: ThemeConfigValues): Dict {
  const { footer, announcementBar } = values;
  return {
    navbar: { ...(values.navbar.title !== undefined ? { title: values.navbar.title } : {}), hideOnScroll: values.navbar.hideOnScroll, items: values.navbar.items ?? [] },
    ...(footer ? { footer: { style: footer.style, copyright: footer.copyrightHtml ?? footer.copyright, links: footer.links, ...(footer.logo ? { logo: footer.logo } : {}) } } : {}),
    colorMode: { defaultMode: values.colorMode.defaultMode, disableSwitch: values.colorMode.disableSwitch === true, respectPrefersColorScheme: values.colorMode.respectPrefersColorScheme },
    tableOfContents: values.tableOfContents,
    metadata: values.metadata,
    ...(announcementBar ? { announcementBar: { id: announcementBar.id, content: announcementBar.html ?? announcementBar.content, isCloseable: announcementBar.isCloseable } } : {}),
    ...(values.theme.prism ? { prism: values.theme.prism } : {}),
    ...(values.docs?.sidebar ? { docs: { sidebar: values.docs.sidebar } } : {}),
    ...(values.blog ? { blog: { sidebar: { groupByYear: values.blog.sidebarGroupByYear } } } : {}),
  };
}
