import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import { SourceMemo } from '../../src/content/sourceMemo.js';
import { hashInputs } from '../../src/output/upToDate.js';
import { findReact } from '../../src/theme/findReact.js';
import { loadTestContent } from '../helpers/loadTestContent.js';

// Every synchronous read of a page source (docsgen reads pages with readFileSync), by file.
const reads = vi.hoisted(() => new Map<string, number>());
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((file: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    if (String(file).endsWith('.md')) reads.set(String(file), (reads.get(String(file)) ?? 0) + 1);
    return (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

let dir: string;
let good: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-read-once-'));
  good = path.join(dir, 'content', 'docs', 'good.md');
  await mkdir(path.dirname(good), { recursive: true });
  await writeFile(good, '# Good\n\nText.\n');
  await writeFile(path.join(dir, 'content', 'docs', 'other.md'), '# Other\n\nMore text.\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const config = () =>
  validateConfig(
    { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'good' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/good' } } },
    path.join(dir, 'site.config.ts'),
  );

/** What a build does with the pages' sources: the up-to-date check hashes the inputs, then the content stage reads the pages. */
async function build(): Promise<string[]> {
  // The files were written just now: a clock a minute ahead lets their stats be trusted (no waiting).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 60_000);
  try {
    const loaded = config();
    await hashInputs({ ...loaded, react: findReact(dir), reactFingerprint: 'react' }, path.join(dir, 'build'), Promise.resolve(new Map()));
    const memo = new SourceMemo(loaded.paths.cache.sources);
    const content = await loadTestContent(loaded, { sourceMemo: memo });
    await memo.save();
    return content.docs.map((doc) => doc.title).sort();
  } finally {
    vi.useRealTimers();
  }
}

describe("a page's source", () => {
  it('is read from disk once in a build where it changed: the up-to-date check hashes it, the content stage takes the same read', async () => {
    expect(await build()).toEqual(['Good', 'Other']);
    await writeFile(good, '# Better\n\nText.\n');
    reads.clear();
    expect(await build()).toEqual(['Better', 'Other']);
    expect(reads.get(good)).toBe(1);
  });
});
