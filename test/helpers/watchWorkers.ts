import { Worker } from 'node:worker_threads';
import { vi } from 'vitest';

/** Every worker started from now on, in the order started (a pool listens to each one it starts); `vi.restoreAllMocks()` stops watching. */
export function watchWorkers(): Set<Worker> {
  const started = new Set<Worker>();
  const on = Worker.prototype.on;
  vi.spyOn(Worker.prototype, 'on').mockImplementation(function (this: Worker, ...args: Parameters<Worker['on']>) {
    started.add(this);
    return on.apply(this, args);
  });
  return started;
}
