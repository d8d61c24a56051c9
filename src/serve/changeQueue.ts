import { stat } from 'node:fs/promises';

/**
 * chokidar drops a second change to the same file within 50 ms of the first (it has no trailing
 * event): a save quickly followed by another (a formatter on save, or an editor writing in two
 * steps) would leave the first version on screen. Each reported change is looked at again after
 * that window, and queued again if the file is not as the last rebuild found it.
 */
const RECHECK_AFTER_MS = 60;

/** Collects changed paths for a moment, then runs one rebuild at a time with all of them. */
export function createChangeQueue(run: (paths: Set<string>) => Promise<void>) {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  // Each path's size and modification time when a rebuild last took it up.
  const seen = new Map<string, string>();
  const flush = async () => {
    timer = undefined;
    if (running) return;
    const batch = pending;
    pending = new Set();
    running = (async () => {
      await Promise.all([...batch].map(async (file) => seen.set(file, await signature(file))));
      await run(batch);
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

async function signature(file: string): Promise<string> {
  return stat(file).then(
    (info) => `${info.size}:${info.mtimeMs}`,
    () => 'missing',
  );
}
