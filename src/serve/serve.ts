import { once } from 'node:events';
import chokidar from 'chokidar';
import { builtInThemeDir } from '../util/packageRoot.js';
import { spawn } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findConfigFile, loadConfig } from '../config/loadConfig.js';
import { loadSiteConfig } from '../pipeline/loadSiteConfig.js';
import type { SiteConfig } from '../plugins/siteConfig.js';
import { consoleLogger, formatMs } from '../util/log.js';
import { formatProblems, UsageError } from '../util/errors.js';
import { checkServeDir } from '../output/checkOutDir.js';
import { inFlightFolders, restoreOutput } from '../output/generations.js';
import { isSidebarFile } from '../render/sidebarFiles.js';
import { createChangeQueue, type ReportFailure } from './changeQueue.js';
import { createDevBuilder, DevBuilderClosed, type DevChange } from './devBuilder.js';
import { servedLocale } from './servedLocale.js';
import { devClientScript, EVENTS_PATH } from './devClient.js';
import { diskSource, memorySource, type SourceFile } from './fileSource.js';
import { closeServer, createStaticServer, listen } from './staticServer.js';

export interface ServeOptions {
  config?: string;
  port: number;
  host: string;
  dir?: string;
  watch?: boolean;
  open?: boolean;
  /** Print each rebuild's phase times. */
  verbose?: boolean;
  /** With `watch`: the locale built and served (under its base, `/fr/`), as Docusaurus's `start --locale`; default the site's default locale. */
  locale?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `docsgen serve`: a production preview of the output folder; with `watch`, a dev server that
 * builds into memory, rebuilds what a change touches and reloads open pages.
 */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const configPath = options.config ?? findConfigFile();
  if (!options.watch && options.locale !== undefined) throw new UsageError('--locale goes with --watch (the dev server builds one locale at a time); `docsgen serve` alone serves the built site, every locale it holds under its own path');
  if (!options.watch) {
    const config = await loadConfig(configPath);
    const root = options.dir ? path.resolve(options.dir) : config.paths.outDir;
    // A build killed between the two renames of its swap is finished.
    await restoreOutput(root);
    // Serving never deletes, but it must not publish the project's own sources.
    checkServeDir(root, config);
    // Served under the site's base, as its host will (`/` redirects there). While a build replaces
    // the folder, the file a request asks for may be in the old or the new site beside it.
    const server = createStaticServer({ source: diskSource(root, inFlightFolders), base: config.urls.base });
    const url = await listen(server, options.port, options.host);
    const site = siteAddress(url, config.urls.base);
    console.log(`docsgen serve: ${path.relative(process.cwd(), root) || '.'} at ${site}`);
    if (options.open) openBrowser(site);
    return { url, close: () => closeServer(server) };
  }
  return watchAndServe(configPath, options);
}

