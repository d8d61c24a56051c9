import os from 'node:os';

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
