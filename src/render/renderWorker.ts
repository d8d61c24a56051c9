import { parentPort, workerData } from 'node:worker_threads';
import { onEachMessage } from '../onEachMessage.js';
import { folderWriter } from '../output/folderWriter.js';
import type { Route } from '../routes/types.js';
import type { RenderReply } from './renderInWorkers.js';
import { importTheme } from './loadTheme.js';
import { renderRoutes, type RenderJob } from './renderRoutes.js';

/**
 * A render worker: renders the batches of routes it is sent straight into the output folder, one
 * batch after another, and posts back what each wrote.
 */
const { job, themeFile, outDir } = workerData as { job: RenderJob; themeFile: string; outDir: string };
const theme = importTheme(themeFile);
// A theme that fails to load is reported with the first batch.
theme.catch(() => undefined);
const writeInto = folderWriter(outDir);
onEachMessage(parentPort!, async (routes: Route[]) => {
  const written: [string, number][] = [];
  let reply: RenderReply;
  try {
    await renderRoutes(routes, job, await theme, async (relative, contents) => {
      written.push([relative, await writeInto(relative, contents)]);
    });
    reply = { written };
  } catch (error) {
    reply = { error: { message: (error as Error).message } };
  }
  parentPort!.postMessage(reply);
});
