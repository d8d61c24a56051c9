import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../util/errors.js';
import { slashPath } from '../util/slashPath.js';
import type { PageGlobs } from './pageGlobs.js';
import type { DocsEditUrlFunction, SidebarItemConfig, SourcePluginLists } from './schema.js';

/** The name Docusaurus gives the docs being written (the docs folder itself). */
export const CURRENT_VERSION = 'current';
/** The id of the docs instance a site has without naming one. */
export const DEFAULT_DOCS_ID = 'default';

/**
 * The id of the site's own docs instance (the first): `docs.id` (the classic preset's docs `id`),
 * `default` unless the config names another.
 */
export function mainDocsId(config: { docsInstances?: readonly { id: string }[] }): string {
  return config.docsInstances?.[0]?.id ?? DEFAULT_DOCS_ID;
}

/**
 * The docs instance a plugin id names (a navbar item's `docsPluginId`, `docs:version --id`): when
 * none is given, Docusaurus means `default`; a site whose docs all have ids of their own means
 * its own docs.
 */
export function docsPluginIdOf(config: { docsInstances?: readonly { id: string }[] }, pluginId: string | undefined): string {
  if (pluginId !== undefined) return pluginId;
  return config.docsInstances?.some((instance) => instance.id === DEFAULT_DOCS_ID) ? DEFAULT_DOCS_ID : mainDocsId(config);
}

/** Which docs instance a page or a navbar item means, worked out once by the config stage (ConfigValues.docsIds). */
export interface DocsIds {
  /** The site's own docs instance (see mainDocsId): a page that carries no version is its. */
  main: string;
  /** The instance a navbar item without `docsPluginId` means (see docsPluginIdOf). */
  unnamed: string;
}

export function docsIdsOf(instances: readonly { id: string }[]): DocsIds {
  return { main: mainDocsId({ docsInstances: instances }), unnamed: docsPluginIdOf({ docsInstances: instances }, undefined) };
}

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One version's options, as Docusaurus's `versions: { [name]: {...} }`. */
export interface VersionOptions {
  label?: string;
  path?: string;
  banner?: VersionBanner;
  badge?: boolean;
  className?: string;
}

/** The versioning keys of a docs instance, as Docusaurus's plugin-content-docs takes them. */
export interface VersioningOptions {
  lastVersion?: string;
  versions?: Record<string, VersionOptions>;
  onlyIncludeVersions?: string[];
  includeCurrentVersion?: boolean;
  disableVersioning?: boolean;
}

/** One version of a docs instance, resolved: where its pages are read from and where they are served. */
export interface DocsVersion {
  /** `current`, or a name from versions.json (`1.0`). */
  name: string;
  label: string;
  /** Its URL path below the base, without a trailing slash: `/docs`, `/docs/next`, `/docs/1.0` (`''` for docs at the root). */
  routeBase: string;
  /** Absolute folder of its pages. */
  docsDir: string;
  /**
   * That folder from the site's folder, with `/` (`docs`, `versioned_docs/version-1.0`,
   * `../docs`): how messages name it, and Docusaurus's `versionDocsDirPath` (editUrl functions).
   */
  shownDir: string;
  /** Absolute path of its versioned sidebars JSON (versioned versions only; the current version uses the config's sidebars). */
  sidebarsFile?: string;
  banner: VersionBanner;
  badge: boolean;
  className?: string;
  /** The version served at the instance's route base (`lastVersion`). */
  isLast: boolean;
  /**
   * Its pages in the locale being built (`i18n/<locale>/docusaurus-plugin-content-docs/current`,
   * `…/version-1.0`), on a site in several languages: a page there replaces its own (see withLocaleFolders).
   */
  translatedDir?: string;
}

