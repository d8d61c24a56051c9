import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LastCrawl } from '../output/upToDate.js';
import { resolveRequest } from '../serve/resolveRequest.js';
import { slashPath } from '../util/slashPath.js';
import type { Crawl } from './crawlSite.js';

/** The 404 page: the crawl reads it for every missing URL, so a change to it calls for a whole crawl. */
const NOT_FOUND_PAGE = '404.html';

/** A page's path without its query (`/docs/x?tab=npm` is page `/docs/x`). */
const pageOf = (page: string) => page.replace(/\?.*$/, '');

/**
 * The file of a site that answers a site path (`/docs/x` → `docs/x.html`, or `docs/x/index.html`
 * with trailingSlash), as the static server resolves it (through its redirect from `/docs/x/`, or
 * to it), or undefined when the path answers 404.
 */
export function servedFile(files: ReadonlySet<string>, sitePath: string): string | undefined {
  const root = path.resolve('/site');
  let resolved = resolveRequest(root, pageOf(sitePath));
  if (resolved.type === 'redirect') resolved = resolveRequest(root, resolved.location);
  if (resolved.type !== 'file') return undefined;
  for (const file of [resolved.file, resolved.folder?.index, resolved.page]) {
    const relative = file && slashPath(path.relative(root, file));
    if (relative && files.has(relative)) return relative;
  }
  return undefined;
}

/**
 * Which pages of the last crawl must be read again after a build: those whose HTML is not the
 * last build's. Null when only a whole crawl can tell what it would find: a URL the last crawl
 * checked answers now where it did not, or the other way round (a page or file added or removed
 * mends or breaks links on pages that did not change), or the 404 page changed.
 */
export async function pagesToCrawlAgain(last: { crawl: LastCrawl; files: string[] }, lastDir: string, files: ReadonlySet<string>, dir: string): Promise<string[] | null> {
  const lastFiles = new Set(last.files);
  for (const url of [...last.crawl.checked, ...last.crawl.pages]) {
    if ((servedFile(lastFiles, url) === undefined) !== (servedFile(files, url) === undefined)) return null;
  }
  const differs = async (file: string) => {
    const [before, now] = await Promise.all([readFile(path.join(lastDir, file)), readFile(path.join(dir, file))]);
    return !before.equals(now);
  };
  if (lastFiles.has(NOT_FOUND_PAGE) !== files.has(NOT_FOUND_PAGE) || (files.has(NOT_FOUND_PAGE) && (await differs(NOT_FOUND_PAGE)))) return null;
  const changed = new Set<string>();
  await Promise.all(
    [...new Set(last.crawl.pages.map(pageOf))].map(async (page) => {
      const file = servedFile(files, page);
      if (file?.endsWith('.html') && (await differs(file))) changed.add(page);
    }),
  );
  return last.crawl.pages.filter((page) => changed.has(pageOf(page)));
}

/**
 * The last crawl with the pages read again put in: their problems replace theirs. Null when a page
 * read again links to a page the last crawl did not read (a page nothing linked to before): a
 * whole crawl would read it, and the pages it leads to. A static copy (`unread`) is no page: the
 * crawl never reads it.
 */
export function withPagesCrawledAgain(last: LastCrawl, again: string[], crawl: Crawl, files: ReadonlySet<string>, unread: ReadonlySet<string>): LastCrawl | null {
  const read = new Set(last.pages.map(pageOf));
  const isPage = (file: string | undefined) => file !== undefined && file.endsWith('.html') && !unread.has(file);
  if (crawl.checked.some((url) => !read.has(pageOf(url)) && isPage(servedFile(files, url)))) return null;
  const replaced = new Set(again);
  return {
    base: last.base,
    pages: last.pages,
    checked: [...new Set([...last.checked, ...crawl.checked])],
    problems: [...last.problems.filter((problem) => !replaced.has(problem.page)), ...crawl.problems],
  };
}
