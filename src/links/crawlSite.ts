import { LinkChecker, LinkState } from 'linkinator';
import { createStaticServer, listen } from '../serve/staticServer.js';
import { diskSource } from '../serve/fileSource.js';

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
      timeout: 20_000,
      linksToSkip: options.checkExternal ? [] : [`^(?!${escapeRegExp(base)})`],
    });
    return result.links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => ({ page: strip(link.parent ?? '', base), url: strip(link.url, base), status: link.status ?? 0 }));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function strip(url: string, base: string): string {
  return url.startsWith(base) ? url.slice(base.length) || '/' : url;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
