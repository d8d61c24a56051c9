import { stat } from 'node:fs/promises';

/**
 * chokidar drops a second change to the same file within 50 ms of the first (it has no trailing
 * event): a save quickly followed by another (a formatter on save, or an editor writing in two
 * steps) would leave the first version on screen. Each reported change is looked at again after
 * that window, and queued again if the file is not as the last rebuild found it.
 */
const RECHECK_AFTER_MS = 60;
/** A file modified this shortly before a rebuild took it up may still be being written. */
const RECENT_MS = 500;
/** How long a file must stay the same (size and mtime) to count as written. */
const STABLE_MS = 250;
const POLL_MS = 50;
/** A writer that never stops does not hold an error back for longer than this. */
const MAX_WAIT_MS = 10_000;

/** What a failed run returns: reports its error. The queue calls it only when the failure stands. */
export type ReportFailure = () => void;

/**
 * Collects changed paths for a moment, then runs one rebuild at a time with all of them.
 *
 * A rebuild can read a file while an editor is still writing it in place (a big page written in
 * chunks): the build then sees a truncated file and fails. So a failed run's error is reported
 * only once its files are settled: when one of them changed since the run took it up, or was
 * modified just before, the queue waits until it stays the same for a moment and rebuilds; the
 * error of a run over settled files is reported.
 */
export function createChangeQueue(run: (paths: Set<string>) => Promise<ReportFailure | void>, { stat: statFile = statOnDisk }: { stat?: StatFile } = {}) {
  const fileState = (file: string) => stateOf(statFile, file);
  const signature = async (file: string) => (await fileState(file)).signature;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  // Each path's size and modification time when a rebuild last took it up.
  const seen = new Map<string, string>();
  // The signature each file had when a failed rebuild was retried for it: not retried twice.
  const retried = new Map<string, string>();
  const flush = async () => {
    timer = undefined;
    if (running) return;
    const batch = pending;
    pending = new Set();
    running = (async () => {
      const takenAt = Date.now();
      const taken = new Map(await Promise.all([...batch].map(async (file) => [file, await fileState(file)] as const)));
      for (const [file, state] of taken) seen.set(file, state.signature);
      const failure = await run(batch);
      if (!failure) {
        for (const file of batch) retried.delete(file);
        return;
      }
      const unsettled: string[] = [];
      for (const [file, before] of taken) {
        const now = await fileState(file);
        const changed = now.signature !== before.signature;
        const justWritten = takenAt - before.mtimeMs < RECENT_MS && retried.get(file) !== before.signature;
        if (changed || justWritten) unsettled.push(file);
      }
      if (unsettled.length === 0) return failure();
      const settled = await waitUntilStable(unsettled, signature);
      for (const [file, signature] of settled) {
        retried.set(file, signature);
        pending.add(file);
      }
    })().finally(() => {
      running = null;
      if (pending.size) void flush();
    });
  };
  const add = (file: string) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), 15);
  };
  return {
    add(file: string) {
      add(file);
      setTimeout(async () => {
        if (!pending.has(file) && (await signature(file)) !== seen.get(file)) add(file);
      }, RECHECK_AFTER_MS).unref();
    },
  };
}

/** Resolves once every file has kept its size and mtime for STABLE_MS (or MAX_WAIT_MS passed), with those signatures. */
async function waitUntilStable(files: string[], signature: (file: string) => Promise<string>): Promise<Map<string, string>> {
  const deadline = Date.now() + MAX_WAIT_MS;
  let last = new Map(await Promise.all(files.map(async (file) => [file, await signature(file)] as const)));
  let stableSince = Date.now();
  while (Date.now() - stableSince < STABLE_MS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const now = new Map(await Promise.all(files.map(async (file) => [file, await signature(file)] as const)));
    if (files.some((file) => now.get(file) !== last.get(file))) stableSince = Date.now();
    last = now;
  }
  return last;
}

/** A file's size and modification time, or null when it does not exist (tests pass a file table of their own). */
export type StatFile = (file: string) => Promise<{ size: number; mtimeMs: number } | null>;

const statOnDisk: StatFile = (file) => stat(file).then(
  (info) => ({ size: info.size, mtimeMs: info.mtimeMs }),
  () => null,
);

async function stateOf(statFile: StatFile, file: string): Promise<{ signature: string; mtimeMs: number }> {
  const info = await statFile(file);
  return info ? { signature: `${info.size}:${info.mtimeMs}`, mtimeMs: info.mtimeMs } : { signature: 'missing', mtimeMs: 0 };
}
