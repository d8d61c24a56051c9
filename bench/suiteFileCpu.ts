// Setup file of `npm run bench:suite` (bench/suite.mjs): appends one line per test file to the file
// DOCSGEN_SUITE_CPU names, with the CPU seconds the file's test process used itself (threads
// included) and through the child processes it waited for (CLI runs, Chromium), and its wall time.
// esbuild's service (in-process builds) is ended and collected first, so its CPU is counted here
// (left alone it outlives the test process, nobody's child, and counts nowhere); the CLI ends its own.
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { stopEsbuild } from '../src/util/stopEsbuild.js';

/** utime, stime, cutime, cstime of this process from /proc (Linux), in seconds. */
function cpu(): number[] {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return [11, 12, 13, 14].map((i) => Number(fields[i]) / 100);
}

const start = cpu();
const started = performance.now();
afterAll(async () => {
  const out = process.env.DOCSGEN_SUITE_CPU;
  if (!out) return;
  await stopEsbuild();
  const d = cpu().map((value, i) => value - start[i]!);
  appendFileSync(out, `${JSON.stringify({ file: expect.getState().testPath, self: d[0]! + d[1]!, children: d[2]! + d[3]!, wall: (performance.now() - started) / 1000 })}\n`);
});
