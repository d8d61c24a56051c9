import path from 'node:path';
import { RenderError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { canRunWorkers, runSharded, workerCount } from '../workers.js';
import type { Route } from '../routes/types.js';
import type { RenderJob } from './renderRoutes.js';

const WORKER_FILE = path.join(packageRoot(), 'dist', 'renderWorker.js');

export function renderWorkersAvailable(): boolean {
  return canRunWorkers(WORKER_FILE);
}

/**
 * Renders routes on every core, each worker writing its pages into `outDir` itself (pages are
 * streamed to disk, never gathered in one thread). Returns what was written, with sizes.
 */
export async function renderInWorkers(routes: Route[], job: RenderJob, themeFile: string, outDir: string): Promise<[string, number][]> {
  type Reply = { written?: [string, number][]; error?: { message: string } };
  const replies = await runSharded<Route, Reply>(WORKER_FILE, routes, workerCount(), (share) => ({ routes: share, job, themeFile, outDir }));
  const failed = replies.find((reply) => reply.error);
  if (failed) throw new RenderError(failed.error!.message);
  return replies.flatMap((reply) => reply.written!);
}
