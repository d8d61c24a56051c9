import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import type { ConfigValues } from '../../src/config/configValues.js';
import type { SiteConfig } from '../../src/plugins/siteConfig.js';
import type { FinishedPage, PageResult } from '../../src/content/processPage.js';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { loadContent } from '../../src/content/loadContent.js';
import { pageSources } from '../../src/routes/pageSources.js';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { ENDS_WORKERS_AFTER, runPages, type PageOutcome } from '../../src/content/runPages.js';
import { toDoc, type SourceFile } from '../../src/content/toDoc.js';
import { treeOf, type Doc, type DocWithTree } from '../../src/content/types.js';
import { DocsgenError } from '../../src/util/errors.js';
import { images } from '../../src/images/plugin.js';
import { shardedPart } from '../../src/content/shardedPart.js';
import type { DocsgenPlugin } from '../../src/plugins/types.js';
import { loadTheme } from '../../src/theme/loadTheme.js';
import { createMarkdownRenderer } from '../../src/theme/markdownToHtml.js';
import { buildSearchIndex, SearchIndexBuilder } from '../../src/search/buildSearchIndex.js';
import { search } from '../../src/search/plugin.js';
import { splitSections } from '../../src/search/splitSections.js';
import { tokenizeSections } from '../../src/search/buildSearchIndex.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';
import { contentLoaded } from '../helpers/contentLoaded.js';
import { findReact } from '../../src/theme/findReact.js';
import { createPagePool } from '../../src/workers/pagePool.js';
import { highlightLines, resolveLanguage } from '../../src/content/plugins/highlighter.js';
import { testPageStep } from '../helpers/pageStepConfig.js';

await loadMarkdownExtras();

const photo = fileURLToPath(new URL('../fixtures/gate-sites/good/content/assets/photo.png', import.meta.url));
const shuffleWorker = fileURLToPath(new URL('../fixtures/page-worker/shuffleWorker.mjs', import.meta.url));

let root: string;
let render: (hast: DocWithTree['hast']) => string;

function source(id: string, body: string): SourceFile {
  const sourcePath = path.join(root, 'content', 'docs', `${id}.md`);
  return { sourcePath, displayPath: `content/docs/${id}.md`, id, route: `/docs/${id}`, raw: `---\n---\n${body}`, body, frontMatter: {} };
}

