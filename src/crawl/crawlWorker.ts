import { parentPort } from 'node:worker_threads';
import { preloadLinkinator, runLinkinator, type LinkinatorOptions } from './runLinkinator.js';

/**
 * The crawl worker loads linkinator as soon as it starts (on the core the build leaves idle), then
 * crawls the site it is sent while the main thread serves it, and posts back what it found (and `{ page: true }` as it starts each page, for progress).
 */
const ready = preloadLinkinator();
parentPort!.on('message', (options: LinkinatorOptions) => {
  ready
    .then(() => runLinkinator(options, () => parentPort!.postMessage({ page: true })))
    .then(
      (run) => parentPort!.postMessage({ run }),
      (error: unknown) => parentPort!.postMessage({ error: (error as Error).message ?? String(error) }),
    );
});
