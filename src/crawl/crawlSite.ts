import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../util/packageRoot.js';
import { slashPath } from '../util/slashPath.js';
import { closeServer, createStaticServer, listen } from '../serve/staticServer.js';
import { diskSource } from '../serve/fileSource.js';
import { isUnderBase, normalizePath, routeAddress, stripBase, withBase } from '../shared/paths.js';
import { canRunHelperThread } from '../workers/workers.js';
import { renderedPages } from './renderedPages.js';
import { runLinkinator, type BrokenLink, type LinkinatorRun } from './runLinkinator.js';

export interface CrawlProblem {
  page: string;
  url: string;
  status: number;
}

export interface CrawlOptions {
  /**
   * The pages to read (site paths, as `CrawlProblem.page`): each is read once and its links
   * checked. A URL they link to is checked to answer, never read for links of its own: the list
   * is every page the crawl reads (renderedPages: a whole crawl; the pages that changed: a crawl
   * after a build that crawled).
   */
  pages: readonly string[];
  checkExternal?: boolean;
  /** The site's base (`/repo-name/`): the site is served and crawled under it. Default `/`. */
  base?: string;
  /** The site's `trailingSlash`: pages are requested at their addresses (`/docs/x/`). */
  trailingSlash?: boolean;
  concurrency?: number;
  /** Called as the crawl starts reading each page, with the pages read so far and of how many (the terminal's progress line). */
  onPage?: (read: number, total: number) => void;
}

/** What a crawl found. Paths are site paths (the base left out), as `CrawlProblem.page`. */
export interface Crawl {
  problems: CrawlProblem[];
  /** The pages read (their links checked). */
  pages: string[];
  /** Every URL on the site (under the base) a link was checked to. */
  checked: string[];
}

export interface Crawler {
  crawl(dir: string, options: CrawlOptions): Promise<Crawl>;
  close(): Promise<void>;
}

const WORKER_FILE = path.join(packageRoot(), 'dist', 'crawlWorker.js');

/**
 * Starts a crawler before the site exists. With a second core, linkinator runs in a worker thread
 * that loads it at once, so neither its start-up nor its crawling waits on the main thread, which
 * only serves the files. Without one, it runs in this thread.
 */
export function startCrawler(): Crawler {
  let worker: Worker | undefined = canRunHelperThread(WORKER_FILE) ? new Worker(WORKER_FILE) : undefined;
  worker?.unref();
  const crawlInWorker = (options: Parameters<typeof runLinkinator>[0], onPage: () => void) =>
    new Promise<LinkinatorRun>((resolve, reject) => {
      const onMessage = (reply: { page?: true; run?: LinkinatorRun; error?: string }) => {
        if (reply.page) return onPage();
        worker!.off('message', onMessage);
        worker!.off('error', reject);
        if (reply.error === undefined) resolve(reply.run!);
        else reject(new Error(reply.error));
      };
      worker!.on('message', onMessage);
      worker!.once('error', reject);
      worker!.postMessage(options);
    });
  return {
    async crawl(dir, options) {
      const siteBase = options.base ?? '/';
      const server = createStaticServer({ source: diskSource(dir), compress: false, base: siteBase });
      const base = await listen(server, 0, '127.0.0.1');
      try {
        const start = options.pages.map((page) => withBase(siteBase, routeAddress(page, options.trailingSlash === true)));
        const linkinatorOptions = { base, start, checkExternal: options.checkExternal, concurrency: options.concurrency };
        let read = 0;
        const onPage = () => options.onPage?.(++read, start.length);
        const run = worker ? await crawlInWorker(linkinatorOptions, onPage) : await runLinkinator(linkinatorOptions, onPage);
        const sitePaths = (urls: string[]) => urls.flatMap((url) => (url.startsWith(base) && isUnderBase(siteBase, strip(url, base)) ? [sitePath(strip(url, base), siteBase)] : []));
        return { problems: toProblems(run.broken, base, siteBase), pages: sitePaths(run.pages), checked: [...new Set(sitePaths(run.checked))] };
      } finally {
        await closeServer(server);
      }
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}

/**
 * Serves a built folder on 127.0.0.1 with production routing and lets linkinator read every page
 * in it (its HTML files but `unread`, see renderedPages). External links are skipped unless
 * `checkExternal` is set.
 */
export async function crawlSite(dir: string, options: Omit<CrawlOptions, 'pages'> & { unread?: ReadonlySet<string> } = {}): Promise<CrawlProblem[]> {
  const { unread = new Set(), ...crawlOptions } = options;
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => slashPath(path.relative(dir, path.join(entry.parentPath, entry.name))));
  const crawler = startCrawler();
  try {
    return (await crawler.crawl(dir, { ...crawlOptions, pages: renderedPages(files, unread) })).problems;
  } finally {
    await crawler.close();
  }
}

/** Each broken link once per page that has it (`/docs/x/` is `/docs/x`). */
function toProblems(broken: BrokenLink[], base: string, siteBase: string): CrawlProblem[] {
  const seen = new Set<string>();
  const problems: CrawlProblem[] = [];
  for (const link of broken) {
    // Pages are named by their site path (as routes are); broken URLs as they were requested.
    const problem = { page: sitePath(strip(link.parent ?? '', base), siteBase), url: strip(link.url, base), status: link.status };
    const key = `${problem.page} ${problem.url}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

/** A crawled page's site path (`/docs/x`, a query kept), from its path on the server. */
function sitePath(served: string, siteBase: string): string {
  const parent = stripBase(siteBase, served);
  if (!parent.startsWith('/')) return parent;
  const query = parent.indexOf('?');
  return query < 0 ? normalizePath(parent) : normalizePath(parent.slice(0, query)) + parent.slice(query);
}

function strip(url: string, base: string): string {
  return url.startsWith(base) ? url.slice(base.length) || '/' : url;
}
