import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/util/errors.js';
import { snapshotVersion } from '../../src/versions/snapshotVersion.js';

// Each case's site folder, removed after the file's cases.
const sites: string[] = [];
afterAll(() => Promise.all(sites.splice(0).map((root) => rm(root, { recursive: true, force: true }))));

function site(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-docs-version-'));
  sites.push(root);
  mkdirSync(path.join(root, 'docs', 'guides'), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'intro.md'), '# Intro\n');
  writeFileSync(path.join(root, 'docs', 'guides', 'setup.md'), '# Setup\n');
  return root;
}

const sidebars = { docs: ['intro', { type: 'category' as const, label: 'Guides', items: ['guides/setup'] }] };
const snapshot = (root: string, name: string) => snapshotVersion({ name, rootDir: root, instanceId: 'default', docsDir: path.join(root, 'docs'), sidebars });
const read = (file: string) => readFileSync(file, 'utf8');

describe('snapshotVersion (docs:version)', () => {
  it('copies the docs and sidebars and puts the name first in versions.json', async () => {
    const root = site();
    await snapshot(root, '1.0');
    writeFileSync(path.join(root, 'docs', 'intro.md'), '# Intro, changed\n');
    await snapshot(root, '2.0');
    expect(JSON.parse(read(path.join(root, 'versions.json')))).toEqual(['2.0', '1.0']);
    expect(read(path.join(root, 'versioned_docs', 'version-1.0', 'intro.md'))).toBe('# Intro\n');
    expect(read(path.join(root, 'versioned_docs', 'version-2.0', 'intro.md'))).toBe('# Intro, changed\n');
    expect(read(path.join(root, 'versioned_docs', 'version-1.0', 'guides', 'setup.md'))).toBe('# Setup\n');
    expect(JSON.parse(read(path.join(root, 'versioned_sidebars', 'version-1.0-sidebars.json')))).toEqual(sidebars);
  });

  it('a second instance writes its own files', async () => {
    const root = site();
    await snapshotVersion({ name: '1.0', rootDir: root, instanceId: 'community', docsDir: path.join(root, 'docs'), sidebars });
    expect(JSON.parse(read(path.join(root, 'community_versions.json')))).toEqual(['1.0']);
    expect(existsSync(path.join(root, 'community_versioned_docs', 'version-1.0', 'intro.md'))).toBe(true);
    expect(existsSync(path.join(root, 'community_versioned_sidebars', 'version-1.0-sidebars.json'))).toBe(true);
  });

  it('refuses a taken name, a bad name, and a folder already there, writing nothing', async () => {
    const root = site();
    await snapshot(root, '1.0');
    await expect(snapshot(root, '1.0')).rejects.toThrow(/version "1\.0" already exists in .*versions\.json/);
    await expect(snapshot(root, '../up')).rejects.toThrow(UsageError);
    await expect(snapshot(root, 'current')).rejects.toThrow(/cannot be a version name/);
    // A folder left from an earlier attempt is the user's: kept as it is, and nothing else written.
    mkdirSync(path.join(root, 'versioned_docs', 'version-2.0'));
    writeFileSync(path.join(root, 'versioned_docs', 'version-2.0', 'mine.md'), 'mine');
    await expect(snapshot(root, '2.0')).rejects.toThrow(/version-2\.0 already exists: docsgen never writes over it/);
    expect(read(path.join(root, 'versioned_docs', 'version-2.0', 'mine.md'))).toBe('mine');
    expect(existsSync(path.join(root, 'versioned_docs', 'version-2.0', 'intro.md'))).toBe(false);
    expect(existsSync(path.join(root, 'versioned_sidebars', 'version-2.0-sidebars.json'))).toBe(false);
    expect(JSON.parse(read(path.join(root, 'versions.json')))).toEqual(['1.0']);
  });
});
