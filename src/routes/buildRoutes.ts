import type { SiteConfig } from '../config/siteConfig.js';
import type { Content, Doc } from '../content/types.js';
import path from 'node:path';
import { lineOfText } from '../config/lineOfText.js';
import { ConfigError, formatLocation } from '../errors.js';
import type { SidebarEntry } from '../shared/types.js';
import { slashPath } from '../slashPath.js';
import { resolveSidebars } from './resolveSidebars.js';
import { sidebarNavigation } from './sidebarNavigation.js';
import type { PageSource } from './pageSource.js';
import type { Route, RouteTable } from './types.js';

export { NOT_FOUND_PATH } from './sources/notFoundSource.js';

/**
 * routes stage: every page of the site, its sidebar, breadcrumbs and neighbours: the routes of
 * every registered source (see pageSources), those that lead first, then in registry order.
 */
export function buildRoutes(content: Content, config: SiteConfig, sources: readonly PageSource[]): RouteTable {
  const routeBase = config.docs.routeBasePath;
  const configName = config.configFile.slice(config.rootDir.length + 1);
  const docsDir = slashPath(path.relative(config.rootDir, config.paths.docsDir));
  checkMainDoc(config, content, configName, docsDir);
  const { sidebars, generatedIndexes } = resolveSidebars(config.sidebars, content.docs, content.categories, routeBase, configName, { configPath: config.configFile, docsDir });
  const navigation = sidebarNavigation(sidebars);
  const warnings: string[] = [];
  const mainDoc = findMainDoc(config, content, sidebars);
  const context = { config, content, sidebars, navigation, generatedIndexes, mainDoc, configName };
  const ordered = [...sources.filter((source) => source.leads), ...sources.filter((source) => !source.leads)];
  const candidates: Route[] = ordered.flatMap((source) => source.routes({ ...context, pages: content.sources[source.name] ?? [] }));
  const byPath = new Map<string, Route>();
  for (const route of candidates) {
    const existing = byPath.get(route.path);
    if (existing) warnings.push(`duplicate route ${route.path}: ${existing.origin} and ${route.origin} (the first is kept)`);
    else byPath.set(route.path, route);
  }
  const routes = [...byPath.values()];
  const version = {
    label: config.docs.versionLabel,
    path: `/${routeBase}`,
    mainDocId: mainDoc.id,
    docs: content.docs.map((doc) => ({ id: doc.id, path: doc.route, sidebar: navigation.get(doc.route)?.sidebarId })),
  };
  return { routes, sidebars, version, warnings, mainDoc: { label: mainDoc.title, href: mainDoc.route } };
}

/**
 * `docs.mainDocId`, or else the first page of the first sidebar, or else the first page of the
 * docs folder: the docs' entry page, where `/` leads when there is no landing page.
 */
function findMainDoc(config: SiteConfig, content: Content, sidebars: Record<string, SidebarEntry[]>): Doc {
  const byId = new Map(content.docs.map((doc) => [doc.id, doc]));
  const configured = config.docs.mainDocId;
  // checkMainDoc has made sure a configured id names a doc.
  if (configured !== undefined) return byId.get(configured)!;
  const first = Object.values(sidebars)[0];
  const id = first && firstDocId(first);
  const doc = (id && byId.get(id)) || [...content.docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
  if (!doc) throw new ConfigError(`${path.relative(config.rootDir, config.paths.docsDir)}: no pages (add a Markdown file such as ${path.join(path.relative(config.rootDir, config.paths.docsDir), 'intro.md')})`);
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
function checkMainDoc(config: SiteConfig, content: Content, configName: string, docsDir: string): void {
  const id = config.docs.mainDocId;
  if (id === undefined || content.docs.some((doc) => doc.id === id)) return;
  const line = lineOfText(config.configFile, /mainDocId['"]?\s*:/);
  const known = content.docs.slice(0, 8).map((doc) => doc.id).join(', ');
  throw new ConfigError(
    `${formatLocation(configName, line)}: docs.mainDocId names the doc id "${id}", which does not exist\n    Hint: doc ids are paths below ${docsDir} without .md, e.g. ${known}`,
  );
}
