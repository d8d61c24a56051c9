import { cp, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { hashTree } from '../helpers/cli.js';
import { linkDocsgenModules } from '../helpers/siteCopy.js';
import { shardOf } from '../../src/search/plugin.js';

/**
 * With the cache kept, a build does again exactly what a change affects: the pages it must process
 * again (`work.processed`) and the pages it must render again (`work.rendered`; the others' files
 * are linked from the page cache), and the search shards it indexes again (`work.searchShards`; the
 * others' files are the search cache's), and writes what a build from scratch writes. The cache is
 * keyed by contents: a restored cache whose files have other mtimes still hits.
 */
const templates = fileURLToPath(new URL('../../templates', import.meta.url));
let root: string;

const CONFIG = (tagline: string) => `import { defineConfig, search } from 'docsgen';

export default defineConfig({
  title: 'Scope',
  tagline: ${JSON.stringify(tagline)},
  url: 'https://scope.example',
  themeDir: './theme',
  navbar: { items: [{ type: 'sidebar', sidebarId: 'one', label: 'One' }, { type: 'sidebar', sidebarId: 'two', label: 'Two' }] },
  docs: { mainDocId: 'intro' },
  sidebars: { one: ['intro', 'a', 'b', 'e'], two: ['c', 'd'] },
  plugins: [search()],
});
`;

const FILES: Record<string, string> = {
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nStart here, then read [A](./a.md).\n',
  'content/docs/a.md': '---\ntitle: Apples\n---\n\nAbout apples.\n\n```js\nconst apple = 1;\n```\n',
  'content/docs/b.md': '---\ntitle: Bananas\n---\n\nAbout bananas.\n',
  'content/docs/e.md': '---\ntitle: Elderberries\n---\n\nSee [the apples](./a.md) and [C](./c.mdx).\n',
  'content/docs/c.mdx': "---\ntitle: Cherries\n---\nimport Part from './_part.mdx';\nimport Badge from '@site/components/Badge';\n\n<Badge label=\"ripe\" />\n\n<Part />\n",
  'content/docs/d.mdx': "---\ntitle: Dates\n---\nimport Part from './_part.mdx';\n\nDates too.\n\n<Part />\n",
  'content/docs/_part.mdx': 'A shared paragraph, version 1.\n',
  'components/Badge.tsx': "export default function Badge({ label }: { label: string }) {\n  return <span className=\"badge\">{label} v1</span>;\n}\n",
};

async function write(file: string, contents: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), contents);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-incremental-scope-'));
  await linkDocsgenModules(root);
  await cp(templates, path.join(root, 'theme'), { recursive: true });
  await write('site.config.ts', CONFIG('first'));
  for (const [file, contents] of Object.entries(FILES)) await write(file, contents);
});

afterAll(() => rm(root, { recursive: true, force: true }));

const quiet: Logger = { info: () => {}, warn: () => {} };

async function buildInto(out: string, cache = true, report?: string): Promise<BuildResult> {
  return build({ config: path.join(root, 'site.config.ts'), out: path.join(root, out), logger: quiet, crawl: false, cache, ...(report ? { report } : {}) });
}

/** The search shards six pages fall in (a shard per route's hash: some may share one). */
const SHARDS = new Set(['/', '/docs/intro', '/docs/a', '/docs/b', '/docs/c', '/docs/d', '/docs/e'].map(shardOf)).size;

async function expectSameAsScratch(): Promise<void> {
  await rm(path.join(root, 'scratch'), { recursive: true, force: true });
  await buildInto('scratch', false);
  const [left, right] = await Promise.all([hashTree(path.join(root, 'build')), hashTree(path.join(root, 'scratch'))]);
  expect(left.size).toBeGreaterThan(10);
  expect([...left].filter(([file, hash]) => right.get(file) !== hash).map(([file]) => file)).toEqual([]);
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
}

