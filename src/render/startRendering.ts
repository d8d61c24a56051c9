import type { DoingNotes } from '../workers/doingNote.js';
import { folderWriter } from '../output/folderWriter.js';
import type { Route } from '../routes/types.js';
import type { RenderReply } from './renderInWorkers.js';
import { importTheme } from '../theme/importTheme.js';
import { renderRoutes, type RenderJob } from './renderRoutes.js';

/** What a run of the render stage tells a page worker (see renderInWorkers). */
export interface RenderSetup {
  job: RenderJob;
  themeFile: string;
  /** The output folder pages are written into; without one, pages go back to the main thread. */
  outDir?: string;
}

/**
 * A page worker's render run: renders the routes it is sent, one after another, straight into the
 * output folder (or, without one, back to the main thread), and posts back what each route wrote.
 * Before each it says which it is rendering, so a route stopped for its time limit is named with it.
 */
export function startRendering({ job, themeFile, outDir }: RenderSetup, notes: DoingNotes, post: (reply: RenderReply) => void): (routes: Route[]) => Promise<void> {
  const theme = importTheme(themeFile);
  // A theme that fails to load is reported with the first batch.
  theme.catch(() => undefined);
  const writeInto = outDir ? folderWriter(outDir) : undefined;
  return async (routes) => {
    for (const route of routes) {
      let reply: RenderReply;
      try {
        notes.doing('rendering the page with the theme');
        if (writeInto) {
          const written: [string, number][] = [];
          await renderRoutes([route], job, await theme, async (relative, contents) => {
            written.push([relative, await writeInto(relative, contents)]);
          });
          reply = { written };
        } else {
          const files: [string, string][] = [];
          await renderRoutes([route], job, await theme, (relative, contents) => {
            files.push([relative, contents]);
          });
          reply = { files };
        }
      } catch (error) {
        reply = { error: { message: (error as Error).message } };
      }
      notes.done();
      post(reply);
    }
  };
}
