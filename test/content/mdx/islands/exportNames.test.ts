import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

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

  it('follows `export * from` and reads a module once while its files are unchanged', async () => {
    const entry = path.join(dir, 'index.js');
    const before = builds.count;
    expect((await exportNames(entry)).sort()).toEqual(['Card', 'version']);
    expect((await exportNames(entry)).sort()).toEqual(['Card', 'version']);
    expect(builds.count - before).toBe(1);
  });

  it('reads it again when a re-exported file changed', async () => {
    const entry = path.join(dir, 'index.js');
    await exportNames(entry);
    await writeFile(path.join(dir, 'card.js'), 'export function Card() { return null; }\nexport function CardList() { return null; }\n');
    expect((await exportNames(entry)).sort()).toEqual(['Card', 'CardList', 'version']);
  });
});
