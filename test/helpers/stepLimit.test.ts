import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitSteps, STEP_LIMIT_MS, withinLimit } from './stepLimit.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A step that never settles, as `page.evaluate` on a page whose main thread never answers. */
const never = () => new Promise<never>(() => undefined);

describe('withinLimit', () => {
  it('rejects a step that has not settled at the limit, naming the step', async () => {
    const step = withinLimit(never(), 'page.title()');
    const failed = expect(step).rejects.toThrow(`page.title() did not settle within ${STEP_LIMIT_MS / 1000} s`);
    await vi.advanceTimersByTimeAsync(STEP_LIMIT_MS - 1);
    let settled = false;
    void step.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it("hands back the step's value or error, and leaves no timer behind", async () => {
    await expect(withinLimit(Promise.resolve(42), 'page.evaluate()')).resolves.toBe(42);
    await expect(withinLimit(Promise.reject(new Error('Target closed')), 'page.evaluate()')).rejects.toThrow('Target closed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("names the test's line that took the step in the error's stack", async () => {
    const caught = withinLimit(never(), 'page.evaluate()', 10).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(10);
    const error = await caught;
    expect(error.stack).toContain('stepLimit.test.ts');
  });
});

describe('limitSteps', () => {
  it("limits the named methods only, called on their own object with the caller's arguments", async () => {
    const page = {
      seen: [] as unknown[],
      evaluate(...args: unknown[]) {
        this.seen.push(...args);
        return never();
      },
      url() {
        return 'about:blank';
      },
    };
    limitSteps(page, 'page', ['evaluate', 'title']);
    const step = page.evaluate('document.title', 1);
    expect(page.seen).toEqual(['document.title', 1]);
    const failed = expect(step).rejects.toThrow('page.evaluate() did not settle within 60 s');
    await vi.advanceTimersByTimeAsync(STEP_LIMIT_MS);
    await failed;
    expect(page.url()).toBe('about:blank');
    expect('title' in page).toBe(false);
  });
});
