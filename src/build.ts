import { runPluginHook } from './plugins/runPluginHook.js';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { findConfigFile, isDocusaurusConfig, pageMemoryBeforeConfig } from './config/loadConfig.js';
import { cachePaths } from './config/cachePaths.js';
import { configCacheDir } from './config/resolveConfig.js';
import { loadSiteConfig } from './pipeline/loadSiteConfig.js';
import { createGates, gateSettings } from './gates/gates.js';
import { DocsgenError, failureProblems, formatProblems } from './util/errors.js';
import { checkOutDir } from './output/checkOutDir.js';
import { crawlBuiltSite } from './crawl/crawlBuiltSite.js';
import { startCrawler } from './crawl/crawlSite.js';
import { crawlProblemLines } from './crawl/crawlProblemLines.js';
import { consoleLogger, countWarnings, formatBytes, formatMs, phaseCpuTimes, task, type Logger, type PhaseTimes, type ReportedProblems } from './util/log.js';
import { createOutputFolder } from './output/outputFolder.js';
import { openReport, type ReportFile } from './output/reportFile.js';
import { gitDates } from './content/gitDates.js';
import { allPages } from './content/allPages.js';
import { hashInputs, importedFiles, lastBuildPages, lastCrawl, upToDateStamp, writeStamp, type LastCrawl } from './output/upToDate.js';
import { prestartWorkers, stopSpareWorkers } from './workers/runWorkerPool.js';
import { createPagePool, pageLimits, type PageWorkerAhead } from './workers/pagePool.js';
import { PAGE_WORKER_FILE, workerCount } from './workers/workers.js';
import type { GeneratedSite } from './pipeline/generateSite.js';
import type { SiteConfig } from './plugins/siteConfig.js';
import { underFolder } from './output/underFolder.js';
import { localeWarnings, splitLocales } from './gates/localeWarnings.js';

export const CRAWL_AUTO_MAX_PAGES = 300;

export interface BuildOptions {
  config?: string;
  out?: string;
  logger?: Logger;
  /** Also fetch external links (off by default: builds must not need the network). */
  checkExternal?: boolean;
  /**
   * Crawl the built site with linkinator after the in-memory link gate. Default: only for sites
   * up to CRAWL_AUTO_MAX_PAGES pages; beyond that the crawl costs far more than the build and the
   * in-memory gate has already checked every link and anchor.
   */
  crawl?: boolean;
  /**
   * Reuse processed pages from node_modules/.cache/docsgen, and skip the build when no input
   * changed since the last build into the same folder (default: on).
   */
  cache?: boolean;
  /** Warnings fail the build (the gates run with onWarnings 'throw': see gateSettings). */
  strict?: boolean;
  /** Write every problem, phase times, sizes and peak memory as JSON to this file (before the output is replaced). */
  report?: string;
  /**
   * The locales to build (`--locale`, Docusaurus's): one is published at the site's base, as a site
   * deployed one domain per locale; left out: every locale of the config, the others under `/<locale>/`.
   */
  locales?: string[];
}

export interface BuildResult {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  times: PhaseTimes;
  totalMs: number;
  /** True when no input had changed and the output folder was left as it was. */
  upToDate?: boolean;
  /**
   * What this build did again, and what it took from the cache (in the `--report` file): pages
   * through the page step (`processed`; the others were the cache's), and the pages rendered now
   * (`rendered`; the others' files were linked from the page cache); and the pages the crawl read
   * (`crawled`: after a build that crawled, only pages whose HTML changed are read again); and what
   * the plugins' work counted (PluginWork), e.g. `searchShards: { indexed, reused }`: the search
   * shards indexed now and those whose files were taken from the cache (one changed page: 1 indexed).
   */
  work?: { pages: number; processed: number; routes: number; rendered: number; crawled?: number; [counted: string]: number | Record<string, number> | undefined };
}

