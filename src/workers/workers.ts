import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from '../util/packageRoot.js';

/** The worker entry file of page work, the one executor: the page step (runPages) and rendering (renderInWorkers). */
export const PAGE_WORKER_FILE = path.join(packageRoot(), 'dist', 'pageWorker.js');

/** Never more page workers than this, whatever is asked: each holds a theme, parsers and a heap. */
const MAX_WORKERS = 16;

/**
 * The one concurrency setting: how many worker threads run page work (the page step and the
 * rendering of pages in their frame). `docsgen build --workers N` and `serve --workers N` set it
 * by setting DOCSGEN_WORKERS, which it reads (so the dev server's build thread and every child
 * process see the same value); by default one per core. Page work always runs in workers, where
 * the build can stop it: 0 counts as 1.
 */
export function workerCount(): number {
  const asked = workersFromEnv();
  if (asked !== undefined) return Math.max(1, Math.min(MAX_WORKERS, asked));
  return Math.max(1, Math.min(MAX_WORKERS, os.availableParallelism()));
}

/**
 * The number DOCSGEN_WORKERS (or `--workers`) asks for, when it is set (not a number counts as
 * 0). 0 or 1 also keeps the link crawler and the dev server's generator in the main thread.
 */
export function workersFromEnv(): number | undefined {
  const fromEnv = process.env.DOCSGEN_WORKERS;
  return fromEnv !== undefined && fromEnv !== '' ? Number.parseInt(fromEnv, 10) || 0 : undefined;
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
