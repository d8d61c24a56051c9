import path from 'node:path';

/**
 * `@docusaurus/plugin-pwa` in a site docsgen builds: its service worker answers a request in offline
 * mode from the precache by the request's URL or `<URL>/index.html` (Docusaurus writes a page as
 * `x/index.html`). docsgen writes it as `x.html`, so a full load of `/docs/x` offline found nothing.
 * The plugin hands its `injectManifestConfig` to workbox's injectManifest, whose
 * `manifestTransforms` rename precache entries: each page is precached under its clean URL, the one
 * links and readers use (the service worker fetches it so as it installs, as a host serving
 * docsgen's output answers it).
 *
 * A host answers a page at its other addresses too: `/x.html` (the file), `/x/` and `/x/index.html`
 * (`docsgen serve` redirects them to `/x`; a static host shows the page through its 404 page). In
 * Docusaurus one precache entry, `x/index.html`, answers `/x`, `/x/` and `/x/index.html` offline.
 * So that each of docsgen's addresses reaches its page offline as well, without precaching a page
 * twice, docsgen hands the plugin a `swCustom` module of its own (the plugin compiles it into its
 * service worker and calls it before it listens for requests): in offline mode it answers a
 * request for one of those other addresses from the precache by the page's clean URL. A site's own
 * `swCustom` is imported by it and called first, as the plugin would have called it.
 */

/** Whether a Docusaurus plugin entry names plugin-pwa (its package, or Docusaurus's short names for it). */
export function isPwaPlugin(spec: unknown): boolean {
  return typeof spec === 'string' && /^(@docusaurus\/plugin-pwa|docusaurus-plugin-pwa|pwa|@docusaurus\/pwa)$/.test(spec);
}

/** A workbox precache manifest entry (the fields docsgen reads; the others pass as they are). */
interface ManifestEntry {
  url: string;
  [field: string]: unknown;
}

/**
 * A page's entry under its clean URL: `docs/x.html` → `docs/x`. `index.html` files (the service
 * worker tries `<URL>/index.html` itself) and the not-found page keep theirs.
 */
export function cleanUrlManifest(entries: readonly ManifestEntry[]): { manifest: ManifestEntry[]; warnings: string[] } {
  const manifest = entries.map((entry) => {
    const { url } = entry;
    if (!url.endsWith('.html') || url === '404.html' || url === 'index.html' || url.endsWith('/index.html')) return entry;
    return { ...entry, url: url.slice(0, -'.html'.length) };
  });
  return { manifest, warnings: [] };
}

/**
 * plugin-pwa's options with cleanUrlManifest after the site's own
 * `injectManifestConfig.manifestTransforms`, and `swCustom` the module written at `swModule`
 * (offlineAddressesModule: the text to write there, which imports the site's own `swCustom`,
 * a path resolved from `siteDir` or a package's name, if it has one).
 */
export function withCleanUrlPrecache(options: Record<string, unknown>, { siteDir, swModule }: { siteDir: string; swModule: string }): { options: Record<string, unknown>; swModuleText: string } {
  const config = (options.injectManifestConfig && typeof options.injectManifestConfig === 'object' ? options.injectManifestConfig : {}) as Record<string, unknown>;
  const transforms = Array.isArray(config.manifestTransforms) ? config.manifestTransforms : [];
  const own = typeof options.swCustom === 'string' && options.swCustom ? options.swCustom : undefined;
  // A path from the site's folder (absolute, or relative: Docusaurus's `require.resolve('./src/sw.js')`
  // gives the former); a package's name is left for the site's webpack to resolve, as the plugin leaves it.
  const siteModule = own !== undefined && (own.startsWith('.') || path.isAbsolute(own)) ? path.resolve(siteDir, own) : own;
  return {
    options: { ...options, swCustom: swModule, injectManifestConfig: { ...config, manifestTransforms: [...transforms, cleanUrlManifest] } },
    swModuleText: offlineAddressesModule(siteModule),
  };
}

/**
 * The addresses, besides its own, a request path may be answered from in offline mode, in the
 * order tried; none for a path the plugin's own lookup (`<path>`, `<path>/index.html`) answers
 * alone. `/x.html` → `/x`; `/x/` → `/x/index.html` (a static folder's index, which a host serves
 * there first), then `/x`; `/x/index.html` → `/x`. The scope's root is the plugin's (`/` → `/index.html`).
 */
export function otherAddresses(pathname: string, scopePath: string): string[] {
  if (pathname === scopePath || !pathname.startsWith(scopePath)) return [];
  if (pathname.endsWith('/index.html')) return [pathname.slice(0, -'/index.html'.length)].filter((bare) => `${bare}/` !== scopePath);
  if (pathname.endsWith('/')) return [`${pathname}index.html`, pathname.slice(0, -1)];
  if (pathname.endsWith('.html')) return [pathname.slice(0, -'.html'.length)];
  return [];
}

/**
 * The `swCustom` module docsgen hands plugin-pwa (see the top of this file): plain JavaScript for
 * the site's webpack, which compiles it into the service worker. `siteModule`: the site's own
 * `swCustom` (an absolute path or a package's name), imported and called first.
 */
export function offlineAddressesModule(siteModule?: string): string {
  const site = siteModule ? `import siteSwCustom from ${JSON.stringify(siteModule)};\n` : '';
  return `// Written by docsgen for @docusaurus/plugin-pwa's swCustom: the service worker answers a page's
// other addresses (/x.html, /x/, /x/index.html) offline from the precache, where docsgen keeps each
// page under its clean URL (/x).
${site}const otherAddresses = ${otherAddresses.toString()};

async function firstCached(urls) {
  for (const url of urls) {
    // The precache keeps an entry under its URL with a revision in the query (workbox's cache key).
    const hit = await caches.match(url, { ignoreSearch: true });
    if (hit) return hit;
  }
  return undefined;
}

export default function docsgenOfflineAddresses(params) {
  ${siteModule ? "if (typeof siteSwCustom === 'function') siteSwCustom(params);\n  " : ''}if (!params || !params.offlineMode) return;
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    const others = otherAddresses(url.pathname, new URL(self.registration.scope).pathname);
    if (others.length === 0) return;
    const tried = [url.pathname, ...others].map((pathname) => new URL(pathname, url.origin).href);
    try {
      event.respondWith(firstCached(tried).then((hit) => hit || fetch(request)));
    } catch {
      // The site's own code answered it first.
      return;
    }
    // Answered here: the plugin's lookup, which knows none of these addresses, is not run.
    event.stopImmediatePropagation();
  });
}
`;
}
