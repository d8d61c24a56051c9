import { existsSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * How many worker threads a parallel stage may start: one per core, at most 8. The environment
 * variable DOCSGEN_WORKERS overrides it (0 or 1 keeps everything in the main thread; the tests
 * use that to prove parallel and single-threaded builds are byte-identical).
 */
export function workerCount(): number {
  const fromEnv = process.env.DOCSGEN_WORKERS;
  if (fromEnv !== undefined && fromEnv !== '') return Math.max(0, Math.min(16, Number.parseInt(fromEnv, 10) || 0));
  return Math.min(os.availableParallelism(), 8);
}

/** Workers run compiled files from dist/; from sources (the tests) stages run in-thread. */
export function canRunWorkers(file: string): boolean {
  return existsSync(file) && workerCount() > 1;
}

/**
 * Deals `items` round-robin to `count` workers running `file` (item i goes to worker i % count,
 * so neighbouring pages spread evenly), gives each `workerData(share)`, and resolves with the one
 * message each worker posts back, in worker order. A larger young generation keeps the parser's
 * and renderer's short-lived objects out of costly garbage collection.
 */
export async function runSharded<T, R>(file: string, items: T[], count: number, workerData: (share: T[]) => unknown): Promise<R[]> {
  const shares = Array.from({ length: count }, (_, w) => items.filter((_, i) => i % count === w));
  return Promise.all(
    shares.map(
      (share) =>
        new Promise<R>((resolve, reject) => {
          const worker = new Worker(file, { workerData: workerData(share), resourceLimits: { maxYoungGenerationSizeMb: 64 } });
          worker.once('message', (message: R) => {
            void worker.terminate();
            resolve(message);
          });
          worker.once('error', reject);
        }),
    ),
  );
}
