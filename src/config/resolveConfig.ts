import path from 'node:path';
import { ConfigError } from '../util/errors.js';
import { withBase } from '../shared/paths.js';
import type { SidebarItemConfig, SourcePluginLists } from './schema.js';
import { DEFAULT_DOCS_ID, resolveVersions, versioningFiles, type CategoryDefaults, type DocsInstance, type VersioningOptions } from './resolveVersions.js';
import { existsSync } from 'node:fs';
import { isInside } from '../util/isInside.js';
import type { PageGlobs } from './pageGlobs.js';
import type { DocusaurusThemeConfig } from './docusaurusThemeConfig.js';
import { cachePaths, type CachePaths } from './cachePaths.js';

/** Every folder a site uses, absolute: worked out once here, never again from the config's strings. */
export interface SitePaths {
  /** The config's folder; relative paths in the config resolve against it. */
  rootDir: string;
  configFile: string;
  /**
   * The folder `editUrl` is relative to: `content/` (layout 'docsgen'), the config's folder
   * (layout 'docusaurus', as Docusaurus's editUrl is relative to the site's folder).
   */
  contentDir: string;
  /** The docs pages: `<contentDir>/docs`, `<root>/docs` (layout 'docusaurus'), or `docs.path`. */
  docsDir: string;
  /** Copied to the output's root as is: `<contentDir>/static`, `<root>/static` (layout 'docusaurus'). */
  staticDir: string;
  /** The folder whose `index.md`/`index.mdx` is the home page: `<contentDir>`, `<root>/src/pages` (layout 'docusaurus'). */
  pagesDir: string;
  /**
   * The docs folders (of every docs instance and version) that lie outside the config's folder:
   * Docusaurus reads `docs.path: '../docs'` (a monorepo's docs beside its website folder), so
   * docsgen reads pages there too, and what they link to inside them. Only read, never written.
   */
  outsideDocsDirs: string[];
  /**
   * The locale being built's translations of the blog's and the pages' files
   * (`i18n/<locale>/docusaurus-plugin-content-blog`, `…-pages`), on a site in several languages; each
   * docs version's are its `translatedDir` (see withLocaleFolders).
   */
  translated?: { blog: string; pages: string };
  /** The blog's posts (config `blog.path`, relative to the config's folder in Docusaurus's layout, else to the content folder); set when the site has a blog. */
  blogDir?: string;
  /** The folders the site's pages and files are read from (what the up-to-date check hashes and `serve --watch` watches). */
  sourceDirs: string[];
  /** The site's theme folder (it need not exist). */
  themeDir: string;
  /**
   * `<root>/src/theme`: a Docusaurus site's swizzle folder, whose components may replace the
   * theme's (see docusaurusSwizzles); for a site of docsgen's layout its own code (never read as swizzles there).
   */
  swizzleDir: string;
  /** The file the docs' sidebars are written in: `docs.sidebarPath`'s module (as the config stage loaded it), else the config file. */
  sidebarsFile: string;
  outDir: string;
  /** Where the build's caches live (processed pages, rendered pages, images, the last build's stamp). */
  cacheDir: string;
  /** The files and folders docsgen keeps in `cacheDir`, each named once (see CachePaths). */
  cache: CachePaths;
  /**
   * Where a site's Docusaurus plugins' `createData` writes (Docusaurus's generated-files folder,
   * which pages import from as `@generated/<plugin name>/<plugin id>/<file>`): in the cache.
   */
  generatedDir: string;
  /** `theme.customCss`, absolute. */
  customCss: string[];
  /** `clientModules`, absolute (the site's plugins add theirs as each run loads them). */
  clientModules: string[];
}

/** Where the site is published. */
export interface SiteUrls {
  /** The path every URL of the site starts with: `/`, or `/repo-name/` (always begins and ends with `/`). */
  base: string;
  /** The base as the prefix of a site path's URL (`/repo-name`, `` at the root: see basePrefix): a page's URL is this and its route path. */
  basePrefix: string;
  /** The public URL of the site's root, base included, without a trailing slash: `https://acme.github.io/repo-name`. */
  siteUrl: string;
  /** Its scheme and host alone, without the base (`https://acme.github.io`): Docusaurus's `siteConfig.url`. */
  origin: string;
  /** The config's `favicon` (a file of the static folder) as a site path, and as the URL pages link it by, under the base. */
  favicon?: { path: string; url: string };
}

