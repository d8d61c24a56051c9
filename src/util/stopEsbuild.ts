import { readFileSync } from 'node:fs';
import { esbuildLoaded, loadEsbuild } from './loadEsbuild.js';

/**
 * The child processes this thread started that are running (not yet exited), with their command
 * names (Linux's /proc; none elsewhere). A worker thread's own only: the main thread's esbuild
 * and the other workers' are theirs to stop.
 */
function runningChildren(): { pid: number; name: string }[] {
  try {
    const pids = readFileSync('/proc/thread-self/children', 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return pids.flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z' ? [] : [{ pid, name }];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** Whether `pid` is still a child of this process (running, or exited and not yet waited for). */
function isChild(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(process.pid);
  } catch {
    return false;
  }
}

/**
 * Ends esbuild's service process (the one the esbuild API starts and keeps for later calls) and
 * waits until this process has collected its exit, at most half a second: left alone it outlives
 * docsgen for a moment, as nobody's child, so the CPU it used is not counted in docsgen's
 * (`time docsgen build`, a test run's totals).
 */
export async function stopEsbuild(): Promise<void> {
  const services = runningChildren().filter((child) => child.name === 'esbuild');
  // A command that compiled nothing never loaded esbuild: nothing to stop, and nothing to load for it.
  if (services.length === 0 && !esbuildLoaded()) return;
  await (await loadEsbuild()).stop();
  for (let polls = 0; polls < 100 && services.some((child) => isChild(child.pid)); polls++) await new Promise((resolve) => setTimeout(resolve, 5));
}
