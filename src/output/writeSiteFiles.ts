import { isUnlisted, publishedRoutes } from '../routes/publishedRoutes.js';
import type { RouteTable } from '../routes/types.js';
import type { SiteData } from '../shared/types.js';
import type { FileSink } from './fileSink.js';
import { llmsSections } from './llmsSections.js';
import { llmsFullTxt, llmsTxt } from './llmsTxt.js';
import { sitemap } from './sitemap.js';

export interface SiteFilesInput {
  /** The site's public URL (see SiteUrls.siteUrl). */
  siteUrl: string;
  /** Write llms-full.txt too (the config's `llmsFullTxt`). */
  fullTxt?: boolean | undefined;
  staticDir: string;
  /** The config's folder (see SitePaths.rootDir). */
  rootDir: string;
  routes: RouteTable;
  site: SiteData;
  /** Copy `<contentDir>/static` again (first run, or a static file changed). */
  copyStatic: boolean;
  /** Static files copied of all of them (the terminal's progress line). */
  progress?: (done: number, total: number) => void;
  /** The run's emitter: what it writes is known to the link check, like every emitted file. */
  emitFile: (relative: string, contents: string) => string;
}

/**
 * The site-wide files besides pages: docs version, sitemap.xml, llms.txt (llms-full.txt when asked)
 * and the static folder. Gives the static files copied (relative to the site root), when it copied them.
 */
export async function writeSiteFiles(sink: FileSink, { siteUrl, fullTxt, staticDir, rootDir, routes, site, copyStatic, progress, emitFile }: SiteFilesInput): Promise<string[] | undefined> {
  emitFile('__data/docs-version.json', JSON.stringify(routes.version));
  emitFile('sitemap.xml', sitemap(siteUrl, publishedRoutes(routes).filter((r) => !isUnlisted(r)).map((r) => r.path), site.trailingSlash === true));
  const home = routes.routes.find((r) => r.path === '/' && r.doc);
  const sections = llmsSections(routes);
  const summary = site.tagline || home?.description || '';
  emitFile('llms.txt', llmsTxt(site, sections, summary));
  if (fullTxt) {
    const byPath = new Map(routes.routes.map((route) => [route.path, route]));
    emitFile('llms-full.txt', llmsFullTxt(site, sections, summary, (route) => byPath.get(route)?.doc?.markdown));
  }
  for (const file of routes.files) emitFile(file.path, file.contents);
  return copyStatic ? sink.copyDir(staticDir, rootDir, progress) : undefined;
}
