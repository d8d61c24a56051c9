import type { z } from 'zod';
import type { DocusaurusSiteConfig, RawPathKeys, SitePaths, SiteUrls } from './resolveConfig.js';
import type { DocsIds, DocsInstance } from './resolveVersions.js';
import type { SiteI18n } from './resolveI18n.js';
import type { PluginEntry, siteConfigSchema } from './schema.js';
import type { FeedLink } from '../shared/types.js';
import type { SiteHtmlTags } from '../shared/htmlTags.js';
import type { ConfigLines } from './configLines.js';
import type { docusaurusI18n } from './docusaurusI18n.js';
import type { themeMessagesOf } from '../shared/themeMessages.js';

/**
 * The resolved config apart from its plugin list (what plugins themselves are handed): the
 * validated values, with the folders and URLs worked out once (`paths`, `urls`) in place of the
 * strings the config wrote for them.
 */
export type ConfigValues = Omit<z.output<typeof siteConfigSchema>, 'plugins' | 'otherDocs' | 'i18n' | RawPathKeys> & {
  /** The site's locales with their values filled, and the locale being built (see resolveI18n, forLocale). */
  i18n: SiteI18n;
  /** Absolute folder of the config file; relative paths in the config resolve against it. */
  rootDir: string;
  configFile: string;
  /** The config file as messages name it: from the working folder (`site.config.ts`, `website/docusaurus.config.js`). */
  configName: string;
  /**
   * The config file's name in the site's folder (`site.config.ts`, `docusaurus.config.js`): how the
   * site's own files and reports name it, and the file a message asks to change.
   */
  configFileName: string;
  /** Where the config (or a sidebars file) writes what a message points at: the one way a later stage finds a config line. */
  lines: ConfigLines;
  /** The config file and every local module it imports (what the up-to-date check hashes). */
  configInputs: string[];
  paths: SitePaths;
  urls: SiteUrls;
  /** The config's `htmlTags` as each position's HTML, made once (the plugins' tags are added to them as each run renders). */
  htmlTagsHtml: SiteHtmlTags;
  /** The blog's feeds as every page's head links them (see feedLinks): none without a blog or with `feedOptions.type: null`. */
  feedLinks: FeedLink[];
  /** The config as a Docusaurus site's code reads it (`useDocusaurusContext().siteConfig`): in pages as they are built, and in islands in the browser alike. */
  docusaurusSiteConfig: DocusaurusSiteConfig;
  /** The locales as a Docusaurus site's code reads them (`useDocusaurusContext().i18n`), made once for each locale's config: pages as they are built and islands in the browser read this one object. */
  docusaurusI18n: ReturnType<typeof docusaurusI18n>;
  /** The theme's words the locale translates (the site data's `messages`: the ids of the theme's messages its code translations give), made once for each locale's config; none when it gives none. */
  themeMessages: ReturnType<typeof themeMessagesOf>;
  /** The docs instances (the site's docs first) with their versions, routes and folders. */
  docsInstances: DocsInstance[];
  /** Which of them the site's pages and navbar items mean when they name none (see DocsIds). */
  docsIds: DocsIds;
  /** What the config asks for that docsgen does not do (a Docusaurus config's keys), each naming the key: shown, or fatal with --strict. */
  warnings: string[];
  /** What a Docusaurus config asks for that docsgen does its own way (a replaced plugin), each naming the key: info lines, never fatal. */
  notes?: string[];
};

/**
 * What the config stage gives: the values, and the plugin entries as written, which the plugins
 * stage checks and turns into the config's `plugins` (see withPlugins).
 */
export type LoadedConfig = ConfigValues & { pluginEntries: PluginEntry[] };

/** One installed package: its folder (real path) and version. */
export interface InstalledPackage {
  dir: string;
  version: string;
}

/** The one React a build renders (server) and hydrates (browser) with. */
export interface ReactCopy {
  react: InstalledPackage;
  reactDom: InstalledPackage;
  /** The site's own install, or docsgen's (the site folder resolves no React). */
  owner: 'site' | 'docsgen';
}

/**
 * The React the site renders with (`react`: the theme, the client bundle and the MDX pages read it),
 * and as the build's caches are keyed by it (see reactFingerprint): looked up once with the plugins
 * (loadSiteConfig) for a build or the dev server, which render.
 */
export interface ResolvedReact {
  react: ReactCopy;
  reactFingerprint: string;
}