/** Every file of a folder, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('what a build after a change does again', { timeout: 300_000 }, () => {
  it('processes and renders only what each change affects, and writes what a build from scratch writes', async () => {
    const cold = await buildInto('build');
    const pages = cold.work!.pages;
    const routes = cold.work!.routes;
    const shards = cold.work!.searchShards as { indexed: number; reused: number };
    expect(cold.work).toEqual({ pages: 6, processed: 6, routes, rendered: routes, searchShards: { indexed: shards.indexed, reused: 0 } });
    expect(shards.indexed).toBeGreaterThan(1);
    expect(shards.indexed).toBeLessThanOrEqual(SHARDS);
    const reusedAll = { indexed: 0, reused: shards.indexed };

    // One page's body: that page, nothing else; its search shard is indexed again, the others' files reused (the --report says so).
    await write('content/docs/b.md', FILES['content/docs/b.md'] + '\nOne more line about bananas.\n');
    const report = path.join(root, 'report.json');
    const oneWork = { pages, processed: 1, routes, rendered: 1, searchShards: { indexed: 1, reused: shards.indexed - 1 } };
    expect((await buildInto('build', true, report)).work).toEqual(oneWork);
    expect((JSON.parse(await readFile(report, 'utf8')) as { work: unknown }).work).toEqual(oneWork);

    // A title: that page is processed again; every page whose sidebar (and neighbours) show the
    // title renders again (sidebar `one`), the pages of sidebar `two` do not.
    await write('content/docs/a.md', FILES['content/docs/a.md']!.replace('Apples', 'Green apples'));
    const retitled = await buildInto('build');
    expect(retitled.work!.processed).toBe(1);
    const html = await readFile(path.join(root, 'build/docs/b.html'), 'utf8');
    expect(html).toContain('Green apples');
    expect(retitled.work!.rendered).toBeGreaterThanOrEqual(4);
    expect(retitled.work!.rendered).toBeLessThanOrEqual(routes - 2);
    const restoredTwo = await readFile(path.join(root, 'build/docs/c.html'), 'utf8');
    expect(restoredTwo).not.toContain('Green apples');
    await expectSameAsScratch();

    // A partial two pages import: those two (and their shards: one, if they share it).
    await write('content/docs/_part.mdx', 'A shared paragraph, version 2.\n');
    const partShards = new Set(['/docs/c', '/docs/d'].map(shardOf)).size;
    expect((await buildInto('build')).work).toEqual({ pages, processed: 2, routes, rendered: 2, searchShards: { indexed: partShards, reused: shards.indexed - partShards } });
    expect(await readFile(path.join(root, 'build/docs/d.html'), 'utf8')).toContain('version 2');

    // A component one page imports: that page.
    await write('components/Badge.tsx', FILES['components/Badge.tsx']!.replace('v1', 'v2'));
    expect((await buildInto('build')).work).toEqual({ pages, processed: 1, routes, rendered: 1, searchShards: { indexed: 1, reused: shards.indexed - 1 } });
    expect(await readFile(path.join(root, 'build/docs/c.html'), 'utf8')).toContain('ripe v2');

    // The config: every page (their search sections are the same: no shard is indexed again).
    await write('site.config.ts', CONFIG('second'));
    expect((await buildInto('build')).work).toEqual({ pages, processed: pages, routes, rendered: routes, searchShards: reusedAll });

    // The theme: every page renders again (from the cached trees: none is parsed again).
    const layout = path.join(root, 'theme', 'DocItemLayout.tsx');
    const edited = (await readFile(layout, 'utf8')).replace('<article className={', '<article data-theme-version="2" className={');
    expect(edited).toContain('data-theme-version');
    await writeFile(layout, edited);
    const themed = await buildInto('build');
    expect(themed.work).toEqual({ pages, processed: 0, routes, rendered: routes, searchShards: reusedAll });
    expect(await readFile(path.join(root, 'build/docs/b.html'), 'utf8')).toContain('data-theme-version="2"');
    await expectSameAsScratch();

    // A cache restored in CI: other mtimes everywhere (sources, theme, cache), no output folder.
    // Contents decide: nothing is processed or rendered again, and the output is the same.
    const before = await hashTree(path.join(root, 'build'));
    await rm(path.join(root, 'build'), { recursive: true, force: true });
    const past = new Date('2001-02-03T04:05:06Z');
    for (const file of [...(await filesUnder(path.join(root, 'content'))), ...(await filesUnder(path.join(root, 'theme'))), ...(await filesUnder(path.join(root, 'components'))), ...(await filesUnder(path.join(root, 'node_modules', '.cache')))]) await utimes(file, past, past);
    await utimes(path.join(root, 'site.config.ts'), past, past);
    expect((await buildInto('build')).work).toEqual({ pages, processed: 0, routes, rendered: 0, searchShards: reusedAll });
    const after = await hashTree(path.join(root, 'build'));
    expect([...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file)).toEqual([]);
    expect([...before.keys()].sort()).toEqual([...after.keys()].sort());
  });
});
