/**
 * URL path helpers shared by the build, the dev server and the browser router.
 *
 * A page is named inside docsgen by its route path, without a trailing slash (`/docs/install`).
 * What the site publishes follows its `trailingSlash` setting (Docusaurus's), and only the two
 * functions below turn a route path into a file or an address:
 * - `false` (the default): `/docs/install` is written to `docs/install.html` and linked as `/docs/install`;
 * - `true`: it is written to `docs/install/index.html` and linked as `/docs/install/`.
 */

/** `/docs/install.html`, `/docs/install/index.html` and `/docs/install/` all become `/docs/install`. */
export function normalizePath(pathname: string): string {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'/index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '');
  return p === '' || p === '/index' ? '/' : p;
}

/**
 * A page's URL path from its file name: each segment percent-encoded where a URL needs it (a
 * space, `%`, `?`, `#`, non-ASCII letters), so links, canonical URLs, the sitemap and llms.txt
 * name the page exactly. `/docs/what?` → `/docs/what%3F`.
 */
export function encodeRoutePath(routePath: string): string {
  return routePath
    .split('/')
    .map((segment) => encodeURI(segment).replace(/[?#]/g, encodeURIComponent))
    .join('/');
}

/** The file name a URL path stands for on disk (`docs/what%3F.html` → `docs/what?.html`). */
export function decodeRoutePath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

/**
 * The output file of a route path: `/` → `index.html`, `/docs/install` → `docs/install.html`, or
 * `docs/install/index.html` with `trailingSlash`.
 */
export function routeToFile(routePath: string, trailingSlash = false): string {
  if (routePath === '/') return 'index.html';
  return trailingSlash ? `${routePath.slice(1)}/index.html` : `${routePath.slice(1)}.html`;
}

/**
 * What the trailingSlash rule knows of a site (SiteData has both fields): Docusaurus's setting, and
 * the route table's pages whose path reads like a file name (`/docs/1.x`, a version so named), which
 * are pages all the same. `true` alone: the setting, with no such page.
 */
export type SlashRule = boolean | { readonly trailingSlash?: boolean | undefined; readonly pagesLikeFiles?: readonly string[] | undefined };

/**
 * The address a link names a site path by: with `trailingSlash`, a page's path ends in `/`
 * (`/docs/install` → `/docs/install/`, `/docs/install#x` → `/docs/install/#x`); a file's path
 * (`/img/x.png`, `/llms.txt`), `/`, a path already ending in `/` and a fragment or query alone stay
 * as written. A path is a page when the route table says so (`rule.pagesLikeFiles`); else, when no
 * route has it (a static file), when its last segment has no file extension. Without
 * `trailingSlash` the path is left as written.
 */
export function pageAddress(path: string, rule: SlashRule): string {
  if (!(typeof rule === 'boolean' ? rule : rule.trailingSlash)) return path;
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  if (pathname === '' || pathname.endsWith('/')) return path;
  if (FILE_NAME.test(pathname) && (typeof rule === 'boolean' || !rule.pagesLikeFiles?.includes(pathname))) return path;
  return `${pathname}/${end < 0 ? '' : path.slice(end)}`;
}

/**
 * A path naming a file rather than a page: its last part ends in an extension that starts with a
 * letter (`x.png`, `x.html`, `llms.txt`); a page named like a version (`/blog/2.8.0`) is a page.
 */
const FILE_NAME = /\.[a-z][a-z0-9]{0,5}$/i;

/**
 * The address of a route's page (a path the route table has), named like a file or not:
 * `/docs/1.x` → `/docs/1.x/` with trailingSlash.
 */
export function routeAddress(routePath: string, trailingSlash: boolean): string {
  return pageAddress(routePath, { trailingSlash, pagesLikeFiles: [routePath] });
}

/**
 * The route paths that read like a file's (`/docs/1.x`): the pages the extension rule alone would
 * take for files (SiteData.pagesLikeFiles, asked by pageAddress). Most sites have none.
 */
export function pagesLikeFiles(routePaths: Iterable<string>): string[] {
  return [...routePaths].filter((routePath) => FILE_NAME.test(routePath));
}

/** The route's Markdown source as served: `/docs/intro` → `docs/intro.md`, `/` → `index.md`. */
export function markdownFileOf(routePath: string): string {
  return routePath === '/' ? 'index.md' : `${routePath.slice(1)}.md`;
}

/** The static JSON asset holding a route's page data. */
export function pageDataFile(routePath: string): string {
  return routePath === '/' ? '__data/index.json' : `__data${routePath}.json`;
}

/**
 * What an address (an href, a src, a link's `to`) names, read from how it starts:
 * - `external`: a URL with its own scheme (`https://x`, `mailto:a`, `data:…`), another site or resource;
 * - `protocol-relative`: `//host/x`, another site on the page's own scheme;
 * - `full-load`: `pathname:///x`, Docusaurus's way to name a path of this site that is no page
 *   (a static file or folder): the browser loads it whole (FULL_LOAD_ATTRIBUTE);
 * - `same-page`: `#x`, `?q=1` or nothing: the page itself;
 * - `site`: `/docs/x`, a path from the site's root (docsgen writes it under the base);
 * - `relative`: `x`, `../x`, `./x.md`: a path from the address of the page it is on.
 */
export type AddressKind = 'external' | 'protocol-relative' | 'full-load' | 'same-page' | 'site' | 'relative';

/** A URL scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`) and its colon. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The kind of an address (AddressKind): the one test every link, image and config rule reads. */
export function addressKind(address: string): AddressKind {
  if (address.startsWith('pathname://')) return 'full-load';
  if (SCHEME.test(address)) return 'external';
  if (address.startsWith('//')) return 'protocol-relative';
  if (address === '' || address.startsWith('#') || address.startsWith('?')) return 'same-page';
  return address.startsWith('/') ? 'site' : 'relative';
}

/**
 * Whether an address is not the site's to resolve: it has a scheme (`pathname:` too) or names a
 * host (`//host`), as Docusaurus's `isInternalUrl` tells an internal link from the rest.
 */
export function isExternalAddress(address: string): boolean {
  const kind = addressKind(address);
  return kind === 'external' || kind === 'protocol-relative' || kind === 'full-load';
}

/**
 * A site path as the browser requests it under the base (`/repo-name/`): `/docs/x` →
 * `/repo-name/docs/x`, `/` → `/repo-name/`, and with `trailingSlash` a page's path ends in `/`
 * (pageAddress). Anything else is left alone: relative and external URLs, `//host/…` and
 * fragments. Every site path docsgen holds is written without the base (a route `/repo-name/x` is
 * a page of that name, under the base too).
 */
export function withBase(baseUrl: string, path: string, trailingSlash: SlashRule = false): string {
  if (addressKind(path) !== 'site') return path;
  const address = pageAddress(path, trailingSlash);
  return baseUrl === '/' ? address : baseUrl.replace(/\/$/, '') + address;
}

/** The site path of a requested path: the base taken off (`/repo-name/docs/x` → `/docs/x`). */
export function stripBase(baseUrl: string, pathname: string): string {
  if (baseUrl === '/') return pathname;
  const base = baseUrl.replace(/\/$/, '');
  // Match the base as whole path segments: '/sub' strips from '/sub/x', not from '/subway/x'.
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** Whether a requested path is under the base (`/repo-name`, `/repo-name/…`). */
export function isUnderBase(baseUrl: string, pathname: string): boolean {
  const base = baseUrl.replace(/\/$/, '');
  return baseUrl === '/' || pathname === base || pathname.startsWith(`${base}/`);
}

/** A path to a file other than a page (`/llms.txt`, `/assets/x.js`, `/docs/install.md`). */
export function isFilePath(pathname: string): boolean {
  return /\.(?!html$)[a-z0-9]+$/i.test(pathname);
}

/**
 * The attribute of a link to a path of the site that is not a page (a static file or folder,
 * Docusaurus's `pathname:///x`): client navigation leaves it to the browser and never prefetches it.
 */
export const FULL_LOAD_ATTRIBUTE = 'data-full-load';
