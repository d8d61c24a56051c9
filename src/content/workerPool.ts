import path from 'node:path';
import { ContentError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { canRunWorkers, runSharded, treeWorkerCount } from '../workers.js';
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

/** Processes pages on every core; results come back in the order of `sources`. */
export async function processInWorkers(sources: SourceFile[], routesBySource: Map<string, string>): Promise<ProcessResult[]> {
  const count = Math.min(treeWorkerCount(), Math.ceil(sources.length / 40));
  const routes = [...routesBySource];
  const perWorker = await runSharded<SourceFile, WorkerResult[]>(WORKER_FILE, sources, count, (share) => ({ sources: share, routes }));
  // Page i was dealt to worker i % count, as its (i / count)th page.
  return sources.map((_, i) => {
    const result = perWorker[i % count]![Math.floor(i / count)]!;
    return 'doc' in result ? result : { error: new ContentError(result.error.file, result.error.detail, result.error.line, result.error.column) };
  });
}
