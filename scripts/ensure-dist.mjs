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
  const stale = builtAt === 0 || readdirSync(src, { recursive: true, encoding: 'utf8' }).some((file) => statSync(path.join(src, file)).mtimeMs > builtAt);
  if (stale) execFileSync(process.execPath, [path.join('scripts', 'compile.mjs')], { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDist();
