import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleClient, type ClientBundle } from './client/bundleClient.js';
import type { SiteConfig } from './config/schema.js';
import { compactHast } from './content/compactHast.js';
import { ContentCache } from './content/contentCache.js';
import { docsgenFingerprint } from './docsgenFingerprint.js';
import { gitDates } from './content/gitDates.js';
import { loadContent } from './content/loadContent.js';
import type { Content, Doc } from './content/types.js';
import { formatLocation } from './errors.js';
import { applyGate } from './gates.js';
import { checkLinks, type CheckedPage } from './links/checkLinks.js';
import { packageRoot } from './packageRoot.js';
import { task, type Logger, type PhaseTimes } from './log.js';
import { llmsTxt } from './output/llmsTxt.js';
import { sitemap } from './output/sitemap.js';
import type { DocContext, PluginContext } from './plugins/types.js';
import { headScript } from './render/headScript.js';
import { compileTheme, importTheme } from './render/loadTheme.js';
import { renderInWorkers, renderWorkersAvailable } from './render/renderInWorkers.js';
import { PageCache } from './render/pageCache.js';
import { renderRoutes, type RenderJob } from './render/renderRoutes.js';
import { siteData } from './render/siteData.js';
import { siteCacheDir } from './siteCacheDir.js';
import type { Theme } from './render/theme.js';
import { buildRoutes } from './routes/buildRoutes.js';
import type { Route, RouteTable } from './routes/types.js';
import type { SiteData } from './shared/types.js';

/** Where generated files go: the temporary output folder, or the dev server's memory. */
export interface FileSink {
  write(relative: string, contents: string | Uint8Array): Promise<void>;
  copyDir(from: string): Promise<void>;
  /** Set when the sink is a folder on disk: render workers then write into it directly. */
  dir?: string;
  /** Records a file a worker wrote into `dir`. */
  track?(relative: string, bytes: number): void;
}

/**
 * The compiled theme lives in docsgen's own cache, so its `react` import resolves to the React
 * docsgen renders with, wherever the site is.
 */
const THEME_CACHE_DIR = path.join(packageRoot(), 'node_modules', '.cache', 'docsgen');

/** Below this many pages, starting render workers costs more than it saves. */
const RENDER_WORKER_THRESHOLD = 200;

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
}

export interface SiteGenerator {
  run(sink: FileSink, options: RunOptions): Promise<GeneratedSite>;
}

/**
 * Runs every stage after config and writes the site into a sink. The generator keeps what it
 * can between runs (processed docs, theme, client bundle), so `serve --watch` re-renders only
 * the pages an edit touches.
 */
