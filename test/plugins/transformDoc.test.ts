import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { loadSiteConfig } from '../../src/pipeline/loadSiteConfig.js';
import { createSiteGenerator } from '../../src/pipeline/generateSite.js';
import { createGates } from '../../src/gates/gates.js';
import { createPagePool, pageLimits } from '../../src/workers/pagePool.js';
import { memorySink } from '../../src/serve/memorySink.js';
import { silentLogger } from '../../src/util/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';
import { treeOf } from '../../src/content/types.js';

/**
 * A plugin's transformDoc runs once per page, on every build, whether the page was processed or
 * taken from the cache, and what it changes is what the page renders (through compaction).
 */
describe('plugin transformDoc in a build', { timeout: 120_000 }, () => {
  const fixture = fileURLToPath(new URL('../fixtures/sites/basic/', import.meta.url));
  let root: string;

  beforeAll(async () => {
    let source: string;
    ({ root, configSource: source } = await copyFixtureSite(fixture, 'docsgen-transform-'));
    // The plugin marks every h2 and records each call in a file the test reads.
    const plugin = `{
      name: 'marker',
      transformDoc(doc) {
        appendFileSync(${JSON.stringify(path.join(root, 'calls.txt'))}, doc.id + '\\n');
        const mark = (node) => { if (node.tagName === 'h2') node.properties.dataMarked = 'yes'; (node.children ?? []).forEach(mark); };
        mark(doc.hast);
      },
      contentLoaded(ctx) {
        const marked = ctx.docs.filter((doc) => JSON.stringify(doc.hast).includes('"dataMarked":"yes"')).length;
        appendFileSync(${JSON.stringify(path.join(root, 'calls.txt'))}, 'contentLoaded ' + marked + '\\n');
      },
    }`;
    await writeFile(
      path.join(root, 'site.config.ts'),
      `import { appendFileSync } from 'node:fs';\n${source.replace("plugins: [search({ ignore: ['/docs/notes/orphan'] })]", `plugins: [search({ ignore: ['/docs/notes/orphan'] }), ${plugin}]`)}`,
    );
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function buildAndReadCalls(out: string): Promise<string[]> {
    await rm(path.join(root, 'calls.txt'), { force: true });
    const result = await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, out), logger: silentLogger, crawl: false });
    expect(result.upToDate).toBeUndefined();
    return (await readFile(path.join(root, 'calls.txt'), 'utf8')).trim().split('\n');
  }

  it('runs once per page before contentLoaded, and the page renders what it changed', async () => {
    const calls = await buildAndReadCalls('first');
    const pages = calls.filter((c) => !c.startsWith('contentLoaded'));
    expect(pages.length).toBeGreaterThan(5);
    expect(new Set(pages).size).toBe(pages.length);
    expect(calls.at(-1)).toMatch(/^contentLoaded \d+$/);
    // contentLoaded sees the changed trees (handed back by the page workers).
    expect(Number(calls.at(-1)!.split(' ')[1])).toBeGreaterThan(0);
    const html = await readFile(path.join(root, 'first', 'docs', 'intro.html'), 'utf8');
    expect(html).toMatch(/<h2[^>]*data-marked="yes"/);
  });

  it('runs again for pages taken from the cache', async () => {
    const calls = await buildAndReadCalls('second');
    expect(calls.filter((c) => !c.startsWith('contentLoaded')).length).toBeGreaterThan(5);
    expect(await readFile(path.join(root, 'second', 'docs', 'intro.html'), 'utf8')).toMatch(/<h2[^>]*data-marked="yes"/);
  });
});

/**
 * In `serve --watch` the generator reuses the doc objects it processed, already transformed:
 * transformDoc runs again only for a page whose Markdown, or a file it depends on, changed.
 */