/** Docusaurus's file names: `versions.json` for the default instance, `<id>_versions.json` for another. */
export function versioningFiles(rootDir: string, instanceId: string) {
  const prefix = instanceId === DEFAULT_DOCS_ID ? '' : `${instanceId}_`;
  return {
    versionsFile: path.join(rootDir, `${prefix}versions.json`),
    docsDirOf: (name: string) => path.join(rootDir, `${prefix}versioned_docs`, `version-${name}`),
    sidebarsFileOf: (name: string) => path.join(rootDir, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`),
  };
}

/** The names in a versions.json (newest first; `current` where it lists the current docs), or `[]` when there is none. */
export function readVersionNames(versionsFile: string, rootDir: string): string[] {
  if (!existsSync(versionsFile)) return [];
  const shown = path.relative(rootDir, versionsFile);
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(versionsFile, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${shown}: not valid JSON (${(error as Error).message}): it lists the docs versions, newest first, e.g. ["2.0", "1.0"]`);
  }
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string')) {
    throw new ConfigError(`${shown}: must be an array of version names, newest first, e.g. ["2.0", "1.0"]`);
  }
  for (const name of names as string[]) {
    // Docusaurus lets the file list the current docs ("current") where they go among the versions.
    if (name === CURRENT_VERSION) continue;
    const problem = versionNameProblem(name);
    if (problem) throw new ConfigError(`${shown}: version "${name}": ${problem}`);
  }
  return names as string[];
}

/**
 * Why a version name cannot be used, or undefined: it becomes a folder name (`version-<name>`)
 * and a URL segment, so it must be a plain, short file name.
 */
export function versionNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'the name is empty';
  if (name.length > 32) return 'the name is longer than 32 characters';
  if (/[/\\]/.test(name)) return 'the name contains a slash';
  if (/^\.\.?$/.test(name)) return 'the name is "." or ".."';
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\x00-\x1f#%]/.test(name)) return 'the name contains a character not allowed in a folder name or a URL (< > : " | ? * # %)';
  if (name === CURRENT_VERSION) return `"${CURRENT_VERSION}" names the docs being written`;
  return undefined;
}

export interface VersionsInput {
  instanceId: string;
  /** The instance's route base as written (`docs`, `/guides/`, `''`). */
  routeBasePath: string;
  /** Absolute folder of the current docs. */
  docsDir: string;
  rootDir: string;
  options: VersioningOptions;
  /** Names the config in messages. */
  configName: string;
}

/**
 * An instance's versions in Docusaurus's order (the current version first, then versions.json's
 * order, newest first), with their routes, labels, banners and badges worked out as Docusaurus
 * does: the last version (`lastVersion`, default the newest released one) at the route base, the
 * current version at `next`, the others at their name.
 */
