import { parentPort, workerData } from 'node:worker_threads';
import { images } from '../images/plugin.js';
import { onEachMessage } from '../onEachMessage.js';
import type { DocsgenPlugin } from '../plugins/types.js';
import { importTheme } from '../render/loadTheme.js';
import { createMarkdownRenderer } from '../render/markdownToHtml.js';
import { search } from '../search/plugin.js';
import { createPageShard, toFailure, type ShardSetup } from './createPageShard.js';
import type { SourceFile } from './toDoc.js';

/**
 * A content shard: takes batches of pages from the main thread and posts each page back as soon as
 * it is done (Markdown to HTML, see createPageShard), tagged with its number in the run.
 */
const FACTORIES: Record<string, (options: never) => DocsgenPlugin> = { search, images };

const setup = workerData as ShardSetup;
const ready = (async () => {
  const theme = await importTheme(setup.themeFile);
  return createPageShard({
    ...setup,
    plugins: setup.plugins.map(({ factory, options }) => FACTORIES[factory]!(options as never)),
    renderBody: createMarkdownRenderer(theme),
  });
})();
// Batches are worked through one page at a time, in the order they came.
onEachMessage(parentPort!, async (batch: [n: number, source: SourceFile][]) => {
  let processPage;
  try {
    processPage = await ready;
  } catch (error) {
    for (const [n] of batch) parentPort!.postMessage([n, { failure: toFailure(error) }]);
    return;
  }
  for (const [n, source] of batch) {
    const result = await processPage(source);
    // The cache entry's bytes are handed over, not copied: v8.serialize gave them their own buffer.
    const bytes = 'cacheData' in result ? result.cacheData : undefined;
    const own = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    parentPort!.postMessage([n, result], own ? [bytes.buffer as ArrayBuffer] : []);
  }
});