describe('plugin transformDoc in the dev server', { timeout: 120_000 }, () => {
  const siteRoot = basicSiteCopy('docsgen-transform-dev-');

  it('transforms each processed page once, and again after its Markdown or a file it depends on changes', async () => {
    const root = siteRoot();
    const dataFile = path.join(root, 'content', 'data.json');
    const callsFile = path.join(root, 'calls.txt');
    // The plugin runs in the page workers, which take it from the config: it records each call in a file.
    const source = await readFile(path.join(root, 'site.config.ts'), 'utf8');
    const plugin = `{
      name: 'counter',
      transformDoc(doc, ctx) {
        appendFileSync(${JSON.stringify(callsFile)}, doc.id + '\\n');
        if (doc.id === 'intro') ctx.dependOn(doc, ${JSON.stringify(dataFile)});
      },
    }`;
    await writeFile(path.join(root, 'site.config.ts'), `import { appendFileSync } from 'node:fs';\n${source.replace("plugins: [search({ ignore: ['/docs/notes/orphan'] })]", `plugins: [search({ ignore: ['/docs/notes/orphan'] }), ${plugin}]`)}`);
    const config = await loadSiteConfig(path.join(root, 'site.config.ts'));
    const generator = createSiteGenerator(config, { logger: silentLogger, gates: createGates(config.gates, silentLogger), dev: true, pagePool: createPagePool(pageLimits(config)) });
    const run = async (changedFiles: string[] = []) => {
      await rm(callsFile, { force: true });
      await generator.run(memorySink(new Map()), { times: {}, changedFiles });
      return (await readFile(callsFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    };

    expect((await run()).length).toBeGreaterThan(5);
    expect(await run()).toEqual([]);
    const intro = path.join(root, 'content', 'docs', 'intro.md');
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nOne more line.\n`);
    expect(await run([intro])).toEqual(['intro']);
    expect(await run([dataFile])).toEqual(['intro']);
    expect(await run([path.join(root, 'content', 'other.json')])).toEqual([]);
  });
});

describe('a dev server after a build', { timeout: 120_000 }, () => {
  const siteRoot = basicSiteCopy('docsgen-dev-start-');

  it('starts from the pages the build processed, and its own first run is saved for the next start', async () => {
    const root = siteRoot();
    await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'out'), logger: silentLogger, crawl: false });
    const config = await loadSiteConfig(path.join(root, 'site.config.ts'));
    const first = await createSiteGenerator(config, { logger: silentLogger, gates: createGates(config.gates, silentLogger), dev: true, pagePool: createPagePool(pageLimits(config)) }).run(memorySink(new Map()), { times: {} });
    expect(first.content.docs.length).toBeGreaterThan(5);
    expect(first.content.reprocessed.size).toBe(0);

    // An edit made while the first dev server ran is processed by it; the next one starts warm.
    const intro = path.join(root, 'content', 'docs', 'intro.md');
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nEdited between two starts.\n`);
    const second = createSiteGenerator(config, { logger: silentLogger, gates: createGates(config.gates, silentLogger), dev: true, pagePool: createPagePool(pageLimits(config)) });
    expect([...(await second.run(memorySink(new Map()), { times: {} })).content.reprocessed]).toEqual([intro]);
    // Its first run is saved in the background: the next start, made once that save is done, processes nothing.
    await second.saved();
    const third = await createSiteGenerator(config, { logger: silentLogger, gates: createGates(config.gates, silentLogger), dev: true, pagePool: createPagePool(pageLimits(config)) }).run(memorySink(new Map()), { times: {} });
    expect(third.content.reprocessed.size).toBe(0);
  });
});

/**
 * The page step renders each page body right after its plugins ran, so one tree per page lives
 * from parse to HTML; the tree comes back only when a plugin of the site may read it in contentLoaded.
 */
describe('page bodies in a build', { timeout: 120_000 }, () => {
  const siteRoot = basicSiteCopy('docsgen-early-body-');

  it('are rendered once plugins ran, and the trees let go, with docsgen\'s own plugins only', async () => {
    const config = await loadSiteConfig(path.join(siteRoot(), 'site.config.ts'));
    const files = new Map();
    const { content } = await createSiteGenerator(config, { logger: silentLogger, gates: createGates(config.gates, silentLogger), pagePool: createPagePool(pageLimits(config)) }).run(memorySink(files), { times: {} });
    const intro = content.docs.find((doc) => doc.id === 'intro')!;
    expect(intro.html).toMatch(/<h2/);
    expect('hast' in intro).toBe(false);
    // The page shows the body rendered early.
    expect(files.get('docs/intro.html')!.body.toString()).toContain(intro.html!.slice(0, 200));
  });

  it('keep their trees for a plugin that reads them in contentLoaded', async () => {
    const config = await loadSiteConfig(path.join(siteRoot(), 'site.config.ts'));
    let headings = 0;
    config.plugins.push({
      name: 'reader',
      contentLoaded(ctx) {
        for (const doc of ctx.docs) headings += treeOf(doc).children.filter((node) => node.type === 'element' && node.tagName === 'h2').length;
      },
    });
    const { content } = await createSiteGenerator(config, { logger: silentLogger, gates: createGates(config.gates, silentLogger), pagePool: createPagePool(pageLimits(config)) }).run(memorySink(new Map()), { times: {} });
    expect(headings).toBeGreaterThan(0);
    expect(treeOf(content.docs.find((doc) => doc.id === 'intro')!).type).toBe('root');
  });
});

/** A writable copy of the basic fixture site with its own config, for one describe block. */
function basicSiteCopy(prefix: string): () => string {
  let root = '';
  beforeAll(async () => {
    const copy = await copyFixtureSite(fileURLToPath(new URL('../fixtures/sites/basic/', import.meta.url)), prefix);
    root = copy.root;
    await writeFile(path.join(root, 'site.config.ts'), copy.configSource);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  return () => root;
}
