import type { SiteConfig } from '../config/siteConfig.js';
import type { Content, Doc } from '../content/types.js';
import path from 'node:path';
import { lineOfText } from '../config/lineOfText.js';
import { ConfigError, formatLocation } from '../errors.js';
import type { SidebarEntry } from '../shared/types.js';
import { slashPath } from '../slashPath.js';
import { resolveSidebars } from './resolveSidebars.js';
import { sidebarNavigation } from './sidebarNavigation.js';
import type { Route, RouteTable } from './types.js';

export const NOT_FOUND_PATH = '/404';

/** routes stage: every page of the site, its sidebar, breadcrumbs and neighbours. */
export function buildRoutes(content: Content, config: SiteConfig): RouteTable {
  const routeBase = config.docs.routeBasePath;
  const configName = config.configFile.slice(config.rootDir.length + 1);
  const docsDir = slashPath(path.relative(config.rootDir, config.paths.docsDir));
  checkMainDoc(config, content, configName, docsDir);
  const { sidebars, generatedIndexes } = resolveSidebars(config.sidebars, content.docs, content.categories, routeBase, configName, { configPath: config.configFile, docsDir });
  const navigation = sidebarNavigation(sidebars);
  const warnings: string[] = [];
  const mainDoc = findMainDoc(config, content, sidebars);
  checkOneHomePage(config, content, configName);
  // `/` is content/index.md, else the configured landing page, else it hands over to the main doc.
  const home: Route = content.home
    ? { path: '/', kind: 'page', title: content.home.title, description: content.home.description || config.tagline, doc: content.home, origin: content.home.displayPath }
    : config.landing
      ? { path: '/', kind: 'landing', title: 'Home', description: config.tagline, origin: 'landing page (theme)' }
      : { path: '/', kind: 'landing', title: mainDoc.title, description: config.tagline, redirect: mainDoc.route, origin: `home page (leads to ${mainDoc.route}: the config has no landing)` };

  const candidates: Route[] = [
    home,
    ...content.docs.map((doc): Route => ({
      path: doc.route,
      kind: 'doc',
      title: doc.title,
      description: doc.description,
      doc,
      ...navigation.get(doc.route),
      origin: doc.displayPath,
    })),
    // Pages outside the docs (src/pages): the doc layout without a sidebar, like the home page.
    ...(content.pages ?? []).map((doc): Route => ({ path: doc.route, kind: 'page', title: doc.title, description: doc.description, doc, origin: doc.displayPath })),
    ...generatedIndexes.map((index): Route => ({
      path: index.path,
      kind: 'category',
      title: index.label,
      description: index.description || `Every page of the ${index.label} section.`,
      cards: cardsOf(index.category.items, content),
      ...navigation.get(index.path),
      origin: `generated index of the "${index.label}" category`,
    })),
    { path: NOT_FOUND_PATH, kind: 'notFound', title: 'Page Not Found', description: 'We could not find what you were looking for.', origin: 'not-found page (templates)' },
  ];

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

/** A home page in content/index.md and a `landing` in the config would both be `/`: one must go. */
function checkOneHomePage(config: SiteConfig, content: Content, configName: string): void {
  if (!content.home || !config.landing) return;
  const line = lineOfText(config.configFile, /landing['"]?\s*:/);
  throw new ConfigError(
    `${formatLocation(configName, line)}: both \`landing\` and ${content.home.displayPath} define the home page (/)\n    Hint: remove \`landing\` from ${configName} to show ${content.home.displayPath} at /, or remove ${content.home.displayPath} to show the landing page`,
  );
}

function cardsOf(items: SidebarEntry[], content: Content) {
  const docsByRoute = new Map(content.docs.map((d) => [d.route, d]));
  return items.map((item) => {
    const href = item.href ?? '';
    const doc = docsByRoute.get(href);
    const count = item.type === 'category' ? item.items.length : 0;
    return {
      label: item.label,
      href,
      description: doc?.description ?? (item.type === 'category' ? `${count} item${count === 1 ? '' : 's'}` : ''),
    };
  });
}