/** What Docusaurus's `siteConfig` gives a site's code: the site's title, tagline and addresses, and its `customFields`. */
export type DocusaurusSiteConfig = {
  title: string;
  tagline: string;
  /** The site's origin, without the base (see SiteUrls.origin). */
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
  trailingSlash: boolean;
  titleDelimiter: string;
  /** What `useThemeConfig()` gives (see docusaurusThemeConfig). */
  themeConfig: DocusaurusThemeConfig;
};

/** The config's `siteConfig` as a Docusaurus site's pages and islands read it (see ConfigValues.docusaurusSiteConfig). */
export function docusaurusSiteConfig(values: { title: string; tagline: string; customFields: Record<string, unknown>; titleDelimiter: string; trailingSlash: boolean }, urls: SiteUrls, themeConfig: DocusaurusThemeConfig): DocusaurusSiteConfig {
  return { title: values.title, tagline: values.tagline, url: urls.origin, baseUrl: urls.base, customFields: values.customFields, trailingSlash: values.trailingSlash, titleDelimiter: values.titleDelimiter, themeConfig };
}

/** The config keys the resolved config replaces by `paths` and `urls`. */
export type RawPathKeys = 'contentDir' | 'themeDir' | 'outDir' | 'url' | 'baseUrl' | 'clientModules';

interface RawPaths {
  contentDir: string;
  themeDir: string;
  outDir: string;
  theme: { customCss: string[] };
  clientModules?: string[];
  layout?: 'docsgen' | 'docusaurus';
  docs?: { path?: string | undefined };
  blog?: { path: string } | undefined;
  /** The sidebars module `docs.sidebarPath` names, absolute (loadConfig imports it first); left out: the config file. */
  sidebarsFile?: string;
}

export function resolvePaths(raw: RawPaths, configFile: string): SitePaths {
  const rootDir = path.dirname(configFile);
  const docusaurus = raw.layout === 'docusaurus';
  const contentDir = docusaurus ? rootDir : path.resolve(rootDir, raw.contentDir);
  const docsDir = raw.docs?.path !== undefined ? path.resolve(rootDir, raw.docs.path) : path.join(contentDir, 'docs');
  const staticDir = path.join(contentDir, 'static');
  const pagesDir = docusaurus ? path.join(rootDir, 'src', 'pages') : contentDir;
  const blogDir = raw.blog ? path.resolve(contentDir, raw.blog.path) : undefined;
  // The config's folder itself is never hashed or watched whole: it holds node_modules and the output.
  const candidates = [...(docusaurus ? [docsDir, staticDir, pagesDir] : [contentDir, docsDir]), ...(blogDir ? [blogDir] : [])];
  const sourceDirs = candidates.filter((dir, i) => !candidates.some((other, j) => j !== i && (other === dir ? j < i : dir.startsWith(other + path.sep))));
  const cacheDir = configCacheDir(configFile);
  const cache = cachePaths(cacheDir);
  return {
    rootDir,
    configFile,
    contentDir,
    docsDir,
    staticDir,
    pagesDir,
    outsideDocsDirs: isInside(rootDir, docsDir) ? [] : [docsDir],
    ...(blogDir ? { blogDir } : {}),
    sourceDirs,
    themeDir: path.resolve(rootDir, raw.themeDir),
    swizzleDir: path.join(rootDir, 'src', 'theme'),
    sidebarsFile: raw.sidebarsFile ?? configFile,
    outDir: path.resolve(rootDir, raw.outDir),
    cacheDir,
    cache,
    generatedDir: cache.generated,
    customCss: raw.theme.customCss.map((file) => path.resolve(rootDir, file)),
    clientModules: (raw.clientModules ?? []).map((file) => path.resolve(rootDir, file)),
  };
}

/** The base as the prefix withBase puts a site path under: `/repo-name/` → `/repo-name`, `/` → `` (SiteUrls.basePrefix). */
export function basePrefix(base: string): string {
  return base.replace(/\/$/, '');
}

/**
 * The site's base and public URL from `url` and `baseUrl`. A `url` with a path
 * (`https://acme.github.io/repo-name/`) and Docusaurus's `baseUrl: '/repo-name/'` mean the same;
 * given both, they must agree. `file` names the config in a message.
 */
