import { existsSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Page workers (content and render) pay only with enough cores. Measured with `npm run bench` on
 * a 2-core machine: two threads parsing Markdown each run ~50% slower than one alone (they share
 * memory bandwidth), and copying trees between threads eats the rest, so 2 workers built 1,000
 * pages no faster and 10,000 pages slower (90 s vs 83 s) with twice the memory (2.8 vs 1.3 GB).
 */
const MIN_CORES_FOR_PAGE_WORKERS = 4;

/**
 * How many worker threads a parallel page stage may start: one per core, at most 8, on machines
 * with at least MIN_CORES_FOR_PAGE_WORKERS cores, else 1 (in-thread). The environment variable
 * DOCSGEN_WORKERS overrides it (0 or 1 keeps everything in the main thread; the tests use it to
 * prove parallel and single-threaded builds are byte-identical).
 */
export function workerCount(): number {
  const fromEnv = process.env.DOCSGEN_WORKERS;
  if (fromEnv !== undefined && fromEnv !== '') return Math.max(0, Math.min(16, Number.parseInt(fromEnv, 10) || 0));
  const cores = os.availableParallelism();
  return cores >= MIN_CORES_FOR_PAGE_WORKERS ? Math.min(cores, 8) : 1;
}

/**
 * A single helper thread (the link crawler) pays on any machine with a second core, since it
 * works while the main thread serves or waits. DOCSGEN_WORKERS=0 or 1 turns it off too.
 */
export function canRunHelperThread(file: string): boolean {
  const fromEnv = process.env.DOCSGEN_WORKERS;
  const allowed = fromEnv !== undefined && fromEnv !== '' ? (Number.parseInt(fromEnv, 10) || 0) > 1 : os.availableParallelism() > 1;
  return allowed && existsSync(file);
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
