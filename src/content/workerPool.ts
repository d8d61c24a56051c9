import path from 'node:path';
import { ContentError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { runWorkerPool } from '../runWorkerPool.js';
import { canRunWorkers, treeWorkerCount } from '../workers.js';
import type { SourceFile } from './toDoc.js';
import type { Doc } from './types.js';

export type ProcessResult = { doc: Doc } | { error: ContentError };

/** What a content worker sends back for one page: a Doc, or the parts of a ContentError. */
export type WorkerResult = { doc: Doc } | { error: { file: string; detail: string; line?: number; column?: number } };

const WORKER_FILE = path.join(packageRoot(), 'dist', 'contentWorker.js');

/** Workers run the compiled dist/ build; from sources (tests) pages are processed in-thread. */
export function workersAvailable(): boolean {
  return canRunWorkers(WORKER_FILE, treeWorkerCount());
}

/**
 * Processes pages on every core: page i goes to worker i % count, so neighbouring pages spread
 * evenly, and each worker posts its share back at once. Results come back in the order of `sources`.
 */
export async function processInWorkers(sources: SourceFile[], routesBySource: Map<string, string>, docsDir: string): Promise<ProcessResult[]> {
  const count = Math.min(treeWorkerCount(), Math.ceil(sources.length / 40));
  const shares = Array.from({ length: count }, (_, w) => sources.filter((_, i) => i % count === w));
  const perWorker: ProcessResult[][] = [];
  await runWorkerPool({
    file: WORKER_FILE,
    workerData: { routes: [...routesBySource], docsDir },
    count,
    batches: shares,
    // One share per worker: the whole share is the worker's batch.
    inHand: 1,
    read: (results: WorkerResult[]) =>
      results.map((result): ProcessResult => ('doc' in result ? result : { error: new ContentError(result.error.file, result.error.detail, result.error.line, result.error.column) })),
    take: (results, share) => {
      perWorker[share] = results;
    },
    stopped: (code) => new Error(`a content worker stopped (exit code ${code}) before its pages were done`),
  });
  // Page i was dealt to worker i % count, as its (i / count)th page.
  return sources.map((_, i) => perWorker[i % count]![Math.floor(i / count)]!);
}