const PAGE = ['# Guide', '', 'Intro with `code`.', '', '## Install', '', '```ts', 'const a: number = 1;', '```', '', '![Diagram](./photo.png)', '', '## Use', '', 'See [the other page](./other.md#top).'].join('\n');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-page-step-'));
  await mkdir(path.join(root, 'content', 'docs'), { recursive: true });
  await copyFile(photo, path.join(root, 'content', 'docs', 'photo.png'));
  render = createMarkdownRenderer(await loadTheme(path.resolve('templates'), path.join(root, '.cache'), findReact(root)));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the page step (in this thread)', () => {
  const setupFor = (plugins: DocsgenPlugin[], pages: SourceFile[]) => {
    const step = testPageStep(root, pages, { pluginList: plugins, renderBody: render, cache: true, keepTrees: false });
    return step.then((run) => (page: SourceFile) => run({ n: 0, source: page }));
  };

  it('hands back the page serialised once, with the rendered body and small data, never the tree, as one thread would have made them', async () => {
    const [guide, other] = [source('guide', PAGE), source('other', '# Other\n\n![Diagram](./photo.png)\n')];
    const processPage = await setupFor([search(), images()], [guide, other]);
    const result = await processPage(guide);
    if (!('page' in result)) throw new Error(JSON.stringify(result));
    // The page is the serialised FinishedPage alone (the main thread reads it, the cache keeps its bytes), never beside its objects.
    expect(Object.keys(result).sort()).toEqual(['body', 'cacheData', 'page']);
    const finished = deserialize(result.page) as FinishedPage;
    expect('hast' in finished.doc).toBe(false);
    // Nor the Markdown source: the main thread has it already (the cache entry keeps it).
    expect('markdown' in finished.doc).toBe(false);
    expect(finished.doc.title).toBe('Guide');
    // Nor the body: it comes apart, as bytes.
    expect('html' in finished.doc).toBe(false);
    const html = Buffer.from(result.body).toString('utf8');

    // The same page processed and transformed in this thread, as a single-thread build does.
    const reference = toDoc(guide, createMarkdownProcessor({ routesBySource: new Map([[guide.sourcePath, guide.route], [other.sourcePath, other.route]]) }));
    const cached = deserialize(result.cacheData!) as Doc;
    expect(cached.hast).toEqual(reference.hast);
    expect(cached.markdown).toBe(guide.raw);
    const context = { config: { rootDir: root, paths: { outsideDocsDirs: [] } } as unknown as ConfigValues, cacheDir: path.join(root, '.cache'), dev: false, emitFile: (file: string) => `/${file}`, warn: () => {}, dependOn: () => {} };
    await images().transformDoc!(reference, context);
    expect(html).toBe(render(reference.hast));
    expect(html).toContain('<picture>');
    expect(finished.doc.linkTargets).toEqual(reference.linkTargets);

    // The plugins' per-page state: the search sections and their tokens (serialised and
    // compressed, with a hash of the sections), no image problems.
    const sections = splitSections(treeOf(reference), { title: 'Guide', route: '/docs/guide' });
    const searchState = finished.states[0] as { hash: string; data: Uint8Array };
    expect(searchState.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(deserialize(inflateRawSync(searchState.data))).toEqual({ sections, tokens: tokenizeSections(sections) });
    expect(finished.states[1]).toEqual([]);
    expect(finished.dependsOn).toEqual([path.join(root, 'content', 'docs', 'photo.png')]);
    // Every emitted file with its contents (the main thread's emitter writes a path once).
    const files = finished.emitted.map(([file]) => file);
    expect(files.length).toBeGreaterThan(1);
    expect(finished.emitted.every(([, contents]) => contents instanceof Uint8Array && contents.byteLength > 0)).toBe(true);
    const second = await processPage(other);
    if (!('page' in second)) throw new Error(JSON.stringify(second));
    expect((deserialize(second.page) as FinishedPage).emitted.map(([file]) => file)).toEqual(files);
  });

  it("gives the page the anchors of its final body HTML: a plugin's transformDoc adds or removes some, a code sample's are text", async () => {
    const body = ['# Anchors', '', '<a name="legacy"></a>', '', '## Kept', '', '## Dropped', '', '```html', '<div id="sample-only">x</div>', '```', ''].join('\n');
    // A site plugin that gives the page an anchor of its own and takes a heading out.
    const plugin: DocsgenPlugin = {
      name: 'anchors',
      transformDoc(doc) {
        const tree = treeOf(doc);
        tree.children = tree.children.filter((node) => !(node.type === 'element' && node.properties.id === 'dropped'));
        tree.children.push({ type: 'element', tagName: 'span', properties: { id: 'added-by-plugin' }, children: [] });
      },
    };
    const processPage = await setupFor([plugin], [source('anchors', body)]);
    const result = await processPage(source('anchors', body));
    if (!('page' in result)) throw new Error(JSON.stringify(result));
    const { ids } = (deserialize(result.page) as FinishedPage).doc.facts;
    expect(new Set(ids)).toEqual(new Set(['legacy', 'kept', 'added-by-plugin']));
  });

  it("counts a blog post's reading time (front matter left out), kept with the page; other pages have none", async () => {
    const words = 'word '.repeat(250);
    const post = { ...source('post', `# Post\n\n${words}\n`), raw: `---\ntitle: ${'front '.repeat(300)}\n---\n# Post\n\n${words}\n`, pluginScope: 'blog' as const };
    const doc = source('doc', `# Doc\n\n${words}\n`);
    const processPage = await setupFor([], [post, doc]);
    const finishedOf = async (page: SourceFile) => {
      const result = await processPage(page);
      if (!('page' in result)) throw new Error(JSON.stringify(result));
      return { finished: deserialize(result.page) as FinishedPage, cached: deserialize(result.cacheData!) as Doc };
    };
    const made = await finishedOf(post);
    // 251 words (the heading's one among them): 2 minutes; the front matter's 300 would make it 3.
    expect(made.finished.doc.readingTime).toBe(2);
    expect(made.cached.readingTime).toBe(2);
    expect((await finishedOf(doc)).finished.doc.readingTime).toBeUndefined();
  });

  it('reports a page error with its file and line, and an image problem as the plugin state', async () => {
    const broken = source('broken', '# Broken\n\nText.\n\n::youtube\n');
    const missing = source('missing', '# Missing\n\n![Out](../../../outside.png)\n');
    const processPage = await setupFor([images()], [broken, missing]);
    expect(await processPage(broken)).toEqual({ error: { file: 'content/docs/broken.md', detail: expect.stringContaining('::youtube'), line: 5, column: 1 } });
    const result = await processPage(missing);
    if (!('page' in result)) throw new Error(JSON.stringify(result));
    expect((deserialize(result.page) as FinishedPage).states[0]).toEqual([{ file: 'content/docs/missing.md', detail: expect.stringContaining('image ../../../outside.png is outside the site folder'), line: 3, column: 1 }]);
  });

  it('a page that fails hands the languages its blocks lacked to no later page', async () => {
    const broken = source('broken-lang', '# Broken\n\nText.\n\n::youtube\n');
    const good = source('good-lang', '# Good\n\nText.\n');
    const processPage = await setupFor([], [broken, good]);
    // A block the failing page highlighted without its grammar (as a site plugin's block would be).
    expect(resolveLanguage('elixir')).toBeUndefined();
    highlightLines('x = 1', 'elixir', new Set());
    expect(await processPage(broken)).toHaveProperty('error');
    expect('page' in (await processPage(good))).toBe(true);
    // The good page had no Elixir: it was not processed again with Elixir loaded for it.
    expect(resolveLanguage('elixir')).toBeUndefined();
  });

  it('turns a plugin that throws into a failure naming the plugin and the page', async () => {
    const page = source('guide', PAGE);
    const throwing = search();
    throwing.transformDoc = () => {
      throw new Error('boom');
    };
    const processPage = await setupFor([throwing], [page]);
    const result = (await processPage(page)) as Extract<PageResult, { failure: unknown }>;
    expect(result.failure).toMatchObject({ name: 'PluginError', known: true, message: 'content/docs/guide.md: plugin "docsgen:search" threw in transformDoc: boom' });
  });
});

