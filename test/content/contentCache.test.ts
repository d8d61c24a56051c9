import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { serialize } from 'node:v8';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import { ContentCache } from '../../src/content/contentCache.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { treeOf, type Doc } from '../../src/content/types.js';

let dir: string;
const noRoutes = () => null;

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
  html: '',
  hast: { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: { id: text }, children: [{ type: 'text', value: text }] }] },
  facts: { headings: [{ depth: 2, id: text, text }], ids: [text], links: [] },
  brokenMarkdownLinks: [],
  linkTargets: [],
  unsafeContent: [],
  warnings: [],
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
    expect(reader.get(docs[0]!.sourcePath, 'key-0', noRoutes)).toEqual(docs[0]);
    expect(reader.get(docs[1099]!.sourcePath, 'key-1099', noRoutes)).toEqual(docs[1099]);
    expect(reader.get(docs[5]!.sourcePath, 'key-6', noRoutes)).toBeUndefined();
    expect([reader.hits, reader.misses]).toEqual([2, 1]);
  });

  it('hands out copies: changing a returned doc does not change the cache', async () => {
    const cache = new ContentCache(path.join(dir, 'b', 'content.bin'));
    const original = doc('intro', 'Start');
    cache.set(original.sourcePath, 'k', original);
    cache.get(original.sourcePath, 'k', noRoutes)!.hast.children = [];
    expect(cache.get(original.sourcePath, 'k', noRoutes)).toEqual(original);
  });

  it('gives a doc only with its tree (the page step needs it): one kept without is no hit', async () => {
    const { hast: _tree, ...treeless } = doc('intro', 'Start');
    for (const cache of [new ContentCache(path.join(dir, 'treeless', 'content.bin')), new ContentCache()]) {
      cache.set(treeless.sourcePath, 'k', treeless);
      expect(cache.get(treeless.sourcePath, 'k', noRoutes)).toBeUndefined();
      expect([cache.hits, cache.misses]).toEqual([0, 1]);
      const whole = doc('intro', 'Start');
      cache.set(whole.sourcePath, 'k', whole);
      expect(treeOf(cache.get(whole.sourcePath, 'k', noRoutes)!)).toEqual(whole.hast);
    }
  });

  it('starts empty from a file that is corrupt or from an older format', async () => {
    const file = path.join(dir, 'corrupt.bin');
    await writeFile(file, 'not a cache');
    const cache = new ContentCache(file);
    await cache.load();
    expect(cache.get('/site/content/docs/intro.md', 'k', noRoutes)).toBeUndefined();
  });

  it('release() forgets the entries; load() brings them back', async () => {
    const file = path.join(dir, 'c', 'content.bin');
    const cache = new ContentCache(file);
    const d = doc('x', 'Y');
    cache.set(d.sourcePath, 'k', d);
    await cache.save();
    cache.release();
    expect(cache.get(d.sourcePath, 'k', noRoutes)).toBeUndefined();
    await cache.load();
    expect(cache.get(d.sourcePath, 'k', noRoutes)).toEqual(d);
  });
});

