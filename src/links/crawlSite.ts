import { LinkChecker, LinkState } from 'linkinator';
import { closeServer, createStaticServer, listen } from '../serve/staticServer.js';
import { diskSource } from '../serve/fileSource.js';
import { normalizePath } from '../shared/paths.js';

export interface CrawlProblem {
  page: string;
  url: string;
  status: number;
}

/**
 * Serves a built folder on 127.0.0.1 with production routing and lets linkinator crawl it from
 * `/`. External links are skipped unless `checkExternal` is set.
 */
export async function crawlSite(dir: string, options: { checkExternal?: boolean; concurrency?: number } = {}): Promise<CrawlProblem[]> {
  const server = createStaticServer({ source: diskSource(dir) });
  const base = await listen(server, 0, '127.0.0.1');
  try {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${base}/`,
      recurse: true,
      concurrency: options.concurrency ?? 32,
      timeout: 60_000,
      linksToSkip: options.checkExternal ? [] : [`^(?!${escapeRegExp(base)})`],
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    // A missing page is served as the 404 page, whose own links the crawler follows too: report
    // only links found on pages that exist, once per page (`/docs/x/` is `/docs/x`).
    const missing = new Set(broken.map((link) => link.url));
    const seen = new Set<string>();
    const problems: CrawlProblem[] = [];
    for (const link of broken) {
      if (link.parent && missing.has(link.parent)) continue;
      const parent = strip(link.parent ?? '', base);
      const problem = { page: parent.startsWith('/') ? normalizePath(parent) : parent, url: strip(link.url, base), status: link.status ?? 0 };
      const key = `${problem.page} ${problem.url}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(problem);
      }
    }
    return problems;
  } finally {
    await closeServer(server);
  }
}

function strip(url: string, base: string): string {
  return url.startsWith(base) ? url.slice(base.length) || '/' : url;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
