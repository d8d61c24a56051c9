// npm run bench:suite [-- test files…] — runs the test suite (or the files named) once and prints
// where its time goes: the wall time, the CPU seconds of the whole run (every process it waited
// for), the load average before and after, and the 15 test files that cost the most CPU (their
// own process, threads included, plus the child processes they ran: CLI builds, Chromium), with
// their wall times; and the CPU of the Chromium the browser files share, whose page processes
// escape the shell's count (bench/processTreeCpu.ts). The figures for issue #22's "npm test ≤ 6
// min" come from here, never from a timed test. Linux only (reads /proc). The per-file lines are
// kept in bench/suite-results.jsonl.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'bench', 'suite-results.jsonl');
rmSync(out, { force: true });
const files = process.argv.slice(2);
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const loadBefore = load();
const start = performance.now();
// `times` in the same shell: the CPU of every process the run waited for.
const shell = spawnSync('bash', ['-c', 'npx vitest run --config bench/vitest.suite.config.ts "$@" >&2; code=$?; times; exit $code', 'suite', ...files], {
  cwd: root,
  env: { ...process.env, DOCSGEN_SUITE_CPU: out },
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
const wall = (performance.now() - start) / 1000;
// `times` prints the shell's own user/sys, then its children's: "0m12.345s 0m1.234s".
const seconds = (text) => [...text.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
const [, , childUser = 0, childSys = 0] = seconds(shell.stdout);
const all = readFileSync(out, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
// Chromium's line (test/globalSetup.ts): not a file; the shell's count holds only part of its time.
const rows = all.filter((row) => row.file.startsWith('/'));
const chromium = all.find((row) => !row.file.startsWith('/'));
const chromiumCpu = chromium ? chromium.self + chromium.children : 0;
rows.sort((a, b) => b.self + b.children - (a.self + a.children));
const perFile = rows.reduce((sum, row) => sum + row.self + row.children, 0);
console.log(`\nexit ${shell.status}; wall ${(wall / 60).toFixed(1)} min; CPU ${Math.round(childUser + childSys)} s (user ${Math.round(childUser)}, sys ${Math.round(childSys)}); ${rows.length} files, ${Math.round(perFile)} s of it in test files; Chromium ${Math.round(chromiumCpu)} s, mostly not in the CPU count (so the run used ${Math.round(childUser + childSys)}-${Math.round(childUser + childSys + chromiumCpu)} s); ${os.availableParallelism()} cores; load average ${loadBefore} before, ${load()} after`);
console.log('\nCPU s  (own + children)  wall s  file');
for (const row of rows.slice(0, 15)) {
  console.log(`${(row.self + row.children).toFixed(1).padStart(6)}  (${row.self.toFixed(1)} + ${row.children.toFixed(1)})`.padEnd(25) + `${row.wall.toFixed(1).padStart(7)}  ${path.relative(root, row.file)}`);
}
process.exitCode = shell.status ?? 1;
