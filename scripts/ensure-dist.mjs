// In a checkout of docsgen (not in the published package, which ships dist/ compiled), compiles
// dist/ when it is missing or older than a file in src/: `npm ci && npm run build` and the tests
// then run what src/ says, and installing the package never runs a build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function ensureDist() {
  // Written last by compile.mjs: a compile that stopped half-way is done again.
  const marker = path.join(root, 'dist', 'fingerprint');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const src = path.join(root, 'src');
  // compile.mjs itself too: a change to what it bundles changes dist/ with src/ as it was.
  const stale = builtAt === 0 || statSync(path.join(root, 'scripts', 'compile.mjs')).mtimeMs > builtAt || newerUnder(src, builtAt);
  if (stale) execFileSync(process.execPath, [path.join('scripts', 'compile.mjs')], { cwd: root, stdio: 'inherit' });
}

/**
 * True when a file or folder under `dir` was modified after `time` (a folder's own time changes when
 * a file in it is added, removed or renamed). Walked by hand, one stat an entry (Node 20's recursive
 * readdir stats every entry to find the folders), and the paths joined as strings: path.join's
 * normalising was 5 of this walk's 9 ms of CPU at every start of bin/docsgen (439 files).
 */
function newerUnder(dir, time) {
  for (const name of readdirSync(dir)) {
    const file = `${dir}${path.sep}${name}`;
    const stat = statSync(file);
    if (stat.mtimeMs > time || (stat.isDirectory() && newerUnder(file, time))) return true;
  }
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDist();
