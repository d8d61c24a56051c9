import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../packageRoot.js';
import { canRunWorkers } from '../workers.js';
import { fromFailure, type ShardPageResult, type ShardSetup } from './createPageShard.js';
import type { SourceFile } from './toDoc.js';

const SHARD_FILE = path.join(packageRoot(), 'dist', 'shardWorker.js');

/** Pages sent to a shard at once; a shard is sent more when it has at most this many left. */
const BATCH = 4;

/** Shards run the compiled dist/ build; from sources (the tests) pages are processed in-thread. */
export function shardsAvailable(): boolean {
  return canRunWorkers(SHARD_FILE);
}

/**
 * Runs pages through `count` shards (worker threads running the whole per-page chain), dealing
 * small batches to whichever shard has run short, so both finish together whatever the pages
 * cost. Each result is handed to `accept` in the order of `sources` (a page that finished early
 * waits for the ones before it), so what the main thread does with them — warnings, emitted files,
 * plugins' state — happens in the order one thread would do it. A failure (a plugin or the theme
 * threw) stops every shard and rejects; content errors are results like any other.
 */
export async function processInShards(
  sources: SourceFile[],
  setup: ShardSetup,
  count: number,
  accept: (n: number, result: Exclude<ShardPageResult, { failure: unknown }>) => Promise<void>,
  file = SHARD_FILE,
): Promise<void> {
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let dealt = 0;
      let accepted = 0;
      const finished = new Map<number, Exclude<ShardPageResult, { failure: unknown }>>();
      let draining = false;
      let failed = false;
      const fail = (error: Error) => {
        failed = true;
        reject(error);
      };
      // Hands finished pages on in order, one at a time (`accept` may wait).
      const drain = async () => {
        if (draining) return;
        draining = true;
        try {
          while (!failed && finished.has(accepted)) {
            const result = finished.get(accepted)!;
            finished.delete(accepted);
            await accept(accepted++, result);
          }
        } catch (error) {
          fail(error as Error);
          return;
        } finally {
          draining = false;
        }
        if (accepted === sources.length) resolve();
      };
      const deal = (worker: Worker, inFlight: { pages: number }) => {
        if (dealt >= sources.length) return;
        const batch = sources.slice(dealt, dealt + BATCH).map((source, i) => [dealt + i, source] as const);
        dealt += batch.length;
        inFlight.pages += batch.length;
        worker.postMessage(batch);
      };
      for (let w = 0; w < Math.min(count, Math.ceil(sources.length / BATCH)); w++) {
        const worker = new Worker(file, { workerData: setup, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
        workers.push(worker);
        const inFlight = { pages: 0 };
        worker.on('message', ([n, result]: [number, ShardPageResult]) => {
          if (failed) return;
          if ('failure' in result) {
            fail(fromFailure(result.failure));
            return;
          }
          finished.set(n, result);
          inFlight.pages--;
          if (inFlight.pages <= BATCH) deal(worker, inFlight);
          void drain();
        });
        worker.on('error', fail);
        worker.on('exit', (code) => {
          if (accepted < sources.length && !failed) fail(new Error(`a content worker stopped (exit code ${code}) before its pages were done`));
        });
        // Two batches each: a shard never waits for the main thread to send its next pages.
        deal(worker, inFlight);
        deal(worker, inFlight);
      }
      if (sources.length === 0) resolve();
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
