import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRunHelperThread, treeWorkerCount, workerCount, workersFromEnv } from '../../src/workers.js';

const existing = fileURLToPath(import.meta.url);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('worker policy', () => {
  it('uses one page worker (content shard, render worker) per core from two cores, at most eight', () => {
    vi.stubEnv('DOCSGEN_WORKERS', '');
    vi.spyOn(os, 'availableParallelism').mockReturnValue(1);
    expect(workerCount()).toBe(1);
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    expect(workerCount()).toBe(2);
    vi.spyOn(os, 'availableParallelism').mockReturnValue(32);
    expect(workerCount()).toBe(8);
  });
  it('keeps content workers that hand back trees in one thread below four cores, where they measured slower', () => {
    vi.stubEnv('DOCSGEN_WORKERS', '');
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    expect(treeWorkerCount()).toBe(1);
    vi.spyOn(os, 'availableParallelism').mockReturnValue(4);
    expect(treeWorkerCount()).toBe(4);
  });
  it('lets DOCSGEN_WORKERS override the core count', () => {
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    vi.stubEnv('DOCSGEN_WORKERS', '3');
    expect(workerCount()).toBe(3);
    expect(treeWorkerCount()).toBe(3);
    vi.stubEnv('DOCSGEN_WORKERS', '0');
    expect(workerCount()).toBe(0);
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