export function resolveVersions(input: VersionsInput): DocsVersion[] {
  const { options, configName } = input;
  const files = versioningFiles(input.rootDir, input.instanceId);
  const listed = options.disableVersioning ? [] : readVersionNames(files.versionsFile, input.rootDir);
  const released = listed.filter((name) => name !== CURRENT_VERSION);
  // The current docs first, unless versions.json puts them elsewhere (then they are built whatever includeCurrentVersion says, as by Docusaurus).
  const all = (options.includeCurrentVersion ?? true) && !listed.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...listed] : listed;
  if (all.length === 0) throw new ConfigError(`${configName}: includeCurrentVersion is false and there is no versions.json: no docs version is left to build`);
  const known = (name: string) => name === CURRENT_VERSION || released.includes(name);
  const unknown = (key: string, name: string) =>
    new ConfigError(`${configName}: ${key}: no docs version "${name}" (the versions are ${[CURRENT_VERSION, ...released].map((v) => `"${v}"`).join(', ')})`);
  for (const name of Object.keys(options.versions ?? {})) if (!known(name)) throw unknown(`versions.${name}`, name);
  for (const name of options.onlyIncludeVersions ?? []) if (!all.includes(name)) throw unknown('onlyIncludeVersions', name);
  const included = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  if (included.length === 0) throw new ConfigError(`${configName}: onlyIncludeVersions is empty: no docs version is left to build`);
  const lastName = options.lastVersion ?? (released[0] !== undefined && included.includes(released[0]) ? released[0] : included.includes(CURRENT_VERSION) ? CURRENT_VERSION : included[0]!);
  if (!known(lastName)) throw unknown('lastVersion', lastName);
  if (!included.includes(lastName)) throw new ConfigError(`${configName}: lastVersion "${lastName}" is left out by onlyIncludeVersions or includeCurrentVersion`);
  const base = `/${input.routeBasePath.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
  const lastIndex = all.indexOf(lastName);
  return included.map((name): DocsVersion => {
    const own = options.versions?.[name] ?? {};
    const isLast = name === lastName;
    const current = name === CURRENT_VERSION;
    const defaultPath = isLast ? '' : current ? 'next' : name;
    const segment = (own.path ?? defaultPath).replace(/^\/+|\/+$/g, '');
    // Older than the last version: no longer maintained; newer (the current docs): unreleased.
    const defaultBanner: VersionBanner = isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained';
    const docsDir = current ? input.docsDir : files.docsDirOf(name);
    return {
      name,
      label: own.label ?? (current ? 'Next' : name),
      routeBase: segment ? `${base}/${segment}` : base,
      docsDir,
      shownDir: slashPath(path.relative(input.rootDir, docsDir)),
      ...(current ? {} : { sidebarsFile: files.sidebarsFileOf(name) }),
      banner: own.banner ?? defaultBanner,
      badge: own.badge ?? included.length > 1,
      ...(own.className !== undefined ? { className: own.className } : {}),
      isLast,
    };
  });
}

/** Whether a sidebar category that says nothing can be closed, and starts closed. */
export interface CategoryDefaults {
  collapsible?: boolean;
  collapsed?: boolean;
}

/** A docs instance (the site's docs, or another `@docusaurus/plugin-content-docs`), resolved once in the config stage. */
export interface DocsInstance {
  /** `default`, or the instance's `id`. */
  id: string;
  /** Its URL path without a trailing slash: `/docs`, `/community`; `''` for docs at the site's root. */
  routeBase: string;
  /** The current docs folder. */
  docsDir: string;
  /** The current docs' sidebars. */
  sidebars: Record<string, SidebarItemConfig[]>;
  /** The file they are written in (the module `sidebarPath` names, else the config file): where a sidebar error points. */
  sidebarsFile: string;
  /** Its versions, the current one first (one, the current docs, for a site without versions.json). */
  versions: DocsVersion[];
  /** Another instance's own `editUrl` (the site's docs use the config's). */
  editUrl?: string | DocsEditUrlFunction;
  /** `false`: its pages show no breadcrumbs (Docusaurus's `breadcrumbs` option). */
  breadcrumbs?: false;
  /** Its sidebars' categories when they say nothing (Docusaurus's `sidebarCollapsible`/`sidebarCollapsed`); left out: collapsible and collapsed. */
  categoryDefaults?: CategoryDefaults;
  /** Which files of its folders are pages (Docusaurus's `include`/`exclude`; left out: Docusaurus's defaults). */
  globs?: PageGlobs;
  /** Its own remark/rehype lists (`docs.*Plugins`, `otherDocs[].*Plugins`): they run on its pages only. */
  markdownPlugins?: SourcePluginLists;
  /** Another instance's own `showLastUpdateTime`/`showLastUpdateAuthor` (left out: its pages show what the site's docs show). */
  lastUpdate?: { showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean };
}

/** Whether pages, search and the theme need to tell versions or instances apart (a site without either builds as before). */
export function isVersioned(instances: readonly DocsInstance[]): boolean {
  return instances.length > 1 || instances.some((instance) => instance.versions.length > 1 || instance.versions[0]?.name !== CURRENT_VERSION);
}
