import { describe, expect, it } from 'vitest';
import { phaseCpuTimes, silentLogger, task, type PhaseTimes } from '../../src/util/log.js';

/** Keeps this thread busy until it has used `ms` of processor time. */
function spin(ms: number): void {
  const start = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return;
  }
}

describe('task', () => {
  it("records each phase's processor time beside its time on the wall", async () => {
    const times: PhaseTimes = {};
    await task('busy', times, silentLogger, () => spin(40));
    await task('waiting', times, silentLogger, () => new Promise<void>((resolve) => setImmediate(resolve)));
    const cpu = phaseCpuTimes(times);
    expect(Object.keys(cpu)).toEqual(['busy', 'waiting']);
    expect(cpu.busy).toBeGreaterThanOrEqual(40);
    expect(cpu.waiting!).toBeLessThan(cpu.busy!);
  });

  it('records nothing for a phase that failed, and nothing for another build', async () => {
    const times: PhaseTimes = {};
    await expect(task('broken', times, silentLogger, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(phaseCpuTimes(times)).toEqual({});
    expect(phaseCpuTimes({})).toEqual({});
  });
});
