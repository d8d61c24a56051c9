import { deserialize } from 'node:v8';
import type { Root } from 'hast';
import type { ResolvedReact } from '../config/configValues.js';
import { labelsForWorker } from '../config/localeLabel.js';
import { ContentError } from '../util/errors.js';
import type { DocContext, PageWorkConfig } from './pagePlugin.js';
import { shardedPart } from './shardedPart.js';
import type { PagePool } from '../workers/pagePool.js';
import { batchSize } from '../workers/runWorkerPool.js';
import { BodyStore, hashBody, keepBodyAt, keepBodyOnDisk, keepMarkdownOnDisk } from './keepBodyOnDisk.js';
import type { CachedFinishedPage, FinishedData } from './contentCache.js';
import type { FinishedPage, PageJob, PageResult, PageSetup } from './processPage.js';
import { fromFailure } from './pageFailure.js';
import { shareSourceHash, sourceHash } from './sourceHash.js';
import { hasPluginLists, withoutPluginLists } from './markdownPluginLists.js';
import type { Doc } from './types.js';

/** The most pages sent to a worker at once (fewer toward the end: see batchesOf), and the most of one source text. */
const BATCH = 4;

/** A run's page options: the page setup's values that are the run's (see PageSetup), where plugins' output goes, and the pool. */
export interface PageRunOptions extends Pick<PageSetup, 'themeFile' | 'rendersCodeBlock' | 'cache' | 'keepTrees' | 'globalData' | 'defines' | 'themePaths' | 'mdxElements'> {
  /** Where plugins' emitted files, warnings and dependencies go, in the main thread. */
  context: DocContext;
  /** The page workers (with the config's limits), shared with the render stage. */
  pool: PagePool;
}

/**
 * A processed page as the content stage takes it in, with what the content cache keeps of it
 * (`cacheData`, `finishedData`: see PageResult) and the files it depends on.
 */
export type PageOutcome = { doc: Doc; cacheData?: Uint8Array; finishedData?: FinishedData; dependsOn?: string[] } | { error: ContentError };

/**
 * The executor of page work: runs every page (processed now, or its cached doc) through the one
 * page step (processPage) in worker threads, one per `--workers` (default: the cores); a page the
 * content cache has the step's result for is taken from it, with no worker. Results are
 * handed to `accept` in the order of `jobs`, so warnings, emitted files and plugins' state arrive
 * in the order one thread would make them. Each page has a time limit (`pageTimeout`) and each
 * worker a heap limit (`pageMemory`); a page over either, or one whose code ends or crashes its
 * thread, fails the run naming the page.
 */
