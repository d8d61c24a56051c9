import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownProcessor } from './markdownProcessor.js';
import { toContentError, toDoc, type SourceFile } from './toDoc.js';
import type { WorkerResult } from './workerPool.js';

/** A content worker: processes the pages it was given and posts the results back once. */
const { sources, routes } = workerData as { sources: SourceFile[]; routes: [string, string][] };
const t0 = Date.now();
const processMarkdown = createMarkdownProcessor({ routesBySource: new Map(routes) });
const results: WorkerResult[] = sources.map((source) => {
  try {
    return { doc: toDoc(source, processMarkdown) };
  } catch (error) {
    const { file, detail, line, column } = toContentError(error, source.displayPath);
    return { error: { file, detail, line, column } };
  }
});
if (process.env.DOCSGEN_DEBUG_WORKERS) console.log('worker processed', Date.now() - t0, 'ms');
const t1 = Date.now();
parentPort!.postMessage(results);
if (process.env.DOCSGEN_DEBUG_WORKERS) console.log('worker posted', Date.now() - t1, 'ms');