describe('the main thread’s copy of a built-in plugin', () => {
  it('takes in the page state a shard’s copy took out', async () => {
    const inShard = images();
    const inMain = images();
    const page = { sourcePath: path.join(root, 'a.md'), displayPath: 'docs/a.md', hast: { type: 'root', children: [{ type: 'element', tagName: 'img', properties: { src: '../outside.png' }, children: [], position: { start: { line: 4, column: 2 }, end: { line: 4, column: 9 } } }] } } as unknown as DocWithTree;
    const context = { config: { rootDir: root, paths: { outsideDocsDirs: [] } } as unknown as ConfigValues, cacheDir: path.join(root, '.cache'), dev: false, emitFile: (file: string) => `/${file}`, warn: () => {}, dependOn: () => {} };
    await inShard.transformDoc!(page, context);
    const state = shardedPart(inShard)!.takePage(page.sourcePath);
    // Taken out: the shard's copy holds nothing of the page any more.
    expect(shardedPart(inShard)!.takePage(page.sourcePath)).toBeUndefined();
    shardedPart(inMain)!.putPage(page.sourcePath, structuredClone(state));
    expect(() => inMain.contentLoaded!({ docs: [page] } as never)).toThrow('docs/a.md:4:2: image ../outside.png is outside the site folder');
  });

  it('reads a page’s serialised search sections only for a shard it indexes again: a cached shard needs their hashes alone', async () => {
    const processMarkdown = createMarkdownProcessor({ routesBySource: new Map() });
    const docs = ['a', 'b', 'c', 'd'].map((id, i) => toDoc(source(id, `# Page ${id}\n\nIntro ${i}.\n\n## Part\n\nText about \`pick${i}\` here.\n`), processMarkdown));
    const context = { config: { rootDir: root, paths: { outsideDocsDirs: [] } } as unknown as ConfigValues, dev: false, warn: () => {}, dependOn: () => {} };
    const cacheDir = path.join(root, `.cache-${Math.random()}`);
    const shard = search();
    const states: unknown[] = [];
    for (const doc of docs) {
      await shard.transformDoc!(doc, { ...context, cacheDir, emitFile: (file) => `/${file}` });
      states.push(shardedPart(shard)!.takePage(doc.sourcePath));
    }
    const run = async (handed: unknown[]) => {
      const plugin = search();
      docs.forEach((doc, i) => shardedPart(plugin)!.putPage(doc.sourcePath, structuredClone(handed[i])));
      const files = new Map<string, unknown>();
      const emitFile = (file: string, contents: unknown) => (files.set(file, contents), `/${file}`);
      const copyOut = (file: string, from: string) => (files.set(file, readFileSync(from, 'utf8')), `/${file}`);
      await contentLoaded(plugin, { ...context, cacheDir, emitFile, copyFile: copyOut, docs, site: {} } as never);
      return files;
    };
    const first = await run(states);
    expect([...first.keys()].some((file) => file.startsWith('search-index-'))).toBe(true);
    // The same pages, their serialised sections unreadable: every shard is the cache's, none is read.
    const unreadable = states.map((state) => ({ ...(state as object), data: new Uint8Array([1, 2, 3]) }));
    expect(await run(unreadable)).toEqual(first);
    // One page's sections changed (its hash): its shard is indexed again, from the serialised sections.
    await expect(run([{ ...unreadable[0]!, hash: 'changed' }, ...unreadable.slice(1)])).rejects.toThrow();
  });

  it('keeps its own copy of a page’s search sections, not a view into the page’s bytes (which it would keep alive)', async () => {
    const processMarkdown = createMarkdownProcessor({ routesBySource: new Map() });
    const docs = ['a', 'b'].map((id, i) => toDoc(source(id, `# Page ${id}\n\nIntro ${i}.\n\n## Part\n\nText about \`pick${i}\` here.\n`), processMarkdown));
    const context = { config: { rootDir: root, paths: { outsideDocsDirs: [] } } as unknown as ConfigValues, dev: false, warn: () => {}, dependOn: () => {} };
    const shard = search();
    const states: unknown[] = [];
    for (const doc of docs) {
      await shard.transformDoc!(doc, { ...context, cacheDir: root, emitFile: (file) => `/${file}` });
      states.push(shardedPart(shard)!.takePage(doc.sourcePath));
    }
    const build = async (handIn: (plugin: DocsgenPlugin) => void) => {
      const plugin = search();
      handIn(plugin);
      const files = new Map<string, unknown>();
      // A fresh cache folder each time: the shards are indexed from the sections handed in.
      const cacheDir = path.join(root, `.cache-${Math.random()}`);
      const copyOut = (file: string, from: string) => (files.set(file, readFileSync(from, 'utf8')), `/${file}`);
      await contentLoaded(plugin, { ...context, cacheDir, emitFile: (file: string, contents: unknown) => (files.set(file, contents), `/${file}`), copyFile: copyOut, docs, site: {} } as never);
      return files;
    };
    const expected = await build((plugin) => docs.forEach((doc, i) => shardedPart(plugin)!.putPage(doc.sourcePath, structuredClone(states[i]))));
    // As the main thread gets them: each inside its page's serialised bytes, read back with v8.deserialize.
    const pageBytes = states.map((state) => serialize({ doc: { filler: 'x'.repeat(4096) }, states: [state] }));
    const files = await build((plugin) => {
      docs.forEach((doc, i) => shardedPart(plugin)!.putPage(doc.sourcePath, (deserialize(pageBytes[i]!) as { states: unknown[] }).states[0]));
      // The page's bytes are let go (and their memory reused) once it is taken in.
      for (const bytes of pageBytes) bytes.fill(0);
    });
    expect(files).toEqual(expected);
  });

  it('indexes pages for search as shards hand them in, with the files one thread would write, in any arrival order', async () => {
    const processMarkdown = createMarkdownProcessor({ routesBySource: new Map() });
    const docs = ['a', 'b', 'c', 'd'].map((id, i) => toDoc(source(id, `# Page ${id}\n\nIntro ${i}.\n\n## Part\n\nText about \`pick${i}\` here.\n`), processMarkdown));
    const context = { config: { rootDir: root, paths: { outsideDocsDirs: [] } } as unknown as ConfigValues, cacheDir: path.join(root, `.cache-${Math.random()}`), dev: false, warn: () => {}, dependOn: () => {} };
    const filesOf = async (build: (plugin: DocsgenPlugin) => Promise<void>) => {
      const plugin = search();
      const files = new Map<string, unknown>();
      await build(plugin);
      const emitFile = (file: string, contents: unknown) => (files.set(file, contents), `/${file}`);
      const copyOut = (file: string, from: string) => (files.set(file, readFileSync(from, 'utf8')), `/${file}`);
      await contentLoaded(plugin, { ...context, cacheDir: path.join(root, `.cache-${Math.random()}`), emitFile, copyFile: copyOut, docs, site: {} } as never);
      return files;
    };
    // One thread: transformDoc on every page, the index built at the end.
    const reference = await filesOf(async (plugin) => {
      for (const doc of docs) await plugin.transformDoc!(doc, { ...context, emitFile: (file) => `/${file}` });
    });
    expect([...reference.keys()].some((file) => file.startsWith('search-index-'))).toBe(true);
    // Each page's state as a shard's copy takes it out (its sections and their tokens).
    const shard = search();
    const states: unknown[] = [];
    for (const doc of docs) {
      await shard.transformDoc!(doc, { ...context, emitFile: (file) => `/${file}` });
      states.push(shardedPart(shard)!.takePage(doc.sourcePath));
    }
    const handIn = (order: number[]) => async (plugin: DocsgenPlugin) => {
      for (const i of order) shardedPart(plugin)!.putPage(docs[i]!.sourcePath, structuredClone(states[i]));
    };
    const add = vi.spyOn(SearchIndexBuilder.prototype, 'add');
    // In order or not: the files one thread writes, each page's sections added once (with their tokens).
    expect(await filesOf(handIn([0, 1, 2, 3]))).toEqual(reference);
    expect(add).toHaveBeenCalledTimes(4);
    add.mockClear();
    expect(await filesOf(handIn([1, 0, 2, 3]))).toEqual(reference);
    expect(add).toHaveBeenCalledTimes(4);
    expect(add.mock.calls.every(([, tokens]) => tokens !== undefined)).toBe(true);
    add.mockRestore();
    // Every page's sections in the shards' document files, once.
    const sections = [...reference].filter(([file]) => file.startsWith('search-doc-')).flatMap(([, text]) => JSON.parse(text as string) as { url: string }[]);
    expect(sections.map((section) => section.url).sort()).toEqual(docs.flatMap((doc) => splitSections(treeOf(doc), doc)).map((section) => section.url).sort());
  });

});

