import { encodeRoutePath, normalizePath } from '../shared/paths.js';

/**
 * The pages docsgen rendered among a site's files (relative, with `/`): its HTML files, but the
 * static folder's copies (`unread`: a site's old HTML API docs, a hand-written landing page or 404
 * page), which the crawl checks to answer and never reads, as Docusaurus's link check looks only
 * at the pages it rendered. Given as site paths in URL form (`docs/x.html` and `docs/x/index.html`
 * are `/docs/x`, `404.html` is `/404`), sorted.
 */
export function renderedPages(files: Iterable<string>, unread: ReadonlySet<string>): string[] {
  const pages = new Set<string>();
  for (const file of files) if (file.endsWith('.html') && !unread.has(file)) pages.add(encodeRoutePath(normalizePath(`/${file}`)));
  return [...pages].sort();
}
