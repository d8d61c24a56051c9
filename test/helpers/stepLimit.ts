/**
 * How long a browser step that Playwright sets no limit on may take: `page.evaluate` and what is
 * built on it (`page.title`, a test's own reads of the page) wait for the page's main thread as long
 * as it takes (Playwright's evaluate has no timeout option), and so do opening a context or a page.
 * Without a limit, a page whose main thread never answers holds its test until the test's own
 * limit (180 s), which names no step. The same bound as expect.poll's in vitest.config.ts: what a
 * loaded machine (two CPU hogs beside the suite) needs for a step that does finish.
 */
export const STEP_LIMIT_MS = 60_000;

/**
 * `step`, or a rejection naming `what` once it has not settled within `limitMs`. The error is made
 * when the step starts, so its stack names the test's line that took it.
 */
export function withinLimit<T>(step: Promise<T>, what: string, limitMs: number = STEP_LIMIT_MS): Promise<T> {
  const error = new Error(`${what} did not settle within ${limitMs / 1000} s: the page's main thread never answered (a busy or hung page), or the page or browser went away without Playwright noticing`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error), limitMs);
  });
  return Promise.race([step, limit]).finally(() => clearTimeout(timer));
}

/**
 * Gives each of `methods` of `target` (those that return a promise) the limit of withinLimit, named
 * `<label>.<method>()`. The step itself is not cancelled: its test fails, and the page is closed
 * after it as any page its test left behind.
 */
export function limitSteps(target: object, label: string, methods: readonly string[], limitMs: number = STEP_LIMIT_MS): void {
  const object = target as Record<string, unknown>;
  for (const name of methods) {
    const method = object[name];
    if (typeof method !== 'function') continue;
    object[name] = (...args: unknown[]) => withinLimit(Promise.resolve((method as (...a: unknown[]) => unknown).apply(target, args)), `${label}.${name}()`, limitMs);
  }
}
