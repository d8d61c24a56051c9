import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../src/build.js';
import { silentLogger } from '../src/log.js';
import ensureDist from './ensureDistSetup.js';

/** Builds the real site once; browser tests serve this folder. */
export default async function setup(project: TestProject) {
  ensureDist();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-site-'));
  const out = path.join(dir, 'build');
  await build({ config: 'site.config.ts', out, logger: silentLogger, crawl: false });
  project.provide('siteDir', out);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
  }
}
