import path from 'node:path';
import type { ThemeAndClient } from '../client/createClientStage.js';
import type { Logger } from '../util/log.js';
import type { ConfigValues, ResolvedReact } from '../config/configValues.js';
import type { Content } from '../content/types.js';
import type { DocsInstance } from '../config/resolveVersions.js';
import { docsgenFingerprint } from '../util/docsgenFingerprint.js';
import type { FileSink } from '../output/fileSink.js';
import type { Route, RouteTable } from '../routes/types.js';
import type { SiteData } from '../shared/types.js';
import { headScript } from './headScript.js';
import { PageCache } from './pageCache.js';
import { renderInWorkers } from './renderInWorkers.js';
import type { PagePool } from '../workers/pagePool.js';
import type { RenderJob } from './renderRoutes.js';
import { writeSidebarFiles } from './sidebarFiles.js';
import { siteShape } from './siteShape.js';
import { siteData } from './siteData.js';
import { smallSvgDataUri } from './smallSvgDataUri.js';
import type { PositionedHtmlTag } from '../plugins/types.js';
import { siteHtmlTags } from './siteHtmlTags.js';
import type { SiteHtmlTags } from '../shared/htmlTags.js';

export interface RenderStageInput extends ThemeAndClient {
  sink: FileSink;
  content: Content;
  routes: RouteTable;
  site: SiteData;
  /** The favicon's URL (under the base, or a `data:` URI for a small SVG). */
  favicon?: string;
  /** The theme or client changed since the last run: every page renders again. */
  themeChanged: boolean;
  /** Tags the site's plugins add to every page (injectHtmlTags), after the config's `htmlTags`. */
  htmlTags: readonly PositionedHtmlTag[];
}

export interface RenderStageOutput {
  /** Routes rendered in this run. */
  rendered: number;
  /** Of those, the routes whose files an earlier build's page cache held (linked, not rendered again). */
  restored: number;
  /** True when every route was rendered (nothing every page shows was as before). */
  renderedAll: boolean;
  /** The tags every page got at each position: the config's, then the plugins' (see siteHtmlTags). */
  htmlTags: SiteHtmlTags;
}

export interface RenderStage {
  /**
   * The site-wide data the theme renders (see siteData), and the favicon's URL. A small SVG logo
   * and favicon are written into every page: no request competes with the stylesheet.
   */
  site(routes: RouteTable): Promise<{ site: SiteData; favicon?: string }>;
  run(input: RenderStageInput): Promise<RenderStageOutput>;
}

/**
 * render stage across runs: every route's HTML, page data and Markdown source. When titles,
 * sidebars and neighbours are as in the last run, only the pages processed again render; builds
 * into a folder also reuse pages rendered by earlier builds when nothing they show changed.
 */