export async function runPages(
  config: PageWorkConfig & Pick<ResolvedReact, 'react'>,
  jobs: PageJob[],
  routesBySource: ReadonlyMap<string, string>,
  options: PageRunOptions,
  accept: (n: number, outcome: PageOutcome) => Promise<void>,
): Promise<void> {
  if (jobs.length === 0) return;
  // Client redirects (with a `createRedirects` function, which does not cross to a worker) are no
  // page's business; the config's line service is a function too (the page step makes its own).
  const { plugins: all, clientRedirects: _redirects, lines: _lines, ...values } = config;
  // The plugins with page work: docsgen's own, and a site's with Markdown plugins or transformDoc.
  const plugins = all.filter((plugin) => shardedPart(plugin) || plugin.remarkPlugins?.length || plugin.rehypePlugins?.length || plugin.transformDoc);
  const { context } = options;
  const hasMarkdownPlugins = hasPluginLists(values);
  const setup: PageSetup = {
    routes: [...routesBySource],
    themeFile: options.themeFile,
    rendersCodeBlock: options.rendersCodeBlock ?? false,
    plugins: plugins.map((plugin) => {
      const part = shardedPart(plugin);
      return part ? { factory: part.factory, options: part.options } : { name: plugin.name };
    }),
    // The remark/rehype lists hold functions, which do not cross to a worker: it loads them. A
    // locale's label not read yet crosses unread (labelsForWorker).
    config: labelsForWorker(withoutFunctions(values, hasMarkdownPlugins)),
    hasMarkdownPlugins,
    cacheDir: context.cacheDir,
    dev: context.dev,
    cache: options.cache,
    keepTrees: options.keepTrees,
    globalData: options.globalData ?? {},
    defines: options.defines ?? {},
    themePaths: options.themePaths ?? [],
    mdxElements: options.mdxElements ?? [],
  };
  const parts = plugins.map((plugin) => shardedPart(plugin));
  const sources = new Map(jobs.map((job) => [job.n, job.source]));
  const bodies = context.dev ? undefined : new BodyStore();
  // A page a worker processed comes as its serialised FinishedPage and its body's bytes (see
  // PageResult), read here once; a page the cache finished, as the FinishedPage itself and a reader
  // of its body, which stays in the cache's file unless the page renders again.
  // A page the cache finished is read (its FinishedPage deserialised) once the workers have their
  // pages (see readAhead): `finished` is set then.
  type Taken =
    | { error: Extract<PageResult, { error: unknown }>['error'] }
    | { finished: FinishedPage; page: Uint8Array; body: Uint8Array; cacheData?: Uint8Array; tree?: Root }
    | FromCache;
  const take = async (n: number, result: Taken) => {
    if ('error' in result) {
      const { file, detail, line, column, cause } = result.error;
      const problem = new ContentError(file, detail, line, column, cause ? { cause: fromFailure(cause) } : undefined);
      // The page the problem stopped (it may be in a component or partial several pages share).
      problem.page ??= sources.get(n)!.displayPath;
      await accept(n, { error: problem });
      return;
    }
    const finished = 'cached' in result ? (result.finished ??= result.cached.readPage()) : result.finished;
    const tree = 'tree' in result ? result.tree : undefined;
    const source = sources.get(n)!;
    const doc = { ...finished.doc, markdown: '', ...(tree ? { hast: tree } : {}) } as Doc;
    readsSource(doc, source);
    shareSourceHash(source, doc);
    let finishedData: FinishedData | undefined;
    if ('cached' in result) {
      // A build reads a cached page's body only if the page renders again.
      if (bodies) keepBodyAt(doc, result.cached.readBody, result.cached.bodyHash);
      else doc.html = result.cached.readBody().toString('utf8');
    } else {
      // A build keeps bodies, and the Markdown the worker was sent, on disk until pages render (see BodyStore).
      const bodyHash = bodies ? keepBodyOnDisk(doc, bodies, result.body)!.hash : hashBody(result.body);
      if (bodies) keepMarkdownOnDisk(doc, bodies, source.raw, sourceHash(source, () => source.raw));
      if (!bodies) doc.html = Buffer.from(result.body).toString('utf8');
      // The page's bytes are the content cache's entry as they are (a dev server's pages, which keep their trees, are not kept finished).
      if (options.cache && !options.keepTrees) finishedData = { page: result.page, body: result.body, bodyHash };
    }
    for (const [file, contents] of finished.emitted) context.emitFile(file, contents);
    for (const file of finished.dependsOn) context.dependOn(doc, file);
    for (const message of finished.warnings) context.warn(message);
    parts.forEach((part, i) => part?.putPage(doc.sourcePath, finished.states[i]));
    const cacheData = 'cacheData' in result ? result.cacheData : undefined;
    await accept(n, { doc, dependsOn: finished.dependsOn, ...(cacheData ? { cacheData } : {}), ...(finishedData ? { finishedData } : {}) });
  };

  // A page the cache has finished is taken as it is, in its place in the order; the rest go to workers.
  const finished = new Map<number, Taken>(jobs.filter((job) => job.finished).map((job) => [job.n, { cached: job.finished! }]));
  const batches = batchesOf(jobs.filter((job) => !job.finished), options.pool.workers());
  const order = jobs.map((job) => job.n);
  let next = 0;
  let draining = false;
  // Hands finished pages on in order, one at a time (`accept` may wait).
  const drain = async (signal: AbortSignal) => {
    if (draining) return;
    draining = true;
    try {
      while (!signal.aborted && next < order.length && finished.has(order[next]!)) {
        const n = order[next++]!;
        const result = finished.get(n)!;
        finished.delete(n);
        await take(n, result);
      }
    } finally {
      draining = false;
    }
  };
  // No worker starts when every page is finished already.
  const stopEarly = new AbortController();
  if (batches.length === 0) return drain(stopEarly.signal);
  // The workers are sent their pages first; the pages the cache finished are read (some 40 ms at
  // 1,000 pages) while they work, and taken up to the first page a worker has. Read before, they
  // held back the one changed page's worker, whose work the main thread then waited for.
  const running = options.pool.run({
    workerData: setup,
    batches,
    // A worker posts each page of a batch as soon as it is done, tagged with its number.
    replies: (batch) => batch.length,
    read: ([n, result]: [number, PageResult]): [number, Taken] => {
      if ('failure' in result) throw fromFailure(result.failure);
      if ('error' in result) return [n, result];
      return [n, { finished: deserialize(result.page) as FinishedPage, ...result }];
    },
    take: ([n, result], _batch, signal) => {
      finished.set(n, result);
      return drain(signal);
    },
    sizeOf: (batch, index) => batch[index]?.source.raw.length ?? 0,
    itemName: (batch, index) => batch[index]?.source.displayPath ?? 'a page',
  });
  const early = drain(stopEarly.signal);
  const ahead = readAhead(finished.values(), stopEarly.signal);
  try {
    await running;
  } catch (error) {
    stopEarly.abort();
    throw error;
  }
  await ahead;
  // A page a worker handed over while the early pass was taking pages is taken by that pass.
  await early;
  // A worker's heap keeps the size its busiest pages grew it to: after a run of many pages the
  // workers are ended, so the render stage, with every page's data in the main thread, starts
  // fresh ones rather than adding to grown heaps.
  if (batches.reduce((sum, batch) => sum + batch.length, 0) > ENDS_WORKERS_AFTER) await options.pool.stopSpares();
}

