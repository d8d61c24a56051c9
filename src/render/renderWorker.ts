import { parentPort, workerData } from 'node:worker_threads';
import { folderWriter } from '../output/folderWriter.js';
import type { Route } from '../routes/types.js';
import { importTheme } from './loadTheme.js';
import { renderRoutes, type RenderJob } from './renderRoutes.js';

/** A render worker: renders its share of routes straight into the output folder. */
const { routes, job, themeFile, outDir } = workerData as { routes: Route[]; job: RenderJob; themeFile: string; outDir: string };
const theme = await importTheme(themeFile);
const written: [string, number][] = [];
const writeInto = folderWriter(outDir);
try {
  await renderRoutes(routes, job, theme, async (relative, contents) => {
    written.push([relative, await writeInto(relative, contents)]);
  });
  parentPort!.postMessage({ written });
} catch (error) {
  parentPort!.postMessage({ error: { message: (error as Error).message, name: (error as Error).name } });
}
