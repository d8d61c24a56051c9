import { execFile } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { processTreeCpu } from '../bench/processTreeCpu.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './helpers/chromium.js';

/**
 * Builds the real site once (browser tests serve this folder) and starts the one Chromium the
 * browser tests connect to (test/helpers/browser.ts launchChromium): the global setup of the
 * `browser` project (vitest.config.ts), after test/ensureDistSetup.ts and test/fixtureCachesSetup.ts.
 *
 * The site is built by the CLI (dist/, which ensureDist has just brought up to date), not by
 * src/build.js imported here: vitest's main process would transform src/ (some 320 modules) for this
 * one build, besides the forks' copy of the same modules, and run it through its module runner.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-site-'));
  // The fixture sites built once for the run (test/helpers/browser.ts sharedBuild).
  const sharedBuilds = await mkdtemp(path.join(os.tmpdir(), 'docsgen-shared-builds-'));
  const out = path.join(dir, 'build');
  const starting = chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    await promisify(execFile)(process.execPath, ['bin/docsgen', 'build', '--config', 'site.config.ts', '--out', out, '--no-crawl'], { maxBuffer: 16 * 1024 * 1024 }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`the site's build (bin/docsgen build) failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
    });
  } catch (error) {
    await starting.then((started) => started.close(), () => undefined);
    await rm(sharedBuilds, { recursive: true, force: true });
    throw error;
  }
  const browser = await starting;
  const started = performance.now();
  project.provide('siteDir', out);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('sharedBuildsDir', sharedBuilds);
  return async () => {
    // npm run bench:suite: Chromium's CPU, which no test file's count holds (see bench/processTreeCpu.ts).
    const cpuFile = process.env.DOCSGEN_SUITE_CPU;
    const pid = browser.process().pid;
    if (cpuFile && pid !== undefined) {
      const { own, reaped } = processTreeCpu(pid);
      appendFileSync(cpuFile, `${JSON.stringify({ file: '(Chromium, shared by the browser test files)', self: own, children: reaped, wall: (performance.now() - started) / 1000 })}\n`);
    }
    await browser.close();
    await rm(dir, { recursive: true, force: true });
    // The copies the shared builds made (test/helpers/browser.ts sharedBuild), then their markers.
    for (const key of await readdir(sharedBuilds)) {
      const done = path.join(sharedBuilds, key, 'done');
      if (existsSync(done)) await rm((JSON.parse(await readFile(done, 'utf8')) as { dir: string }).dir, { recursive: true, force: true });
    }
    await rm(sharedBuilds, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    /** The Chromium every browser test file connects to (playwright's browser server). */
    chromiumEndpoint: string;
    /** Where fixture sites are built once for the run (test/helpers/browser.ts sharedBuild). */
    sharedBuildsDir: string;
  }
}
