import { markdownLength } from '../content/keepBodyOnDisk.js';
import { RenderError } from '../util/errors.js';
import type { PagePool } from '../workers/pagePool.js';
import { inBatches } from '../workers/runWorkerPool.js';
import type { Route } from '../routes/types.js';
import type { RenderJob } from './renderRoutes.js';
import type { RenderSetup } from './startRendering.js';


/**
 * The most routes sent to a page worker at once (fewer toward the end: see batchSize); each worker
 * has at most two batches in hand, so a worker's heap holds a few dozen pages' bodies, not its whole
 * share of the site (10,000 pages: about a gigabyte of copies, when every worker was handed its share
 * up front).
 */
const BATCH = 16;

/**
 * What a page worker posts back for one rendered route: the files it wrote into the output folder with
 * their sizes, or (no folder: the dev server) the files themselves.
 */
export type RenderReply = { written: [string, number][] } | { files: [string, string][] } | { error: { message: string } };

export interface RenderRun {
  /** The compiled theme module. */
  themeFile: string;
  /** The output folder workers write pages into; without one, pages come back as contents. */
  outDir?: string;
  /** Called as each page is done (the terminal's progress line). */
  onPage?: () => void;
}

/**
 * Renders routes in the page workers (the theme's code runs where the build can stop it: each route
 * has the page time limit), dealt in small batches to whichever worker has run short. With an
 * output folder each worker writes its pages itself (pages are streamed to disk, never gathered in
 * one thread); `write` is handed what was written, or the files to write, in the order of `routes`.
 */
export async function renderInWorkers(pool: PagePool, routes: Route[], job: RenderJob, run: RenderRun, take: (reply: Exclude<RenderReply, { error: unknown }>) => Promise<void> | void): Promise<void> {
  // A page's tree (kept for the dev server's search, or a site plugin) is no use to rendering.
  const sent = routes.map((route) => (route.doc && 'hast' in route.doc ? { ...route, doc: withoutTree(route.doc) } : route));
  const batches = inBatches(sent, pool.workers(), BATCH);
  const replies: Exclude<RenderReply, { error: unknown }>[][] = batches.map(() => []);
  // The page workers render too (see pageWorker.ts): those the content stage used take these routes.
  await pool.run({
    workerData: { render: { job, themeFile: run.themeFile, outDir: run.outDir } satisfies RenderSetup },
    batches,
    // One reply per route, so the time limit is per page.
    replies: (batch) => batch.length,
    read: (reply: RenderReply) => {
      if ('error' in reply) throw new RenderError(reply.error.message);
      return reply;
    },
    take: (reply, batch) => {
      replies[batch]!.push(reply);
      run.onPage?.();
    },
    sizeOf: (batch, index) => {
      const doc = batch[index]?.doc;
      return doc ? markdownLength(doc) : 0;
    },
    itemName: (batch, index) => {
      const route = batch[index];
      return route ? (route.origin === route.path || !route.origin ? route.path : `${route.origin} (page ${route.path})`) : 'a page';
    },
  });
  for (const reply of replies.flat()) await take(reply);
}

function withoutTree(doc: NonNullable<Route['doc']>): NonNullable<Route['doc']> {
  const { hast: _tree, ...rest } = doc;
  return rest as NonNullable<Route['doc']>;
}
