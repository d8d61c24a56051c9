import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsgenFingerprint } from '../../src/util/docsgenFingerprint.js';
// @ts-expect-error: a plain .mjs script (compile.mjs runs it), without declarations.
import { writeDistFingerprint } from '../../scripts/distFingerprint.mjs';
import { ROOT } from '../helpers/cli.js';

const roots: string[] = [];

/** A fake docsgen package: package.json and a compiled file, plus a source map, fingerprinted as compiling dist/ does. */
async function fakePackage(code: string, version = '1.0.0', touch?: Date): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fingerprint-'));
  roots.push(root);
  await mkdir(path.join(root, 'dist', 'nested'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: 'docsgen', version }));
  await writeFile(path.join(root, 'dist', 'nested', 'chunk.js'), code);
  await writeFile(path.join(root, 'dist', 'nested', 'chunk.js.map'), `{"sources":["${root}"]}`);
  if (touch) await utimes(path.join(root, 'dist', 'nested', 'chunk.js'), touch, touch);
  (writeDistFingerprint as (dist: string) => void)(path.join(root, 'dist'));
  return root;
}

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('docsgenFingerprint', () => {
  it('is the same for the same code, wherever it is installed and however recently compiled', async () => {
    const [a, b] = await Promise.all([fakePackage('export const x = 1;'), fakePackage('export const x = 1;', '1.0.0', new Date(2030, 0, 1))]);
    expect(docsgenFingerprint(a)).toBe(docsgenFingerprint(b));
  });

  it('changes with the compiled code or the version', async () => {
    const base = docsgenFingerprint(await fakePackage('export const x = 1;'));
    expect(docsgenFingerprint(await fakePackage('export const x = 2;'))).not.toBe(base);
    expect(docsgenFingerprint(await fakePackage('export const x = 1;', '1.0.1'))).not.toBe(base);
  });

  it('is read from the one file compiling dist/ writes: a build does not read every compiled file', async () => {
    const [a, b] = await Promise.all([fakePackage('export const x = 1;'), fakePackage('export const x = 1;')]);
    expect(await readFile(path.join(a, 'dist', 'fingerprint'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    // A compiled file changed without compiling again is not looked at (compiling writes the file again).
    await writeFile(path.join(b, 'dist', 'nested', 'chunk.js'), 'export const x = 2;');
    expect(docsgenFingerprint(b)).toBe(docsgenFingerprint(a));
    // This checkout's dist/ has one (scripts/compile.mjs wrote it).
    expect(await readFile(path.join(ROOT, 'dist', 'fingerprint'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });

  it('names the folder when dist/ has no fingerprint, rather than reusing caches it cannot tell apart', async () => {
    const root = await fakePackage('export const x = 1;');
    await rm(path.join(root, 'dist', 'fingerprint'));
    expect(() => docsgenFingerprint(root)).toThrow(`${path.join(root, 'dist')} has no fingerprint file`);
  });
});
