import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prestartWorkers, runWorkerPool, stopSpareWorkers, type PoolTimers, type WorkerPoolRun, type WorkerStop } from '../../src/workers/runWorkerPool.js';
import { watchWorkers } from '../helpers/watchWorkers.js';

const poolWorker = fileURLToPath(new URL('../fixtures/worker-pool/poolWorker.mjs', import.meta.url));
const pageLikeWorker = fileURLToPath(new URL('../fixtures/worker-pool/pageLikeWorker.mjs', import.meta.url));

type Answer = { results: string[]; thread: number; held: number };
type Reply = Answer | { error: string };

/** Items in batches of three. */
const batchesOf = (items: string[]) => Array.from({ length: Math.ceil(items.length / 3) }, (_, i) => items.slice(i * 3, i * 3 + 3));
const names = (count: number) => Array.from({ length: count }, (_, i) => `item-${i}`);
/** `count` items, the one at `at` given a prefix: `throw:` or `bad:` (see the fixture). */
const namesWith = (count: number, at: number, prefix: string) => names(count).map((item, i) => (i === at ? `${prefix}${item}` : item));

/** Runs `items` through two workers; what each batch came back as, by batch number. */
async function run(items: string[], options: Partial<WorkerPoolRun<string[], Reply, Answer>> = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  await runWorkerPool<string[], Reply, Answer>({
    file: poolWorker,
    workerData: undefined,
    count: 2,
    batches: batchesOf(items),
    read: (reply) => {
      if ('error' in reply) throw new Error(reply.error);
      return reply;
    },
    take: (answer, batch) => {
      answers[batch] = answer;
    },
    stopped: (stop) => stop.error ?? new Error(`a test worker stopped (exit code ${stop.exitCode})`),
    ...options,
  });
  return answers;
}

afterEach(async () => {
  vi.restoreAllMocks();
  // A run that succeeded leaves its workers waiting for the next: each test starts from none.
  await stopSpareWorkers();
});

