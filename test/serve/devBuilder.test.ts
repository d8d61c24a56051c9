import { appendFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../../src/pipeline/loadSiteConfig.js';
import { createDevBuilder, DevBuilderClosed, inThreadBuilder } from '../../src/serve/devBuilder.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/minimal-config');
let dir: string;
let configFile: string;

beforeAll(async () => {
  const copy = await copyFixtureSite(fixture, 'docsgen-dev-builder-');
  dir = copy.root;
  configFile = path.join(dir, 'site.config.ts');
  await writeFile(configFile, copy.configSource);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the dev server’s build thread', () => {
  it('a run still going when the builder closes rejects as closed, not as a failed build', async () => {
    const builder = createDevBuilder(configFile, await loadSiteConfig(configFile));
    const outcome = builder.run({}).then(
      () => 'finished',
      (error: unknown) => error,
    );
    await builder.close();
    // Not "the build thread stopped (exit code 1)": the server would show that as the site's error.
    expect(await outcome).toBeInstanceOf(DevBuilderClosed);
  });

  it('a run in the build thread gives the site’s files and pages', async () => {
    const builder = createDevBuilder(configFile, await loadSiteConfig(configFile));
    try {
      const run = await builder.run({});
      expect(run.pageFiles.length).toBeGreaterThan(0);
      expect(run.files.map(([file]) => file)).toContain(run.pageFiles[0]);
    } finally {
      await builder.close();
    }
  });

  // Two builds: the default 60 s was exceeded once at a load of 30.
  it('a rebuild processes and renders on the page workers waiting since the run before (their modules loaded): it starts no thread, and closing ends the waiting ones', { timeout: 180_000 }, async () => {
    // Every worker thread of this process, as it is first listened to (at its start).
    const seen = new Set<Worker>();
    const on = Worker.prototype.on;
    vi.spyOn(Worker.prototype, 'on').mockImplementation(function (this: Worker, ...args: Parameters<Worker['on']>) {
      seen.add(this);
      return on.apply(this, args);
    });
    const toldWork = new Set<Worker>();
    const postMessage = Worker.prototype.postMessage;
    vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
      toldWork.add(this);
      return postMessage.apply(this, args);
    });
    const builder = inThreadBuilder(configFile, await loadSiteConfig(configFile));
    try {
      await builder.run({});
      const before = new Set(seen);
      toldWork.clear();
      const page = path.join(dir, 'content/docs/welcome.md');
      await appendFile(page, '\nA line added by the test.\n');
      const run = await builder.run({ files: [page] });
      expect(run.rendered).toBeGreaterThan(0);
      // The page step and the rendering ran on workers that were waiting before the run; none started.
      expect(toldWork.size).toBeGreaterThanOrEqual(1);
      expect([...toldWork].filter((worker) => !before.has(worker))).toEqual([]);
      expect([...seen].filter((worker) => !before.has(worker))).toEqual([]);
      await builder.close();
      expect([...seen].map((worker) => worker.threadId).filter((id) => id !== -1)).toEqual([]);
    } finally {
      await builder.close();
      vi.restoreAllMocks();
    }
  });
});
