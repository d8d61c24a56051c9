import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { stopEsbuild } from '../../src/util/stopEsbuild.js';
import { prestartWorkers, stopSpareWorkers } from '../../src/workers/runWorkerPool.js';
import { PAGE_WORKER_FILE } from '../../src/workers/workers.js';

/** A site with an MDX page (the page worker bundles it with esbuild, starting its own service). */
const fixture = 'test/fixtures/sites/component-css';
let temp: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-page-worker-end-'));
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

/** The esbuild processes this process started (from any of its threads) that it has not collected: running, or exited and waiting to be. */
function esbuildChildren(): number[] {
  const pids = readdirSync('/proc/self/task').flatMap((task) => readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  return pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'esbuild';
    } catch {
      return false;
    }
  });
}

/**
 * A page worker that bundled an MDX page has its own esbuild service. When the build ends the
 * worker is asked to end, stops that service and collects its exit: a terminated worker's service
 * outlived the build, its processor time counted in nobody's (the picker's cold build: 0.35-0.46 s
 * of CPU missing from docsgen's).
 */
describe.runIf(process.platform === 'linux')('page workers at the end of a build', () => {
  it("leave no esbuild process of theirs behind: once the main thread's service is stopped too, none is left", { timeout: 120_000 }, async () => {
    const site = path.join(temp, 'site');
    await cp(fixture, site, { recursive: true });
    const result = await build({ config: path.join(site, 'site.config.ts'), out: path.join(temp, 'out'), logger: silentLogger, crawl: false, cache: false });
    expect(result.work?.processed).toBeGreaterThan(1);
    // The main thread's own service: the CLI stops it as the command ends.
    await stopEsbuild();
    expect(esbuildChildren()).toEqual([]);
  });
});

/** Resolves once `condition` holds, looked at each turn of the event loop (the test's timeout bounds the wait). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A page worker started ahead for a site whose pages are MDX (a Docusaurus config's first build)
 * starts its esbuild service while it waits, before any run: its first MDX page finds it started.
 * Asked to end without a run, it stops the service and collects it, as after a run.
 */
describe.runIf(process.platform === 'linux')('a page worker started ahead for MDX pages', () => {
  it('starts its esbuild service before any run, and leaves none behind when it ends', { timeout: 60_000 }, async () => {
    await stopEsbuild();
    expect(esbuildChildren()).toEqual([]);
    prestartWorkers(PAGE_WORKER_FILE, 1, 512, { mdx: true });
    await until(() => esbuildChildren().length === 1);
    await stopSpareWorkers(PAGE_WORKER_FILE);
    expect(esbuildChildren()).toEqual([]);
  });
});