export function resolveUrls(url: string, baseUrl: string | undefined, file: string): SiteUrls {
  const parsed = new URL(url);
  if (parsed.search || parsed.hash) throw new ConfigError(`${file}: url: ${url} has a query or a fragment (write the site's address, e.g. https://acme.github.io/repo-name/)`);
  const fromUrl = normalizeBase(parsed.pathname);
  const fromBaseUrl = baseUrl === undefined ? undefined : normalizeBase(baseUrl);
  if (fromBaseUrl !== undefined && fromUrl !== '/' && fromBaseUrl !== fromUrl) {
    throw new ConfigError(`${file}: url has the path ${fromUrl} but baseUrl is ${baseUrl}: give the path once (in url, or as baseUrl with url naming only the host)`);
  }
  const base = fromBaseUrl ?? fromUrl;
  // The written URL stays as written apart from its trailing slash: pages embed it.
  const origin = fromUrl === '/' ? url.replace(/\/+$/, '') : `${parsed.protocol}//${parsed.host}`;
  const siteUrl = origin + basePrefix(base);
  return { base, basePrefix: basePrefix(base), siteUrl, origin: new URL(siteUrl).origin };
}

/** The site's URLs with the favicon's (config `favicon`, relative to the static folder), when the config names one. */
export function withFavicon(urls: SiteUrls, favicon: string | undefined): SiteUrls {
  if (!favicon) return urls;
  const sitePath = `/${favicon.replace(/^\//, '')}`;
  return { ...urls, favicon: { path: sitePath, url: withBase(urls.base, sitePath) } };
}

/** `repo`, `/repo`, `/repo/` → `/repo/`; `''` and `/` → `/`. */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

interface RawDocs extends VersioningOptions, SourcePluginLists, PageGlobs, RawCategoryDefaults {
  id?: string | undefined;
  breadcrumbs?: boolean | undefined;
  routeBasePath: string;
  versionLabel: string;
}

/**
 * The site's own docs instance: its route base (`docs.routeBasePath`, worked out here and nowhere
 * else), folder, sidebars and versions (from versions.json beside the config, as in Docusaurus).
 * The current version's label is `versions.current.label`, else `docs.versionLabel`.
 */
export function defaultDocsInstance(values: { docs: RawDocs; sidebars: Record<string, SidebarItemConfig[]> }, paths: SitePaths, configName: string): DocsInstance {
  const { docs } = values;
  const current = { label: docs.versionLabel, ...docs.versions?.current };
  const id = docs.id ?? DEFAULT_DOCS_ID;
  const versions = resolveVersions({
    instanceId: id,
    routeBasePath: docs.routeBasePath,
    docsDir: paths.docsDir,
    rootDir: paths.rootDir,
    options: { ...docs, versions: { ...docs.versions, current } },
    configName,
  });
  return { id, routeBase: routeBaseOf(docs.routeBasePath), docsDir: paths.docsDir, sidebars: values.sidebars, sidebarsFile: paths.sidebarsFile, versions, ...(docs.breadcrumbs === false ? { breadcrumbs: false as const } : {}), ...categoryDefaultsOf(docs), ...globsOf(docs), ...pluginListsOf(docs) };
}

