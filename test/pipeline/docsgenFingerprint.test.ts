import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsgenFingerprint } from '../../src/docsgenFingerprint.js';

const roots: string[] = [];

/** A fake docsgen package: package.json and a compiled file, plus a source map. */
async function fakePackage(code: string, version = '1.0.0'): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fingerprint-'));
  roots.push(root);
  await mkdir(path.join(root, 'dist', 'nested'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: 'docsgen', version }));
  await writeFile(path.join(root, 'dist', 'nested', 'chunk.js'), code);
  await writeFile(path.join(root, 'dist', 'nested', 'chunk.js.map'), `{"sources":["${root}"]}`);
  return root;
}

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('docsgenFingerprint', () => {
  it('is the same for the same code, wherever it is installed and however recently compiled', async () => {
    const [a, b] = await Promise.all([fakePackage('export const x = 1;'), fakePackage('export const x = 1;')]);
    await utimes(path.join(b, 'dist', 'nested', 'chunk.js'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(docsgenFingerprint(a)).toBe(docsgenFingerprint(b));
  });

  it('changes with the compiled code or the version', async () => {
    const base = docsgenFingerprint(await fakePackage('export const x = 1;'));
    expect(docsgenFingerprint(await fakePackage('export const x = 2;'))).not.toBe(base);
    expect(docsgenFingerprint(await fakePackage('export const x = 1;', '1.0.1'))).not.toBe(base);
  });
});
