import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Route } from '../routes/types.js';
import { importTheme } from './loadTheme.js';
import { renderRoutes, type RenderJob } from './renderRoutes.js';

/** A render worker: renders its share of routes straight into the output folder. */
const { routes, job, themeFile, outDir } = workerData as { routes: Route[]; job: RenderJob; themeFile: string; outDir: string };
const theme = await importTheme(themeFile);
const written: [string, number][] = [];
const made = new Set<string>();
try {
  await renderRoutes(routes, job, theme, async (relative, contents) => {
    const file = path.join(outDir, relative);
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true });
      made.add(dir);
    }
    await writeFile(file, contents);
    written.push([relative, Buffer.byteLength(contents)]);
  });
  parentPort!.postMessage({ written });
} catch (error) {
  parentPort!.postMessage({ error: { message: (error as Error).message, name: (error as Error).name } });
}
