import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processAlive } from '../../src/util/interrupts.js';

describe('processAlive', () => {
  it('is true for this process and false for one that has exited', () => {
    expect(processAlive(process.pid)).toBe(true);
    const child = spawnSync(process.execPath, ['-e', '']);
    expect(child.pid).toBeGreaterThan(0);
    expect(processAlive(child.pid!)).toBe(false);
  });

  it('never takes a process group or a pid that is not one (0, negative, NaN from a bad file name) for a live build', () => {
    for (const pid of [0, -1, -process.pid, Number.NaN, 1.5]) expect(processAlive(pid)).toBe(false);
  });
});
