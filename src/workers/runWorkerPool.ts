import { Worker } from 'node:worker_threads';
import { isNotesMessage, readNote, type NotesMessage } from './doingNote.js';
import type { EndMessage, SetupMessage } from './onEachMessage.js';

/** Why a worker stopped before its run was done: see WorkerPoolRun.stopped. */
export interface WorkerStop {
  /**
   * `exit`: the thread ended (`process.exit` in code it ran); `error`: an error nothing caught;
   * `timeout`: one item took longer than `timeLimitMs` (the worker was terminated); `memory`: the
   * thread's heap outgrew `memoryLimitMb`.
   */
  reason: 'exit' | 'error' | 'timeout' | 'memory';
  exitCode?: number;
  error?: Error;
  /** The item the worker was on (see `itemName`), when it held one. */
  item?: string;
  /** What the worker said it was doing (see doingNotes), when it said. */
  doing?: string;
}

/** The clocks the pool measures items with (tests drive them by hand). */
export interface PoolTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** The processor time the process has used so far (all its threads), in ms. */
  cpuMs(): number;
}

/** How far a busy machine may stretch an item's time limit, by the clock (see `timeLimitMs`). */
export const MAX_STRETCH = 4;

const realTimers: PoolTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  cpuMs: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
};

/** How many batches a worker holds at once, by default (see WorkerPoolRun.inHand). */
const IN_HAND = 2;

/**
 * The size of the next batch of items for `workers` workers, when `remaining` items are left to
 * batch: at most `most`, and no more than an equal share of what is left among the batches the
 * workers hold (IN_HAND each), so batches shrink toward the end, the last ones one item each. Dealt
 * as each worker runs short, the workers then finish within about an item of each other: with
 * batches of a fixed size the last ones went to whichever worker asked first, and the other waited
 * (the picker's 21 routes in batches of 16, two in hand: the first worker took both, and rendered
 * every page while the other idled).
 */
export function batchSize(remaining: number, workers: number, most: number): number {
  return Math.max(1, Math.min(most, Math.ceil(remaining / (Math.max(1, workers) * IN_HAND))));
}

/** `items` in batches for `workers` workers, in order: see batchSize. */
export function inBatches<T>(items: readonly T[], workers: number, most: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; ) {
    const size = batchSize(items.length - i, workers, most);
    batches.push(items.slice(i, i + size));
    i += size;
  }
  return batches;
}

/** A run of batches through worker threads: see runWorkerPool. */
export interface WorkerPoolRun<Batch, Reply, Result> {
  /** The worker's entry file (a compiled dist/ file, or a test fixture). */
  file: string;
  /** What every worker is started with: the first message each is posted (see onSetupThenEachMessage). */
  workerData: unknown;
  /** At most this many workers start; never more than there are batches. */
  count: number;
  /** Each sent as one message, in order, to whichever worker has run short. */
  batches: Batch[];
  /**
   * How many batches a worker holds at once (default IN_HAND): it starts with this many and is sent
   * the next as soon as it has answered its oldest, so it never waits for the main thread.
   */
  inHand?: number;
  /** How many messages a worker posts back for one batch (default 1); it answers its batches in the order they came. */
  replies?: (batch: Batch) => number;
  /**
   * Reads one message a worker posted: the result it carries, or throw the error it stands for
   * (the run fails). Runs before the worker is sent its next batch.
   */
  read: (reply: Reply) => Result;
  /**
   * Takes one result in, with the number of the batch it answers. It may return a promise: the run
   * ends once every one has settled. A throw or rejection fails the run; `signal` is aborted when
   * the run has failed, so work still under way can stop.
   */
  take: (result: Result, batch: number, signal: AbortSignal) => void | Promise<void>;
  /** The error for a worker that stopped before the run was done (see WorkerStop). */
  stopped: (stop: WorkerStop) => Error;
  /**
   * The longest a worker may take over one reply (one item), from when it is sent the batch or
   * posts the reply before; past it the worker is terminated and the run fails (`timeout`). It is
   * processor time: a worker's share of the process's, so a machine busy with other programs (a
   * CI runner, a test suite beside the build) stretches it instead of failing pages that are
   * working, while an endless loop, which keeps a core busy, is stopped on time. It stretches to
   * at most `MAX_STRETCH` times the limit by the clock, so a stuck item is always stopped soon.
   */
  timeLimitMs?: number;
  /** The time limit of one item, when items differ (a big page gets more); else `timeLimitMs`. */
  timeLimitOf?: (batch: Batch, index: number) => number;
  /** Each worker's old-generation heap limit; past it the run fails (`memory`), not the process. */
  memoryLimitMb?: number;
  /** The name of the `index`th item of `batch` (the one its `index`th reply answers), for `stopped`. */
  itemName?: (batch: Batch, index: number) => string;
  /** Timers for the time limit (default: the real ones). */
  timers?: PoolTimers;
}

