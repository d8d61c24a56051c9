import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedPackages } from '../../src/util/cachedBuild.js';

/**
 * installedPackages: what the package managers recorded of a site's install, for the caches' keys.
 * It is part of keys meant to hold wherever the site is (the client bundle's: a moved site, a cache
 * restored into another checkout, the tests' copies sharing one folder of bundles), so it names
 * the records from the site's folder, not by their absolute paths.
 */
const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-installed-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const npmRecord = (version: string) => JSON.stringify({ name: 'site', lockfileVersion: 3, packages: { 'node_modules/remark-lantern': { version } } });

describe('installedPackages', () => {
  it('is the same for two folders as deep holding the same install records (a moved site), and another once one changes', async () => {
    const files = { 'node_modules/.package-lock.json': npmRecord('1.0.0'), 'package-lock.json': npmRecord('1.0.0') };
    const first = await site(files);
    const second = await site(files);
    const hash = installedPackages(first);
    expect(hash).not.toBe('none');
    expect(installedPackages(second)).toBe(hash);
    await writeFile(path.join(second, 'node_modules', '.package-lock.json'), npmRecord('1.10.0'));
    expect(installedPackages(second)).not.toBe(hash);
  });

  it("counts bun's binary lockfile (bun.lockb, bun 1.1 and before)", async () => {
    const dir = await site({ 'bun.lockb': 'bun lockfile 1.0.0' });
    const before = installedPackages(dir);
    expect(before).not.toBe('none');
    await writeFile(path.join(dir, 'bun.lockb'), 'bun lockfile 1.10.0');
    expect(installedPackages(dir)).not.toBe(before);
  });
});