async function watchAndServe(configPath: string, options: ServeOptions): Promise<RunningServer> {
  const started = performance.now();
  const config: SiteConfig = servedLocale(await loadSiteConfig(configPath), options.locale);
  // The dev server shows what the config asks for that docsgen does not do; it never stops on it.
  if (config.notes) consoleLogger.info(`docsgen does these its own way:\n${formatProblems(config.notes)}`);
  if (config.warnings.length > 0) consoleLogger.warn(`${config.warnings.length} config warning${config.warnings.length === 1 ? '' : 's'}\n${formatProblems(config.warnings)}`);
  const files = new Map<string, SourceFile>();
  const clients = new Set<ServerResponse>();
  let lastError: string | null = null;
  let pageFiles = new Set<string>();
  // Files MDX pages import from outside the watched folders (a site's components), watched too.
  const imported = new Set<string>();
  let watchImported: ((files: string[]) => void) | undefined;

  const broadcast = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const server = createStaticServer({
    base: config.urls.base,
    source: memorySource(config.paths.outDir, files),
    transformHtml: (html) => html.replace('</body>', `${devClientScript}</body>`),
    handle(req, res) {
      if (req.url !== EVENTS_PATH) return false;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
  });
  // Listening comes first: a port in use fails at once, before any build (and its thread) starts.
  const url = await listen(server, options.port, options.host);
  // Processing and rendering run in a thread of their own: this one keeps answering requests.
  const builder = createDevBuilder(configPath, config, options.locale);

  /** Rebuilds; a failure is reported at once, or handed back to be reported later when `deferError`. */
  const rebuild = async (reason: string, change: DevChange, deferError = false): Promise<ReportFailure | void> => {
    const start = performance.now();
    try {
      // Merged only on success: a broken edit never replaces the last good site.
      const run = await builder.run(change);
      const written = new Set<string>();
      for (const [file, contents] of run.files) {
        files.set(file, contents);
        written.add(file);
      }
      // A page that was deleted or moved is gone from the site: its old URL answers 404.
      const current = new Set(run.pageFiles);
      for (const file of pageFiles) if (!current.has(file)) files.delete(file);
      // Every run writes the sidebars' files (content-hashed names): older ones are no longer named.
      for (const file of files.keys()) if (isSidebarFile(file) && !written.has(file)) files.delete(file);
      pageFiles = current;
      const added = run.imported.filter((file) => !imported.has(file));
      for (const file of added) imported.add(file);
      watchImported?.(added);
      lastError = null;
      const phases = options.verbose ? ` (${Object.entries(run.times).map(([k, v]) => `${k} ${formatMs(v)}`).join(', ')})` : '';
      console.log(`↻ ${reason}: ${run.rendered} page${run.rendered === 1 ? '' : 's'} in ${formatMs(performance.now() - start)}${phases}`);
      broadcast('reload', { soft: !change.templates && !change.config });
    } catch (error) {
      if (error instanceof DevBuilderClosed) return;
      const report = () => {
        lastError = (error as Error).message;
        console.error(`✗ ${reason}: ${lastError}`);
        broadcast('build-error', { message: lastError });
      };
      if (deferError) return report;
      report();
    }
  };

  await rebuild('initial build', {});
  if (lastError) console.error('The site has errors; the server starts anyway and shows them in the browser.');


  const { sourceDirs, customCss } = config.paths;
  // The theme: the site's theme folder, its custom CSS and the default theme (edited in a checkout of docsgen),
  // and a Docusaurus site's src/theme, whose swizzles may replace the theme's components (see docusaurusSwizzles).
  const swizzleDir = config.paths.swizzleDir;
  const themePaths = [config.paths.themeDir, builtInThemeDir(), ...(swizzleDir !== config.paths.themeDir ? [swizzleDir] : [])];
  const watcher = chokidar.watch([...sourceDirs, ...themePaths, ...customCss, ...config.configInputs], { ignoreInitial: true });
  const outside = (file: string) => ![...sourceDirs, ...themePaths].some((dir) => file.startsWith(dir + path.sep)) && !customCss.includes(file);
  watchImported = (added) => {
    const extra = added.filter(outside);
    if (extra.length) watcher.add(extra);
  };
  watchImported([...imported]);
  const queue = createChangeQueue(async (paths: Set<string>) => {
    const list = [...paths];
    const change = {
      // The locale's translation files of words the config stage reads (code.json, navbar.json, footer.json…) read the config again.
      config: list.some((p) => config.configInputs.includes(p) || isTranslationFile(p, config.i18n.dir)),
      templates: list.some((p) => customCss.includes(p) || themePaths.some((dir) => p.startsWith(dir + path.sep))),
      files: list,
    };
    const shown = list.map((p) => path.relative(config.rootDir, p)).slice(0, 3).join(', ') + (list.length > 3 ? ` and ${list.length - 3} more` : '');
    // A file still being written can fail a build: the queue reports the error once it is not.
    return rebuild(shown, change, true);
  });
  watcher.on('all', (_event, file) => queue.add(path.resolve(file)));
  // Until its first scan is done the watcher misses edits: the server is ready once it is.
  await once(watcher, 'ready');
  // Announced once edits are seen: an edit made right after this line is never missed.
  const site = siteAddress(url, config.urls.base);
  console.log(`docsgen serve --watch: ${site} (ready in ${formatMs(performance.now() - started)})`);
  if (options.open) openBrowser(site);

  return {
    url,
    async close() {
      await watcher.close();
      for (const client of clients) client.end();
      await closeServer(server);
      await builder.close();
    },
  };
}

/** A translation file of words (not a translated page): a `.json` file in the translations' folder. */
function isTranslationFile(file: string, i18nDir: string): boolean {
  return file.endsWith('.json') && file.startsWith(i18nDir + path.sep);
}

/** The address of the site's home page: the server's, under the base. */
function siteAddress(url: string, base: string): string {
  return base === '/' ? url : url + base;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true, shell: process.platform === 'win32' }).on('error', () => {
    consoleLogger.warn(`could not open a browser; visit ${url}`);
  });
}
