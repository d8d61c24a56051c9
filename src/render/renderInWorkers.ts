import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RenderError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { workerCount } from '../workerCount.js';
import type { Route } from '../routes/types.js';
import type { RenderJob } from './renderRoutes.js';

const WORKER_FILE = path.join(packageRoot(), 'dist', 'renderWorker.js');

export function renderWorkersAvailable(): boolean {
  return existsSync(WORKER_FILE) && workerCount() > 1;
}

/**
 * Renders routes on every core, each worker writing its pages into `outDir` itself (pages are
 * streamed to disk, never gathered in one thread). Returns what was written, with sizes.
 */
export async function renderInWorkers(routes: Route[], job: RenderJob, themeFile: string, outDir: string): Promise<[string, number][]> {
  const count = workerCount();
  const shares = Array.from({ length: count }, (_, w) => routes.filter((_, i) => i % count === w));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<[string, number][]>((resolve, reject) => {
          const worker = new Worker(WORKER_FILE, { workerData: { routes: share, job, themeFile, outDir }, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
          worker.once('message', (message: { written?: [string, number][]; error?: { message: string } }) => {
            void worker.terminate();
            if (message.error) reject(new RenderError(message.error.message));
            else resolve(message.written!);
          });
          worker.once('error', reject);
        }),
    ),
  );
  return results.flat();
}