/**
 * Deals `batches` to worker threads and resolves once every reply is read and taken in. A failure
 * (a reply that reads as an error, a take that throws, a worker's uncaught error, a worker that
 * stops early, an item over the time or memory limit) rejects with that error, and no further
 * reply is read; after a failure every worker of the run is terminated (one may be stuck), after a
 * success each waits as a spare until stopSpareWorkers asks it to end. A worker over a limit
 * is ended by the pool: nothing a page runs can keep a build from ending. A larger young
 * generation keeps the parser's and renderer's short-lived objects out of costly garbage collection.
 */
export async function runWorkerPool<Batch, Reply, Result>(run: WorkerPoolRun<Batch, Reply, Result>): Promise<void> {
  const { batches, inHand = IN_HAND, replies = () => 1, read, take, timers = realTimers } = run;
  const workers: Worker[] = [];
  // Each worker's listeners for this run: taken off again when the worker goes back to the spares.
  const listeners: (() => void)[] = [];
  const failure = new AbortController();
  const clocks = new Set<unknown>();
  try {
    await new Promise<void>((resolve, reject) => {
      const expected = batches.reduce((sum, batch) => sum + replies(batch), 0);
      let received = 0;
      let taking = 0;
      let dealt = 0;
      let done = false;
      // Workers on an item: the process's processor time is shared among them.
      let working = 0;
      const fail = (error: Error) => {
        if (!failure.signal.aborted) failure.abort(error);
        for (const clock of clocks) timers.clearTimeout(clock);
        clocks.clear();
        reject(error);
      };
      const finishIfDone = () => {
        if (received === expected && taking === 0 && !failure.signal.aborted) {
          done = true;
          resolve();
        }
      };
      const start = Math.min(Math.max(1, run.count), batches.length);
      for (let w = 0; w < start; w++) {
        // A worker started ahead (prestartWorkers) has loaded its modules meanwhile.
        const worker = takeSpare(run.file, run.memoryLimitMb) ?? startWorker(run.file, run.memoryLimitMb);
        worker.ref();
        workers.push(worker);
        // Each run a worker serves begins with its setup: one worker serves run after run.
        worker.postMessage({ docsgenSetup: run.workerData } satisfies SetupMessage);
        // The batches this worker holds, oldest first, with how many replies each still owes.
        const held: { batch: number; owed: number; answered: number }[] = [];
        let clock: unknown;
        let onItem = false;
        // The worker's uncaught error: it comes on another port than its replies, and may overtake
        // replies it posted before it; 'exit' follows once they have all been delivered. So the
        // worker is judged at 'exit' (onExit), naming the item it was on after its last reply.
        let uncaught: (Error & { code?: string }) | undefined;
        // The time limit runs for the item the worker is on: restarted at each reply.
        const restartClock = () => {
          if (clock !== undefined) {
            timers.clearTimeout(clock);
            clocks.delete(clock);
            clock = undefined;
          }
          const oldest = held[0];
          if (onItem !== (oldest !== undefined)) working += oldest ? 1 : -1;
          onItem = oldest !== undefined;
          const limit = oldest && run.timeLimitOf ? run.timeLimitOf(batches[oldest.batch]!, oldest.answered) : run.timeLimitMs;
          if (!limit || !oldest || failure.signal.aborted) return;
          const cpuAtStart = timers.cpuMs();
          // By the clock on the wall, the item has had at least this long (a timer never fires early).
          let waited = 0;
          const arm = (ms: number) => {
            waited += ms;
            clock = timers.setTimeout(() => {
              clocks.delete(clock);
              // A worker that has failed is judged when it has stopped (see onExit).
              if (failure.signal.aborted || done || uncaught) return;
              // This worker's share of the processor time used since the item began.
              const used = (timers.cpuMs() - cpuAtStart) / Math.max(1, working);
              const wallLeft = limit * MAX_STRETCH - waited;
              if (used < limit && wallLeft > 0) return arm(Math.min(wallLeft, Math.max(limit - used, Math.min(limit, 1000))));
              stop({ reason: 'timeout' });
              void worker.terminate();
            }, ms);
            clocks.add(clock);
          };
          arm(limit);
        };
        const current = (): string | undefined => {
          const oldest = held[0];
          return oldest && run.itemName ? run.itemName(batches[oldest.batch]!, oldest.answered) : undefined;
        };
        const stop = (how: Omit<WorkerStop, 'item' | 'doing'>) => {
          if (done || failure.signal.aborted) return;
          const item = current();
          const notes = notesOf.get(worker);
          const doing = notes && readNote(notes);
          fail(run.stopped({ ...how, ...(item !== undefined ? { item } : {}), ...(doing !== undefined ? { doing } : {}) }));
        };
        const deal = () => {
          if (dealt >= batches.length) return;
          const batch = batches[dealt]!;
          held.push({ batch: dealt++, owed: replies(batch), answered: 0 });
          worker.postMessage(batch);
          if (held.length === 1) restartClock();
        };
        const onMessage = (reply: Reply | NotesMessage) => {
          if (isNotesMessage(reply)) return;
          if (failure.signal.aborted) return;
          let result: Result;
          try {
            result = read(reply);
          } catch (error) {
            fail(error as Error);
            return;
          }
          received++;
          const oldest = held[0]!;
          oldest.answered++;
          if (--oldest.owed === 0) {
            held.shift();
            deal();
          }
          restartClock();
          let taken: void | Promise<void>;
          try {
            taken = take(result, oldest.batch, failure.signal);
          } catch (error) {
            fail(error as Error);
            return;
          }
          if (taken) {
            taking++;
            taken.then(() => {
              taking--;
              finishIfDone();
            }, fail);
          } else {
            finishIfDone();
          }
        };
        const onError = (error: Error & { code?: string }) => {
          uncaught ??= error;
        };
        const onExit = (exitCode: number) => {
          if (done) return;
          if (uncaught) stop(uncaught.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { reason: 'memory', error: uncaught } : { reason: 'error', error: uncaught });
          else stop({ reason: 'exit', exitCode });
        };
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        listeners.push(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
        for (let i = 0; i < inHand; i++) deal();
      }
      finishIfDone();
    });
  } finally {
    for (const clock of clocks) timers.clearTimeout(clock);
    for (const off of listeners) off();
    // After a run that failed every worker is ended (one may be stuck, or over a limit); after one
    // that succeeded each goes back to the spares, its modules loaded, for the next run of its file
    // (the sidebar readers' pass, the render stage, the dev server's next edit): stopSpareWorkers
    // ends them.
    if (failure.signal.aborted) await Promise.all(workers.map((worker) => worker.terminate()));
    else for (const worker of workers) addSpare(spareKey(run.file, run.memoryLimitMb), worker);
  }
}

/**
 * Workers waiting for a run, by entry file and heap limit: started ahead (see prestartWorkers), or
 * back from a run that succeeded. Each is unreferenced (it does not keep the process alive); a run
 * takes it as if it had started it then, and tells it its setup.
 */
interface Spare {
  worker: Worker;
  alive: boolean;
  /** Takes the spare's own listeners off (a run that takes it listens itself). */
  off: () => void;
}

const spares = new Map<string, Spare[]>();

const spareKey = (file: string, memoryLimitMb: number | undefined) => `${memoryLimitMb ?? ''}\0${file}`;

/**
 * What each worker says it is doing, in memory it shares (see doingNotes): posted once, in whichever
 * run the worker first says something, and read in any later run it serves.
 */
const notesOf = new WeakMap<Worker, SharedArrayBuffer>();

function startWorker(file: string, memoryLimitMb: number | undefined, ahead?: unknown): Worker {
  // 32 MB of young generation, not 64: the page step's short-lived objects still die young (a cold
  // 1,000-page build's CPU 1.01×, 0.95–1.09, 8 pairs), and each worker's heap is some 40 MB smaller
  // (its peak RSS 440 vs 530 MiB; 16 MB cost 10% more CPU).
  const resourceLimits = { maxYoungGenerationSizeMb: 32, ...(memoryLimitMb ? { maxOldGenerationSizeMb: memoryLimitMb } : {}) };
  const worker = new Worker(file, { resourceLimits, ...(ahead !== undefined ? { workerData: ahead } : {}) });
  worker.on('message', (message: unknown) => {
    if (isNotesMessage(message)) notesOf.set(worker, message.docsgenNotes);
  });
  return worker;
}

/** Keeps `worker` for the next run of its file and heap limit (it does not keep the process alive). */
function addSpare(key: string, worker: Worker): void {
  const list = spares.get(key) ?? [];
  spares.set(key, list);
  // A spare that failed before a run took it is left for stopSpareWorkers: the run starts a
  // fresh worker instead, which reports the failure the usual way.
  const spare: Spare = { worker, alive: true, off: () => worker.off('error', gone).off('exit', gone) };
  const gone = () => (spare.alive = false);
  worker.unref();
  worker.on('error', gone).on('exit', gone);
  list.push(spare);
}

/**
 * Has `count` workers of `file` started ahead (starts those missing), so that starting a thread and
 * loading its modules happens while the main thread does other work; the next runs of `file` with
 * the same `memoryLimitMb` take them (a build's one changed page does not wait for a worker to
 * start). The same workers as a run starts itself: they are told what to do by the same first
 * message. Ones no run took are ended by stopSpareWorkers. `ahead` is the worker's `workerData`:
 * what it may load while it waits, before any run is known (see PageWorkerAhead).
 */
export function prestartWorkers(file: string, count: number, memoryLimitMb?: number, ahead?: unknown): void {
  const key = spareKey(file, memoryLimitMb);
  const alive = (spares.get(key) ?? []).filter((spare) => spare.alive).length;
  for (let i = alive; i < count; i++) addSpare(key, startWorker(file, memoryLimitMb, ahead));
}

function takeSpare(file: string, memoryLimitMb: number | undefined): Worker | undefined {
  const list = spares.get(spareKey(file, memoryLimitMb));
  // A spare that has stopped (an error, an exit) is dropped: it has ended by itself.
  for (let spare = list?.shift(); spare; spare = list!.shift()) {
    spare.off();
    if (spare.alive) return spare.worker;
  }
  return undefined;
}

/** Spares asked to end that have not ended yet: every stopSpareWorkers waits for them too. */
const ending = new Set<Promise<unknown>>();

/**
 * Ends the spare workers (of `file`, else all): those started ahead that no run took, and those
 * back from runs (a build ends them when it ends, failed or not). Each is asked to end (an
 * EndMessage, see onSetupThenEachMessage) and awaited, with any others still ending: its child
 * processes (esbuild's service) end with it, collected by it. One that has stopped already has
 * nothing left to end. `keepLimitMb`: those of `file` with that heap limit are kept (a page pool
 * ends the page workers no run of its own can take: see createPagePool).
 */
export async function stopSpareWorkers(file?: string, keepLimitMb?: number): Promise<void> {
  const stopped: Spare[] = [];
  for (const [key, list] of spares) {
    if (file !== undefined && (!key.endsWith(`\0${file}`) || (keepLimitMb !== undefined && key === spareKey(file, keepLimitMb)))) continue;
    stopped.push(...list);
    spares.delete(key);
  }
  const ended = Promise.all(
    stopped.map(async ({ worker, alive, off }) => {
      off();
      if (!alive) return;
      // Kept referenced until it has ended: the build's last step waits for it.
      worker.ref();
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ docsgenEnd: true } satisfies EndMessage);
      await exited;
    }),
  ).finally(() => ending.delete(ended));
  ending.add(ended);
  await Promise.all(ending);
}