describe('content cache entries on disk', () => {
  it('writes each entry out as it is set, not at save; a saved file takes a temp file\'s place', async () => {
    const folder = path.join(dir, 'g');
    const cache = new ContentCache(path.join(folder, 'content.bin'));
    await cache.load();
    const d = doc('early', 'Written now');
    cache.set(d.sourcePath, 'k', d);
    const [temp] = await readdir(folder);
    expect(temp).toMatch(/^content\.bin\..*\.tmp$/);
    expect((await stat(path.join(folder, temp!))).size).toBeGreaterThan(100);
    await cache.save();
    // The temp file became a segment beside the header.
    expect((await readdir(folder)).sort()).toEqual(['content.bin', expect.stringMatching(/^content\.bin\..*\.seg$/)]);
  });

  it('a save after one page changed writes that page alone: the other entries stay in the segment they were in', async () => {
    const folder = path.join(dir, 'seg');
    const file = path.join(folder, 'content.bin');
    const first = new ContentCache(file);
    const pages = Array.from({ length: 20 }, (_, i) => doc(`page-${i}`, `Text ${i} `.repeat(200)));
    for (const page of pages) first.set(page.sourcePath, 'k1', page);
    await first.save();
    first.release();
    const [segment] = (await readdir(folder)).filter((name) => name.endsWith('.seg'));
    const before = await stat(path.join(folder, segment!));

    const second = new ContentCache(file);
    await second.load();
    const changed = doc('page-3', 'Changed');
    second.set(changed.sourcePath, 'k2', changed);
    await second.save();
    second.release();
    const segments = (await readdir(folder)).filter((name) => name.endsWith('.seg'));
    expect(segments).toHaveLength(2);
    // The first segment is as it was (not copied); the new one holds one small page.
    const after = await stat(path.join(folder, segment!));
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
    const added = await stat(path.join(folder, segments.find((name) => name !== segment)!));
    expect(added.size).toBeLessThan(before.size / 10);

    const third = new ContentCache(file);
    await third.load();
    expect(third.get(changed.sourcePath, 'k2', noRoutes)).toEqual(changed);
    expect(third.get(changed.sourcePath, 'k1', noRoutes)).toBeUndefined();
    for (const page of pages.filter((page) => page.id !== 'page-3')) expect(third.get(page.sourcePath, 'k1', noRoutes)).toEqual(page);
    // Most of the first segment dead (pages gone): the live entries move into one new segment, the old ones go.
    third.retain(new Set(pages.slice(0, 5).map((page) => page.sourcePath)));
    await third.save();
    third.release();
    const compacted = (await readdir(folder)).filter((name) => name.endsWith('.seg'));
    expect(compacted).toHaveLength(1);
    expect(compacted).not.toContain(segment);
    const fourth = new ContentCache(file);
    await fourth.load();
    expect(fourth.get(changed.sourcePath, 'k2', noRoutes)).toEqual(changed);
    expect(fourth.get(pages[0]!.sourcePath, 'k1', noRoutes)).toEqual(pages[0]);
    expect(fourth.get(pages[9]!.sourcePath, 'k1', noRoutes)).toBeUndefined();
  });

  it('keeps the loaded entries and adds new ones when saving again (a warm build)', async () => {
    const file = path.join(dir, 'h', 'content.bin');
    const first = new ContentCache(file);
    const kept = doc('kept', 'From the first build');
    const gone = doc('gone', 'Deleted later');
    first.set(kept.sourcePath, 'k1', kept);
    first.set(gone.sourcePath, 'k1', gone);
    await first.save();

    const second = new ContentCache(file);
    await second.load();
    const added = doc('added', 'From the second build');
    second.set(added.sourcePath, 'k2', added);
    second.retain(new Set([kept.sourcePath, added.sourcePath]));
    await second.save();
    // Entries stay readable after saving, from the saved file.
    expect(second.get(kept.sourcePath, 'k1', noRoutes)).toEqual(kept);
    second.release();

    const third = new ContentCache(file);
    await third.load();
    expect(third.get(kept.sourcePath, 'k1', noRoutes)).toEqual(kept);
    expect(third.get(added.sourcePath, 'k2', noRoutes)).toEqual(added);
    expect(third.get(gone.sourcePath, 'k1', noRoutes)).toBeUndefined();
  });

  it('discard() deletes what a failed run wrote and leaves the saved file alone', async () => {
    const folder = path.join(dir, 'i');
    const file = path.join(folder, 'content.bin');
    const saved = new ContentCache(file);
    const d = doc('saved', 'Saved');
    saved.set(d.sourcePath, 'k', d);
    await saved.save();
    saved.release();

    const failed = new ContentCache(file);
    await failed.load();
    const files = (await readdir(folder)).sort();
    failed.set(doc('new', 'New').sourcePath, 'k', doc('new', 'New'));
    failed.discard();
    expect((await readdir(folder)).sort()).toEqual(files);
    await failed.load();
    expect(failed.get(d.sourcePath, 'k', noRoutes)).toEqual(d);
  });
});

