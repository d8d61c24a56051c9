import type { LastCrawl } from '../output/upToDate.js';
import { pagesToCrawlAgain, withPagesCrawledAgain } from './crawlChanged.js';
import type { Crawler, CrawlOptions } from './crawlSite.js';

export interface BuiltSite {
  /** The folder the new site was written into, and its files (relative, with `/`). */
  dir: string;
  files: ReadonlySet<string>;
  /** The files of `files` copied from the static folder: checked to answer, never read for links (see CrawlOptions.unread). */
  unread: ReadonlySet<string>;
  /** The folder holding the last build's site (until the new one replaces it), with what its crawl found. */
  lastDir: string;
  last?: { crawl: LastCrawl; files: string[] };
}

/**
 * Crawls a built site: when the last build's crawl is known and every URL it checked is still
 * there (or still missing), only the pages whose HTML changed are read again (their links checked,
 * as in a whole crawl) and the other pages keep what the last crawl found; else, and when a page
 * read again links to a page the last crawl did not read, the whole site. Returns the crawl as the next build keeps it,
 * and how many pages were read.
 */
export async function crawlBuiltSite(crawler: Crawler, site: BuiltSite, options: CrawlOptions & { base: string }): Promise<{ crawl: LastCrawl; read: number }> {
  const last = site.last && site.last.crawl.base === options.base && !options.checkExternal ? site.last : undefined;
  const again = last ? await pagesToCrawlAgain(last, site.lastDir, site.files, site.dir) : null;
  if (last && again) {
    const found = again.length > 0 ? await crawler.crawl(site.dir, { ...options, unread: site.unread, pages: again }) : { problems: [], pages: [], checked: [] };
    const merged = withPagesCrawledAgain(last.crawl, again, found, site.files, site.unread);
    if (merged) return { crawl: merged, read: found.pages.length };
  }
  const whole = await crawler.crawl(site.dir, { ...options, unread: site.unread });
  return { crawl: { base: options.base, ...whole }, read: whole.pages.length };
}
