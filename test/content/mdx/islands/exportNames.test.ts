import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RACY_MS } from '../../../../src/util/statStamp.js';

const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof import('esbuild')>();
  return {
    ...esbuild,
    build: (...args: Parameters<typeof esbuild.build>) => {
      builds.count += 1;
      return esbuild.build(...args);
    },
  };
});

const { exportNames } = await import('../../../../src/content/mdx/islands/exportNames.js');

describe('exportNames', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-export-names-'));
    await writeFile(path.join(dir, 'index.js'), "export * from './card.js';\nexport const version = 1;\n");
    await writeFile(path.join(dir, 'card.js'), 'export function Card() { return null; }\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The clock as it is RACY_MS and more after the files were written: their stats can be trusted. */
  const later = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RACY_MS + 1000);
  };

  it('follows `export * from` and reads a module once while its files are unchanged', async () => {
    const entry = path.join(dir, 'index.js');
    later();
    const before = builds.count;
    expect((await exportNames(entry)).sort()).toEqual(['Card', 'version']);
    expect((await exportNames(entry)).sort()).toEqual(['Card', 'version']);
    expect(builds.count - before).toBe(1);
  });

  it('does not trust the stat of a file written within RACY_MS of the read (it could change again unseen)', async () => {
    const entry = path.join(dir, 'fresh.js');
    await writeFile(entry, 'export const fresh = 1;\n');
    const before = builds.count;
    await exportNames(entry);
    await exportNames(entry);
    expect(builds.count - before).toBe(2);
  });

  it('reads it again when a re-exported file changed', async () => {
    const entry = path.join(dir, 'index.js');
    await exportNames(entry);
    await writeFile(path.join(dir, 'card.js'), 'export function Card() { return null; }\nexport function CardList() { return null; }\n');
    expect((await exportNames(entry)).sort()).toEqual(['Card', 'CardList', 'version']);
  });
});
