import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LastCrawl } from '../output/upToDate.js';
import { resolveRequest } from '../serve/resolveRequest.js';
import { slashPath } from '../util/slashPath.js';
import type { Crawl } from './crawlSite.js';

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
 * Which of the rendered `pages` (site paths, see renderedPages) the crawl must read after a build:
 * those the last crawl did not read (new pages) and those whose HTML is not the last build's. The
 * last crawl's other pages keep what it found: a page's problems depend only on its own HTML and
 * on which of the URLs it links to answer. Null when only a whole crawl can tell what it would
 * find: a URL a page linked to answers now where it did not, or the other way round (a page or
 * file added or removed mends or breaks links on pages that did not change).
 */
export async function pagesToCrawlAgain(last: { crawl: LastCrawl; files: string[] }, lastDir: string, files: ReadonlySet<string>, dir: string, pages: readonly string[]): Promise<string[] | null> {
  const lastFiles = new Set(last.files);
  for (const url of last.crawl.checked) {
    if ((servedFile(lastFiles, url) === undefined) !== (servedFile(files, url) === undefined)) return null;
  }
  const read = new Set(last.crawl.pages);
  const differs = async (file: string) => {
    const [before, now] = await Promise.all([readFile(path.join(lastDir, file)), readFile(path.join(dir, file))]);
    return !before.equals(now);
  };
  const again = await Promise.all(
    pages.map(async (page) => {
      if (!read.has(page)) return true;
      const file = servedFile(files, page);
      return file === undefined || !lastFiles.has(file) || (await differs(file));
    }),
  );
  return pages.filter((_, i) => again[i]);
}

/**
 * The crawl of the rendered `pages` after a build: the pages read again (`again`) with what this
 * crawl found on them, the others with what the last crawl found (a page no longer rendered keeps
 * nothing).
 */
export function withPagesCrawledAgain(last: LastCrawl, pages: readonly string[], again: readonly string[], crawl: Crawl): LastCrawl {
  const rendered = new Set(pages);
  const replaced = new Set(again);
  return {
    base: last.base,
    pages: [...pages],
    checked: [...new Set([...last.checked, ...crawl.checked])],
    problems: [...last.problems.filter((problem) => rendered.has(problem.page) && !replaced.has(problem.page)), ...crawl.problems],
  };
}
