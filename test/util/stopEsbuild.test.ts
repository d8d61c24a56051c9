import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { stopEsbuild } from '../../src/util/stopEsbuild.js';

/** This process's children named esbuild, exited or not (Linux's /proc). */
function esbuildChildren(): number[] {
  const tasks = readFileSync('/proc/self/task/' + process.pid + '/children', 'utf8');
  return tasks.trim().split(/\s+/).filter(Boolean).map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'esbuild';
    } catch {
      return false;
    }
  });
}

/**
 * The CLI ends esbuild's service before it exits and collects its exit: otherwise the service
 * outlives docsgen as nobody's child and the CPU it used is missing from docsgen's (a test run's
 * totals under-counted by about a quarter of a build's CPU).
 */
describe.runIf(process.platform === 'linux')('stopEsbuild', () => {
  it("ends the service and has collected its exit when it returns; esbuild starts another for the next call", async () => {
    await build({ stdin: { contents: 'export const tide = 1;' }, write: false });
    const [service] = esbuildChildren();
    expect(service).toBeGreaterThan(0);
    await stopEsbuild();
    // Collected: no longer this process's child, not even as an exited one waiting to be collected.
    expect(esbuildChildren()).not.toContain(service);
    const again = await build({ stdin: { contents: 'export const tide = 2;' }, write: false, minify: true });
    expect(again.outputFiles[0]!.text).toContain('2');
    await stopEsbuild();
  });
});
