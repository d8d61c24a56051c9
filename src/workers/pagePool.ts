import { isDocusaurusConfig } from '../config/loadConfig.js';
import { DocsgenError } from '../util/errors.js';
import { prestartWorkers, runWorkerPool, stopSpareWorkers, type WorkerPoolRun, type WorkerStop } from './runWorkerPool.js';
import { PAGE_WORKER_FILE, workerCount } from './workers.js';

/**
 * What a page worker started ahead loads while it waits for its first run (its `workerData`). `mdx`:
 * the site's pages are read as MDX (a Docusaurus site's are, unless its config says otherwise), so
 * the worker loads the MDX pipeline's modules and starts its esbuild service (each worker bundles
 * its MDX pages with its own) at once, on the core the main thread leaves idle while it reads the
 * config and compiles the theme, instead of with its first page, on the content stage's path.
 */
export interface PageWorkerAhead {
  mdx: boolean;
}

/** The limits of one page's work, from the config (`pageTimeout`, `pageMemory`); `configFileName` is the file a message asks to change. */
export interface PageLimits {
  pageTimeout: number;
  pageMemory: number;
  configFileName?: string;
}

/** The config's limits of one page's work. */
export function pageLimits(config: PageLimits): PageLimits {
  return { pageTimeout: config.pageTimeout, pageMemory: config.pageMemory, ...(config.configFileName !== undefined ? { configFileName: config.configFileName } : {}) };
}

/** A run of page work in the pool: what the pool does not decide itself (the worker file, the count, the limits). */
export type PagePoolRun<Batch, Reply, Result> = Omit<WorkerPoolRun<Batch, Reply, Result>, 'file' | 'count' | 'stopped' | 'timeLimitMs' | 'timeLimitOf' | 'memoryLimitMb'> & {
  /** The source length of the `index`th item of `batch`: a page's time limit grows with it (see pageTimeLimitMs). */
  sizeOf: (batch: Batch, index: number) => number;
};

/**
 * The page workers, the one executor of page work: the content stage's page step (runPages) and
 * the render stage's pages in their frame (renderInWorkers) run in them, with the config's limits
 * set once here. The build or the dev server makes one and hands it to both stages.
 */
export interface PagePool {
  readonly limits: PageLimits;
  /** How many page workers a run uses (see workerCount): what its batches are sized for (see batchSize). */
  workers(): number;
  run<Batch, Reply, Result>(run: PagePoolRun<Batch, Reply, Result>): Promise<void>;
  /**
   * Has `count` page workers started ahead (see prestartWorkers): the next run takes them. Those
   * waiting with another heap limit end. `ahead`: what those it starts load while they wait.
   */
  prestart(count: number, ahead?: PageWorkerAhead): void;
  /** Ends the page workers started ahead that no run took. */
  stopSpares(): Promise<void>;
}

/** The page pool with `limits`; `seams` (tests) name another worker file or count. */
export function createPagePool(limits: PageLimits, seams: { file?: string; count?: number } = {}): PagePool {
  const file = seams.file ?? PAGE_WORKER_FILE;
  const workers = () => seams.count ?? workerCount();
  return {
    limits,
    workers,
    run: (run) =>
      runWorkerPool({
        ...run,
        file,
        count: workers(),
        timeLimitOf: (batch, index) => pageTimeLimitMs(limits.pageTimeout, run.sizeOf(batch, index)),
        memoryLimitMb: limits.pageMemory,
        stopped: (stop) => pageStopError(stop, limits),
      }),
    prestart: (count, ahead) => {
      // Page workers waiting with another heap limit (a build's, started before its config was
      // read, when the config sets another pageMemory; a dev server's, before its config changed)
      // are no use to this pool: they end now, not when the build or the server does.
      void stopSpareWorkers(file, limits.pageMemory);
      prestartWorkers(file, count, limits.pageMemory, ahead);
    },
    stopSpares: () => stopSpareWorkers(file),
  };
}

/**
 * One page's time limit: `pageTimeout` seconds, and as much again for each further megabyte of the
 * page (a 4 MB page of realistic Markdown takes tens of seconds on a busy machine; an endless loop
 * is stopped all the same).
 */
export function pageTimeLimitMs(pageTimeout: number, sourceLength: number): number {
  return pageTimeout * 1000 * Math.max(1, Math.ceil(sourceLength / (1024 * 1024)));
}

/** The error for a page worker that stopped before its pages were done, naming the page and what it was doing. */
export function pageStopError(stop: WorkerStop, limits: PageLimits): DocsgenError {
  const page = stop.item ?? 'a page worker';
  const doing = stop.doing ? ` while ${stop.doing}` : '';
  const configName = limits.configFileName ?? 'the site config';
  // A Docusaurus config takes no docsgen key (Docusaurus would refuse it): the command line's flag does.
  const raise = (key: string, flag: string) => (limits.configFileName && isDocusaurusConfig(limits.configFileName) ? `raise it with ${flag}` : `raise ${key} in ${configName} (or ${flag})`);
  switch (stop.reason) {
    case 'timeout':
      return new DocsgenError(
        `${page}: still working after ${limits.pageTimeout} s${doing}, the time limit for one page (pageTimeout: seconds of processor time, and as much again for each megabyte past the first): stopped. Look for an endless loop in the page or a component it uses, or ${raise('pageTimeout', '--page-timeout <seconds>')}`,
      );
    case 'memory':
      return new DocsgenError(`${page}: used more than ${limits.pageMemory} MB of memory${doing}, the memory limit of a page worker: stopped. Split the page, or ${raise('pageMemory', '--page-memory <MB>')}`);
    case 'exit':
      return new DocsgenError(`${page}: the page's code ended its worker thread (exit code ${stop.exitCode ?? 0})${doing}: pages may not call process.exit`);
    default:
      return new DocsgenError(`${page}: an error nothing caught${doing}: ${stop.error?.message ?? 'unknown error'}`, { cause: stop.error });
  }
}
