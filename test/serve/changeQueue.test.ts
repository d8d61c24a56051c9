import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeQueue, type StatFile } from '../../src/serve/changeQueue.js';

/**
 * The dev server's change queue, on fake timers and a file table of its own: time moves only when
 * a test advances it, and files change only when a test (or a rebuild) writes them, so every step
 * happens in the order the test says, however busy the machine.
 */
const FILE = '/site/content/docs/page.md';
const OTHER = '/site/content/docs/other.md';
const MARKER = '/site/content/docs/marker.md';

let files: Map<string, { size: number; mtimeMs: number }>;
const stat: StatFile = async (file) => files.get(file) ?? null;
/** Writes `text` into the file table now (Date.now is the fake clock). */
const write = (file: string, text: string) => files.set(file, { size: text.length, mtimeMs: Date.now() });
const append = (file: string, text: string) => files.set(file, { size: (files.get(file)?.size ?? 0) + text.length, mtimeMs: Date.now() });
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  files = new Map();
  // Written a minute ago: settled.
  files.set(FILE, { size: 5, mtimeMs: Date.now() - 60_000 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the dev server change queue', () => {
  it('runs one rebuild for changes that arrive together', async () => {
    const batches: string[][] = [];
    const queue = createChangeQueue(async (paths) => void batches.push([...paths].sort()), { stat });
    queue.add(FILE);
    queue.add(OTHER);
    queue.add(FILE);
    await advance(14);
    expect(batches).toEqual([]);
    await advance(1);
    expect(batches).toEqual([[OTHER, FILE].sort()]);
    await advance(1000);
    expect(batches).toHaveLength(1);
  });

  it('rebuilds again when the file changed after a rebuild took it up and no event came', async () => {
    // What chokidar does to a second save within 50 ms of the first: no event at all.
    const batches: string[][] = [];
    const queue = createChangeQueue(
      async (paths) => {
        batches.push([...paths]);
        if (batches.length === 1) write(FILE, 'second, a little longer');
      },
      { stat },
    );
    queue.add(FILE);
    await advance(15);
    expect(batches).toEqual([[FILE]]);
    // The look again, 60 ms after the change, finds the file as the rebuild did not: one more rebuild.
    await advance(60);
    expect(batches).toEqual([[FILE], [FILE]]);
    await advance(1000);
    expect(batches).toHaveLength(2);
  });

  it('does not rebuild again when the file stayed as the rebuild found it', async () => {
    const batches: string[][] = [];
    const queue = createChangeQueue(async (paths) => void batches.push([...paths]), { stat });
    queue.add(FILE);
    await advance(15);
    expect(batches).toHaveLength(1);
    // Past the look again (60 ms after the change): nothing more; the queue still runs a new change.
    await advance(150);
    expect(batches).toHaveLength(1);
    queue.add(MARKER);
    await advance(15);
    expect(batches).toEqual([[FILE], [MARKER]]);
  });

  it('reports a failed run at once when its files were settled', async () => {
    const reported: number[] = [];
    let runs = 0;
    const queue = createChangeQueue(
      async () => {
        runs++;
        return () => void reported.push(runs);
      },
      { stat },
    );
    queue.add(FILE);
    await advance(15);
    expect(reported).toEqual([1]);
    await advance(10_000);
    expect([runs, reported]).toEqual([1, [1]]);
  });

  it('holds back a failure while the file is still being written, and rebuilds once it is written', async () => {
    const outcomes: string[] = [];
    const reported: string[] = [];
    let writing = true;
    const queue = createChangeQueue(
      async () => {
        // The build fails while the writer has not finished.
        const outcome = writing ? 'failed' : 'built';
        outcomes.push(outcome);
        if (outcome === 'failed') return () => void reported.push(outcome);
      },
      { stat },
    );
    write(FILE, 'first chunk');
    queue.add(FILE);
    // The writer goes on for a while, in chunks, after the first rebuild took the file up.
    for (let i = 0; i < 6; i++) {
      await advance(40);
      append(FILE, ` chunk ${i}`);
    }
    writing = false;
    expect(outcomes).toEqual(['failed']);
    // Unchanged for 250 ms: written. The queue rebuilds, and the failure is never reported.
    await advance(400);
    expect(outcomes).toEqual(['failed', 'built']);
    await advance(10_000);
    expect(outcomes).toEqual(['failed', 'built']);
    expect(reported).toEqual([]);
  });

  it('reports a failure of a just-saved file once, after one more rebuild of the settled file', async () => {
    const reported: number[] = [];
    let runs = 0;
    const queue = createChangeQueue(
      async () => {
        runs++;
        return () => void reported.push(runs);
      },
      { stat },
    );
    write(FILE, 'broken');
    queue.add(FILE);
    await advance(15);
    // Saved just now: the failure waits until the file has stayed the same for a moment.
    expect([runs, reported]).toEqual([1, []]);
    await advance(400);
    expect([runs, reported]).toEqual([2, [2]]);
    await advance(10_000);
    expect([runs, reported]).toEqual([2, [2]]);
  });

  it('reports the failure after 10 s at most when the writer never stops', async () => {
    const reported: number[] = [];
    let runs = 0;
    const queue = createChangeQueue(
      async () => {
        runs++;
        return () => void reported.push(runs);
      },
      { stat },
    );
    write(FILE, 'x');
    queue.add(FILE);
    for (let t = 0; t < 10_500; t += 100) {
      await advance(100);
      append(FILE, 'x');
    }
    // The first failure waited 10 s for the file to settle, then one more rebuild failed: reported.
    expect([runs, reported]).toEqual([2, [2]]);
  });
});
