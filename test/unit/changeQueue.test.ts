import { appendFile, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeQueue } from '../../src/serve/changeQueue.js';

describe('the dev server change queue', () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-queue-'));
    file = path.join(dir, 'page.md');
    await writeFile(file, 'first');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs one rebuild for changes that arrive together', async () => {
    const batches: string[][] = [];
    const queue = createChangeQueue(async (paths) => void batches.push([...paths].sort()));
    queue.add(file);
    queue.add(path.join(dir, 'other.md'));
    queue.add(file);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toEqual([path.join(dir, 'other.md'), file].sort());
  });

  it('rebuilds again when the file changed after a rebuild took it up and no event came', async () => {
    // What chokidar does to a second save within 50 ms of the first: no event at all.
    const batches: string[][] = [];
    const queue = createChangeQueue(async (paths) => {
      batches.push([...paths]);
      if (batches.length === 1) await writeFile(file, 'second, a little longer');
    });
    queue.add(file);
    await vi.waitFor(() => expect(batches).toHaveLength(2), { timeout: 2000, interval: 10 });
    expect(batches[1]).toEqual([file]);
  });

  it('does not rebuild again when the file stayed as the rebuild found it', async () => {
    const batches: string[][] = [];
    const queue = createChangeQueue(async (paths) => void batches.push([...paths]));
    queue.add(file);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    // Past the re-check (60 ms after the change), then a marker change proves the queue still runs.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(batches).toHaveLength(1);
    queue.add(path.join(dir, 'marker.md'));
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]).toEqual([path.join(dir, 'marker.md')]);
  });

  it('reports a failed run at once when its files were settled', async () => {
    const past = new Date(Date.now() - 60_000);
    await utimes(file, past, past);
    const reported: number[] = [];
    let runs = 0;
    const queue = createChangeQueue(async () => {
      runs++;
      return () => void reported.push(runs);
    });
    queue.add(file);
    await vi.waitFor(() => expect(reported).toEqual([1]));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect([runs, reported]).toEqual([1, [1]]);
  });

  it('holds back a failure while the file is still being written, and rebuilds once it is written', async () => {
    const outcomes: string[] = [];
    const reported: string[] = [];
    let writing = true;
    const queue = createChangeQueue(async () => {
      // The build fails while the writer has not finished.
      const outcome = writing ? 'failed' : 'built';
      outcomes.push(outcome);
      if (outcome === 'failed') return () => void reported.push(outcome);
    });
    queue.add(file);
    // The writer goes on for a while, in chunks, after the first rebuild took the file up.
    for (let i = 0; i < 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      await appendFile(file, ` chunk ${i}`);
    }
    writing = false;
    await vi.waitFor(() => expect(outcomes.at(-1)).toBe('built'), { timeout: 5000, interval: 20 });
    expect(reported).toEqual([]);
  });

  it('reports a failure of a just-saved file once, after one more rebuild of the settled file', async () => {
    const reported: number[] = [];
    let runs = 0;
    const queue = createChangeQueue(async () => {
      runs++;
      return () => void reported.push(runs);
    });
    await writeFile(file, 'broken');
    queue.add(file);
    await vi.waitFor(() => expect(reported).toEqual([2]), { timeout: 5000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect([runs, reported]).toEqual([2, [2]]);
  });
});

