import { mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { processAlive } from '../util/interrupts.js';

/**
 * One build's hold on the search cache folder (one entry a shard's files): the entries it reads or
 * writes are recorded, and at its end the others are pruned, so the folder holds about one build's
 * entries however many builds ran. While another build holds the folder (its lock file names a
 * live process), nothing is pruned: that build may be linking an entry into its output.
 */
export interface SearchCacheLock {
  /** Records an entry (a folder in the cache folder) this build uses, and marks it as used now. */
  use(entry: string): Promise<void>;
  /** Removes the entries this build did not use, unless another build holds the folder; then lets go of it. */
  prune(): Promise<void>;
  /** Lets go of the folder without pruning (a build that failed). */
  release(): Promise<void>;
}

const LOCK_PREFIX = '.lock-';
let locksTaken = 0;

/** Takes a hold on the search cache folder `dir` (made when missing); undefined when it cannot be written. */
export async function lockSearchCache(dir: string): Promise<SearchCacheLock | undefined> {
  // Entries older than the build's start are the ones a build may prune: one another build has used
  // since then has a later time (see use).
  const startedAt = Date.now();
  const lock = path.join(dir, `${LOCK_PREFIX}${process.pid}-${threadId}-${++locksTaken}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(lock, '');
  } catch {
    return undefined;
  }
  const used = new Set<string>();
  const release = () => rm(lock, { force: true });
  return {
    async use(entry) {
      used.add(path.basename(entry));
      const now = new Date();
      await utimes(entry, now, now).catch(() => undefined);
    },
    async prune() {
      try {
        const names = await readdir(dir);
        if (await heldByAnother(dir, names, path.basename(lock))) return;
        for (const name of names) {
          if (name.startsWith(LOCK_PREFIX) || used.has(name)) continue;
          const entry = path.join(dir, name);
          const since = await stat(entry).then((info) => info.mtimeMs, () => undefined);
          if (since !== undefined && since < startedAt) await rm(entry, { recursive: true, force: true });
        }
      } finally {
        await release();
      }
    },
    release,
  };
}

/** Whether a lock file other than `own` names a live process (a dead one's lock is removed). */
async function heldByAnother(dir: string, names: string[], own: string): Promise<boolean> {
  let held = false;
  for (const name of names) {
    if (!name.startsWith(LOCK_PREFIX) || name === own) continue;
    const pid = Number(name.slice(LOCK_PREFIX.length).split('-')[0]);
    if (processAlive(pid)) held = true;
    else await rm(path.join(dir, name), { force: true });
  }
  return held;
}
