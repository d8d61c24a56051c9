import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { formatLocation, groupProblems } from '../util/errors.js';
import { linkSources } from '../links/linkSources.js';
import { hrefPositions } from '../links/hrefPosition.js';
import { linkTarget } from '../links/linkTarget.js';
import { configLinks } from '../links/linksInput.js';
import { isExternalAddress, isUnderBase, routeAddress, stripBase } from '../shared/paths.js';
import type { RouteTable } from '../routes/types.js';
import type { SidebarEntry } from '../shared/types.js';
import type { CrawlProblem } from './crawlSite.js';

/**
 * The crawler's broken links as the build lists them. A link every page shows (navbar, footer,
 * sidebar) is blamed once, on the file it is written in (at the line that writes its address,
 * when the file has it as written). A link written in a page's Markdown (a broken Markdown link
 * its own gate only warned about, a file the site does not serve) is named at the file:line:col
 * it is written at; one in a partial at the partial's, once, with the pages importing it. Other
 * URLs (a React page's links): broken on several pages, one line with the pages; on a single page,
 * that page's source file. `pathOf` turns a crawled URL into a site path (without the base).
 */
export function crawlProblemLines(broken: readonly CrawlProblem[], routes: RouteTable, config: ConfigValues, pathOf: (url: string) => string): string[] {
  const chrome = chromeLinks(routes, config);
  const origins = new Map(routes.routes.map((route) => [route.path, route.origin]));
  const written = writtenLinks(routes, config.urls.base, config.trailingSlash);
  const answered = (b: CrawlProblem) => `answered ${b.status || 'no response'}`;
  const blamed = new Set<string>();
  const lines: string[] = [];
  const placed: { message: string; page?: string }[] = [];
  const byUrl = new Map<string, CrawlProblem[]>();
  for (const b of broken) {
    const target = bare(pathOf(b.url));
    const link = chrome.get(target);
    if (link) {
      const line = `${link.origin}: ${link.what} "${link.label}" → ${b.url} ${answered(b)} (on every page showing it)`;
      if (!blamed.has(line)) lines.push(line);
      blamed.add(line);
      continue;
    }
    const places = written.get(b.page)?.get(target);
    if (places) {
      for (const place of places) placed.push({ message: `${place.where}: link "${place.text}" → ${b.url} ${answered(b)}`, ...(place.partial ? { page: origins.get(b.page) ?? b.page } : {}) });
      continue;
    }
    byUrl.set(b.url, [...(byUrl.get(b.url) ?? []), b]);
  }
  const page = (b: CrawlProblem) => `${origins.has(b.page) ? `${origins.get(b.page)}, page ` : ''}${b.page}`;
  const single = [...byUrl.values()].filter((list) => list.length === 1).map(([b]) => `${page(b!)}: ${b!.url} ${answered(b!)}`);
  const shared = groupProblems([...byUrl.values()].filter((list) => list.length > 1).flatMap((list) => list.map((b) => ({ message: `${b.url} ${answered(b)}`, page: page(b) })))).full;
  // In file order, whatever order the crawl met them in.
  return [...lines, ...groupProblems(placed.sort((a, b) => (a.page ?? '').localeCompare(b.page ?? ''))).full.sort(), ...single, ...shared];
}

/** A site path without its query, hash and trailing slash, as the crawl's targets are compared. */
function bare(sitePath: string): string {
  return sitePath.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
}

interface WrittenLink {
  /** file:line:col (the partial's file when the link is in one). */
  where: string;
  text: string;
  partial: boolean;
}

/** Each page's (route path's) links written in its Markdown, by the site path they lead to. */
function writtenLinks(routes: RouteTable, base: string, trailingSlash: boolean): Map<string, Map<string, WrittenLink[]>> {
  const byPage = new Map<string, Map<string, WrittenLink[]>>();
  for (const route of routes.routes) {
    if (!route.doc) continue;
    const links = new Map<string, WrittenLink[]>();
    for (const link of route.doc.facts.links) {
      if (link.line === undefined || isExternalAddress(link.href) || link.href.startsWith('#')) continue;
      // Resolved from where the browser reads the page (`/docs/x/` with trailingSlash).
      let target = linkTarget(link.href, routeAddress(route.path, trailingSlash)).pathname;
      // A link already written with the site's base (an MDX <Link>'s), as the crawl's paths are without it.
      if (base !== '/' && isUnderBase(base, target)) target = stripBase(base, target);
      const key = bare(target);
      const place = { where: formatLocation(link.file ?? route.doc.displayPath, link.line, link.column), text: link.text, partial: link.file !== undefined };
      const known = links.get(key) ?? [];
      if (!known.some((each) => each.where === place.where)) known.push(place);
      links.set(key, known);
    }
    if (links.size > 0) byPage.set(route.path, links);
  }
  return byPage;
}


/** Site path → the navbar, footer and sidebar links to it, with the file each is written in. */
function chromeLinks(routes: RouteTable, config: ConfigValues): Map<string, { origin: string; what: string; label: string }> {
  const found = new Map<string, { origin: string; what: string; label: string }>();
  const sidebarFile = path.relative(config.rootDir, config.paths.sidebarsFile);
  const base = config.urls.base;
  // Each file (the config, the sidebars) read once for all the links it writes.
  const finders = new Map<string, ReturnType<typeof hrefPositions>>();
  const add = (href: string, origin: string, what: string, label: string) => {
    if (!href.startsWith('/')) return;
    if (base !== '/' && href.startsWith(base)) href = href.slice(base.length - 1);
    const target = bare(href);
    if (found.has(target)) return;
    if (!finders.has(origin)) finders.set(origin, hrefPositions(path.resolve(config.rootDir, origin), base));
    const at = finders.get(origin)!(href);
    found.set(target, { origin: at ? `${origin}:${at.line}:${at.column}` : origin, what, label });
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
