/**
 * Clean-up that must run when the user stops docsgen (Ctrl-C, `kill`): a half-written output
 * generation, the compiled config beside site.config.ts. The CLI installs the handlers; code that
 * creates something temporary registers a synchronous clean-up for as long as it exists.
 */
const cleanups = new Set<() => void>();

/** Registers `fn` to run on SIGINT/SIGTERM; returns the function that unregisters it. */
export function onInterrupt(fn: () => void): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
let installed = false;

/** SIGINT exits with 130 and SIGTERM with 143, as a shell reports them, after every clean-up ran. */
export function installInterruptHandlers(): void {
  if (installed) return;
  installed = true;
  for (const [signal, code] of Object.entries(EXIT_CODES)) {
    process.on(signal, () => {
      for (const fn of [...cleanups]) {
        try {
          fn();
        } catch {
          // Clean-up is best effort: the next build removes whatever is left.
        }
      }
      process.exit(code);
    });
  }
}

/** Whether process `pid` is still running (a build that owns a temporary folder). */
export function processAlive(pid: number): boolean {
  // 0 and negative pids name process groups (kill(0, 0) always succeeds): never a build's.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