describe('runWorkerPool', () => {
  it('brings back a result for every item, each under the number of its batch, from every worker', async () => {
    const items = names(50);
    const answers = await run(items);
    expect(answers.flatMap((answer) => answer.results)).toEqual(items.map((item) => item.toUpperCase()));
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(2);
  });

  it('keeps two batches in each worker’s hands, never more', async () => {
    const answers = await run(names(60));
    expect(Math.max(...answers.map((answer) => answer.held))).toBe(2);
    // Each worker was sent its second batch before it answered its first.
    for (const thread of new Set(answers.map((answer) => answer.thread))) expect(answers.find((answer) => answer.thread === thread)!.held).toBe(2);
  });

  it('keeps one batch in hand when told to', async () => {
    const answers = await run(names(30), { inHand: 1 });
    expect(answers.map((answer) => answer.held)).toEqual(answers.map(() => 1));
  });

  it('takes in each of several replies to a batch under its number, two batches in hand', async () => {
    const taken: [number, string][] = [];
    const held: number[] = [];
    await run(names(40), {
      workerData: { perItem: true },
      replies: (batch) => batch.length,
      take: (answer, batch) => {
        taken.push([batch, answer.results[0]!]);
        held.push(answer.held);
      },
    });
    // Sorted by batch (stable: a batch's items come back in order).
    expect(taken.sort(([a], [b]) => a - b)).toEqual(names(40).map((item, i) => [Math.floor(i / 3), item.toUpperCase()]));
    expect(Math.max(...held)).toBe(2);
  });

  it('fails the run with the error a worker threw, naming the item', async () => {
    await expect(run(namesWith(41, 20, 'throw:'))).rejects.toThrow('cannot process item-20');
  });

  it('fails the run with the error a reply stands for, and reads nothing after it', async () => {
    // One message per item: the items after the bad one are already on their way when it is read.
    const read: string[] = [];
    const failing = run(namesWith(41, 19, 'bad:'), {
      workerData: { perItem: true },
      replies: (batch) => batch.length,
      read: (reply) => {
        if ('error' in reply) throw new Error(reply.error);
        read.push(...reply.results);
        return reply;
      },
    });
    await expect(failing).rejects.toThrow('item-19: not an item');
    // item-20 shares the bad item's batch and comes right after it.
    expect(read).toContain('ITEM-18');
    expect(read).not.toContain('ITEM-20');
  });

  it('fails the run when a worker stops before its batches are answered', async () => {
    await expect(run(names(21).map((item, i) => (i === 10 ? 'exit' : item)))).rejects.toThrow('a test worker stopped (exit code 5)');
  });

  it('waits for results still being taken in, and fails the run when taking one in fails', async () => {
    let finished = 0;
    // Taking a result in goes on for a few turns of the event loop after its batch was answered.
    const slowTake = async () => {
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      finished++;
    };
    await run(names(12), { take: slowTake });
    expect(finished).toBe(4);
    let signal: AbortSignal | undefined;
    const failing = run(names(12), {
      take: async (_answer, batch, abort) => {
        signal = abort;
        if (batch === 2) throw new Error('cannot take batch 2');
      },
    });
    await expect(failing).rejects.toThrow('cannot take batch 2');
    expect(signal?.aborted).toBe(true);
  });

  it('keeps its workers for the next run of the same file after a success (which starts none), ends every worker after a failure', async () => {
    const started = watchWorkers();
    const first = await run(names(30));
    expect(started.size).toBe(2);
    expect([...started].map((worker) => worker.threadId)).not.toContain(-1);
    // The next run is served by the same two threads, set up again (one reply per item now).
    const answers: Answer[] = [];
    await run(names(4), { workerData: { perItem: true }, replies: (batch) => batch.length, take: (answer) => void answers.push(answer) });
    expect(started.size).toBe(2);
    expect(answers.map((answer) => answer.results)).toEqual([['ITEM-0'], ['ITEM-1'], ['ITEM-2'], ['ITEM-3']]);
    expect(answers.every((answer) => first.some((earlier) => earlier.thread === answer.thread))).toBe(true);
    await expect(run(namesWith(41, 20, 'bad:'))).rejects.toThrow('item-20: not an item');
    expect(started.size).toBe(2);
    expect([...started].map((worker) => worker.threadId)).toEqual([-1, -1]);
    // None are left: the next run starts its own.
    await run(names(3));
    expect(started.size).toBe(3);
  });

  it('starts no more workers than there are batches, and none for no batches', async () => {
    const started = watchWorkers();
    expect((await run(names(3))).map((answer) => answer.results)).toEqual([['ITEM-0', 'ITEM-1', 'ITEM-2']]);
    expect(started.size).toBe(1);
    expect(await run([])).toEqual([]);
    expect(started.size).toBe(1);
  });

  it("runs on a worker started ahead of the run, told its setup like one it starts, and asks the spares no run took to end", async () => {
    const started = watchWorkers();
    prestartWorkers(poolWorker, 1);
    prestartWorkers(poolWorker, 2, 512);
    expect(started.size).toBe(3);
    const [ahead, ...otherLimit] = [...started];
    const aheadId = ahead!.threadId;
    const exited = [ahead!, ...otherLimit].map((worker) => new Promise<number>((resolve) => worker.once('exit', resolve)));
    // One batch, one worker: the one started ahead (same entry file, same heap limit), set up
    // with the run's workerData (one reply per item, as perItem asks).
    const answers: Answer[] = [];
    await runWorkerPool<string[], Reply, Answer>({
      file: poolWorker,
      workerData: { perItem: true },
      count: 2,
      batches: [['a', 'b']],
      replies: (batch) => batch.length,
      read: (reply) => reply as Answer,
      take: (answer) => void answers.push(answer),
      stopped: (stop) => stop.error ?? new Error('stopped'),
    });
    expect(started.size).toBe(3);
    expect(answers.map((answer) => answer.results)).toEqual([['A'], ['B']]);
    expect(answers.map((answer) => answer.thread)).toEqual([aheadId, aheadId]);
    // The worker the pool took is spare again, as are the two with another heap limit, until ended.
    expect([ahead!, ...otherLimit].map((worker) => worker.threadId)).not.toContain(-1);
    await stopSpareWorkers();
    // Each was asked to end and ended itself (exit code 0; a terminated thread's is 1), as page workers do.
    expect(await Promise.all(exited)).toEqual([0, 0, 0]);
    expect([ahead!, ...otherLimit].map((worker) => worker.threadId)).toEqual([-1, -1, -1]);
    // None are left: the next run starts its own.
    await run(names(3));
    expect(started.size).toBe(4);
  });
});

