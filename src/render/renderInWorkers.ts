import path from 'node:path';
import { RenderError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { runWorkerPool } from '../runWorkerPool.js';
import { canRunWorkers, workerCount } from '../workers.js';
import type { Route } from '../routes/types.js';
import type { RenderJob } from './renderRoutes.js';

const WORKER_FILE = path.join(packageRoot(), 'dist', 'renderWorker.js');

/**
 * Routes sent to a render worker at once; each worker has at most two batches in hand, so a
 * worker's heap holds a few dozen pages' bodies, not its whole share of the site (10,000 pages:
 * about a gigabyte of copies, when every worker was handed its share up front).
 */
const BATCH = 16;

export function renderWorkersAvailable(): boolean {
  return canRunWorkers(WORKER_FILE);
}

/** What a render worker posts back for one batch. */
export type RenderReply = { written: [string, number][] } | { error: { message: string } };

/**
 * Renders routes on every core, each worker writing its pages into `outDir` itself (pages are
 * streamed to disk, never gathered in one thread). Routes are dealt in small batches to whichever
 * worker has run short. Returns what was written, with sizes, in the order of `routes`.
 */
export async function renderInWorkers(
  routes: Route[],
  job: RenderJob,
  themeFile: string,
  outDir: string,
  count = workerCount(),
  file = WORKER_FILE,
  /** Called with the number of pages of each batch a worker finished. */
  onBatch?: (pages: number) => void,
): Promise<[string, number][]> {
  const batches: Route[][] = [];
  for (let i = 0; i < routes.length; i += BATCH) batches.push(routes.slice(i, i + BATCH));
  const written: [string, number][][] = [];
  await runWorkerPool({
    file,
    workerData: { job, themeFile, outDir },
    count,
    batches,
    read: (reply: RenderReply) => {
      if ('error' in reply) throw new RenderError(reply.error.message);
      return reply.written;
    },
    take: (files, batch) => {
      written[batch] = files;
      onBatch?.(batches[batch]!.length);
    },
    stopped: (code) => new RenderError(`a render worker stopped (exit code ${code}) before its pages were done`),
  });
  return written.flat();
}
