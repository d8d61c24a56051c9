import { allPages } from './content/allPages.js';
import path from 'node:path';
import { createClientStage } from './client/createClientStage.js';
import { reactPagesSource } from './routes/sources/reactPagesSource.js';
import { contentIslands, contentStylesheets, withComponentCss } from './client/withComponentCss.js';
import type { SiteConfig } from './plugins/siteConfig.js';
import { createContentStage } from './content/createContentStage.js';
import type { Content } from './content/types.js';
import { unusedSwizzles } from './theme/unusedSwizzles.js';
import { applyGate, createReferenceGates, pageProblems, type ReferenceGates } from './gates.js';
import { addFound } from './errors.js';
import { pagesBeforeFailure } from './content/loadContent.js';
import { checkSiteLinks } from './links/checkSiteLinks.js';
import { task, type Logger, type PhaseTimes } from './log.js';
import { createEmitter } from './output/createEmitter.js';
import type { FileSink } from './output/fileSink.js';
import { writeSiteFiles } from './output/writeSiteFiles.js';
import { runContentLoaded } from './plugins/runContentLoaded.js';
import { runLoadContent } from './plugins/runLoadContent.js';
import { createRenderStage } from './render/createRenderStage.js';
import { siteData } from './render/siteData.js';
import { smallSvgDataUri } from './render/smallSvgDataUri.js';
import { pageSources } from './routes/pageSources.js';
import { resolveRoutes } from './routes/resolveRoutes.js';
import type { RouteTable } from './routes/types.js';

export interface GenerateOptions {
  logger: Logger;
  /**
   * `serve --watch`: run after run, reusing docs (it starts from the processed docs saved on disk
   * and keeps them in memory). Without it the generator is a one-shot build.
   */
  dev?: boolean;
  /** A build keeps processed docs, rendered pages and search files on disk for the next one. */
  persistCache?: boolean;
  /** The pages' git dates, when the caller has already asked git (the build's up-to-date check). */
  gitDates?: Promise<Map<string, string>>;
}

export interface RunOptions {
  times: PhaseTimes;
  /** Recompile the theme and client bundle (templates changed). */
  templatesChanged?: boolean;
  /** Files changed since the last run (absolute paths), as `serve --watch` saw them. */
  changedFiles?: readonly string[];
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
}

export interface SiteGenerator {
  run(sink: FileSink, options: RunOptions): Promise<GeneratedSite>;
}

/**
 * Runs every stage after config and writes the site into a sink. Each stage keeps what it can
 * between runs (processed docs, theme, client bundle, the site's shape), so `serve --watch`
 * re-renders only the pages an edit touches.
 */