export function createSiteGenerator(config: SiteConfig, options: GenerateOptions): SiteGenerator {
  const { logger } = options;
  const cacheDir = siteCacheDir(config);
  const remarkPlugins = config.plugins.flatMap((p) => p.remarkPlugins ?? []);
  const rehypePlugins = config.plugins.flatMap((p) => p.rehypePlugins ?? []);
  // Builds keep processed docs on disk; the dev server starts from them too, and then keeps the
  // doc objects themselves in memory.
  const cache = new ContentCache(options.persistCache || options.dev ? path.join(cacheDir, 'content.bin') : undefined, { keepObjects: options.dev });
  let savedOnce = false;
  // Everything in the config (and the local modules it imports) can shape processed pages, and so
  // can docsgen's own code.
  const cacheSalt = [docsgenFingerprint(), ...config.configInputs.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''))].join('\0');
  let cacheLoaded = false;
  // Commit dates only change with commits: read them once per generator.
  let dates: Promise<Map<string, string>> | undefined = options.gitDates;
  let themeAndClient: [{ theme: Theme; file: string }, ClientBundle] | undefined;
  let previousShape: string | undefined;
  // Files pages depend on besides their Markdown (images), each with the pages that use it.
  const dependents = new Map<string, Set<string>>();
  // Docs whose plugins' transformDoc has run: each doc object is transformed once.
  const transformed = new WeakSet<Doc>();
  const staticDir = path.resolve(config.rootDir, config.contentDir, 'static');

  return {
    async run(sink, { times, templatesChanged, changedFiles = [] }) {
      const pending: Promise<void>[] = [];
      const emitted = new Set<string>();
      const emitFile = (relative: string, contents: string | Uint8Array) => {
        if (!emitted.has(relative)) {
          emitted.add(relative);
          pending.push(sink.write(relative, contents));
        }
        return `/${relative}`;
      };
      const warn = (message: string) => logger.warn(message);
      const dependOn = (doc: Doc, file: string) => {
        const pages = dependents.get(file) ?? new Set<string>();
        pages.add(doc.sourcePath);
        dependents.set(file, pages);
      };
      const docContext: DocContext = { config, dev: options.dev ?? false, cacheDir, emitFile, warn, dependOn };
      // A page is processed again when a file it depends on changed: its cached tree already has
      // that file's old version built in.
      for (const file of changedFiles) for (const sourcePath of dependents.get(file) ?? []) cache.invalidate(sourcePath);
      // Each page: plugins' per-page work, then (in builds) its tree kept as bytes until it renders.
      const onDoc = async (doc: Doc) => {
        // The dev server's cache hands back the doc object it processed last time, already
        // transformed; a page that depends on a changed file was processed again instead.
        if (transformed.has(doc)) return;
        for (const plugin of config.plugins) await plugin.transformDoc?.(doc, docContext);
        transformed.add(doc);
        if (!options.dev) compactHast(doc);
      };
      try {
        const content = await task('content', times, logger, async () => {
          if (!cacheLoaded) {
            await cache.load();
            cacheLoaded = true;
          }
          dates ??= gitDates(path.resolve(config.rootDir, config.contentDir));
          const [loaded, lastUpdated] = await Promise.all([loadContent(config, { remarkPlugins, rehypePlugins, cache, cacheSalt, onDoc }), dates]);
          for (const doc of loaded.docs) doc.lastUpdated = lastUpdated.get(doc.sourcePath);
          if (!options.dev) {
            await cache.save();
            // A build has no further use for the saved entries: free them for the rest of the run.
            cache.release();
            cacheLoaded = false;
          } else if (!savedOnce) {
            // The dev server saves its first run only, in the background (the next start reuses it;
            // writing the whole file after every edit would cost more than those pages take).
            savedOnce = true;
            void cache
              .save()
              .catch((error: Error) => logger.warn(`could not save the content cache: ${error.message}`))
              .finally(() => cache.stopSaving());
          }
          return loaded;
        });

        const routes = await task('routes', times, logger, () => {
          const table = buildRoutes(content, config);
          applyGate(config, 'onDuplicateRoutes', 'duplicate route', table.warnings, logger);
          const broken = content.docs.flatMap((doc) =>
            doc.brokenMarkdownLinks.map((p) => `${formatLocation(doc.displayPath, p.line, p.column)}: broken Markdown link ${p.href} (no such page)`),
          );
          applyGate(config, 'onBrokenMarkdownLinks', 'broken Markdown link', broken, logger);
          return table;
        });

        const rebuildTheme = templatesChanged || !themeAndClient;
        if (rebuildTheme) {
          const themeDir = path.resolve(config.rootDir, config.themeDir);
          themeAndClient = await task('client', times, logger, () =>
            Promise.all([compileTheme(themeDir, THEME_CACHE_DIR).then(async (file) => ({ file, theme: await importTheme(file) })), bundleClient(themeDir)]),
          );
        }
        const [{ theme, file: themeFile }, client] = themeAndClient!;

        const site = siteData(config, routes);
        await task('plugins', times, logger, async () => {
          const ctx: PluginContext = { ...docContext, docs: content.docs, routes, site };
          for (const plugin of config.plugins) await plugin.contentLoaded?.(ctx);
          for (const file of client.files) emitFile(file.path, file.contents);
          await Promise.all(pending);
        });

        // When titles, sidebars and neighbours are as before, only edited pages need rendering.
        const shape = siteShape(routes, site);
        const renderAll = rebuildTheme || shape !== previousShape;
        previousShape = shape;
        const toRender = renderAll ? routes.routes : routes.routes.filter((r) => r.doc && content.reprocessed.has(r.doc.sourcePath));
        await task('render', times, logger, async () => {
          const favicon = config.favicon ? `/${config.favicon.replace(/^\//, '')}` : undefined;
          const job: RenderJob = {
            sidebars: routes.sidebars,
            config: { tableOfContents: config.tableOfContents, editUrl: config.editUrl, rootDir: config.rootDir, contentDir: config.contentDir },
            context: { site, assets: client.assets, headScript: headScript(site), favicon },
          };
          // Builds into a folder reuse pages rendered by earlier builds when nothing they show changed.
          const outDir = sink.dir;
          const pageCache =
            options.persistCache && outDir && sink.track
              ? new PageCache(path.join(cacheDir, 'pages'), PageCache.hash([docsgenFingerprint(), job.context, job.config, path.basename(themeFile)]), routes.sidebars)
              : undefined;
          let pending = toRender;
          const keys = new Map<Route, string>();
          if (pageCache) {
            const restored = await Promise.all(
              toRender.map(async (route) => {
                const key = pageCache.keyOf(route);
                keys.set(route, key);
                return [route, await pageCache.restore(key, route, outDir!)] as const;
              }),
            );
            pending = [];
            for (const [route, files] of restored) {
              if (files) for (const [file, bytes] of files) sink.track!(file, bytes);
              else pending.push(route);
            }
          }
          if (pending.length >= RENDER_WORKER_THRESHOLD && outDir && sink.track && renderWorkersAvailable()) {
            for (const [file, bytes] of await renderInWorkers(pending, job, themeFile, outDir)) sink.track(file, bytes);
          } else {
            await renderRoutes(pending, job, theme, (file, contents) => sink.write(file, contents));
          }
          if (pageCache) await Promise.all(pending.map((route) => pageCache.store(keys.get(route)!, route, outDir!)));
          await sink.write('__data/docs-version.json', JSON.stringify(routes.version));
          await sink.write('sitemap.xml', sitemap(config.url, routes.routes.filter((r) => r.kind !== 'notFound').map((r) => r.path)));
          await sink.write('llms.txt', llmsTxt(site, llmsSections(routes)));
          if (renderAll || changedFiles.some((file) => file.startsWith(staticDir + path.sep))) await sink.copyDir(staticDir);
        });

        await task('links', times, logger, () => {
          const problems = checkLinks(linkSources(routes, config), {
            idsByRoute: new Map(routes.routes.map((r) => [r.path, new Set([...(r.doc?.facts.ids ?? []), 'main'])])),
            files: new Set([...emitted].map((f) => `/${f}`).concat(['/llms.txt', '/sitemap.xml'], routes.routes.filter((r) => r.doc).map((r) => `${r.path}.md`))),
          });
          applyGate(config, 'onBrokenLinks', 'broken link', problems.filter((p) => p.kind === 'link').map((p) => p.message), logger);
          applyGate(config, 'onBrokenAnchors', 'broken anchor', problems.filter((p) => p.kind === 'anchor').map((p) => p.message), logger);
        });

        return { content, routes, pages: routes.routes.length, rendered: toRender.length };
      } catch (error) {
        // Files emitted while pages were processed (images) may still be in flight: let them
        // settle before the caller removes the output folder.
        await Promise.allSettled(pending);
        throw error;
      }
    },
  };
}

