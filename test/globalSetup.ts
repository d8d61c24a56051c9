import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from '../src/build.js';
import { silentLogger } from '../src/log.js';

/** Builds the real site once; browser tests serve this folder. */
export default async function setup(project: TestProject) {
  // CLI and worker tests run dist/: compile it when src/ is newer.
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/ensure-dist.mjs', import.meta.url))], { stdio: 'inherit' });
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