export function createSiteGenerator(config: SiteConfig, options: GenerateOptions): SiteGenerator {
  const { logger } = options;
  const dev = options.dev ?? false;
  const cacheDir = config.paths.cacheDir;
  const sources = pageSources(config);
  // docsgen's own plugins take what they need from trees in transformDoc; a site's may read them later.
  const pluginsReadTrees = config.plugins.some((plugin) => plugin.contentLoaded && !plugin.name.startsWith('docsgen:'));
  const contentStage = createContentStage(config, { ...options, sources, pluginsReadTrees });
  const clientStage = createClientStage(config, sources, { persistCache: (options.persistCache ?? false) || dev });
  const renderStage = createRenderStage(config, options);
  const warn = (message: string) => logger.warn(message);
  const hasLoadContent = config.plugins.some((plugin) => plugin.loadContent);

  return {
    async run(sink, { times, templatesChanged = false, changedFiles = [] }) {
      const emitter = createEmitter(sink);
      const { emitFile, copyFile } = emitter;
      let references: ReferenceGates | undefined;
      try {
        // The plugins' loadContent first (a site's Docusaurus plugins): what they write, the pages read.
        const loaded = hasLoadContent ? await task('load', times, logger, () => runLoadContent(config.plugins, { config, dev, cacheDir, changedFiles })) : { globalData: {}, watch: [], warnings: [], routes: [] };
        // What they cannot have (a webpack config, an added route): warnings, fatal with --strict, in the report.
        applyGate(config, 'onWarnings', 'plugin warning', loaded.warnings, logger);
        // The theme first: page workers render each page's body as soon as it is processed.
        const themeChanged = clientStage.needsBuild(templatesChanged);
        const themeAndBundle = themeChanged ? await task('client', times, logger, () => clientStage.run(true)) : await clientStage.run(false);
        // Malformed CSS in the site's stylesheets ships as esbuild could read it: a warning at its line.
        if (themeChanged) applyGate(config, 'onWarnings', 'stylesheet warning', themeAndBundle.client.cssWarnings, logger);
        const content = await task('content', times, logger, () => contentStage.run({ changedFiles, context: { config, dev, cacheDir, emitFile, warn }, themeFile: themeAndBundle.themeFile, globalData: loaded.globalData, addedRoutes: loaded.routes }));
        // A Docusaurus site's swizzled components that no page used change nothing: each named.
        applyGate(config, 'onWarnings', 'unused src/theme file', unusedSwizzles(config.rootDir, config.paths.themeDir, allPages(content)), logger);
        const reactPages = content.sources[reactPagesSource.name] ?? [];
        // Interactive components the pages use (islands, a React page with state among them): the client bundle gets their chunks.
        const islands = await clientStage.withIslands(contentIslands(content), loaded.globalData);
        // What site components read in the browser that only webpack gave them: a warning at its line.
        if (islands.made) applyGate(config, 'onWarnings', 'browser script warning', islands.client.scriptWarnings ?? [], logger);
        // The stylesheets components import join the theme's stylesheet (with Infima's rules React pages use).
        const themeAndClient = { ...themeAndBundle, client: await withComponentCss(islands.client, contentStylesheets(content), { rootDir: config.rootDir, staticDir: config.paths.staticDir }, reactPages.map((doc) => doc.html)) };
        // Broken Markdown links, links, anchors and images: all reported together after the links stage.
        const gates = createReferenceGates(config, logger);
        references = gates;
        const routes = await task('routes', times, logger, () => resolveRoutes(content, config, sources, logger, gates));
        const site = siteData(config, routes);
        // A small SVG logo and favicon are written into every page: no request competes with the stylesheet.
        if (site.logo) site.logo = { ...site.logo, src: await smallSvgDataUri(site.logo.src, config.paths.staticDir) };
        const favicon = config.favicon ? await smallSvgDataUri(`/${config.favicon.replace(/^\//, '')}`, config.paths.staticDir) : undefined;
        await task('plugins', times, logger, async () => {
          await runContentLoaded(config.plugins, { config, dev, cacheDir, emitFile, copyFile, warn, docs: allPages(content), routes, site });
          for (const file of themeAndClient.client.files) emitFile(file.path, file.contents);
          await emitter.flush();
        });
        const { rendered, restored, renderedAll } = await task('render', times, logger, () => renderStage.run({ sink, content, routes, site, favicon, ...themeAndClient, themeChanged: themeChanged || islands.changed }));
        const copyStatic = renderedAll || changedFiles.some((file) => file.startsWith(config.paths.staticDir + path.sep));
        await task('output', times, logger, async () => {
          await writeSiteFiles(sink, { config, routes, site, copyStatic, emitFile, progress: (done, total) => logger.progress?.(done, total) });
          await emitter.flush();
        });
        await task('links', times, logger, async () => {
          await checkSiteLinks({ config, routes, emitted: emitter.emitted, logger, references: gates });
          gates.finish();
        });
        return { content, routes, pages: routes.routes.length, rendered, restored, watch: loaded.watch };
      } catch (error) {
        // What was found but not reported before the failure: a `--report` lists it too.
        const pagesDone = error instanceof Error ? pagesBeforeFailure.get(error) : undefined;
        if (pagesDone) addFound(error, pageProblems(config, pagesDone));
        if (references) addFound(error, references.unreported());
        // Files emitted while pages were processed (images) may still be in flight: let them
        // settle before the caller removes the output folder.
        await emitter.settled();
        throw error;
      }
    },
  };
}