describe('content cache for the dev server (file and kept objects)', () => {
  it('starts from the saved docs, then hands out the same object; saves what was set before plugins changed it', async () => {
    const file = path.join(dir, 'd', 'content.bin');
    const build = new ContentCache(file);
    const saved = doc('saved', 'From a build');
    build.set(saved.sourcePath, 'k1', saved);
    await build.save();

    const dev = new ContentCache(file, { keepObjects: true });
    await dev.load();
    const first = dev.get(saved.sourcePath, 'k1', noRoutes)!;
    expect(first).toEqual(saved);
    expect(dev.get(saved.sourcePath, 'k1', noRoutes)).toBe(first);

    const fresh = doc('fresh', 'Processed in dev');
    dev.set(fresh.sourcePath, 'k2', fresh);
    expect(dev.get(fresh.sourcePath, 'k2', noRoutes)).toBe(fresh);
    // A plugin changes the tree afterwards (as the images plugin does): the file keeps the original.
    treeOf(fresh).children = [];
    await dev.save();
    const next = new ContentCache(file);
    await next.load();
    expect(next.get(fresh.sourcePath, 'k2', noRoutes)).toEqual(doc('fresh', 'Processed in dev'));
    expect(next.get(saved.sourcePath, 'k1', noRoutes)).toEqual(saved);
  });

  it('stopSaving() keeps serving the docs in memory and writes nothing more', async () => {
    const file = path.join(dir, 'f', 'content.bin');
    const dev = new ContentCache(file, { keepObjects: true });
    const first = doc('first', 'Saved');
    dev.set(first.sourcePath, 'k', first);
    await dev.save();
    dev.stopSaving();
    const later = doc('later', 'Not saved');
    dev.set(later.sourcePath, 'k', later);
    await dev.save();
    expect(dev.get(later.sourcePath, 'k', noRoutes)).toBe(later);
    expect(dev.get(first.sourcePath, 'k', noRoutes)).toBe(first);
    const next = new ContentCache(file);
    await next.load();
    expect(next.get(first.sourcePath, 'k', noRoutes)).toEqual(first);
    expect(next.get(later.sourcePath, 'k', noRoutes)).toBeUndefined();
  });

  it('invalidate() forgets a page in memory and on disk', async () => {
    const file = path.join(dir, 'e', 'content.bin');
    const dev = new ContentCache(file, { keepObjects: true });
    const page = doc('page', 'Text');
    dev.set(page.sourcePath, 'k', page);
    dev.invalidate(page.sourcePath);
    expect(dev.get(page.sourcePath, 'k', noRoutes)).toBeUndefined();
    await dev.save();
    const next = new ContentCache(file);
    await next.load();
    expect(next.get(page.sourcePath, 'k', noRoutes)).toBeUndefined();
  });
});

describe('content cache validity', () => {
  it('uses an entry only while every file the page links to resolves as it did', () => {
    const cache = new ContentCache();
    const page = { ...doc('guide', 'Guide'), linkTargets: [['/site/content/docs/setup.md', '/docs/setup'], ['/site/content/docs/later.md', null]] as Doc['linkTargets'] };
    cache.set(page.sourcePath, 'k', page);
    const routes = new Map<string, string>([['/site/content/docs/setup.md', '/docs/setup']]);
    const routeOf = (file: string) => routes.get(file) ?? null;
    expect(cache.get(page.sourcePath, 'k', routeOf)).toBe(page);
    // Another page appearing elsewhere changes nothing for this one.
    routes.set('/site/content/docs/other.md', '/docs/other');
    expect(cache.get(page.sourcePath, 'k', routeOf)).toBe(page);
    // The page it linked to in vain now exists: its link would resolve, so it is processed again.
    routes.set('/site/content/docs/later.md', '/docs/later');
    expect(cache.get(page.sourcePath, 'k', routeOf)).toBeUndefined();
    routes.delete('/site/content/docs/later.md');
    // A linked page that moved (new slug) makes the entry stale too.
    routes.set('/site/content/docs/setup.md', '/docs/getting-started');
    expect(cache.get(page.sourcePath, 'k', routeOf)).toBeUndefined();
  });
});

