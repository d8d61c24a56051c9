import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../util/packageRoot.js';
import { slashPath } from '../util/slashPath.js';
import { closeServer, createStaticServer, listen } from '../serve/staticServer.js';
import { diskSource } from '../serve/fileSource.js';
import { isUnderBase, normalizePath, routeAddress, stripBase, withBase } from '../shared/paths.js';
import { canRunHelperThread } from '../workers/workers.js';
import { runLinkinator, type BrokenLink, type LinkinatorRun } from './runLinkinator.js';

export interface CrawlProblem {
  page: string;
  url: string;
  status: number;
}

export interface CrawlOptions {
  checkExternal?: boolean;
  /** The site's base (`/repo-name/`): the site is served and crawled under it. Default `/`. */
  base?: string;
  /** The site's `trailingSlash`: pages are requested at their addresses (`/docs/x/`). */
  trailingSlash?: boolean;
  concurrency?: number;
  /** Called as the crawl starts reading each page (the terminal's progress line). */
  onPage?: () => void;
  /**
   * Read only these pages (site paths, as `CrawlProblem.page`, a query allowed) and check their
   * links, without reading the pages they link to. Default: every page reached from the base.
   */
  pages?: string[];
  /**
   * Files of the site (relative, with `/`) the crawl checks links to but never reads for links of
   * their own: the static folder's copies (a site's old HTML API docs), as Docusaurus's link check
   * looks only at the pages it rendered.
   */
  unread?: ReadonlySet<string>;
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
  crawl(dir: string, options?: CrawlOptions): Promise<Crawl>;
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
    async crawl(dir, options = {}) {
      const siteBase = options.base ?? '/';
      const source = diskSource(dir);
      const unread = options.unread;
      const server = createStaticServer({ source, compress: false, base: siteBase, ...(unread?.size ? { unread: (file: string) => unread.has(slashPath(path.relative(source.root, file))) } : {}) });
      const base = await listen(server, 0, '127.0.0.1');
      try {
        // The crawl starts at the base; a link outside it is on this host, so it is checked (and answers 404).
        const start = options.pages ? options.pages.map((page) => withBase(siteBase, routeAddress(page, options.trailingSlash === true))) : [siteBase];
        const linkinatorOptions = { base, start, recurse: !options.pages, checkExternal: options.checkExternal, concurrency: options.concurrency };
        const onPage = () => options.onPage?.();
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
 * Serves a built folder on 127.0.0.1 with production routing and lets linkinator crawl it from
 * `/`. External links are skipped unless `checkExternal` is set.
 */
export async function crawlSite(dir: string, options: CrawlOptions = {}): Promise<CrawlProblem[]> {
  const crawler = startCrawler();
  try {
    return (await crawler.crawl(dir, options)).problems;
  } finally {
    await crawler.close();
  }
}

/**
 * A missing page is served as the 404 page, whose own links the crawler follows too: report only
 * links found on pages that exist, once per page (`/docs/x/` is `/docs/x`).
 */
function toProblems(broken: BrokenLink[], base: string, siteBase: string): CrawlProblem[] {
  const missing = new Set(broken.map((link) => link.url));
  const seen = new Set<string>();
  const problems: CrawlProblem[] = [];
  for (const link of broken) {
    if (link.parent && missing.has(link.parent)) continue;
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
