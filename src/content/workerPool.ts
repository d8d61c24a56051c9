import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ContentError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { workerCount } from '../workerCount.js';
import type { SourceFile } from './toDoc.js';
import type { Doc } from './types.js';

export type ProcessResult = { doc: Doc } | { error: ContentError };

/** What a content worker sends back for one page: a Doc, or the parts of a ContentError. */
export type WorkerResult = { doc: Doc } | { error: { file: string; detail: string; line?: number; column?: number } };

const WORKER_FILE = path.join(packageRoot(), 'dist', 'contentWorker.js');

/** Workers run the compiled dist/ build; from sources (tests) pages are processed in-thread. */
export function workersAvailable(): boolean {
  return existsSync(WORKER_FILE) && workerCount() > 1;
}

/**
 * Processes pages on every core: pages are dealt round-robin to one worker per core (a larger
 * young generation keeps the parser's short-lived objects out of costly GC), results return in order.
 */
export async function processInWorkers(sources: SourceFile[], routesBySource: Map<string, string>): Promise<ProcessResult[]> {
  const count = Math.min(workerCount(), Math.ceil(sources.length / 40));
  const routes = [...routesBySource];
  const jobs = Array.from({ length: count }, (_, w) => sources.map((s, i) => [s, i] as const).filter(([, i]) => i % count === w));
  const results: ProcessResult[] = new Array(sources.length);
  await Promise.all(
    jobs.map(
      (job) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(WORKER_FILE, {
            workerData: { sources: job.map(([s]) => s), routes },
            resourceLimits: { maxYoungGenerationSizeMb: 64 },
          });
          worker.once('message', (out: WorkerResult[]) => {
            out.forEach((result, n) => {
              const index = job[n]![1];
              results[index] = 'doc' in result ? result : { error: new ContentError(result.error.file, result.error.detail, result.error.line, result.error.column) };
            });
            void worker.terminate();
            resolve();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return results;
}
