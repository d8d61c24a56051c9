/**
 * `@docusaurus/plugin-pwa` in a site docsgen builds: its service worker answers a request in offline
 * mode from the precache by the request's URL or `<URL>/index.html` (Docusaurus writes a page as
 * `x/index.html`). docsgen writes it as `x.html`, so a full load of `/docs/x` offline found nothing.
 * The plugin hands its `injectManifestConfig` to workbox's injectManifest, whose
 * `manifestTransforms` rename precache entries: each page is precached under its clean URL, the one
 * links and readers use (the service worker fetches it so as it installs, as a host serving
 * docsgen's output answers it).
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

/** plugin-pwa's options with cleanUrlManifest after the site's own `injectManifestConfig.manifestTransforms`. */
export function withCleanUrlPrecache(options: Record<string, unknown>): Record<string, unknown> {
  const config = (options.injectManifestConfig && typeof options.injectManifestConfig === 'object' ? options.injectManifestConfig : {}) as Record<string, unknown>;
  const transforms = Array.isArray(config.manifestTransforms) ? config.manifestTransforms : [];
  return { ...options, injectManifestConfig: { ...config, manifestTransforms: [...transforms, cleanUrlManifest] } };
}
