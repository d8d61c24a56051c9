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
  /**
   * The pages to read (paths on the server): each is read once and its links checked. A URL they
   * link to is checked to answer, never read for links of its own: what is read is this list.
   */
  start: string[];
  checkExternal?: boolean;
  concurrency?: number;
}

/** What one crawl found: the broken links, the pages it read and every URL it checked (all absolute). */
export interface LinkinatorRun {
  broken: BrokenLink[];
  pages: string[];
  checked: string[];
}

/**
 * Reads the pages `start` names on a served site and checks their links; returns the broken links,
 * the pages read and the URLs checked. External links are skipped unless asked. `onPage` hears
 * each page the crawl starts reading.
 */
export async function runLinkinator(options: LinkinatorOptions, onPage?: () => void): Promise<LinkinatorRun> {
  // linkinator is a large module graph: load it only where a crawl runs.
  const { LinkChecker, LinkState } = await import('linkinator');
  const concurrency = options.concurrency ?? 32;
  /**
   * linkinator starts the request of every start page at once (its queue bounds only the work
   * queued after): a site's thousand pages were a thousand requests and HTML parses in flight.
   * Here a start page (a crawl without a parent) waits for one of `concurrency` places.
   */
  class PageReader extends LinkChecker {
    #reading = 0;
    #waiting: (() => void)[] = [];
    override async crawl(crawl: Parameters<InstanceType<typeof LinkChecker>['crawl']>[0]): Promise<void> {
      if (crawl.parent !== undefined) return super.crawl(crawl);
      if (this.#reading >= concurrency) await new Promise<void>((resolve) => this.#waiting.push(resolve));
      this.#reading++;
      try {
        await super.crawl(crawl);
      } finally {
        this.#reading--;
        this.#waiting.shift()?.();
      }
    }
  }
  const checker = new PageReader();
  // Each page it starts scanning for links: the crawl's progress.
  const pages: string[] = [];
  checker.on('pagestart', (url: URL | string) => {
    pages.push(String(url));
    onPage?.();
  });
  // linkinator sends every request through the proxy named by https_proxy/HTTPS_PROXY/http_proxy/
  // HTTP_PROXY (it reads no NO_PROXY), so behind one the requests to docsgen's own server on
  // 127.0.0.1 went to the proxy and every page was broken. The variables are hidden for the crawl
  // and put back after it (a crawl worker has its own copy of the environment).
  // The external check still goes through that proxy: linkinator then asks Node's fetch, whose
  // dispatcher for the crawl is undici's EnvHttpProxyAgent (the proxy variables, NO_PROXY, and
  // docsgen's own server always direct).
  const proxy = options.checkExternal ? await proxyDispatcher(options.base) : undefined;
  const hidden = PROXY_VARIABLES.filter((name) => name in process.env).map((name) => [name, process.env[name]] as const);
  for (const [name] of hidden) delete process.env[name];
  let result: Awaited<ReturnType<typeof checker.check>>;
  try {
    proxy?.use();
    result = await checker.check({
      path: options.start.map((start) => `${options.base}${start}`),
      // The start pages are every page to read: a link is checked (a HEAD request), never followed.
      recurse: false,
      concurrency,
      timeout: 60_000,
      // A request that got no answer (its connection dropped: a keep-alive socket closed while the
      // machine was busy) is asked again, up to three times, a moment later: at load 25–30, 33 of
      // jest's pages were reported "answered no response" though they were there.
      retryErrors: true,
      retryErrorsCount: 3,
      retryErrorsJitter: 200,
      linksToSkip: options.checkExternal ? [] : [`^(?!${escapeRegExp(options.base)})`],
      // Pages are served at clean URLs without a trailing slash (`/docs/intro`), where a browser
      // resolves `./picker/x` to `/docs/picker/x`. Without this, linkinator takes such a URL for a
      // folder and resolves from `/docs/intro/`, reporting valid relative links as broken.
      cleanUrls: true,
    });
  } finally {
    for (const [name, value] of hidden) process.env[name] = value;
    await proxy?.restore();
  }
  return {
    broken: result.links.filter((link) => link.state === LinkState.BROKEN).map((link) => ({ url: link.url, parent: link.parent, status: link.status ?? 0 })),
    pages,
    checked: [...new Set(result.links.filter((link) => link.state !== LinkState.SKIPPED).map((link) => link.url))],
  };
}

/** The variables linkinator takes a proxy from. */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;

/**
 * When the environment names a proxy, a global fetch dispatcher for the crawl that sends requests
 * through it, except to the hosts in NO_PROXY/no_proxy and to docsgen's own server at `base`;
 * `restore` puts the previous dispatcher back and closes this one. Undefined without a proxy.
 */
async function proxyDispatcher(base: string): Promise<{ use(): void; restore(): Promise<void> } | undefined> {
  // Read here, once, as curl reads them (lower case first, an empty variable as one not set), and
  // handed to undici whole: its own reading takes an empty `no_proxy` over NO_PROXY, and the list
  // must have docsgen's server in it.
  const env = process.env;
  const httpProxy = env.http_proxy || env.HTTP_PROXY || undefined;
  const httpsProxy = env.https_proxy || env.HTTPS_PROXY || httpProxy;
  const noProxy = (env.no_proxy || env.NO_PROXY || '').trim();
  if (!httpProxy && !httpsProxy) return undefined;
  if (noProxy === '*') return undefined;
  const { EnvHttpProxyAgent, getGlobalDispatcher, setGlobalDispatcher } = await import('undici');
  // An http:// URL is asked of the proxy as a plain request (`GET http://host/path`, as curl does;
  // proxies commonly refuse CONNECT to port 80), an https:// one through a CONNECT tunnel.
  const agent = new EnvHttpProxyAgent({ httpProxy: httpProxy ?? '', httpsProxy, noProxy: [noProxy, new URL(base).host].filter(Boolean).join(','), proxyTunnel: false });
  const previous = getGlobalDispatcher();
  return {
    use: () => setGlobalDispatcher(agent),
    async restore() {
      setGlobalDispatcher(previous);
      await agent.close();
    },
  };
}

/** Loads linkinator ahead of the crawl (a worker does this while the build runs). */
export async function preloadLinkinator(): Promise<void> {
  await import('linkinator');
}
