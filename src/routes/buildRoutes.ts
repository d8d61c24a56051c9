import type { ConfigValues } from '../config/configValues.js';
import type { Content, Doc, DocSet } from '../content/types.js';
import path from 'node:path';
import { ConfigError, formatLocation } from '../util/errors.js';
import type { SidebarEntry } from '../shared/types.js';
import { resolveSidebars, type GeneratedIndex } from './resolveSidebars.js';
import { docNavigation } from './docNavigation.js';
import type { PageSource } from './pageSource.js';
import type { Route, RouteTable, VersionRoutes } from './types.js';

export { NOT_FOUND_PATH } from './sources/notFoundSource.js';

/**
 * routes stage: every page of the site, its sidebar, breadcrumbs and neighbours: the routes of
 * every registered source (see pageSources), those that lead first, then in registry order.
 */
export function buildRoutes(content: Content, config: ConfigValues, sources: readonly PageSource[]): RouteTable {
  const configName = config.configFileName;
  const primary = primarySet(content);
  const mainId = config.docsIds.main;
  checkMainDoc(config, primary, configName);
  // Each version's sidebars, under ids of their own: the site's (last version's) keep the ids the
  // config gives them, the others are prefixed with their instance and version.
  const sidebars: Record<string, SidebarEntry[]> = {};
  const generatedIndexes: GeneratedIndex[] = [];
  const versions: VersionRoutes[] = [];
  const sidebarSets = new Map<string, DocSet>();
  const prefixes = new Map<DocSet, string>();
  for (const set of content.docSets) {
    // A released version's sidebars are its versioned_sidebars file; the current docs' are the
    // instance's (the site's own instance: the config's `sidebars`, read at this one place).
    const sidebarsFile = set.sidebarsFile ?? set.instance.sidebarsFile;
    const configured = set.sidebars ?? (set.instance.id === mainId ? config.sidebars : set.instance.sidebars);
    const resolved = resolveSidebars(configured, set.docs, set.categories, set.version.routeBase, sidebarsFile.slice(config.rootDir.length + 1), { lineOf: (pattern) => config.lines.lineOf(pattern, sidebarsFile), docsDir: set.version.shownDir, ...(set.translations ? { translations: set.translations } : {}) }, set.instance.categoryDefaults);
    const prefix = set === primary ? '' : sidebarPrefix(set, mainId);
    prefixes.set(set, prefix);
    for (const [id, items] of Object.entries(resolved.sidebars)) {
      sidebars[prefix + id] = items;
      sidebarSets.set(prefix + id, set);
    }
    generatedIndexes.push(...resolved.generatedIndexes);
    const mainDoc = findMainDoc(set === primary ? config.docs.mainDocId : undefined, set, resolved.sidebars);
    versions.push({
      instance: set.instance.id,
      name: set.version.name,
      // The version's label in the locale (`version.label` of its current.json / version-<name>.json).
      label: set.translations?.['version.label'] ?? set.version.label,
      routeBase: set.version.routeBase,
      banner: set.version.banner,
      badge: set.version.badge,
      isLast: set.version.isLast,
      ...(set.version.className !== undefined ? { className: set.version.className } : {}),
      mainDoc: { label: mainDoc.title, href: mainDoc.route },
      routesById: new Map(set.docs.map((doc) => [doc.id, doc.route])),
    });
  }
  const navigation = docNavigation(sidebars, sidebarSets, prefixes);
  const warnings: string[] = [];
  const mainDoc = findMainDoc(config.docs.mainDocId, primary, sidebars);
  const context = { config, content, sidebars, navigation, generatedIndexes, mainDoc, configName };
  const ordered = [...sources.filter((source) => source.leads), ...sources.filter((source) => !source.leads && !source.follows), ...sources.filter((source) => source.follows)];
  const candidates: Route[] = [];
  for (const source of ordered) candidates.push(...source.routes({ ...context, pages: content.sources[source.name] ?? [], ...(source.follows ? { routes: [...candidates] } : {}) }).map(withKeywords));
  const byPath = new Map<string, Route>();
  for (const route of candidates) {
    const existing = byPath.get(route.path);
    if (existing) warnings.push(`duplicate route ${route.path}: ${existing.origin} and ${route.origin} (the first is kept)`);
    else byPath.set(route.path, route);
  }
  const routes = [...byPath.values()];
  const files = ordered.flatMap((source) => source.files?.({ ...context, pages: content.sources[source.name] ?? [] }) ?? []);
  const version = {
    label: primary.version.label,
    path: primary.version.routeBase || '/',
    mainDocId: mainDoc.id,
    docs: primary.docs.map((doc) => ({ id: doc.id, path: doc.route, sidebar: navigation.get(doc.route)?.sidebarId })),
  };
  return { routes, sidebars, version, versions, warnings, files, mainDoc: { label: mainDoc.title, href: mainDoc.route } };
}

/**
 * A page's front matter `keywords` are its `<meta name="keywords">`, as Docusaurus writes them for
 * docs, blog posts and Markdown pages alike (a route that names its own keeps them).
 */
function withKeywords(route: Route): Route {
  const keywords = route.doc?.frontMatter.keywords;
  return route.keywords || !keywords?.length ? route : { ...route, keywords };
}

/** The site's own docs as served at their route base: the default instance's last version. */
function primarySet(content: Content): DocSet {
  return content.docSets.find((set) => set.version.isLast) ?? content.docSets[0]!;
}

/** `community/` for another instance's last version, `version-1.0/`, `community/version-1.0/` for others. */
function sidebarPrefix(set: DocSet, mainId: string): string {
  const parts = [...(set.instance.id !== mainId ? [set.instance.id] : []), ...(set.version.isLast ? [] : [`version-${set.version.name}`])];
  return parts.map((part) => `${part}/`).join('');
}

/**
 * `docs.mainDocId`, or else the first page of the first sidebar, or else the first page of the
 * docs folder: the docs' entry page, where `/` leads when there is no landing page.
 */
function findMainDoc(configured: string | undefined, set: DocSet, sidebars: Record<string, SidebarEntry[]>): Doc {
  const byId = new Map(set.docs.map((doc) => [doc.id, doc]));
  // checkMainDoc has made sure a configured id names a doc.
  if (configured !== undefined && byId.has(configured)) return byId.get(configured)!;
  const first = Object.values(sidebars)[0];
  const id = first && firstDocId(first);
  const doc = (id && byId.get(id)) || [...set.docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
  if (!doc) throw new ConfigError(`${set.version.shownDir}: no pages (add a Markdown file such as ${path.posix.join(set.version.shownDir, 'intro.md')})`);
  return doc;
}

function firstDocId(items: SidebarEntry[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId) return item.docId;
    if (item.type === 'category') {
      const nested = firstDocId(item.items);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** `docs.mainDocId` must name a doc: it is the docs version's entry point. */
function checkMainDoc(config: ConfigValues, set: DocSet, configName: string): void {
  const id = config.docs.mainDocId;
  if (id === undefined || set.docs.some((doc) => doc.id === id)) return;
  const docsDir = set.version.shownDir;
  const line = config.lines.lineOf(/mainDocId['"]?\s*:/);
  const known = set.docs.slice(0, 8).map((doc) => doc.id).join(', ');
  throw new ConfigError(
    `${formatLocation(configName, line)}: docs.mainDocId names the doc id "${id}", which does not exist\n    Hint: doc ids are paths below ${docsDir} without .md, e.g. ${known}`,
  );
}