describe('loadContent', () => {
  it('hands the page step page sources that make their body when read: no second copy of each page is kept', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-shard-sources-'));
    try {
      await mkdir(path.join(dir, 'content', 'docs'), { recursive: true });
      // Pages with and without front matter.
      for (let i = 0; i < 130; i++) {
        const front = i % 2 ? '---\ntitle: Page\ndescription: D.\n---\n' : '';
        await writeFile(path.join(dir, 'content', 'docs', `p${i}.md`), `${front}# Page ${i}\n\nText ${i}.\n`);
      }
      const config = validateConfig(
        { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'p0' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/p0' } } },
        path.join(dir, 'site.config.ts'),
      );
      const seen: SourceFile[] = [];
      const processMarkdown = createMarkdownProcessor({ routesBySource: new Map() });
      const { docs } = await loadContent(config, {
        sources: pageSources(config),
        async runPages(jobs, _routes, accept) {
          for (const { n, source: page } of jobs) {
            seen.push(page);
            await accept(n, { doc: toDoc(page, processMarkdown) });
          }
        },
      });
      expect(docs).toHaveLength(130);
      for (const page of seen) {
        expect(typeof Object.getOwnPropertyDescriptor(page, 'body')?.get).toBe('function');
        expect(page.body).toBe(splitFrontMatter(page.raw, page.displayPath).body);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('runPages (the executor of page work)', () => {
  const config = { plugins: [], rootDir: '/site', pageTimeout: 60, pageMemory: 512, configFile: '/site/site.config.ts' } as unknown as SiteConfig;
  const context = { config, cacheDir: '', dev: false, emitFile: (file: string) => `/${file}`, warn: () => {}, dependOn: () => {} };
  const options = { themeFile: 'theme-marker', context, cache: false, keepTrees: false, pool: createPagePool({ pageTimeout: 60, pageMemory: 512 }, { file: shuffleWorker }) };
  const pages = (bodies: string[]) => bodies.map((body, i) => ({ n: i, source: { ...source(`p${i}`, body), sourcePath: `/p${i}.md` } }));
  const run = (jobs: ReturnType<typeof pages>, accept: (n: number, outcome: PageOutcome) => Promise<void>) => runPages(config, jobs, new Map(), options, accept);

  it('deals pages to every worker and hands results on in page order, though they finish out of order', async () => {
    const jobs = pages(Array.from({ length: 50 }, () => 'ok'));
    const seen: [number, string, number][] = [];
    vi.stubEnv('DOCSGEN_WORKERS', '2');
    await run(jobs, async (n, result) => {
      if (!('doc' in result)) throw new Error('no doc');
      const doc = result.doc as unknown as { id: string; html: string; thread: number };
      expect(doc.html).toBe('<p>theme-marker</p>');
      seen.push([n, doc.id, doc.thread]);
    });
    vi.unstubAllEnvs();
    expect(seen.map(([n]) => n)).toEqual(jobs.map((_, i) => i));
    expect(seen.map(([, id]) => id)).toEqual(jobs.map((job) => job.source.id));
    expect(new Set(seen.map(([, , thread]) => thread)).size).toBe(2);
  });

  it('sends the workers their pages before it reads a page the cache finished: those are read while the workers work, and handed on in page order', async () => {
    const events: string[] = [];
    const cachedPage = (n: number): FinishedPage => ({ doc: { id: `c${n}`, sourcePath: `/c${n}.md`, title: `Cached ${n}` } as FinishedPage['doc'], states: [], emitted: [], dependsOn: [], warnings: [] });
    const fromCache = (n: number) => {
      const finished = { readPage: () => (events.push(`read ${n}`), cachedPage(n)), readBody: () => Buffer.from('<p>cached</p>'), bodyHash: `hash ${n}` };
      // Read as soon as it is looked at, as a page the cache deserialised up front would be.
      Object.defineProperty(finished, 'page', { get: () => finished.readPage() });
      return { n, source: { ...source(`c${n}`, 'cached'), sourcePath: `/c${n}.md` }, finished };
    };
    const [processed] = pages(['ok']).map((job) => ({ ...job, n: 1 }));
    const jobs = [fromCache(0), processed!, fromCache(2), fromCache(3)];
    const pool = { ...options.pool, run: ((run) => (events.push('run'), options.pool.run(run))) as typeof options.pool.run };
    const taken: string[] = [];
    await runPages(config, jobs as never, new Map(), { ...options, pool }, async (_n, result) => void taken.push('doc' in result ? result.doc.id : 'error'));
    expect(events[0]).toBe('run');
    expect(events.slice(1).sort()).toEqual(['read 0', 'read 2', 'read 3']);
    expect(taken).toEqual(['c0', 'p0', 'c2', 'c3']);
  });

  it('passes content errors on as results, in order', async () => {
    const results: unknown[] = [];
    await run(pages(['ok', 'error', 'ok']), async (_n, result) => void results.push('error' in result ? { ...result.error } : 'doc'));
    expect(results).toEqual(['doc', expect.objectContaining({ file: 'content/docs/p1.md', detail: 'bad directive', line: 3, column: 1 }), 'doc']);
  });

  it('stops at a failure with the error it stands for', async () => {
    const failing = run(pages([...Array(20).fill('ok'), 'fail', ...Array(20).fill('ok')]), async () => {});
    await expect(failing).rejects.toThrow('content/docs/p20.md: plugin "x" threw in transformDoc: boom');
    await expect(failing).rejects.toBeInstanceOf(DocsgenError);
  });

  it('stops when a page ends its worker, naming the page', async () => {
    await expect(run(pages(['ok', 'ok', 'crash', 'ok', 'ok', 'ok']), async () => {})).rejects.toThrow("content/docs/p2.md: the page's code ended its worker thread (exit code 3)");
  });

  it('ends its workers after a run of more than ENDS_WORKERS_AFTER pages (their heaps grew with it), and keeps them after a smaller run', async () => {
    vi.stubEnv('DOCSGEN_WORKERS', '2');
    try {
      const threadsOf = async (count: number) => {
        const threads = new Set<number>();
        await run(pages(Array(count).fill('ok')), async (_n, result) => void threads.add((result as unknown as { doc: { thread: number } }).doc.thread));
        return [...threads].sort();
      };
      const first = await threadsOf(16);
      expect(first).toHaveLength(2);
      // A small run hands its workers to the next run.
      expect(await threadsOf(16)).toEqual(first);
      expect(await threadsOf(ENDS_WORKERS_AFTER + 1)).toEqual(first);
      // After a big one the next run starts new threads.
      const after = await threadsOf(16);
      expect(after).toHaveLength(2);
      expect(after.filter((thread) => first.includes(thread))).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('stops when taking a result in fails', async () => {
    const failing = run(pages(Array(30).fill('ok')), async (n) => {
      if (n === 7) throw new Error('cannot take page 7');
    });
    await expect(failing).rejects.toThrow('cannot take page 7');
  });
});
