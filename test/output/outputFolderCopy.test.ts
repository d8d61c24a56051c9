import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputFolder } from '../../src/output/outputFolder.js';

/**
 * A plugin's large cache files (the search shards: some 25 MB at 1,000 pages) go into every new
 * output folder: hard-linked when the plugin says nothing changes them in place, else copied.
 */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-output-copy-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('OutputFolder.copyFile', () => {
  it('links the file with `link` (same bytes on disk, counted like a copy), copies it without', async () => {
    const cached = path.join(root, 'cache.json');
    await writeFile(cached, '{"shard":1}');
    const out = await createOutputFolder(path.join(root, 'build'));
    await out.copyFile('search/linked.json', cached, true);
    await out.copyFile('search/copied.json', cached);
    const source = await stat(cached);
    const linked = await stat(path.join(out.dir, 'search/linked.json'));
    const copied = await stat(path.join(out.dir, 'search/copied.json'));
    expect(linked.ino).toBe(source.ino);
    expect(copied.ino).not.toBe(source.ino);
    expect([...out.files].sort()).toEqual(['search/copied.json', 'search/linked.json']);
    expect(out.bytes).toBe(2 * source.size);
    await out.commit();
    // The published output keeps its bytes when the cache's file is replaced (removed, written anew).
    await rm(cached);
    await writeFile(cached, '{"shard":2}');
    expect(await readFile(path.join(root, 'build/search/linked.json'), 'utf8')).toBe('{"shard":1}');
  });
});
