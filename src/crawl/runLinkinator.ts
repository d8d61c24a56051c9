import { escapeRegExp } from '../shared/escapeRegExp.js';
/** A link linkinator reported broken, as the crawl stage reports it. */
export interface BrokenLink {
  url: string;
  parent?: string;
  status: number;
}

export interface LinkinatorOptions {
  /** Origin of the server (`http://127.0.0.1:1234`): URLs elsewhere are external. */
  base: string;
  /** Path the crawl starts at, the site's base (default `/`). */
  start?: string;
  checkExternal?: boolean;
  concurrency?: number;
}

/**
 * Crawls a served site from `/` and returns the broken links. External links are skipped unless
 * asked. `onPage` hears each page the crawl starts reading.
 */
export async function runLinkinator(options: LinkinatorOptions, onPage?: () => void): Promise<BrokenLink[]> {
  // linkinator is a large module graph: load it only where a crawl runs.
  const { LinkChecker, LinkState } = await import('linkinator');
  const checker = new LinkChecker();
  // Each page it starts scanning for links: the crawl's progress.
  if (onPage) checker.on('pagestart', onPage);
  const result = await checker.check({
    path: `${options.base}${options.start ?? '/'}`,
    recurse: true,
    concurrency: options.concurrency ?? 32,
    timeout: 60_000,
    linksToSkip: options.checkExternal ? [] : [`^(?!${escapeRegExp(options.base)})`],
    // Pages are served at clean URLs without a trailing slash (`/docs/intro`), where a browser
    // resolves `./picker/x` to `/docs/picker/x`. Without this, linkinator takes such a URL for a
    // folder and resolves from `/docs/intro/`, reporting valid relative links as broken.
    cleanUrls: true,
  });
  return result.links.filter((link) => link.state === LinkState.BROKEN).map((link) => ({ url: link.url, parent: link.parent, status: link.status ?? 0 }));
}

/** Loads linkinator ahead of the crawl (a worker does this while the build runs). */
export async function preloadLinkinator(): Promise<void> {
  await import('linkinator');
}