/** `docs`, `/docs/` → `/docs`; `''`, `/` → `''` (docs at the site's root). */
export function routeBaseOf(routeBasePath: string): string {
  const trimmed = routeBasePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

interface RawCategoryDefaults {
  sidebarCollapsible?: boolean | undefined;
  sidebarCollapsed?: boolean | undefined;
}

/** A docs instance's `sidebarCollapsible`/`sidebarCollapsed`, as its `categoryDefaults` when it sets either. */
function categoryDefaultsOf(options: RawCategoryDefaults): { categoryDefaults?: CategoryDefaults } {
  const defaults = { ...(options.sidebarCollapsible !== undefined ? { collapsible: options.sidebarCollapsible } : {}), ...(options.sidebarCollapsed !== undefined ? { collapsed: options.sidebarCollapsed } : {}) };
  return Object.keys(defaults).length > 0 ? { categoryDefaults: defaults } : {};
}

/** A docs instance's `include`/`exclude`, as its `globs` when it sets either. */
function globsOf(options: PageGlobs): { globs?: PageGlobs } {
  const globs = { ...(options.include ? { include: options.include } : {}), ...(options.exclude ? { exclude: options.exclude } : {}) };
  return Object.keys(globs).length > 0 ? { globs } : {};
}

/** The remark/rehype lists a docs instance's options name (see SourcePluginLists), as its `markdownPlugins` when it has any. */
function pluginListsOf(options: SourcePluginLists): { markdownPlugins?: SourcePluginLists } {
  const { beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins } = options;
  const lists = Object.fromEntries(Object.entries({ beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins }).filter(([, list]) => list !== undefined));
  return Object.keys(lists).length > 0 ? { markdownPlugins: lists } : {};
}

interface RawOtherDocs extends VersioningOptions, SourcePluginLists, PageGlobs, RawCategoryDefaults {
  breadcrumbs?: boolean | undefined;
  id: string;
  path: string;
  routeBasePath?: string | undefined;
  /** The sidebars module, as written (loadConfig has read it into `sidebars`). */
  sidebarPath?: string | undefined;
  sidebars?: Record<string, SidebarItemConfig[]> | undefined;
  versionLabel: string;
  editUrl?: DocsInstance['editUrl'] | undefined;
  showLastUpdateTime?: boolean | undefined;
  showLastUpdateAuthor?: boolean | undefined;
}

/** Another instance's own `showLastUpdateTime`/`showLastUpdateAuthor`, as its `lastUpdate` when it sets either. */
function lastUpdateOf(options: Pick<RawOtherDocs, 'showLastUpdateTime' | 'showLastUpdateAuthor'>): { lastUpdate?: NonNullable<DocsInstance['lastUpdate']> } {
  const own = { ...(options.showLastUpdateTime !== undefined ? { showLastUpdateTime: options.showLastUpdateTime } : {}), ...(options.showLastUpdateAuthor !== undefined ? { showLastUpdateAuthor: options.showLastUpdateAuthor } : {}) };
  return Object.keys(own).length > 0 ? { lastUpdate: own } : {};
}

/** A further docs instance (`otherDocs`, or a Docusaurus config's second plugin-content-docs). */
export function otherDocsInstance(raw: RawOtherDocs, paths: SitePaths, configName: string): DocsInstance {
  const routeBasePath = raw.routeBasePath ?? raw.id;
  const docsDir = path.resolve(paths.rootDir, raw.path);
  const current = { label: raw.versionLabel, ...raw.versions?.current };
  const versions = resolveVersions({ instanceId: raw.id, routeBasePath, docsDir, rootDir: paths.rootDir, options: { ...raw, versions: { ...raw.versions, current } }, configName });
  // Without sidebars of its own: one sidebar of every page, named after the instance.
  const sidebars = raw.sidebars ?? { [raw.id]: [{ type: 'autogenerated' as const, dir: '.' }] };
  const sidebarsFile = raw.sidebarPath !== undefined ? path.resolve(paths.rootDir, raw.sidebarPath) : paths.configFile;
  return { id: raw.id, routeBase: routeBaseOf(routeBasePath), docsDir, sidebars, sidebarsFile, versions, ...(raw.editUrl ? { editUrl: raw.editUrl } : {}), ...(raw.breadcrumbs === false ? { breadcrumbs: false as const } : {}), ...categoryDefaultsOf(raw), ...globsOf(raw), ...pluginListsOf(raw), ...lastUpdateOf(raw) };
}

/**
 * The folders and files every docs version is read from besides the site's docs folder
 * (versioned_docs/…, another instance's folder, versioned_sidebars/, versions.json): hashed by
 * the up-to-date check and watched by `serve --watch`, like the docs.
 */
export function versionSources(instances: readonly DocsInstance[], paths: SitePaths): { dirs: string[]; files: string[] } {
  const dirs: string[] = [];
  const files: string[] = [];
  for (const instance of instances) {
    for (const version of instance.versions) {
      dirs.push(version.docsDir);
      if (version.sidebarsFile) files.push(version.sidebarsFile);
    }
    const versionsFile = versioningFiles(paths.rootDir, instance.id).versionsFile;
    if (existsSync(versionsFile)) files.push(versionsFile);
  }
  const covered = (dir: string) => paths.sourceDirs.some((source) => dir === source || dir.startsWith(source + path.sep));
  return { dirs: [...new Set(dirs)].filter((dir) => !covered(dir)), files: files.filter((file) => existsSync(file)) };
}

/** Every instance's version folders outside the config's folder `rootDir` (see SitePaths.outsideDocsDirs). */
export function outsideDocsDirs(instances: readonly DocsInstance[], rootDir: string): string[] {
  const dirs = instances.flatMap((instance) => instance.versions.map((version) => version.docsDir));
  return [...new Set(dirs)].filter((dir) => !isInside(rootDir, dir));
}


/** Where a site's caches live (the config's `paths.cacheDir`). */
export function siteCacheDir(rootDir: string): string {
  return path.join(rootDir, 'node_modules', '.cache', 'docsgen');
}

/**
 * The cache folder (SitePaths.cacheDir) of the site whose config is `configFile`: no key of the
 * config moves it, so a build knows it before it reads the config (see build).
 */
export function configCacheDir(configFile: string): string {
  return siteCacheDir(path.dirname(path.resolve(configFile)));
}
