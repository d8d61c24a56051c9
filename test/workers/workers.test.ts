import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRunHelperThread, workerCount, workersFromEnv } from '../../src/workers/workers.js';

const existing = fileURLToPath(import.meta.url);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('worker policy', () => {
  it('runs page work in one worker per core, at most sixteen, and in one worker on one core', () => {
    vi.stubEnv('DOCSGEN_WORKERS', '');
    vi.spyOn(os, 'availableParallelism').mockReturnValue(1);
    expect(workerCount()).toBe(1);
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    expect(workerCount()).toBe(2);
    vi.spyOn(os, 'availableParallelism').mockReturnValue(32);
    expect(workerCount()).toBe(16);
  });
  it('lets DOCSGEN_WORKERS (what --workers sets) override the core count; page work never leaves the workers', () => {
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    vi.stubEnv('DOCSGEN_WORKERS', '3');
    expect(workerCount()).toBe(3);
    vi.stubEnv('DOCSGEN_WORKERS', '0');
    expect(workerCount()).toBe(1);
  });
  it('reads DOCSGEN_WORKERS as a number when it is set, anything else as 0', () => {
    vi.stubEnv('DOCSGEN_WORKERS', undefined);
    expect(workersFromEnv()).toBeUndefined();
    vi.stubEnv('DOCSGEN_WORKERS', '');
    expect(workersFromEnv()).toBeUndefined();
    vi.stubEnv('DOCSGEN_WORKERS', '3');
    expect(workersFromEnv()).toBe(3);
    vi.stubEnv('DOCSGEN_WORKERS', 'many');
    expect(workersFromEnv()).toBe(0);
    vi.stubEnv('DOCSGEN_WORKERS', '-2');
    expect(workersFromEnv()).toBe(-2);
    vi.stubEnv('DOCSGEN_WORKERS', '40');
    expect(workersFromEnv()).toBe(40);
    expect(workerCount()).toBe(16);
  });
  it('runs the helper thread with a second core, unless DOCSGEN_WORKERS turns threads off', () => {
    vi.stubEnv('DOCSGEN_WORKERS', '');
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    expect(canRunHelperThread(existing)).toBe(true);
    expect(canRunHelperThread(`${existing}.missing`)).toBe(false);
    vi.stubEnv('DOCSGEN_WORKERS', '1');
    expect(canRunHelperThread(existing)).toBe(false);
    vi.stubEnv('DOCSGEN_WORKERS', '');
    vi.spyOn(os, 'availableParallelism').mockReturnValue(1);
    expect(canRunHelperThread(existing)).toBe(false);
  });
});
