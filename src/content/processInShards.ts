import path from 'node:path';
import { packageRoot } from '../packageRoot.js';
import { runWorkerPool } from '../runWorkerPool.js';
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

type PageResult = Exclude<ShardPageResult, { failure: unknown }>;

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
  accept: (n: number, result: PageResult) => Promise<void>,
  file = SHARD_FILE,
): Promise<void> {
  const batches: [n: number, source: SourceFile][][] = [];
  for (let i = 0; i < sources.length; i += BATCH) batches.push(sources.slice(i, i + BATCH).map((source, j) => [i + j, source]));
  const finished = new Map<number, PageResult>();
  let accepted = 0;
  let draining = false;
  // Hands finished pages on in order, one at a time (`accept` may wait).
  const drain = async (signal: AbortSignal) => {
    if (draining) return;
    draining = true;
    try {
      while (!signal.aborted && finished.has(accepted)) {
        const result = finished.get(accepted)!;
        finished.delete(accepted);
        await accept(accepted++, result);
      }
    } finally {
      draining = false;
    }
  };
  await runWorkerPool({
    file,
    workerData: setup,
    count,
    batches,
    // A shard posts each page of a batch as soon as it is done, tagged with its number.
    replies: (batch) => batch.length,
    read: ([n, result]: [number, ShardPageResult]): [number, PageResult] => {
      if ('failure' in result) throw fromFailure(result.failure);
      return [n, result];
    },
    take: ([n, result], _batch, signal) => {
      finished.set(n, result);
      return drain(signal);
    },
    stopped: (code) => new Error(`a content worker stopped (exit code ${code}) before its pages were done`),
  });
}
