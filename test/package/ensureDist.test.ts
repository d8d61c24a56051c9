import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * scripts/ensure-dist.mjs in a checkout: dist/ is compiled again when it is missing or a file or
 * folder anywhere under src/ (or scripts/compile.mjs) changed after dist/fingerprint was written.
 * Run here in a copy whose compile.mjs only counts its runs and writes the fingerprint.
 */
let root: string;
const SCRIPT = fileURLToPath(new URL('../../scripts/ensure-dist.mjs', import.meta.url));
const T0 = new Date('2026-01-01T00:00:00Z');
const LATER = new Date('2026-01-02T00:00:00Z');

async function compiles(): Promise<number> {
  return (await readFile(path.join(root, 'compiled.log'), 'utf8').catch(() => '')).length;
}

/** Runs the copy's ensure-dist; true when it compiled. */
async function ensure(): Promise<boolean> {
  const before = await compiles();
  execFileSync(process.execPath, [path.join(root, 'scripts', 'ensure-dist.mjs')], { cwd: root, stdio: 'pipe' });
  return (await compiles()) > before;
}

/** Gives every file and folder of the copy the time T0, and the fingerprint the time after it. */
async function settle(): Promise<void> {
  for (const file of ['src', 'src/cli.ts', 'src/a', 'src/a/b', 'src/a/b/deep.ts', 'scripts/compile.mjs']) await utimes(path.join(root, file), T0, T0);
  const fingerprint = new Date(T0.getTime() + 1000);
  await utimes(path.join(root, 'dist', 'fingerprint'), fingerprint, fingerprint);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-ensure-dist-'));
  await mkdir(path.join(root, 'scripts'));
  await mkdir(path.join(root, 'src', 'a', 'b'), { recursive: true });
  await copyFile(SCRIPT, path.join(root, 'scripts', 'ensure-dist.mjs'));
  await writeFile(
    path.join(root, 'scripts', 'compile.mjs'),
    "import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';\nappendFileSync('compiled.log', 'x');\nmkdirSync('dist', { recursive: true });\nwriteFileSync('dist/fingerprint', 'f');\n",
  );
  await writeFile(path.join(root, 'src', 'cli.ts'), 'export {};\n');
  await writeFile(path.join(root, 'src', 'a', 'b', 'deep.ts'), 'export const deep = 1;\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('ensure-dist', () => {
  it('compiles when dist/ is missing, not when it is newer than src/, again when a file deep in src/ was edited or one was removed', async () => {
    expect(await ensure()).toBe(true);
    await settle();
    expect(await ensure()).toBe(false);
    // An edit in place deep down: only the file's own time changes.
    await utimes(path.join(root, 'src', 'a', 'b', 'deep.ts'), LATER, LATER);
    expect(await ensure()).toBe(true);
    await settle();
    expect(await ensure()).toBe(false);
    // A file removed: its folder's time changes.
    await utimes(path.join(root, 'src', 'a', 'b'), LATER, LATER);
    expect(await ensure()).toBe(true);
    await settle();
    // compile.mjs itself changed.
    await utimes(path.join(root, 'scripts', 'compile.mjs'), LATER, LATER);
    expect(await ensure()).toBe(true);
  });
});
