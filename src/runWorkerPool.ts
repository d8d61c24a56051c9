import { Worker } from 'node:worker_threads';

/** A run of batches through worker threads: see runWorkerPool. */
export interface WorkerPoolRun<Batch, Reply, Result> {
  /** The worker's entry file (a compiled dist/ file, or a test fixture). */
  file: string;
  /** What every worker is started with. */
  workerData: unknown;
  /** At most this many workers start; never more than there are batches. */
  count: number;
  /** Each sent as one message, in order, to whichever worker has run short. */
  batches: Batch[];
  /**
   * How many batches a worker holds at once (default 2): it starts with this many and is sent the
   * next as soon as it has answered its oldest, so it never waits for the main thread.
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
  /** The error for a worker that stopped before the run was done. */
  stopped: (exitCode: number) => Error;
}

/**
 * Deals `batches` to worker threads and resolves once every reply is read and taken in. A failure
 * (a reply that reads as an error, a take that throws, a worker's uncaught error, a worker that
 * stops early) rejects with that error, and no further reply is read; every worker is terminated
 * when the run ends, failed or not. A larger young generation keeps the parser's and renderer's
 * short-lived objects out of costly garbage collection.
 */
export async function runWorkerPool<Batch, Reply, Result>(run: WorkerPoolRun<Batch, Reply, Result>): Promise<void> {
  const { batches, inHand = 2, replies = () => 1, read, take } = run;
  const workers: Worker[] = [];
  const failure = new AbortController();
  try {
    await new Promise<void>((resolve, reject) => {
      const expected = batches.reduce((sum, batch) => sum + replies(batch), 0);
      let received = 0;
      let taking = 0;
      let dealt = 0;
      let done = false;
      const fail = (error: Error) => {
        if (!failure.signal.aborted) failure.abort(error);
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
        const worker = new Worker(run.file, { workerData: run.workerData, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
        workers.push(worker);
        // The batches this worker holds, oldest first, with how many replies each still owes.
        const held: { batch: number; owed: number }[] = [];
        const deal = () => {
          if (dealt >= batches.length) return;
          const batch = batches[dealt]!;
          held.push({ batch: dealt++, owed: replies(batch) });
          worker.postMessage(batch);
        };
        worker.on('message', (reply: Reply) => {
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
          if (--oldest.owed === 0) {
            held.shift();
            deal();
          }
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
        });
        worker.on('error', fail);
        worker.on('exit', (code) => {
          if (!done && !failure.signal.aborted) fail(run.stopped(code));
        });
        for (let i = 0; i < inHand; i++) deal();
      }
      finishIfDone();
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