export function createRenderStage(config: ConfigValues & ResolvedReact, options: { persistCache?: boolean; logger?: Logger; pagePool: PagePool }): RenderStage {
  // What every page shares from the config alone, worked out once for all runs.
  const jobConfig = { tableOfContents: config.tableOfContents, trailingSlash: config.trailingSlash, urls: { base: config.urls.base }, docs: { sidebarInlineLimit: config.docs.sidebarInlineLimit, showLastUpdateTime: config.docs.showLastUpdateTime, showLastUpdateAuthor: config.docs.showLastUpdateAuthor, ...instanceLastUpdates(config.docsInstances) },
    ...(config.blog ? { blog: { showLastUpdateTime: config.blog.showLastUpdateTime, showLastUpdateAuthor: config.blog.showLastUpdateAuthor } } : {}),
  };
  // What the frame's translate() reads (a site's swizzled components): none for a locale without any.
  const codeTranslations = Object.keys(config.i18n.codeTranslations).length > 0 ? config.i18n.codeTranslations : undefined;
  let previousShape: string | undefined;
  let previousAssets: string | undefined;
  return {
    async site(routes) {
      const site = siteData(config, routes);
      if (site.logo) site.logo = { ...site.logo, src: (await smallSvgDataUri(site.logo.src, config.paths.staticDir)) ?? site.logo.src };
      const icon = config.urls.favicon;
      const favicon = icon && ((await smallSvgDataUri(icon.path, config.paths.staticDir)) ?? icon.url);
      return { site, ...(favicon !== undefined ? { favicon } : {}) };
    },
    async run({ sink, content, routes, site, favicon, themeFile, client, themeChanged, htmlTags }) {
      const pageTags = siteHtmlTags(config.htmlTagsHtml, htmlTags);
      const shape = siteShape(routes, site) + (favicon ?? '');
      // The stylesheet's name changes when a stylesheet a component imports does (withComponentCss).
      const assets = JSON.stringify(client.assets);
      const renderedAll = themeChanged || shape !== previousShape || assets !== previousAssets;
      previousShape = shape;
      previousAssets = assets;
      const toRender = renderedAll ? routes.routes : routes.routes.filter((r) => r.doc && content.reprocessed.has(r.doc.sourcePath));
      const job: RenderJob = {
        sidebars: routes.sidebars,
        // Written every run (a few small files): the dev server drops the ones no page names any more.
        sidebarUrls: await writeSidebarFiles(routes.sidebars, (file, contents) => sink.write(file, contents)),
        config: jobConfig,
        context: { site, assets: client.assets, headScript: headScript(site), favicon, htmlTags: pageTags, ...(codeTranslations ? { codeTranslations } : {}) },
        // Doc pages of a site with versions carry theirs (the page in the other versions is in the route list, so siteShape covers it).
        ...(site.docsVersions ? { versions: routes.versions } : {}),
      };
      const outDir = sink.dir;
      const pageCache =
        options.persistCache && outDir && sink.track
          ? new PageCache(config.paths.cache.pages, PageCache.hash([docsgenFingerprint(), config.reactFingerprint, job.context, job.config, path.basename(themeFile), ...(job.versions ? [job.versions.map((v) => [v.instance, v.name, v.banner, v.badge, [...v.routesById]])] : [])]), routes.sidebars, config.trailingSlash)
          : undefined;
      let pending = toRender;
      const keys = new Map<Route, string>();
      // A build renders again the pages the cache has not got (often one): the page workers the
      // content stage used are waiting; when it used none (every page was the cache's), one starts
      // and loads its modules while the others are restored.
      if (pageCache && toRender.length > 0) options.pagePool.prestart(1);
      if (pageCache) {
        const restored = toRender.map((route) => {
          const key = pageCache.keyOf(route);
          keys.set(route, key);
          return [route, pageCache.restore(key, route, outDir!)] as const;
        });
        pending = [];
        for (const [route, files] of restored) {
          if (files) for (const [file, bytes, mtimeMs] of files) sink.track!(file, bytes, mtimeMs);
          else pending.push(route);
        }
      }
      // Pages restored from the cache count as done.
      let done = toRender.length - pending.length;
      const rendered = () => options.logger?.progress?.(++done, toRender.length);
      // The theme's code runs in the page workers, where the build can stop it.
      const toDisk = outDir !== undefined && sink.track !== undefined;
      await renderInWorkers(options.pagePool, pending, job, { themeFile, ...(toDisk ? { outDir } : {}), onPage: rendered }, async (reply) => {
        if ('written' in reply) for (const [file, bytes] of reply.written) sink.track!(file, bytes);
        else for (const [file, contents] of reply.files) await sink.write(file, contents);
      });
      if (pageCache) await pageCache.storeAll(pending.map((route) => [keys.get(route)!, route] as const), outDir!);
      return { rendered: toRender.length, restored: toRender.length - pending.length, renderedAll, htmlTags: pageTags };
    },
  };
}

/** The docs instances with last-update options of their own (see DocsInstance.lastUpdate), by id; none when no instance has any. */
function instanceLastUpdates(instances: readonly DocsInstance[]): { instances?: Record<string, NonNullable<DocsInstance['lastUpdate']>> } {
  const own = Object.fromEntries(instances.flatMap((instance) => (instance.lastUpdate ? [[instance.id, instance.lastUpdate]] : [])));
  return Object.keys(own).length > 0 ? { instances: own } : {};
}