describe('loadContent with the cache: adding a page', () => {
  it('reprocesses only the new page and the pages that link to it', async () => {
    const site = path.join(dir, 'site');
    const docsDir = path.join(site, 'content', 'docs');
    await mkdir(docsDir, { recursive: true });
    const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: About ${title}\n---\n\n${body}\n`;
    await writeFile(path.join(docsDir, 'intro.md'), page('Intro', 'Read [the setup](./setup.md) next.'));
    await writeFile(path.join(docsDir, 'faq.md'), page('FAQ', 'Nothing links from here.'));
    const config = validateConfig(
      { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'intro' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/intro' } } },
      path.join(site, 'site.config.ts'),
    );
    const cache = new ContentCache();
    const names = (set: Set<string>) => [...set].map((file) => path.basename(file)).sort();

    const first = await loadTestContent(config, { cache });
    expect(names(first.reprocessed)).toEqual(['faq.md', 'intro.md']);
    expect(first.docs.find((d) => d.id === 'intro')!.brokenMarkdownLinks).toHaveLength(1);

    await writeFile(path.join(docsDir, 'setup.md'), page('Setup', 'Steps.'));
    const second = await loadTestContent(config, { cache });
    expect(names(second.reprocessed)).toEqual(['intro.md', 'setup.md']);
    expect(second.docs.find((d) => d.id === 'intro')!.brokenMarkdownLinks).toEqual([]);
    expect(JSON.stringify(second.docs.find((d) => d.id === 'intro')!.hast)).toContain('/docs/setup');

    const third = await loadTestContent(config, { cache });
    expect(names(third.reprocessed)).toEqual([]);
  });
});

describe('content cache: the page step\'s finished result', () => {
  const finishedOf = (text: string) => ({
    page: serialize({ doc: { title: text }, states: [{ sections: text }], emitted: [['assets/img/a.png', new Uint8Array([1, 2, 3])]], dependsOn: [], warnings: [`warned about ${text}`] }),
    body: new TextEncoder().encode(`<p>${text}</p>`),
    bodyHash: `hash of ${text}`,
  });

  it('keeps it beside the doc through save and load, for its finish key only, never reading the doc', async () => {
    const file = path.join(dir, 'finished.bin');
    const image = path.join(dir, 'finished-image.png');
    await writeFile(image, 'one');
    const writing = new ContentCache(file);
    await writing.load();
    writing.set('/a.md', 'key-a', doc('a', 'Alpha'));
    writing.setFinished('/a.md', 'theme-1', [image], finishedOf('Alpha'));
    // A result for a page the cache has no doc for is not kept.
    writing.setFinished('/b.md', 'theme-1', [], finishedOf('Beta'));
    await writing.save();
    writing.release();

    const reading = new ContentCache(file);
    await reading.load();
    const got = reading.getFinished('/a.md', 'key-a', 'theme-1', noRoutes)!;
    const page = got.readPage();
    expect(page.doc.title).toBe('Alpha');
    expect(got.bodyHash).toBe('hash of Alpha');
    expect(page.warnings).toEqual(['warned about Alpha']);
    expect([...(page.emitted[0]![1] as Uint8Array)]).toEqual([1, 2, 3]);
    // The body is read when asked for, after the cache is released too (a page that renders again reads it then).
    const other = new ContentCache(file);
    await other.load();
    const lent = other.getFinished('/a.md', 'key-a', 'theme-1', noRoutes)!;
    other.release();
    expect(lent.readBody().toString('utf8')).toBe('<p>Alpha</p>');
    expect(reading.getFinished('/b.md', 'key-b', 'theme-1', noRoutes)).toBeUndefined();
    // Another theme, another source: not this result.
    expect(reading.getFinished('/a.md', 'key-a', 'theme-2', noRoutes)).toBeUndefined();
    expect(reading.getFinished('/a.md', 'key-other', 'theme-1', noRoutes)).toBeUndefined();
    // A file the page shows changed: not this result (the doc itself is still good).
    await writeFile(image, 'two');
    expect(reading.getFinished('/a.md', 'key-a', 'theme-1', noRoutes)).toBeUndefined();
    expect(reading.get('/a.md', 'key-a', noRoutes)?.title).toBe('a');
    reading.release();
  });

  it('a page processed again loses the old result; saving again keeps a loaded one', async () => {
    const file = path.join(dir, 'finished-again.bin');
    const first = new ContentCache(file);
    await first.load();
    first.set('/a.md', 'key-a', doc('a', 'Alpha'));
    first.setFinished('/a.md', 'theme-1', [], finishedOf('Alpha'));
    first.set('/c.md', 'key-c', doc('c', 'Gamma'));
    first.setFinished('/c.md', 'theme-1', [], finishedOf('Gamma'));
    await first.save();
    first.release();

    const second = new ContentCache(file);
    await second.load();
    second.set('/a.md', 'key-a2', doc('a', 'Alpha two'));
    await second.save();
    second.release();

    const third = new ContentCache(file);
    await third.load();
    expect(third.getFinished('/a.md', 'key-a2', 'theme-1', noRoutes)).toBeUndefined();
    expect(third.getFinished('/c.md', 'key-c', 'theme-1', noRoutes)?.readBody().toString('utf8')).toBe('<p>Gamma</p>');
    third.release();
  });
});
