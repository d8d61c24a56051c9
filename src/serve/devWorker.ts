import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { onEachMessage } from '../workers/onEachMessage.js';
import { inThreadBuilder, type DevChange } from './devBuilder.js';

// On Linux a thread has a priority of its own: this one (and the page workers it starts, which
// inherit it) yields the processor to the server's thread, which then answers requests at once
// even on a busy machine. (Elsewhere the call would lower the whole process, server included.)
// Five steps, not more: at +10 the build got a twentieth of the processor beside two busy
// programs, and a rebuild of a big page took minutes.
const LOWER_BY = 5;
if (process.platform === 'linux') {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + LOWER_BY));
  } catch {
    // Best effort: without it the server still answers, only later on a loaded machine.
  }
}

/** The dev server's build thread: runs the generator for each change the server sends, one at a time. */
const { configPath, locale } = workerData as { configPath: string; locale?: string };
const builder = inThreadBuilder(configPath, undefined, locale);
onEachMessage(parentPort!, async ({ id, change }: { id: number; change: DevChange }) => {
  try {
    parentPort!.postMessage({ id, run: await builder.run(change) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error | undefined)?.message ?? String(error) });
  }
});
