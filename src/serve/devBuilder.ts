import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadSiteConfig } from '../pipeline/loadSiteConfig.js';
import type { SiteConfig } from '../plugins/siteConfig.js';
import { createSiteGenerator, type SiteGenerator } from '../pipeline/generateSite.js';
import { createGates } from '../gates/gates.js';
import { silentLogger } from '../util/log.js';
import { packageRoot } from '../util/packageRoot.js';
import { filesOfRoute } from '../render/pageCache.js';
import { stopSpareWorkers } from '../workers/runWorkerPool.js';
import { createPagePool, pageLimits } from '../workers/pagePool.js';
import { PAGE_WORKER_FILE, workersFromEnv } from '../workers/workers.js';
import type { SourceFile } from './fileSource.js';
import { memorySink } from './memorySink.js';
import { servedLocale } from './servedLocale.js';

const WORKER_FILE = path.join(packageRoot(), 'dist', 'devWorker.js');

/** What changed since the last run of the dev server's generator. */
export interface DevChange {
  templates?: boolean;
  config?: boolean;
  files?: string[];
}

/** One run of the dev server's generator: plain data, so that it can come from another thread. */
export interface DevRun {
  /** The files this run wrote (site paths with `/`). */
  files: [string, SourceFile][];
  /** The files of every route the site has now. */
  pageFiles: string[];
  /** Files MDX pages import, and what the site's plugins asked to be watched (the server watches them too). */
  imported: string[];
  rendered: number;
  times: Record<string, number>;
}

/** Runs the dev server's generator, run after run, keeping its state between runs. */
export interface DevBuilder {
  /** Rejects with an Error whose message is what to show (the build's own message). */
  run(change: DevChange): Promise<DevRun>;
  close(): Promise<void>;
}

/**
 * The dev server's generator in a worker thread of its own (from the compiled dist/devWorker.js),
 * so that the server's thread only answers requests: processing and rendering a big page takes
 * seconds, during which every request would wait. From sources (the tests), or with
 * DOCSGEN_WORKERS set to 0 or 1, in this thread.
 */
export function createDevBuilder(configPath: string, config: SiteConfig, locale?: string): DevBuilder {
  const asked = workersFromEnv();
  const inThread = asked !== undefined && asked <= 1;
  return !inThread && existsSync(WORKER_FILE) ? workerBuilder(configPath, locale) : inThreadBuilder(configPath, config, locale);
}

/** The generator in this thread (also what the worker runs); `locale`: the one it builds (see servedLocale), each time the config is read again too. */
export function inThreadBuilder(configPath: string, initial?: SiteConfig, locale?: string): DevBuilder {
  const generatorOf = (config: SiteConfig) => {
    const pagePool = createPagePool(pageLimits(config));
    return { pagePool, trailingSlash: config.trailingSlash, generator: createSiteGenerator(config, { logger: silentLogger, gates: createGates(config.gates, silentLogger), dev: true, pagePool }) };
  };
  let current = initial && generatorOf(initial);
  // A page worker (it processes and renders pages) waits, its modules loaded, for the next run: a
  // rebuild does not pay for starting one (about a CPU-second, several seconds on a busy machine).
  // The workers a run used wait too (see runWorkerPool).
  const keepWorkersReady = () => current?.pagePool.prestart(1);
  return {
    async run(change) {
      if (change.config || !current) current = generatorOf(servedLocale(await loadSiteConfig(configPath), locale));
      const { generator, trailingSlash } = current;
      keepWorkersReady();
      // The run writes into a map of its own: the server merges it only when the run succeeds,
      // so a broken edit never replaces the last good site.
      const staging = new Map<string, SourceFile>();
      const times: Record<string, number> = {};
      const result = await generator.run(memorySink(staging), { times, templatesChanged: change.templates || change.config, changedFiles: change.files }).finally(keepWorkersReady);
      return {
        files: [...staging],
        pageFiles: result.routes.routes.flatMap((route) => filesOfRoute(route, trailingSlash)),
        imported: [...result.content.docs.flatMap((doc) => (doc.inputs ?? []).map(([file]) => file)), ...result.watch],
        rendered: result.rendered,
        times,
      };
    },
    async close() {
      await stopSpareWorkers(PAGE_WORKER_FILE);
    },
  };
}

/** What a run still going when the builder is closed rejects with (the server does not report it). */
export class DevBuilderClosed extends Error {
  constructor() {
    super('the dev server closed before this build finished');
  }
}

type Reply = { id: number; run: DevRun } | { id: number; error: string };

/** The generator in a worker thread; a worker that dies is replaced on the next run (which then builds everything). */
function workerBuilder(configPath: string, locale: string | undefined): DevBuilder {
  type Waiting = Map<number, { resolve: (run: DevRun) => void; reject: (error: Error) => void }>;
  let worker: { thread: Worker; waiting: Waiting } | undefined;
  let nextId = 0;
  const start = () => {
    // Each thread's own runs: a thread that ended fails only those, not its replacement's.
    const waiting: Waiting = new Map();
    const started = new Worker(WORKER_FILE, { workerData: { configPath, locale }, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
    started.on('message', (reply: Reply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) pending?.reject(new Error(reply.error));
      // Buffers arrive as plain Uint8Arrays.
      else pending?.resolve({ ...reply.run, files: reply.run.files.map(([file, { body, mtime }]) => [file, { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), mtime }]) });
    });
    const fail = (error: Error) => {
      if (worker?.thread === started) worker = undefined;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    started.on('error', (error) => fail(new Error(`the dev server's build thread failed: ${error.message}`)));
    started.on('exit', (code) => fail(new Error(`the dev server's build thread stopped (exit code ${code})`)));
    return { thread: started, waiting };
  };
  return {
    run(change) {
      const { thread, waiting } = (worker ??= start());
      const id = nextId++;
      const promise = new Promise<DevRun>((resolve, reject) => waiting.set(id, { resolve, reject }));
      thread.postMessage({ id, change });
      return promise;
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (!running) return;
      // A run still going when the server closes is not a failure of the site.
      for (const pending of running.waiting.values()) pending.reject(new DevBuilderClosed());
      running.waiting.clear();
      await running.thread.terminate();
    },
  };
}
