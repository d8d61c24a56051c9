import { parentPort, workerData } from 'node:worker_threads';
import { onEachMessage } from '../onEachMessage.js';
import { createMarkdownProcessor } from './markdownProcessor.js';
import { fenceLanguages, loadLanguages } from './plugins/highlighter.js';
import { toContentError, toDoc, type SourceFile } from './toDoc.js';
import type { WorkerResult } from './workerPool.js';

/**
 * A content worker: processes the share of pages it is sent (with the grammars they use) and posts
 * the results back in one message.
 */
const { routes, docsDir } = workerData as { routes: [string, string][]; docsDir: string };
onEachMessage(parentPort!, async (sources: SourceFile[]) => {
  await loadLanguages(fenceLanguages(sources.map((source) => source.body)));
  const processMarkdown = createMarkdownProcessor({ routesBySource: new Map(routes), docsDir });
  const results: WorkerResult[] = sources.map((source) => {
    try {
      return { doc: toDoc(source, processMarkdown) };
    } catch (error) {
      const { file, detail, line, column } = toContentError(error, source.displayPath);
      return { error: { file, detail, line, column } };
    }
  });
  parentPort!.postMessage(results);
});