/** `docsgen build`: config → content → routes → render (+ client, search, images) → gates → swap. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const logger = countWarnings(options.logger ?? consoleLogger);
  const start = performance.now();
  const times: PhaseTimes = {};
  const configFile = options.config ?? findConfigFile();
  // A first build (no last build's stamp in the site's cache folder: every page goes through the
  // page step) starts its page workers now, so that starting the threads and loading their modules
  // runs on the core the main thread leaves idle while it loads its own modules and the config. The
  // cache folder is the one the config resolves to (configCacheDir: no key moves it). They start with
  // the memory limit the page pool will have (pageMemoryBeforeConfig: --page-memory's, or the
  // default for a config that does not set pageMemory), so the pool takes them; a config that sets
  // pageMemory waits for its value (the pool ends any page workers waiting with another limit).
  const earlyMemory = pageMemoryBeforeConfig(configFile);
  // A Docusaurus config reads every page as MDX by default: those workers load the MDX pipeline while they wait (see PageWorkerAhead).
  if (earlyMemory !== undefined && !existsSync(cachePaths(configCacheDir(configFile)).lastBuild)) prestartWorkers(PAGE_WORKER_FILE, workerCount(), earlyMemory, { mdx: isDocusaurusConfig(configFile) } satisfies PageWorkerAhead);
  // Opened first: a report that cannot be written fails before any work.
  const report = options.report ? await openReport(options.report) : undefined;
  try {
    const result = await buildSite({ ...options, config: configFile }, logger, start, times, report);
    // The output is in place: only a rename is left (the report was written before the swap).
    await report?.commit();
    return result;
  } catch (error) {
    // A failed build's report lists what failed it (every problem, where the terminal shows 50), and the other problems found before.
    // Every problem found up to the failure: those reported on the way, those found but not yet reported (see DocsgenError.found), and the failure.
    if (report && error instanceof DocsgenError) {
      await report.write({ failed: true, times, problems: problemsOf([...logger.reported, ...(error.found ?? []), failureProblems(error)]) }).then(() => report.commit(), () => report.discard());
    } else await report?.discard();
    throw error;
  } finally {
    // The page workers started ahead that the build did not take (it failed before its pages).
    await stopSpareWorkers();
  }
}

/** A crawled URL's path as pages write it (`/blog/x`), for `gates.ignoreLinks` (Gates.ignoresLink). */
function crawledPath(url: string, base: string): string {
  try {
    const { pathname } = new URL(url, 'http://localhost');
    return base !== '/' && pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
  } catch {
    return url;
  }
}

/** The report's problem list: one entry per problem, its place read from the `file:line:col: ` it starts with. */
function problemsOf(groups: ReportedProblems[]): unknown[] {
  return groups.flatMap(({ severity, summary, problems }) =>
    problems.map((text) => {
      const place = /^([^\s:][^:]*?):(\d+)(?::(\d+))?: /.exec(text);
      // A build of several locales names the locales a problem was met in (see localeWarnings), after the pages.
      const { text: own, locales } = splitLocales(text);
      const pages = / \(on \d+ pages?: (.*)\)$/.exec(own)?.[1]?.split(', ');
      return { severity, kind: summary, ...(place ? { file: place[1], line: Number(place[2]), ...(place[3] ? { column: Number(place[3]) } : {}) } : {}), message: text, ...(pages ? { pages } : {}), ...(locales ? { locales } : {}) };
    }),
  );
}

function reportOf(result: BuildResult, reported: ReportedProblems[]): unknown {
  const usage = process.resourceUsage();
  // CPU time of every thread of the process (workers included), in ms.
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
  // Each phase's processor time beside its time on the wall: how many cores it kept busy.
  const cpuTimes = Object.fromEntries(Object.entries(phaseCpuTimes(result.times)).map(([phase, ms]) => [phase, Math.round(ms)]));
  return { ...result, maxRssBytes: usage.maxRSS * 1024, cpuMs, cpuTimes, problems: problemsOf(reported) };
}

