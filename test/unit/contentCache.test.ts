import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentCache } from '../../src/content/contentCache.js';
import type { Doc } from '../../src/content/types.js';

let dir: string;

const doc = (id: string, text: string): Doc => ({
  id,
  sourcePath: `/site/content/docs/${id}.md`,
  displayPath: `content/docs/${id}.md`,
  route: `/docs/${id}`,
  frontMatter: { title: id, description: `About ${id}` } as Doc['frontMatter'],
  title: id,
  description: `About ${id}`,
  sidebarLabel: id,
  markdown: `## ${text}`,
  hast: { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: { id: text }, children: [{ type: 'text', value: text }] }] },
  facts: { headings: [{ depth: 2, id: text, text }], ids: [text], links: [] },
  brokenMarkdownLinks: [],
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-content-cache-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('content cache file', () => {
  it('round-trips every entry through save and load, and misses on another key', async () => {
    const file = path.join(dir, 'a', 'content.bin');
    const writer = new ContentCache(file);
    await writer.load();
    const docs = Array.from({ length: 1100 }, (_, i) => doc(`page-${i}`, `Section ${i}`));
    // More entries than one writev call takes.
    docs.forEach((d, i) => writer.set(d.sourcePath, `key-${i}`, d));
    await writer.save();

    const reader = new ContentCache(file);
    await reader.load();
    expect(reader.get(docs[0]!.sourcePath, 'key-0')).toEqual(docs[0]);
    expect(reader.get(docs[1099]!.sourcePath, 'key-1099')).toEqual(docs[1099]);
    expect(reader.get(docs[5]!.sourcePath, 'key-6')).toBeUndefined();
    expect([reader.hits, reader.misses]).toEqual([2, 1]);
  });

  it('hands out copies: changing a returned doc does not change the cache', async () => {
    const cache = new ContentCache(path.join(dir, 'b', 'content.bin'));
    const original = doc('intro', 'Start');
    cache.set(original.sourcePath, 'k', original);
    cache.get(original.sourcePath, 'k')!.hast.children = [];
    expect(cache.get(original.sourcePath, 'k')).toEqual(original);
  });

  it('starts empty from a file that is corrupt or from an older format', async () => {
    const file = path.join(dir, 'corrupt.bin');
    await writeFile(file, 'not a cache');
    const cache = new ContentCache(file);
    await cache.load();
    expect(cache.get('/site/content/docs/intro.md', 'k')).toBeUndefined();
  });

  it('release() forgets the entries; load() brings them back', async () => {
    const file = path.join(dir, 'c', 'content.bin');
    const cache = new ContentCache(file);
    const d = doc('x', 'Y');
    cache.set(d.sourcePath, 'k', d);
    await cache.save();
    cache.release();
    expect(cache.get(d.sourcePath, 'k')).toBeUndefined();
    await cache.load();
    expect(cache.get(d.sourcePath, 'k')).toEqual(d);
  });
});
