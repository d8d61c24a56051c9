import { hasMarkdownCopy } from '../routes/hasMarkdownCopy.js';
import type { Route, VersionRoutes } from '../routes/types.js';
import { filesOfRoute } from './pageCache.js';
import type { SidebarEntry } from '../shared/types.js';
import { pageData, type PageDataConfig } from './pageData.js';
import { redirectPage } from './redirectPage.js';
import { renderPage, type RenderContext } from './renderPage.js';

/** Everything rendering needs besides the routes; plain data, so it can go to a worker. */
export interface RenderJob {
  sidebars: Record<string, SidebarEntry[]>;
  /** By sidebar id, the URL of its file (sidebarFiles). */
  sidebarUrls: Record<string, string>;
  /** A site with versions or several docs instances: every version (see pageData). */
  versions?: VersionRoutes[];
  config: PageDataConfig;
  context: Omit<RenderContext, 'theme'>;
}

export type WriteFile = (relative: string, contents: string) => Promise<void> | void;

/** Renders routes to their HTML page, JSON page data and (for docs) Markdown source. */
export async function renderRoutes(routes: Route[], job: RenderJob, theme: RenderContext['theme'], write: WriteFile, onPage?: () => void): Promise<void> {
  const context = { ...job.context, theme };
  // Writes overlap with rendering; at most WRITES_IN_FLIGHT pages' files are pending at once.
  let pending: (Promise<void> | void)[] = [];
  for (const route of routes) {
    // Bodies come rendered from the page step: rendering only wraps them in the page frame.
    const body = route.doc ? route.doc.html : '';
    const data = pageData(route, job, job.config, body, job.context.site);
    const page = route.redirect ? redirectPage(data, job.context.site, job.context.favicon) : renderPage(route, data, context);
    const [htmlFile, dataFile, markdownFile] = filesOfRoute(route, job.config.trailingSlash);
    pending.push(write(htmlFile!, page.html));
    pending.push(write(dataFile!, page.json));
    if (route.doc && hasMarkdownCopy(route)) pending.push(write(markdownFile!, route.doc.markdown));
    onPage?.();
    if (pending.length >= WRITES_IN_FLIGHT) {
      await Promise.all(pending);
      pending = [];
    }
  }
  await Promise.all(pending);
}

const WRITES_IN_FLIGHT = 96;