async function buildSite(options: BuildOptions, logger: Logger & { readonly warnings: number; readonly reported: ReportedProblems[] }, start: number, times: PhaseTimes, report: ReportFile | undefined): Promise<BuildResult> {
  const config = await task('config', times, logger, () => loadSiteConfig(options.config!));
  if (config.notes) logger.info(`docsgen does these its own way:\n${formatProblems(config.notes)}`);
  // The gates' settings, --strict resolved into them once: every gate of the build is made from these.
  const settings = gateSettings(config.gates, { strict: options.strict });
  const gates = createGates(settings, logger);
  gates.apply('onWarnings', 'config warning', config.warnings);
  const outDir = options.out ? path.resolve(options.out) : config.paths.outDir;
  // Nothing is read or written before docsgen knows the output folder is its own to replace.
  checkOutDir(outDir, config);
  const stampFile = config.paths.cache.lastBuild;
  // One git run gives the pages' dates to the up-to-date check and to the pages.
  const dates = gitDates(config.paths.sourceDirs);
  // --check-external asks for a fresh look at the outside world: it always builds.
  // So does --strict: the last build's warnings were not kept.
  // So does a site whose plugins run code before the pages are read (a Docusaurus plugin's
  // loadContent): what they read is theirs to know, not docsgen's (the page caches still apply).
  const runsPlugins = config.plugins.some((plugin) => plugin.loadContent);
  // So does a build of chosen locales (`--locale`): the stamp records a build of the whole site.
  // These builds still leave a stamp, with no inputs (no build is up to date with it): its crawl
  // lets the next build read again only the pages whose HTML changed. A build with
  // --check-external leaves none (its crawl looked outside the site).
  const keepsStamp = (options.cache ?? true) && !options.checkExternal;
  const inputs = keepsStamp && !options.strict && !runsPlugins && !options.locales?.length ? await task('inputs', times, logger, () => hashInputs(config, outDir, dates)) : undefined;
  const stamp = inputs ? await upToDateStamp(stampFile, inputs.hash, outDir) : undefined;
  if (stamp && (stamp.crawled || !(options.crawl ?? stamp.pages <= CRAWL_AUTO_MAX_PAGES))) {
    const totalMs = performance.now() - start;
    const bytes = stamp.files.reduce((sum, [, size]) => sum + size, 0);
    const result: BuildResult = { outDir, pages: stamp.pages, files: stamp.files.length, bytes, times, totalMs, upToDate: true };
    await report?.write(reportOf(result, logger.reported));
    logger.info(`up to date in ${formatMs(totalMs)}: no input changed since the last build (${stamp.pages} pages, ${stamp.files.length} files, ${formatBytes(bytes)} in ${path.relative(process.cwd(), outDir) || '.'})`);
    return result;
  }
  // What the last build's crawl found, while its output is still there to compare pages with
  // (not looked for when this build will not crawl: it lists the whole output folder).
  const lastCrawled = keepsStamp && options.crawl !== false ? lastCrawl(stampFile, outDir) : undefined;
  const output = await createOutputFolder(outDir);
  const lastBuild = lastBuildPages(stampFile);
  // The page workers start and load their modules while the theme and client compile and the
  // sources are read: a build of one changed page does not wait for one (the page step takes it),
  // and a first build (no last build to take pages from: every page goes through the page step)
  // does not wait for the others, which it would start as the page step begins.
  const pagePool = createPagePool(pageLimits(config));
  pagePool.prestart(lastBuild === undefined ? workerCount() : 1, { mdx: config.markdown.format === 'mdx' });
  // The render stage and the sidebar readers' pass take the page workers the content stage leaves.
  // Started now so linkinator loads on the idle core while the site is generated, unless the last
  // build had more pages than are crawled by default, or a first build's sources count more (the
  // inputs' hash counted them): then no thread is started for nothing (it starts after the pages
  // are made if the site turns out small enough). On a first build of 1,000 pages it took a third
  // of a second of CPU while the page workers loaded, and ended unused.
  const lastPages = options.crawl === undefined ? (lastBuild ?? inputs?.pageSources) : undefined;
  let crawler = options.crawl === false || (lastPages ?? 0) > CRAWL_AUTO_MAX_PAGES ? undefined : startCrawler();
  // Else a first build learns the site's size from its routes: past the default's limit the thread,
  // idle until then, ends before the pages render (the build's peak of memory).
  let pagesSoFar = 0;
  const routesKnown = (pages: number) => {
    pagesSoFar += pages;
    if (options.crawl !== undefined || pagesSoFar <= CRAWL_AUTO_MAX_PAGES || !crawler) return;
    void crawler.close();
    crawler = undefined;
  };
  try {
    // The pipeline's modules load only when there is something to build.
    const { createSiteGenerator, mergedSites } = await import('./pipeline/generateSite.js');
    // Each locale is the same site built again with that locale's config, into its folder of the output (the default's is the output itself).
    const { localeBuilds } = await import('./output/localeBuilds.js');
    const builds: { site: GeneratedSite; folder: string; config: SiteConfig }[] = [];
    const locales = localeBuilds(config, options.locales);
    // Several locales: a warning each locale's build meets (a page no locale translates) is printed once, naming them (see localeWarnings).
    const held = locales.length > 1 ? localeWarnings(logger) : undefined;
    try {
      for (const { config: localeConfig, folder } of locales) {
        if (folder) logger.info(`locale ${localeConfig.i18n.currentLocale} → ${folder}/`);
        const sink = folder ? underFolder(output, folder) : output;
        const localeLogger = held ? held.logger(localeConfig.i18n.currentLocale) : logger;
        const localeGates = held ? gates.reporting(localeLogger, held.notes(localeConfig.i18n.currentLocale)) : gates;
        builds.push({ site: await createSiteGenerator(localeConfig, { logger: localeLogger, gates: localeGates, persistCache: options.cache ?? true, gitDates: dates, pagePool }).run(sink, { times, routesKnown }), folder, config: localeConfig });
      }
    } finally {
      // Before a failure too: its report lists them (logger.reported).
      held?.flush();
    }
    const site = builds.length === 1 ? builds[0]!.site : mergedSites(builds);
    const crawl = options.crawl ?? site.pages <= CRAWL_AUTO_MAX_PAGES;
    let crawled: { crawl: LastCrawl; read: number } | undefined;
    if (!crawl && options.crawl === undefined) logger.info(`  – crawl    skipped above ${CRAWL_AUTO_MAX_PAGES} pages (--crawl forces it)`);
    if (crawl) {
      const active = (crawler ??= startCrawler());
      await task('crawl', times, logger, async () => {
        const onPage = (read: number, total: number) => logger.progress?.(read, total);
        crawled = await crawlBuiltSite(active, { dir: output.dir, files: output.files, unread: output.copied, lastDir: outDir, last: lastCrawled }, { checkExternal: options.checkExternal, base: config.urls.base, trailingSlash: config.trailingSlash, onPage });
        // Each broken link names the page's source file (or what made the page) and its URL.
        const problems = crawlProblemLines(crawled.crawl.problems.filter((b) => !gates.ignoresLink(crawledPath(b.url, config.urls.base))), site.routes, config, (url) => crawledPath(url, config.urls.base));
        gates.apply('onCrawlErrors', 'broken link', problems);
      });
    }
    // A plugin's postBuild (a site's Docusaurus plugin) changes the finished output, before it replaces the old one.
    const postBuilds = config.plugins.filter((plugin) => plugin.postBuild);
    if (postBuilds.length > 0) {
      const warnings: string[] = [];
      // Once per locale, in its own folder, with its own routes (as Docusaurus builds each locale whole);
      // the default locale's sees none of the other locales' folders (Docusaurus builds it first).
      const localeFolders = builds.map((each) => each.folder).filter((folder) => folder !== '');
      await task('postBuild', times, logger, () =>
        output.lend(async (dir) => {
          for (const each of builds) {
            const postBuild = () => runPluginHook(postBuilds, 'postBuild', { config: each.config, outDir: path.join(dir, each.folder), routes: each.site.routes, htmlTags: each.site.htmlTags, warn: (message) => warnings.push(message) });
            await (each.folder === '' ? output.outOfSight(localeFolders, postBuild) : postBuild());
          }
        }),
      );
      gates.apply('onWarnings', 'plugin warning', warnings);
    }
    const sum = (count: (each: GeneratedSite) => number) => builds.reduce((total, each) => total + count(each.site), 0);
    const work = { pages: sum((each) => allPages(each.content).length), processed: sum((each) => each.content.reprocessed.size), routes: site.pages, rendered: site.rendered - site.restored, ...site.pluginWork, ...(crawled ? { crawled: crawled.read } : {}) };
    const result = (): BuildResult => ({ outDir, pages: site.pages, files: output.files.size, bytes: output.bytes, times, totalMs: performance.now() - start, work });
    await task('write', times, logger, async () => {
      // Everything that can fail runs before the new output replaces the old one.
      await report?.write(reportOf(result(), logger.reported));
      // The swap removes the old output whole: looked at again, in case it changed hands during the build.
      checkOutDir(outDir, config);
      // What the folder holds, from its own record (the folder moves in the swap; the files do not change).
      const files = keepsStamp ? output.listing() : [];
      await output.commit();
      if (keepsStamp) await writeStamp(stampFile, { ...(inputs ? { inputs: inputs.hash, imported: builds.flatMap((each) => importedFiles(each.site.content)) } : {}), outDir, pages: site.pages, files, crawled: crawl, ...(crawled ? { crawl: crawled.crawl } : {}) });
    });
    const done = result();
    const warnings = logger.warnings === 0 ? '' : `, ${logger.warnings} warning${logger.warnings === 1 ? '' : 's'}`;
    logger.info(`build complete in ${formatMs(done.totalMs)}: ${site.pages} pages, ${output.files.size} files, ${formatBytes(output.bytes)} → ${path.relative(process.cwd(), outDir) || '.'}${warnings}`);
    return done;
  } catch (error) {
    await output.abort();
    throw error;
  } finally {
    await crawler?.close();
    await stopSpareWorkers();
  }
}
