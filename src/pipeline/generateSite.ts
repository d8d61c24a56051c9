import { clientInput } from '../client/clientInput.js';
import { createClientStage } from '../client/createClientStage.js';
import type { SiteConfig } from '../plugins/siteConfig.js';
import type { GitUpdate } from '../content/gitDates.js';
import { createContentStage } from '../content/createContentStage.js';
import type { Content } from '../content/types.js';
import type { Gates } from '../gates/gates.js';
import type { PluginWork } from '../plugins/types.js';
import { addFound } from '../util/errors.js';
import { pagesBeforeFailure } from '../content/loadContent.js';
import { createLinksStage } from '../links/createLinksStage.js';
import { linksInput } from '../links/linksInput.js';
import { task, type Logger, type PhaseTimes } from '../util/log.js';
import { createEmitter } from '../output/createEmitter.js';
import { createOutputStage } from '../output/createOutputStage.js';
import type { FileSink } from '../output/fileSink.js';
import { addedWork, createPluginsStage } from '../plugins/createPluginsStage.js';
import { createRenderStage } from '../render/createRenderStage.js';
import { createRoutesStage } from '../routes/createRoutesStage.js';
import { pageSources, sourcesForClient } from '../routes/pageSources.js';
import type { RouteTable } from '../routes/types.js';
import type { SiteHtmlTags } from '../shared/htmlTags.js';
import { allPages } from '../content/allPages.js';
import type { PagePool } from '../workers/pagePool.js';

export interface GenerateOptions {
  logger: Logger;
  /** The command's gates (see createGates): every stage's problems go there. */
  gates: Gates;
  /**
   * `serve --watch`: run after run, reusing docs (it starts from the processed docs saved on disk
   * and keeps them in memory). Without it the generator is a one-shot build.
   */
  dev?: boolean;
  /** A build keeps processed docs, rendered pages and search files on disk for the next one. */
  persistCache?: boolean;
  /** The pages' git dates, when the caller has already asked git (the build's up-to-date check). */
  gitDates?: Promise<Map<string, GitUpdate>>;
  /** The page workers, with the config's limits (see createPagePool): the content stage's page step and the render stage both run in them. */
  pagePool: PagePool;
}

export interface RunOptions {
  times: PhaseTimes;
  /** Recompile the theme and client bundle (templates changed). */
  templatesChanged?: boolean;
  /** Files changed since the last run (absolute paths), as `serve --watch` saw them. */
  changedFiles?: readonly string[];
  /** Told the number of pages once the routes stage has listed them, before they render. */
  routesKnown?: (pages: number) => void;
}

export interface GeneratedSite {
  content: Content;
  routes: RouteTable;
  pages: number;
  /** Routes rendered in this run (all of them unless only page bodies changed). */
  rendered: number;
  /** Of those, the routes taken from the page cache of an earlier build instead of being rendered. */
  restored: number;
  /** Files and folders the site's plugins asked to be watched (`getPathsToWatch`). */
  watch: string[];
  /** The tags every page got (config's, then plugins'), as HTML: what a plugin's `postBuild` is handed. */
  htmlTags: SiteHtmlTags;
  /** What the plugins' `whileRendering` work did again and reused (see PluginWork): the search shards indexed. */
  pluginWork: PluginWork;
}

/** The builds of every locale as one site for what follows them (the crawl, the summary): every locale's routes, under its folder. */
export function mergedSites(builds: readonly { site: GeneratedSite; folder: string }[]): GeneratedSite {
  const first = builds[0]!.site;
  const routes = builds.flatMap(({ site, folder }) => (folder ? site.routes.routes.map((route) => ({ ...route, path: `/${folder}${route.path === '/' ? '' : route.path}` || '/' })) : site.routes.routes));
  const sum = (count: (site: GeneratedSite) => number) => builds.reduce((total, { site }) => total + count(site), 0);
  return { ...first, routes: { ...first.routes, routes }, pages: sum((site) => site.pages), rendered: sum((site) => site.rendered), restored: sum((site) => site.restored), pluginWork: addedWork(builds.map(({ site }) => site.pluginWork)) };
}

export interface SiteGenerator {
  run(sink: FileSink, options: RunOptions): Promise<GeneratedSite>;
  /** `serve --watch`: settles once its first run's processed pages are saved for the next start (see ContentStage.saved). */
  saved(): Promise<void>;
}

/**
 * Runs every stage after config and writes the site into a sink. Each stage keeps what it can
 * between runs (processed docs, theme, client bundle, the site's shape), so `serve --watch`
 * re-renders only the pages an edit touches.
 */
