import { existsSync } from 'node:fs';
import os from 'node:os';

/**
 * Content workers that hand whole trees back to the main thread (the dev server's, and builds of
 * sites whose own plugins see every tree) pay only with enough cores. Measured with `npm run bench`
 * on a 2-core machine: copying trees between threads ate the second core's gain, so 2 such workers
 * built 1,000 pages no faster and 10,000 pages slower (90 s vs 83 s) with twice the memory.
 */
const MIN_CORES_FOR_TREE_WORKERS = 4;

/**
 * Content shards (each page from Markdown to HTML in one worker, only strings handed back) and
 * render workers pay from the second core. Measured on a 2-core machine, 1,000 realistic pages
 * (bench/generateRealistic.mjs), cold: the busiest thread's CPU time falls from 18.2 s (one
 * thread) to 7.6 s (each of two shards), for 10–25% more CPU time in all (28.8 s against
 * 24.6 s in one pair: two workers warming up, three heaps to collect), and peak RSS from 0.8–1.25 GB to
 * 0.65–0.7 GB, as the main thread holds no trees. With the machine's cores busy with other work
 * (load average 7–13) the wall-clock medians of six alternating cold builds were 42.2 s with
 * shards and 43.2 s without, within the noise; see README.md, Benchmarks.
 */
const MIN_CORES_FOR_PAGE_WORKERS = 2;

/**
 * How many worker threads a parallel page stage (content shards, render workers) may start: one
 * per core, at most 8, from MIN_CORES_FOR_PAGE_WORKERS cores, else 1 (in-thread). The environment
 * variable DOCSGEN_WORKERS overrides it (0 or 1 keeps everything in the main thread; the tests use
 * it to prove parallel and single-threaded builds are byte-identical).
 */
export function workerCount(): number {
  return countFor(MIN_CORES_FOR_PAGE_WORKERS);
}

/** The same for content workers that hand back whole trees (see MIN_CORES_FOR_TREE_WORKERS). */
export function treeWorkerCount(): number {
  return countFor(MIN_CORES_FOR_TREE_WORKERS);
}

/**
 * The number of threads DOCSGEN_WORKERS asks for, when it is set (not a number counts as 0; 0 or 1
 * keeps every stage, the link crawler and the dev server's generator in the main thread).
 */
export function workersFromEnv(): number | undefined {
  const fromEnv = process.env.DOCSGEN_WORKERS;
  return fromEnv !== undefined && fromEnv !== '' ? Number.parseInt(fromEnv, 10) || 0 : undefined;
}

function countFor(minCores: number): number {
  const asked = workersFromEnv();
  if (asked !== undefined) return Math.max(0, Math.min(16, asked));
  const cores = os.availableParallelism();
  return cores >= minCores ? Math.min(cores, 8) : 1;
}

/**
 * A single helper thread (the link crawler) pays on any machine with a second core, since it
 * works while the main thread serves or waits. DOCSGEN_WORKERS=0 or 1 turns it off too.
 */
export function canRunHelperThread(file: string): boolean {
  const asked = workersFromEnv();
  const allowed = asked !== undefined ? asked > 1 : os.availableParallelism() > 1;
  return allowed && existsSync(file);
}

/** Workers run compiled files from dist/; from sources (the tests) stages run in-thread. */
export function canRunWorkers(file: string, count = workerCount()): boolean {
  return existsSync(file) && count > 1;
}