/**
 * The page's source text, read when asked for: an unchanged page's source is not read at all (see
 * SourceMemo), and its hash stands for it in the page cache's key. Made out here, so the getter
 * holds the source alone: made in `take`, it held all that the page's result was (its serialised
 * bytes included) for as long as the doc lived.
 */
function readsSource(doc: Doc, source: PageJob['source']): void {
  Object.defineProperty(doc, 'markdown', { get: () => source.raw, enumerable: true, configurable: true });
}

/** A page the cache finished, and its FinishedPage once read. */
type FromCache = { cached: CachedFinishedPage; finished?: FinishedPage };

/** Cached pages read between two turns of the event loop, so that a worker's reply is not kept waiting. */
const READ_A_TURN = 64;

/**
 * Reads the pages the cache finished, in order, that no pass has taken yet (see runPages). Never
 * fails: a page that cannot be read is left for its turn, where the error fails the run.
 */
async function readAhead(pages: Iterable<object>, signal: AbortSignal): Promise<void> {
  let read = 0;
  for (const page of pages) {
    if (signal.aborted) return;
    if (!('cached' in page) || (page as FromCache).finished) continue;
    try {
      (page as FromCache).finished = (page as FromCache).cached.readPage();
    } catch {
      return;
    }
    if (++read % READ_A_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Pages processed in one run past which its workers are ended after it (see runPages). */
export const ENDS_WORKERS_AFTER = 2000;

/**
 * The pages to run in batches of up to BATCH, in order, shrinking toward the end as batchSize sizes
 * them for `workers` workers (each holds two batches, see WorkerPoolRun.inHand): the bulk goes four
 * pages a message, and the last pages one or two at a time, so a worker on a long page (the picker's
 * 21 KB API reference) does not hold pages the other worker, done with its own, could take. Pages
 * with the same source text (a versioned docs folder copied unchanged) go together, up to BATCH of
 * them in one batch, so one worker parses that text once for them (see compileMdx's parseOnce);
 * they are marked `sharedSource`.
 */
export function batchesOf(toRun: PageJob[], workers: number): PageJob[][] {
  const groups = new Map<string, PageJob[]>();
  for (const job of toRun) {
    const group = groups.get(job.source.raw);
    if (group) group.push(job);
    else groups.set(job.source.raw, [job]);
  }
  // Pages that go together: one page, or up to BATCH of one text (many of one text still reach every worker).
  const units: PageJob[][] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += BATCH) {
      const together = group.slice(i, i + BATCH);
      units.push(together.length > 1 ? together.map((job) => ({ ...job, sharedSource: true })) : together);
    }
  }
  const batches: PageJob[][] = [];
  let remaining = toRun.length;
  let batch: PageJob[] = [];
  for (const unit of units) {
    if (batch.length > 0 && batch.length + unit.length > batchSize(remaining, workers, BATCH)) {
      batches.push(batch);
      remaining -= batch.length;
      batch = [];
    }
    batch.push(...unit);
    if (batch.length >= batchSize(remaining, workers, BATCH)) {
      batches.push(batch);
      remaining -= batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * The config values as a worker gets them: functions do not cross to a worker. The remark/rehype
 * lists it loads from the config module itself; `editUrl` functions are the render stage's (see pageEditUrl).
 */
function withoutFunctions<T extends Pick<PageSetup['config'], 'markdown' | 'editUrl' | 'blog' | 'docsInstances' | 'pages' | 'docs'>>(values: T, hasMarkdownPlugins: boolean): T {
  let out = values;
  if (hasMarkdownPlugins) out = withoutPluginLists(out);
  if (typeof out.editUrl === 'function') out = { ...out, editUrl: undefined };
  if (out.blog && typeof out.blog.editUrl === 'function') out = { ...out, blog: { ...out.blog, editUrl: undefined } };
  // Another docs instance's own editUrl may be a function too.
  if (out.docsInstances?.some((instance) => typeof instance.editUrl === 'function')) {
    out = { ...out, docsInstances: out.docsInstances.map((instance) => (typeof instance.editUrl === 'function' ? { ...instance, editUrl: undefined } : instance)) };
  }
  return out;
}