export function createSiteGenerator(config: SiteConfig, options: GenerateOptions): SiteGenerator {
  const { logger, gates } = options;
  const dev = options.dev ?? false;
  // The config is read here, once: each stage takes what it needs of it when made. Those that
  // need nothing else first, then the sources and the stages they feed.
  const renderStage = createRenderStage(config, options);
  const outputStage = createOutputStage(config);
  const linksStage = createLinksStage(linksInput(config), gates.ignoresLink, gates.throws('onBrokenMarkdownLinks'));
  const plugins = createPluginsStage(config, { dev, gates });
  const sources = pageSources(config);
  const routesStage = createRoutesStage(config, sources, gates);
  const clientStage = createClientStage(clientInput(config, sourcesForClient(sources)), { persistCache: (options.persistCache ?? false) || dev, gates });
  const contentStage = createContentStage(config, { ...options, sources, pluginsReadTrees: plugins.readsTrees });
  const warn = (message: string) => logger.warn(message);

  return {
    saved: () => contentStage.saved(),
    async run(sink, { times, templatesChanged = false, changedFiles = [], routesKnown }) {
      const emitter = createEmitter(sink);
      const { emitFile, copyFile } = emitter;
      // Broken Markdown links, links, anchors and images: all reported together after the links stage.
      const references = gates.references();
      // Plugins' work that runs while the pages render (whileRendering): settled before a failed run ends.
      let alongsideRender: Promise<PluginWork> | undefined;
      try {
        // The plugins' loadContent first (a site's Docusaurus plugins): what they write, the pages read.
        const loaded = plugins.loads ? await task('load', times, logger, () => plugins.loadContent(changedFiles)) : await plugins.loadContent(changedFiles);
        // The theme first: page workers render each page's body as soon as it is processed (the browser bundle waits for their islands).
        const themeChanged = clientStage.needsBuild(templatesChanged, loaded, changedFiles);
        const themeAndBundle = themeChanged ? await task('client', times, logger, () => clientStage.run(true, loaded)) : await clientStage.run(false, loaded);
        const content = await task('content', times, logger, () => contentStage.run({ changedFiles, output: { emitFile, warn }, themeFile: themeAndBundle.themeFile, codeBlockKey: themeAndBundle.codeBlockKey, mdxElements: themeAndBundle.mdxElements, rendersCodeBlock: themeAndBundle.rendersCodeBlock, globalData: loaded.globalData, defines: loaded.defines, themePaths: loaded.themePaths, addedRoutes: loaded.routes }));
        const routes = await task('routes', times, logger, () => routesStage.run(content, references));
        routesKnown?.(routes.routes.length);
        // Pages that read the docs sidebar render once it is known (before the client bundle takes their islands).
        if (content.sidebarReaders) await task('sidebar pages', times, logger, () => contentStage.renderSidebarReaders(content, routesStage.pageSidebars(routes, content)));
        // The browser bundle, made once the pages' islands are known (kept when they and its files are the same).
        const { themeAndClient, changed, bundled } = await task('bundle', times, logger, () => clientStage.withContent(content, loaded.globalData, loaded.defines, changedFiles));
        const { site, favicon } = await renderStage.site(routes);
        const whileRendering = await task('plugins', times, logger, async () => {
          const work = await plugins.contentLoaded({ emitFile, copyFile, warn, docs: allPages(content), routes, site });
          for (const file of themeAndClient.client.files) emitFile(file.path, file.contents);
          for (const [to, from] of themeAndClient.client.copies ?? []) copyFile(to, from, { link: true });
          await emitter.flush();
          return work;
        });
        // The pages render in the page workers, leaving the main thread to the plugins' work (the
        // search index): the render phase ends when both are done.
        const { rendered, restored, renderedAll, htmlTags, pluginWork } = await task('render', times, logger, async () => {
          alongsideRender = whileRendering();
          // Its failure is the run's once the pages are done (awaited below), not an unhandled one meanwhile.
          alongsideRender.catch(() => undefined);
          const result = await renderStage.run({ sink, content, routes, site, favicon, ...themeAndClient, themeChanged: themeChanged || changed, htmlTags: loaded.htmlTags });
          return { ...result, pluginWork: await alongsideRender };
        });
        const { statics } = await task('output', times, logger, async () => {
          const written = await outputStage.run(sink, { routes, site, renderedAll, changedFiles, emitFile, progress: (done, total) => logger.progress?.(done, total) });
          await emitter.flush();
          return written;
        });
        await task('links', times, logger, async () => {
          await linksStage.run({ routes, emitted: emitter.emitted, statics, references });
          references.finish();
        });
        return { content, routes, pages: routes.routes.length, rendered, restored, watch: [...loaded.watch, ...bundled], htmlTags, pluginWork };
      } catch (error) {
        // What was found but not reported before the failure: a `--report` lists it too.
        const pagesDone = error instanceof Error ? pagesBeforeFailure.get(error) : undefined;
        if (pagesDone) addFound(error, gates.pageProblems(pagesDone));
        addFound(error, references.unreported());
        // Files emitted while pages were processed (images) or rendered (the search files) may
        // still be in flight: let them settle before the caller removes the output folder.
        await alongsideRender?.catch(() => undefined);
        await emitter.settled();
        throw error;
      }
    },
  };
}
