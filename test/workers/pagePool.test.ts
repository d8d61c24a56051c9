import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPagePool } from '../../src/workers/pagePool.js';
import { prestartWorkers, stopSpareWorkers } from '../../src/workers/runWorkerPool.js';
import { watchWorkers } from '../helpers/watchWorkers.js';

const poolWorker = fileURLToPath(new URL('../fixtures/worker-pool/poolWorker.mjs', import.meta.url));

afterEach(async () => {
  vi.restoreAllMocks();
  await stopSpareWorkers();
});

describe('the page pool', () => {
  it('ends the page workers waiting with another heap limit when it starts its own (a build started them before its config set pageMemory)', async () => {
    const started = watchWorkers();
    // Started before the config was read, with the default limit.
    prestartWorkers(poolWorker, 2, 2048);
    expect(started.size).toBe(2);
    const early = [...started];
    const exited = early.map((worker) => new Promise<number>((resolve) => worker.once('exit', resolve)));
    // The config's limit is another: the pool cannot take them; they end (asked to: exit code 0), and its own start.
    const pool = createPagePool({ pageTimeout: 30, pageMemory: 512 }, { file: poolWorker, count: 1 });
    pool.prestart(1);
    expect(await Promise.all(exited)).toEqual([0, 0]);
    expect(started.size).toBe(3);
    expect([...started][2]!.threadId).not.toBe(-1);
  });

  it('keeps the page workers waiting with its own heap limit: its runs take them', async () => {
    const started = watchWorkers();
    prestartWorkers(poolWorker, 1, 512);
    const pool = createPagePool({ pageTimeout: 30, pageMemory: 512 }, { file: poolWorker, count: 1 });
    pool.prestart(1);
    const results: string[] = [];
    await pool.run<string[], { results: string[] }, string[]>({
      workerData: undefined,
      batches: [['a']],
      sizeOf: () => 1,
      read: (reply) => reply.results,
      take: (answer) => void results.push(...answer),
    });
    expect(results).toEqual(['A']);
    // The one started ahead ran the batch: no other was started.
    expect(started.size).toBe(1);
  });
});
