import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helper shared with the benchmark
import { generateSite } from '../../bench/generate.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let config: string;

async function hashTree(out: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(out, file), createHash('sha256').update(await readFile(file)).digest('hex'));
  }
  return hashes;
}

async function buildWith(workers: string, out: string, site = config, flags = ['--no-cache']): Promise<string> {
  const { stdout } = await run(process.execPath, ['bin/docsgen', 'build', '--config', site, '--out', out, '--no-crawl', ...flags], {
    cwd: root,
    env: { ...process.env, DOCSGEN_WORKERS: workers },
    timeout: 240_000,
  });
  return stdout;
}

/**
 * The one-worker build of the 100-page site without caches: the reference both the parallel and
 * the cached builds must match, made once per file (by whichever test asks first).
 */
let singleBuild: Promise<{ out: string; log: string }> | undefined;
function single(): Promise<{ out: string; log: string }> {
  const out = path.join(dir, 'single');
  singleBuild ??= buildWith('1', out).then((log) => ({ out, log }));
  return singleBuild;
}

/**
 * The two-worker build of the same site from an empty cache (caches on): the parallel build the
 * first test compares with the reference, and the cold build the second one builds from again.
 */
let twoWorkerBuild: Promise<{ out: string; log: string }> | undefined;
function twoWorkers(): Promise<{ out: string; log: string }> {
  const out = path.join(dir, 'parallel');
  twoWorkerBuild ??= buildWith('2', out, config, []).then((log) => ({ out, log }));
  return twoWorkerBuild;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-parallel-'));
  // 100 pages: enough for every worker to have several batches.
  config = await generateSite(path.join(dir, 'site'), 100);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('parallel build', () => {
  it('writes byte-identical output with one worker and with two', { timeout: 300_000 }, async () => {
    const reference = await single();
    expect(reference.log).toMatch(/100 pages in 1 page worker \(100 processed, 0 from the cache\)/);
    const { out: parallel, log } = await twoWorkers();
    expect(log).toMatch(/102 pages/);
    // Every page went through the page step (Markdown to HTML in a worker), and rendered in workers.
    expect(log).toMatch(/100 pages in 2 page workers \(100 processed, 0 from the cache\)/);
    const [a, b] = await Promise.all([hashTree(reference.out), hashTree(parallel)]);
    expect(a.size).toBeGreaterThan(300);
    const different = [...a].filter(([file, hash]) => b.get(file) !== hash).map(([file]) => file);
    expect(different).toEqual([]);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  });

  it('keeps the pages workers processed in the content cache, and a build from it writes the same output', { timeout: 300_000 }, async () => {
    const cacheDir = path.join(dir, 'site', 'node_modules', '.cache', 'docsgen');
    const warm = path.join(dir, 'warm');
    const reference = await single();
    const { out: cold, log: coldLog } = await twoWorkers();
    expect(coldLog).toMatch(/100 pages in 2 page workers \(100 processed, 0 from the cache\)/);
    // Only the processed pages stay cached: rendered pages, search files and the up-to-date stamp go.
    await Promise.all(['pages', 'search', 'last-build.json'].map((entry) => rm(path.join(cacheDir, entry), { recursive: true, force: true })));
    expect(await buildWith('2', warm, config, [])).toMatch(/100 pages \(0 processed, 100 from the cache\)/);
    const [a, b, c] = await Promise.all([hashTree(reference.out), hashTree(cold), hashTree(warm)]);
    const differentCold = [...a].filter(([file, hash]) => b.get(file) !== hash).map(([file]) => file);
    const differentWarm = [...a].filter(([file, hash]) => c.get(file) !== hash).map(([file]) => file);
    expect(differentCold).toEqual([]);
    expect(differentWarm).toEqual([]);
  });

  it('runs a site plugin’s transformDoc in the page workers, every page through the plugin', { timeout: 300_000 }, async () => {
    // 40 pages: 10 batches of 4, dealt to both workers.
    const site = await generateSite(path.join(dir, 'own-plugin'), 40);
    // The plugin marks every h2 in transformDoc: the workers take it from the config module.
    const plugin = `{ name: 'marker', transformDoc(doc) { const mark = (node) => { if (node.tagName === 'h2') node.properties.dataMarked = 'yes'; (node.children ?? []).forEach(mark); }; mark(doc.hast); } }`;
    const source = await readFile(site, 'utf8');
    await writeFile(site, source.replace('plugins: [search(), images({ quality: 80 })]', `plugins: [search(), images({ quality: 80 }), ${plugin}]`));
    const out = path.join(dir, 'own-plugin-out');
    const log = await buildWith('2', out, site);
    expect(log).toMatch(/40 pages in 2 page workers \(40 processed, 0 from the cache\)/);
    for (let i = 0; i < 40; i++) {
      const page = await readFile(path.join(out, 'docs', 'section-000', `page-${String(i).padStart(5, '0')}.html`), 'utf8');
      expect(page, `page ${i}`).toMatch(/<h2[^>]*data-marked="yes"/);
    }
  });

  it('reports a page error found in a worker with its file and line', { timeout: 300_000 }, async () => {
    const site = await generateSite(path.join(dir, 'broken'), 40);
    const page = path.join(dir, 'broken', 'content', 'docs', 'section-000', 'page-00037.md');
    const lines = (await readFile(page, 'utf8')).split('\n').length;
    await appendFile(page, '\n::youtube\n');
    const failure = (await buildWith('2', path.join(dir, 'broken-out'), site).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    ))!;
    expect(failure?.code).toBe(1);
    expect(failure.stderr).toContain(`content/docs/section-000/page-00037.md:${lines + 1}:1: \`::youtube\` needs a video id`);
    expect(failure.stderr).not.toMatch(/\n\s+at /);
  });
});
