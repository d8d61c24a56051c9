import type { LastCrawl } from '../output/upToDate.js';
import { pagesToCrawlAgain, withPagesCrawledAgain } from './crawlChanged.js';
import type { Crawler, CrawlOptions } from './crawlSite.js';
import { renderedPages } from './renderedPages.js';

export interface BuiltSite {
  /** The folder the new site was written into, and its files (relative, with `/`). */
  dir: string;
  files: ReadonlySet<string>;
  /** The files of `files` copied from the static folder: checked to answer, never read for links (see renderedPages). */
  unread: ReadonlySet<string>;
  /** The folder holding the last build's site (until the new one replaces it), with what its crawl found. */
  lastDir: string;
  last?: { crawl: LastCrawl; files: string[] };
}

/**
 * Crawls a built site: reads every page docsgen rendered (whether or not a page links to it) and
 * checks its links. When the last build's crawl is known and every URL its pages linked to is
 * still there (or still missing), only the new pages and those whose HTML changed are read, and
 * the other pages keep what the last crawl found. Returns the crawl as the next build keeps it,
 * and how many pages were read.
 */
export async function crawlBuiltSite(crawler: Crawler, site: BuiltSite, options: Omit<CrawlOptions, 'pages'> & { base: string }): Promise<{ crawl: LastCrawl; read: number }> {
  const pages = renderedPages(site.files, site.unread);
  const last = site.last && site.last.crawl.base === options.base && !options.checkExternal ? site.last : undefined;
  const again = last ? await pagesToCrawlAgain(last, site.lastDir, site.files, site.dir, pages) : null;
  if (last && again) {
    const found = again.length > 0 ? await crawler.crawl(site.dir, { ...options, pages: again }) : { problems: [], pages: [], checked: [] };
    return { crawl: withPagesCrawledAgain(last.crawl, pages, again, found), read: found.pages.length };
  }
  const whole = await crawler.crawl(site.dir, { ...options, pages });
  return { crawl: { base: options.base, ...whole }, read: whole.pages.length };
}
