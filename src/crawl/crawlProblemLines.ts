import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { groupProblems } from '../util/errors.js';
import { linkSources } from '../links/linkSources.js';
import { configLinks } from '../links/linksInput.js';
import type { RouteTable } from '../routes/types.js';
import type { SidebarEntry } from '../shared/types.js';
import type { CrawlProblem } from './crawlSite.js';

/**
 * The crawler's broken links as the build lists them. A link every page shows (navbar, footer,
 * sidebar) is blamed once, on the file it is written in; a URL broken on several pages is one
 * line with the pages; one broken on a single page names that page's source file.
 * `pathOf` turns a crawled URL into a site path (without the base).
 */
export function crawlProblemLines(broken: readonly CrawlProblem[], routes: RouteTable, config: ConfigValues, pathOf: (url: string) => string): string[] {
  const chrome = chromeLinks(routes, config);
  const origins = new Map(routes.routes.map((route) => [route.path, route.origin]));
  const answered = (b: CrawlProblem) => `answered ${b.status || 'no response'}`;
  const blamed = new Set<string>();
  const lines: string[] = [];
  const byUrl = new Map<string, CrawlProblem[]>();
  for (const b of broken) {
    const target = pathOf(b.url).split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
    const link = chrome.get(target);
    if (link) {
      const line = `${link.origin}: ${link.what} "${link.label}" → ${b.url} ${answered(b)} (on every page showing it)`;
      if (!blamed.has(line)) lines.push(line);
      blamed.add(line);
      continue;
    }
    byUrl.set(b.url, [...(byUrl.get(b.url) ?? []), b]);
  }
  const page = (b: CrawlProblem) => `${origins.has(b.page) ? `${origins.get(b.page)}, page ` : ''}${b.page}`;
  const single = [...byUrl.values()].filter((list) => list.length === 1).map(([b]) => `${page(b!)}: ${b!.url} ${answered(b!)}`);
  const shared = groupProblems([...byUrl.values()].filter((list) => list.length > 1).flatMap((list) => list.map((b) => ({ message: `${b.url} ${answered(b)}`, page: page(b) })))).full;
  return [...lines, ...single, ...shared];
}

/** Site path → the navbar, footer and sidebar links to it, with the file each is written in. */
function chromeLinks(routes: RouteTable, config: ConfigValues): Map<string, { origin: string; what: string; label: string }> {
  const found = new Map<string, { origin: string; what: string; label: string }>();
  const sidebarFile = path.relative(config.rootDir, config.paths.sidebarsFile);
  const add = (href: string, origin: string, what: string, label: string) => {
    if (!href.startsWith('/')) return;
    const base = config.urls.base;
    if (base !== '/' && href.startsWith(base)) href = href.slice(base.length - 1);
    const target = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
    if (!found.has(target)) found.set(target, { origin, what, label });
  };
  for (const link of linkSources(routes, configLinks(config))[0]!.links) add(link.href, config.configFileName, 'navbar/footer link', link.text);
  const walk = (entries: SidebarEntry[]) => {
    for (const entry of entries) {
      if (entry.type === 'link' && !entry.docId) add(entry.href, sidebarFile, 'sidebar link', entry.label);
      if (entry.type === 'category') walk(entry.items);
    }
  };
  for (const entries of Object.values(routes.sidebars)) walk(entries);
  return found;
}