/**
 * Timers and a processor-time clock driven by hand: `cpu` is the process's processor time in ms.
 * No test waits for a time limit, nor polls: `until` resolves when the pool sets or clears a clock
 * that makes its check true (the pool's own events), or at once when it is true already.
 */
function manualTimers(): PoolTimers & { pending: Map<number, () => void>; delays: number[]; fireAll(): void; cpu: number; until(check: () => boolean): Promise<void> } {
  let next = 0;
  const pending = new Map<number, () => void>();
  const delays: number[] = [];
  const waiting = new Set<{ check: () => boolean; resolve: () => void }>();
  const changed = () => {
    for (const waiter of waiting) {
      if (!waiter.check()) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  };
  return {
    pending,
    delays,
    cpu: 0,
    cpuMs() {
      return this.cpu;
    },
    setTimeout: (callback, ms) => {
      delays.push(ms);
      pending.set(++next, callback);
      changed();
      return next;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
      changed();
    },
    until: (check) => (check() ? Promise.resolve() : new Promise<void>((resolve) => void waiting.add({ check, resolve }))),
    fireAll() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
  };
}

describe('runWorkerPool limits (page work can always be stopped)', () => {
  /** Runs items (one batch each, one worker) through the page-like worker; resolves with the stop, if any. */
  async function supervised(items: string[], options: Partial<WorkerPoolRun<string[], Reply, Answer>> = {}): Promise<{ taken: string[]; stop?: WorkerStop; error?: Error }> {
    const taken: string[] = [];
    let stop: WorkerStop | undefined;
    try {
      await runWorkerPool<string[], Reply, Answer>({
        file: pageLikeWorker,
        workerData: undefined,
        count: 1,
        batches: items.map((item) => [item]),
        read: (reply) => reply as Answer,
        take: (answer) => void taken.push(...answer.results),
        itemName: (batch, index) => `content/docs/${batch[index]}.mdx`,
        stopped: (how) => {
          stop = how;
          return new Error(`stopped: ${how.reason}`);
        },
        ...options,
      });
      return { taken };
    } catch (error) {
      return { taken, stop, error: error as Error };
    }
  }

  it('terminates a worker whose item runs past the time limit, naming the item, with time driven by hand', async () => {
    const timers = manualTimers();
    const started = watchWorkers();
    const running = supervised(['a', 'loop', 'b'], { timeLimitMs: 60_000, timers, inHand: 1 });
    // 'a' is answered, then the clock runs for 'loop' alone; firing it stops the run.
    await timers.until(() => timers.pending.size === 1);
    // The clock runs for an item a started worker holds.
    expect([...started][0]?.threadId).toBeGreaterThan(0);
    // The clock restarts at each reply: wait until the one for 'loop' is the one pending.
    await timers.until(() => ([...timers.pending.keys()][0] ?? 0) > 1);
    // The looping worker has had a core to itself for the whole limit.
    timers.cpu += 60_000;
    timers.fireAll();
    const { taken, stop, error } = await running;
    expect(error?.message).toBe('stopped: timeout');
    expect(stop).toMatchObject({ reason: 'timeout', item: 'content/docs/loop.mdx' });
    expect(taken).toEqual(['A']);
    // The looping thread was ended (terminate resolves once it has stopped).
    expect([...started].map((worker) => worker.threadId)).toEqual([-1]);
  });

  it('counts processor time: on a machine busy with other programs the item gets more time, then is stopped', async () => {
    const timers = manualTimers();
    const running = supervised(['a', 'loop', 'b'], { timeLimitMs: 60_000, timers, inHand: 1 });
    await timers.until(() => ([...timers.pending.keys()][0] ?? 0) > 1);
    // A minute went by, but other programs had the processor: the worker got 6 s of it.
    timers.cpu += 6_000;
    timers.fireAll();
    // Not stopped: the clock runs again for the 54 s of processor time left.
    expect(timers.pending.size).toBe(1);
    expect(timers.delays.at(-1)).toBe(54_000);
    timers.cpu += 54_000;
    timers.fireAll();
    const { taken, stop } = await running;
    expect(stop).toMatchObject({ reason: 'timeout', item: 'content/docs/loop.mdx' });
    expect(taken).toEqual(['A']);
  });

  it('stops an item by the clock at four times its limit however busy the machine is', async () => {
    const timers = manualTimers();
    const running = supervised(['a', 'loop', 'b'], { timeLimitMs: 60_000, timers, inHand: 1 });
    await timers.until(() => ([...timers.pending.keys()][0] ?? 0) > 1);
    const start = timers.delays.length - 1;
    // The worker gets a hundredth of a core: it is never near its minute of processor time.
    for (let fired = 0; timers.pending.size > 0 && fired < 10; fired++) {
      timers.cpu += timers.delays.at(-1)! / 100;
      timers.fireAll();
    }
    const { stop } = await running;
    expect(stop).toMatchObject({ reason: 'timeout', item: 'content/docs/loop.mdx' });
    // The clocks it ran for add up to four minutes.
    expect(timers.delays.slice(start).reduce((sum, ms) => sum + ms, 0)).toBe(240_000);
  });

  it('sets no clock without a time limit, and clears every clock when the run ends', async () => {
    const timers = manualTimers();
    expect((await supervised(['a', 'b'], { timers })).taken).toEqual(['A', 'B']);
    expect(timers.pending.size).toBe(0);
    expect((await supervised(['a', 'b'], { timers, timeLimitMs: 1000 })).taken).toEqual(['A', 'B']);
    expect(timers.pending.size).toBe(0);
  });

  it('gives each item its own time limit when told (a big page gets more)', async () => {
    const timers = manualTimers();
    const limits: Record<string, number> = { a: 1000, b: 4000, c: 2000 };
    expect((await supervised(['a', 'b', 'c'], { timers, inHand: 1, timeLimitOf: (batch, index) => limits[batch[index]!]! })).taken).toEqual(['A', 'B', 'C']);
    // Each item's clock runs with the item's own limit (a clock may be restarted as batches are dealt).
    expect([...new Set(timers.delays)]).toEqual([1000, 4000, 2000]);
  });

  it('fails, naming the item and what the worker was doing, when code it runs calls process.exit(0)', async () => {
    const { stop, error } = await supervised(['a', 'exit', 'b']);
    expect(error?.message).toBe('stopped: exit');
    expect(stop).toMatchObject({ reason: 'exit', exitCode: 0, item: 'content/docs/exit.mdx', doing: 'working on exit' });
  });

  it('fails, naming the item, on an error thrown outside any handler', async () => {
    const { stop } = await supervised(['a', 'throw-later']);
    expect(stop).toMatchObject({ reason: 'error', item: 'content/docs/throw-later.mdx', doing: 'working on throw-later' });
    expect(stop?.error?.message).toBe('late boom');
  });

  it('names the item after the last reply when the worker\'s error is heard before that reply', async () => {
    // Node delivers a worker's uncaught error on another port than its messages, so the error
    // can be heard first when the main thread is busy. Here it always is: every message the worker
    // posts is held back until its error has been emitted.
    const emit = Worker.prototype.emit;
    const held: unknown[] = [];
    // The order the pool heard the reply, the error and the exit in.
    const heard: string[] = [];
    const deliver = (worker: Worker, message: unknown) => {
      if (message && typeof message === 'object' && 'results' in message) heard.push(`reply ${String(message.results)}`);
      return emit.call(worker, 'message', message);
    };
    vi.spyOn(Worker.prototype, 'emit').mockImplementation(function (this: Worker, event: string | symbol, ...args: unknown[]) {
      if (event === 'message') return held.push(args[0]) > 0;
      if (event === 'error' || event === 'exit') heard.push(event);
      const emitted = emit.call(this, event, ...args);
      if (event === 'error') for (const message of held.splice(0)) deliver(this, message);
      return emitted;
    });
    const { stop, taken } = await supervised(['a', 'throw-later']);
    expect(heard).toEqual(['error', 'reply A', 'exit']);
    expect(taken).toEqual(['A']);
    expect(stop).toMatchObject({ reason: 'error', item: 'content/docs/throw-later.mdx', doing: 'working on throw-later' });
    expect(stop?.error?.message).toBe('late boom');
  });

  it('fails, naming the item, when the worker outgrows its heap limit (not the process)', async () => {
    const { stop } = await supervised(['a', 'alloc'], { memoryLimitMb: 32 });
    expect(stop).toMatchObject({ reason: 'memory', item: 'content/docs/alloc.mdx', doing: 'working on alloc' });
  });
});