/** Everything about the site that every page shows (sidebars, titles, neighbours, site data). */
function siteShape(routes: RouteTable, site: SiteData): string {
  return JSON.stringify([routes.sidebars, routes.routes.map((r) => [r.path, r.title, r.description, r.sidebarId, r.prev, r.next, r.breadcrumbs, r.cards]), site]);
}

/** Links written by authors (Markdown) and in the config (navbar, call to action). */
function linkSources(routes: RouteTable, config: SiteConfig): CheckedPage[] {
  const configName = path.relative(config.rootDir, config.configFile);
  const configLinks = config.navbar.items
    .filter((item): item is Extract<typeof item, { to: string }> => 'to' in item)
    .map((item) => ({ href: item.to.startsWith('/') ? item.to : `/${item.to}`, text: item.label }))
    .concat({ href: config.landing.cta.to, text: config.landing.cta.label });
  return [
    { route: '/', origin: configName, links: configLinks },
    ...routes.routes.filter((r) => r.doc).map((r) => ({ route: r.path, origin: r.doc!.displayPath, links: r.doc!.facts.links })),
  ];
}

function llmsSections(routes: RouteTable) {
  const entries = (sidebarId: string | undefined) =>
    routes.routes
      .filter((r) => r.doc && r.sidebarId === sidebarId)
      .map((r) => ({ title: r.title, route: r.path, description: r.description }));
  return [
    ...Object.keys(routes.sidebars).map((id) => ({ name: sidebarTitle(id), entries: entries(id) })),
    { name: 'Other pages', entries: entries(undefined) },
  ];
}

function sidebarTitle(id: string): string {
  return id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}
