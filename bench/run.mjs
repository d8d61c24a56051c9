// npm run bench [-- --sizes 20,1000,10000] [-- --profiles real,generated,realistic,onefolder,bigpage,watch] —
// builds the real site, generated sites (one sidebar per section), realistic sites (8 KB pages, one
// sidebar; with the bare Markdown floor measured in the same run), realistic pages all in ONE
// folder (`onefolder`: output bytes a page, which must not grow with the folder; its sizes default
// to 300,3000,10000) and one 4 MB page (with its floor), measures every phase, memory, bytes,
// search and the dev server, prints a table and writes results.json.
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, stat, symlink, writeFile, appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { generateSite } from './generate.mjs';
import { generateBigPageSite, generateOneFolderSite, generateRealisticSite, oneFolderPageId, pageId as realisticPageId } from './generateRealistic.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sitesDir = path.join(root, 'bench', 'sites');
const USAGE = `npm run bench [-- --profiles LIST] [-- --sizes LIST] [-- --inline-limit N]

Profiles (comma-separated; default: all of them):
  small      a 3-page site, --no-crawl --no-cache, 1 warm-up + 7 runs: whole command wall and CPU
  real       this repository's site: cold, no change, warm caches, one page changed, bytes, first-load JS, search
  generated  generated sites (one sidebar per section) at --sizes (default 20,1000,10000)
  realistic  realistic 8 KB pages under one sidebar at --sizes, each cold build interleaved with the
             bare parse (remark-parse + gfm + rehype) on the same files, in two processes (wall) and in
             one (CPU): ratios pair by pair; up to 1,000 pages also one page changed (cache kept), 3 runs
  onefolder  realistic pages all in ONE folder at 300,3000,10000 (or --sizes): bytes a page, output
  bigpage    one 4 MB page against its bare parse: time and peak RSS
  watch      serve --watch: first answer cold and on restart, edit → page shows it

It prints each profile's figures as it goes, then issue #22's table (median (min–max)) from the rows
that ran, and writes bench/results.json (do not commit that file).
  --inline-limit N   the one-folder sites' docs.sidebarInlineLimit
  --help             this text`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const sizesArg = process.argv.indexOf('--sizes');
const sizes = sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number) : [20, 1000, 10000];
const oneFolderSizes = sizesArg > 0 ? sizes : [300, 3000, 10000];
const profilesArg = process.argv.indexOf('--profiles');
const profiles = new Set(profilesArg > 0 ? process.argv[profilesArg + 1].split(',') : ['small', 'real', 'generated', 'realistic', 'onefolder', 'bigpage', 'watch']);
// --inline-limit N: the one-folder sites' docs.sidebarInlineLimit (a huge one shows the output as it was before the limit).
const inlineLimitArg = process.argv.indexOf('--inline-limit');
const inlineLimit = inlineLimitArg > 0 ? Number(process.argv[inlineLimitArg + 1]) : undefined;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function buildOnce(config, out, extra = []) {
  const report = path.join(os.tmpdir(), `docsgen-report-${process.pid}-${Date.now()}.json`);
  const start = performance.now();
  await run(process.execPath, ['bin/docsgen', 'build', '--config', config, '--out', out, '--report', report, ...extra], { cwd: root, maxBuffer: 64 << 20 });
  const wall = performance.now() - start;
  const data = JSON.parse(await readFile(report, 'utf8'));
  await rm(report, { force: true });
  return { wallMs: Math.round(wall), buildMs: Math.round(data.totalMs), cpuMs: data.cpuMs, maxRssMb: Math.round(data.maxRssBytes / 1048576), phases: Object.fromEntries(Object.entries(data.times).map(([k, v]) => [k, Math.round(v)])), phaseCpuMs: data.cpuTimes ?? {}, bytes: data.bytes, files: data.files, pages: data.pages };
}

async function sizeOf(file) {
  const body = await readFile(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** JS and CSS a first visit to a doc page downloads: the stylesheet, entry and preloaded chunks. */
async function firstLoad(out, docPath) {
  const html = await readFile(path.join(out, `${docPath.slice(1)}.html`), 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  // The head script names the entry and the chunks it preloads after the first paint.
  const head = html.slice(0, html.indexOf('</head>'));
  const js = [...new Set([...head.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"|"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? m[2] ?? m[3]))];
  const sum = async (files) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const s = await sizeOf(path.join(out, f));
      raw += s.raw;
      gzip += s.gzip;
    }
    return { raw, gzip };
  };
  return { js: await sum(js), css: await sum(css), html: await sizeOf(path.join(out, `${docPath.slice(1)}.html`)) };
}

async function searchFiles(out) {
  // Every shard's index and documents file (search-files.json names them).
  const files = (await readdir(out)).filter((f) => /^search-(index|doc)-.*\.json$/.test(f));
  const result = { index: { raw: 0, gzip: 0 }, docs: { raw: 0, gzip: 0 }, shards: files.filter((f) => f.startsWith('search-index')).length };
  for (const f of files) {
    const size = await sizeOf(path.join(out, f));
    const sum = result[f.startsWith('search-index') ? 'index' : 'docs'];
    sum.raw += size.raw;
    sum.gzip += size.gzip;
  }
  result.totalGzip = result.index.gzip + result.docs.gzip;
  return result;
}

async function searchLatency(out) {
  const bundle = path.join(os.tmpdir(), `docsgen-engine-${process.pid}.mjs`);
  await esbuild({ entryPoints: [path.join(root, 'src/browser/search/engine.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'silent' });
  const { createSearchEngine } = await import(bundle);
  const load = async (sitePath) => JSON.parse(await readFile(path.join(out, sitePath), 'utf8'));
  const manifest = await load('search-files.json');
  const engine = createSearchEngine(await Promise.all(manifest.shards.map(async (shard) => ({ index: await load(shard.index), docs: await load(shard.docs) }))));
  const queries = ['picker', 'copy', 'bookmark directory', 'import mode', 'save dialog', 'virtual', 'permission', 'android uri', 'preview content', 'err', 'pla', 'local copy', 'cache', 'remote', 'kalomi', 'rusa', 'tivope'];
  // Each query once on the freshly loaded index: what a visitor's first searches cost.
  const firstTimes = queries.map((q) => {
    const t = performance.now();
    engine.query(q);
    return performance.now() - t;
  }).sort((a, b) => a - b);
  const firstUse = { medianMs: +firstTimes[Math.floor(firstTimes.length / 2)].toFixed(2), maxMs: +firstTimes.at(-1).toFixed(2) };
  // Three rounds of 200 timed queries (after 40 warm-up ones); the machine's speed varies, so the
  // round with the median p95 is reported, with every round's p95.
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    const times = [];
    for (let i = 0; i < 240; i++) {
      const q = queries[i % queries.length];
      const t = performance.now();
      engine.query(q);
      if (i >= 40) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rounds.push({ queries: times.length, medianMs: +times[Math.floor(times.length / 2)].toFixed(2), p95Ms: +times[Math.floor(times.length * 0.95)].toFixed(2) });
  }
  await rm(bundle, { force: true });
  const median = [...rounds].sort((a, b) => a.p95Ms - b.p95Ms)[1];
  return { ...median, p95MsByRound: rounds.map((r) => r.p95Ms), firstUse };
}

/**
 * What a cold build of the bench starts without: the content cache (its header `content.bin` and
 * the segments beside it, `content.bin.<id>.seg`), the rendered pages, the search files and the
 * last build's stamp. The segments go too: left behind without their header, the build deleted
 * them itself when it saved its own (some 120 MB at 1,000 realistic pages, inside the content
 * stage's time), which a build from an empty cache never does.
 */
async function removeBuiltPages(cacheDir) {
  const segments = (await readdir(cacheDir).catch(() => [])).filter((name) => name.startsWith('content.bin.'));
  await Promise.all(['content.bin', ...segments, 'pages', 'search', 'last-build.json'].map((entry) => rm(path.join(cacheDir, entry), { recursive: true, force: true })));
}

async function benchSite(name, config, out, { docPath, changeFile, crawl, pageTypes, coldRepeats }) {
  const cacheDir = path.join(path.dirname(config), 'node_modules', '.cache', 'docsgen');
  // Cold: no processed pages, rendered pages or search files from earlier builds. Encoded images
  // stay cached (the targets are stated that way).
  // This machine's speed for memory-bound work varies from run to run (shared host): cold builds
  // of the smaller sites run three times and the median run is reported, with every run's time.
  const coldRuns = [];
  // The bench's own temporary output: a folder an older docsgen wrote (no marker) would be refused.
  await rm(out, { recursive: true, force: true });
  for (let run = 0; run < (coldRepeats ?? 1); run++) {
    await removeBuiltPages(cacheDir);
    coldRuns.push(await buildOnce(config, out, crawl ? [] : ['--no-crawl']));
  }
  const cold = [...coldRuns].sort((a, b) => a.buildMs - b.buildMs)[Math.floor(coldRuns.length / 2)];
  cold.runsMs = coldRuns.map((r) => r.buildMs);
  // No change: the up-to-date check (inputs hashed, output folder verified) ends the build.
  const warm = await buildOnce(config, out, ['--no-crawl']);
  // The whole pipeline again with warm caches (what a build does when the stamp is gone).
  await rm(path.join(cacheDir, 'last-build.json'), { force: true });
  const warmCaches = await buildOnce(config, out, ['--no-crawl']);
  const original = await readFile(changeFile, 'utf8');
  await appendFile(changeFile, '\nOne more paragraph for the one-page-changed rebuild.\n');
  let onePage;
  try {
    onePage = await buildOnce(config, out, ['--no-crawl']);
  } finally {
    await writeFile(changeFile, original);
  }
  const result = { name, pages: cold.pages, cold, warmNoChange: warm, warmCachesFullPipeline: warmCaches, onePageChanged: onePage, outputBytes: cold.bytes, firstLoad: await firstLoad(out, docPath), search: await searchFiles(out) };
  if (pageTypes) {
    result.firstLoadByPageType = {};
    for (const [type, pagePath] of Object.entries(pageTypes)) result.firstLoadByPageType[type] = await firstLoad(out, pagePath);
  }
  console.log(`  ${name}: cold ${cold.wallMs} ms (build ${cold.buildMs} ms, median of [${cold.runsMs.join(', ')}], ${cold.maxRssMb} MB), no change ${warm.buildMs} ms (wall ${warm.wallMs} ms), full pipeline on warm caches ${warmCaches.buildMs} ms, one page changed ${onePage.buildMs} ms`);
  return result;
}

async function imagePool() {
  const dir = path.join(sitesDir, 'pool');
  await mkdir(dir, { recursive: true });
  const files = [];
  for (let i = 0; i < 3; i++) {
    const file = path.join(dir, `pool-${i}.png`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#${['fb6222', '1c1e21', '3578e5'][i]}"/><circle cx="${400 + i * 300}" cy="450" r="250" fill="#fff" opacity="0.6"/></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(file);
    files.push(file);
  }
  return files;
}

/** serve --watch on a copy of the real site: cold start to first 200, then edit → visible text. */
function stopServer(server) {
  return new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });
}

/** Starts `serve --watch` in `dir` and resolves once /docs/install answers 200. */
async function startDevServer(dir, port) {
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'bin/docsgen'), 'serve', '--watch', '--port', String(port)], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = { text: '' };
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (log.text += chunk));
  let exited;
  server.once('exit', (code, signal) => (exited = `exited (${signal ?? `code ${code}`}) before answering`));
  for (;;) {
    // A server that stops (a config error) would otherwise be polled forever.
    if (exited) throw new Error(`serve --watch in ${dir} ${exited}:\n${log.text.trim()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/docs/install`);
      if (response.status === 200) return { server, log, startMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * serve --watch on a copy of the real site (its own node_modules of links, so its caches are its
 * own): cold start to first 200, edit → visible text, then a restart, which starts from the pages
 * the first run saved.
 */
async function watchLatency() {
  const dir = path.join(os.tmpdir(), `docsgen-watch-bench-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'node_modules'), { recursive: true });
  await cp(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(root, 'templates'), path.join(dir, 'templates'), { recursive: true });
  // The site's own theme folder (its customCss).
  await cp(path.join(root, 'theme'), path.join(dir, 'theme'), { recursive: true });
  await cp(path.join(root, 'site.config.ts'), path.join(dir, 'site.config.ts'));
  for (const name of await readdir(path.join(root, 'node_modules'))) {
    if (name !== '.cache') await symlink(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  const port = 4800 + Math.floor(Math.random() * 100);
  const url = `http://127.0.0.1:${port}`;
  const { server, log, startMs: coldStartMs } = await startDevServer(dir, port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${url}/docs/sponsor-only/license`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const file = path.join(dir, 'content/docs/sponsor-only/license.md');
  const original = await readFile(file, 'utf8');
  const latencies = [];
  for (let i = 0; i < 12; i++) {
    const marker = `Edit marker ${i} ${Date.now()}`;
    const t = performance.now();
    await writeFile(file, `${original}\n${marker}\n`);
    try {
      await page.waitForFunction((m) => document.body.innerText.includes(m), marker, { timeout: 20000, polling: 5 });
    } catch (error) {
      // An edit that never shows is a failure of the dev server: report what each side had.
      const served = await fetch(`${url}/__data/docs/sponsor-only/license.json`).then((r) => r.text());
      const onPage = await page.evaluate(() => ({ overlay: document.getElementById('docsgen-error-overlay')?.textContent ?? null, markers: document.body.innerText.match(/Edit marker \d+/g) ?? [] }));
      await browser.close();
      server.kill();
      await rm(dir, { recursive: true, force: true });
      return { error: `edit ${i} never showed: ${error.message}`, servedHasEdit: served.includes(marker), onPage, serverLog: log.text.split('\n').slice(-8) };
    }
    latencies.push(performance.now() - t);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  }
  await browser.close();
  await stopServer(server);
  const restart = await startDevServer(dir, port);
  await stopServer(restart.server);
  await rm(dir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  return { coldStartMs, warmStartMs: restart.startMs, edits: latencies.length, medianMs: Math.round(latencies[Math.floor(latencies.length / 2)]), maxMs: Math.round(latencies.at(-1)) };
}

/** Runs `bench/floor.mjs` over a docs folder in a child process: the bare Markdown floor. */
async function floorOnce(docsDir) {
  const { stdout } = await run(process.execPath, [path.join(root, 'bench', 'floor.mjs'), docsDir], { cwd: root, maxBuffer: 1 << 20 });
  return JSON.parse(stdout);
}

/**
 * The floor in two processes side by side (each parses every other file), as docsgen's pages run
 * on both cores: the wall time is the slower process's, the CPU time both processes' together.
 */
async function floorTwice(docsDir) {
  const parts = await Promise.all([0, 1].map(async (k) => JSON.parse((await run(process.execPath, [path.join(root, 'bench', 'floor.mjs'), docsDir, `${k}/2`], { cwd: root, maxBuffer: 1 << 20 })).stdout)));
  return { ms: Math.max(...parts.map((p) => p.ms)), cpuMs: parts.reduce((sum, p) => sum + p.cpuMs, 0), files: parts.reduce((sum, p) => sum + p.files, 0) };
}

/** `median (min–max)` of some figures. */
const spread = (values, unit = ' ms') => `${median(values)}${unit} (${Math.min(...values)}–${Math.max(...values)})`;

async function markdownBytes(docsDir) {
  let bytes = 0;
  for (const file of await readdir(docsDir, { recursive: true })) if (file.endsWith('.md')) bytes += (await stat(path.join(docsDir, file))).size;
  return bytes;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Pairs of a cold build and the floor counted at 1,000 pages or fewer, after WARM_UP pairs that are not. */
const ROUNDS = 5;
const WARM_UP = 1;

/**
 * The realistic profile at one size: cold builds (images cached; everything else cold, search and
 * the link gate included, default flags) in pairs with the bare floor over the same files, so both
 * see the same machine. Up to 1,000 pages, ROUNDS pairs are counted after WARM_UP pairs that are
 * not (the first runs after the site is written see a colder machine: file cache, CPU frequency),
 * and the pairs alternate which of the two runs first, so a drift of the machine's speed falls on
 * both alike. The ratio is the median of the pairs' ratios, each pair's is reported, and so is the
 * floor's spread (its slowest run over its fastest): a spread as large as the gap to a goal says
 * the run cannot judge it. The wall ratio is against the floor in two processes, the CPU ratio
 * against the same floor in one process, run next to the build in each pair (issue #22's goals).
 */
async function benchRealistic(n) {
  const dir = path.join(sitesDir, `realistic-${n}`);
  const config = await generateRealisticSite(dir, n);
  const out = path.join(os.tmpdir(), `docsgen-bench-realistic-${n}`);
  const cacheDir = path.join(dir, 'node_modules', '.cache', 'docsgen');
  const docsDir = path.join(dir, 'content', 'docs');
  const rounds = n <= 1000 ? ROUNDS : 1;
  const warmUp = n <= 1000 ? WARM_UP : 0;
  const builds = [];
  const floors = [];
  // The same parse in one process: the CPU goal is against it (issue #22), and two processes side
  // by side take more CPU together (each warms up its own JIT, both share the caches): 1.13–1.22×
  // at load 15–20.
  const oneFloors = [];
  await rm(out, { recursive: true, force: true });
  const coldBuild = async () => {
    await removeBuiltPages(cacheDir);
    return buildOnce(config, out);
  };
  for (let i = 0; i < warmUp + rounds; i++) {
    let floor;
    let oneFloor;
    let build;
    if (i % 2 === 0) {
      floor = await floorTwice(docsDir);
      oneFloor = await floorOnce(docsDir);
      build = await coldBuild();
    } else {
      build = await coldBuild();
      oneFloor = await floorOnce(docsDir);
      floor = await floorTwice(docsDir);
    }
    if (i < warmUp) continue;
    floors.push(floor);
    oneFloors.push(oneFloor);
    builds.push(build);
  }
  const pairRatios = builds.map((b, i) => +(b.buildMs / floors[i].ms).toFixed(2));
  const cpuPairRatios = builds.map((b, i) => +(b.cpuMs / oneFloors[i].cpuMs).toFixed(2));
  const cold = [...builds].sort((a, b) => a.buildMs - b.buildMs)[Math.floor(builds.length / 2)];
  // The same page at every size (the 20th, which the 20-page site has too): its HTML in a large
  // sidebar against the small one is the figure the sidebar's growth is judged by.
  const doc = `/docs/${realisticPageId(19)}`;
  const html = await stat(path.join(out, `${doc.slice(1)}.html`));
  const json = await stat(path.join(out, '__data', `${doc.slice(1)}.json`));
  const floorMs = median(floors.map((f) => f.ms));
  const floorCpuMs = median(floors.map((f) => f.cpuMs));
  // One page changed, cache kept (the last cold build's): a paragraph added to a different page each
  // round, default flags; the whole command's wall time is the figure (node's start included).
  const onePageRuns = [];
  if (n <= 1000) {
    for (let i = 0; i < 3; i++) {
      const file = path.join(docsDir, `${realisticPageId((7 + i * 101) % n)}.md`);
      const original = await readFile(file, 'utf8');
      await appendFile(file, `\nOne more paragraph for the one-page-changed rebuild, round ${i}.\n`);
      try {
        onePageRuns.push(await buildOnce(config, out));
      } finally {
        await writeFile(file, original);
      }
    }
  }
  const result = {
    name: `realistic ${n}`,
    pages: cold.pages,
    markdownBytes: await markdownBytes(docsDir),
    cold: { ...cold, runsMs: builds.map((b) => b.buildMs), cpuRunsMs: builds.map((b) => b.cpuMs), maxRssRunsMb: builds.map((b) => b.maxRssMb) },
    floor: { processes: 2, ms: floorMs, runsMs: floors.map((f) => f.ms), cpuMs: floorCpuMs, cpuRunsMs: floors.map((f) => f.cpuMs), spread: +(Math.max(...floors.map((f) => f.ms)) / Math.min(...floors.map((f) => f.ms))).toFixed(2), warmUpPairs: warmUp, oneProcess: { cpuMs: median(oneFloors.map((f) => f.cpuMs)), cpuRunsMs: oneFloors.map((f) => f.cpuMs), runsMs: oneFloors.map((f) => f.ms) } },
    ratio: median(pairRatios),
    ratioRuns: pairRatios,
    cpuRatio: median(cpuPairRatios),
    cpuRatioRuns: cpuPairRatios,
    outputBytes: cold.bytes,
    onePage: { path: doc, htmlBytes: html.size, jsonBytes: json.size },
    ...(onePageRuns.length
      ? { onePageChanged: { wallMs: median(onePageRuns.map((r) => r.wallMs)), wallRunsMs: onePageRuns.map((r) => r.wallMs), buildRunsMs: onePageRuns.map((r) => r.buildMs), cpuRunsMs: onePageRuns.map((r) => r.cpuMs), phases: onePageRuns[Math.floor(onePageRuns.length / 2)].phases } }
      : {}),
  };
  console.log(`  ${result.name}: cold build ${cold.buildMs} ms (runs [${result.cold.runsMs.join(', ')}]), floor in two processes ${floorMs} ms (runs [${result.floor.runsMs.join(', ')}]), ratio ${result.ratio}× (pairs [${pairRatios.join(', ')}]; CPU time ${result.cpuRatio}× the parse's in one process (${result.floor.oneProcess.cpuMs} ms), pairs [${cpuPairRatios.join(', ')}]; floor spread ${result.floor.spread}×), peak RSS ${cold.maxRssMb} MB, output ${(cold.bytes / 1048576).toFixed(1)} MB, one page ${(html.size / 1024).toFixed(1)} KB HTML + ${(json.size / 1024).toFixed(1)} KB JSON${onePageRuns.length ? `; one page changed: ${spread(onePageRuns.map((r) => r.wallMs))} whole command` : ''}`);
  await rm(out, { recursive: true, force: true });
  return result;
}

/**
 * Realistic pages all in one folder (a generated API reference) at one size: one cold build (no
 * crawl: the figure is the output's size), the output's bytes and bytes a page, and the HTML of
 * one page (the 150th, which every size has) — neither may grow with the size of the folder.
 */
async function benchOneFolder(n) {
  const dir = path.join(sitesDir, `one-folder-${n}`);
  const config = await generateOneFolderSite(dir, n, { sidebarInlineLimit: inlineLimit });
  const out = path.join(os.tmpdir(), `docsgen-bench-one-folder-${n}`);
  await rm(out, { recursive: true, force: true });
  await rm(path.join(dir, 'node_modules', '.cache', 'docsgen'), { recursive: true, force: true });
  const cold = await buildOnce(config, out, ['--no-crawl']);
  const doc = `/docs/${oneFolderPageId(Math.min(149, n - 1))}`;
  const html = await stat(path.join(out, `${doc.slice(1)}.html`));
  const result = {
    name: `one folder ${n}${inlineLimit ? ` (inline limit ${inlineLimit})` : ''}`,
    pages: cold.pages,
    cold: { buildMs: cold.buildMs, wallMs: cold.wallMs, cpuMs: cold.cpuMs, maxRssMb: cold.maxRssMb, phases: cold.phases, phaseCpuMs: cold.phaseCpuMs },
    outputBytes: cold.bytes,
    bytesPerPage: Math.round(cold.bytes / cold.pages),
    onePage: { path: doc, htmlBytes: html.size },
  };
  console.log(`  ${result.name}: cold build ${cold.buildMs} ms, peak RSS ${cold.maxRssMb} MB, output ${(cold.bytes / 1048576).toFixed(1)} MB (${(result.bytesPerPage / 1024).toFixed(1)} KB a page), ${doc} ${(html.size / 1024).toFixed(1)} KB HTML`);
  await rm(out, { recursive: true, force: true });
  return result;
}

/**
 * One 4 MB page of realistic Markdown (bench/generateRealistic.mjs bigPage): cold builds (default
 * flags) alternating with the bare floor over the same file; the peak RSS of both is the figure
 * (docsgen issue: a 4 MB page builds in under 1 GB).
 */
async function benchBigPage() {
  const dir = path.join(sitesDir, 'big-page');
  const config = await generateBigPageSite(dir, 4 * 1024 * 1024, path.join(root, 'templates'));
  const out = path.join(os.tmpdir(), 'docsgen-bench-big-page');
  const builds = [];
  const floors = [];
  for (let i = 0; i < 2; i++) {
    floors.push(await floorOnce(path.join(dir, 'content', 'docs')));
    await rm(path.join(dir, 'node_modules', '.cache', 'docsgen'), { recursive: true, force: true });
    builds.push(await buildOnce(config, out));
  }
  await rm(out, { recursive: true, force: true });
  const result = {
    markdownBytes: await markdownBytes(path.join(dir, 'content', 'docs')),
    build: { ms: median(builds.map((b) => b.buildMs)), runsMs: builds.map((b) => b.buildMs), maxRssMb: median(builds.map((b) => b.maxRssMb)), maxRssRunsMb: builds.map((b) => b.maxRssMb), phases: builds[0].phases },
    floor: { ms: median(floors.map((f) => f.ms)), runsMs: floors.map((f) => f.ms), maxRssMb: median(floors.map((f) => f.maxRssMb)), maxRssRunsMb: floors.map((f) => f.maxRssMb) },
  };
  console.log(`  4 MB page: cold build ${result.build.ms} ms (runs [${result.build.runsMs.join(', ')}]), peak RSS ${result.build.maxRssMb} MB (runs [${result.build.maxRssRunsMb.join(', ')}]); bare floor ${result.floor.ms} ms, peak RSS ${result.floor.maxRssMb} MB (runs [${result.floor.maxRssRunsMb.join(', ')}])`);
  return result;
}

/** User and system seconds of a bash and the children it waited for, as its `times` builtin prints them. */
function childTimes(output) {
  const lines = output.trim().split('\n');
  const seconds = (text) => text.split(/\s+/).map((t) => /^(\d+)m([\d.]+)s$/.exec(t)).reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  return seconds(lines.at(-1));
}

/**
 * The fixed cost of a command: a 3-page site (test/fixtures/gate-sites/out-dir) built with
 * `--no-crawl --no-cache`, where node's start, the threads' module loading and the pipeline's set-up
 * are nearly all the time. Whole command, from outside: wall time, and CPU time (user + system) of
 * the process and the children it waited for (bash's `times`), one warm-up and then `runs` runs.
 */
async function benchSmall(runs = 7) {
  // Four folders below the repository, as in the fixture: its themeDir (../../../../templates) is the default theme.
  const dir = path.join(sitesDir, 'small', 'site');
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(root, 'test', 'fixtures', 'gate-sites', 'out-dir'), dir, { recursive: true });
  const once = async () => {
    const start = performance.now();
    const { stdout } = await run('bash', ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(root, 'bin', 'docsgen'))} build --no-crawl --no-cache >/dev/null && times`], { cwd: dir });
    return { wallMs: Math.round(performance.now() - start), cpuMs: Math.round(childTimes(stdout) * 1000) };
  };
  await once();
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await once());
  const result = { name: '3 pages, --no-crawl --no-cache', wallRunsMs: all.map((r) => r.wallMs), cpuRunsMs: all.map((r) => r.cpuMs) };
  console.log(`  small site (${result.name}): whole command ${spread(result.wallRunsMs)} wall, ${spread(result.cpuRunsMs)} CPU`);
  return result;
}

async function main() {
  const results = { machine: { cpus: os.availableParallelism(), node: process.version, date: new Date().toISOString() }, sites: [], realistic: [] };
  console.log('docsgen bench');
  if (profiles.has('small')) results.small = await benchSmall();
  if (profiles.has('real')) {
    const realOut = path.join(os.tmpdir(), 'docsgen-bench-real');
    // The real site: images stay cached between runs, as the target says.
    results.sites.push(await benchSite('real site', path.join(root, 'site.config.ts'), realOut, { docPath: '/docs/install', changeFile: path.join(root, 'content/docs/sponsor-only/license.md'), crawl: true, coldRepeats: 3, pageTypes: { doc: '/docs/install', landing: '/index', category: '/docs/category/document-picker', notFound: '/404' } }));
    results.search = { real: results.sites[0].search };
  }
  if (profiles.has('generated')) {
    const pool = await imagePool();
    for (const n of sizes) {
      const dir = path.join(sitesDir, `n${n}`);
      const config = await generateSite(dir, n, { imagePool: pool });
      const out = path.join(os.tmpdir(), `docsgen-bench-n${n}`);
      // One image cache for every generated site (they share the image pool), so the first cold
      // run of a size does not encode images the others do not: the targets are stated with images
      // cached.
      const imageCache = path.join(sitesDir, '.image-cache');
      await mkdir(imageCache, { recursive: true });
      await mkdir(path.join(dir, 'node_modules', '.cache', 'docsgen'), { recursive: true });
      await symlink(imageCache, path.join(dir, 'node_modules', '.cache', 'docsgen', 'images'));
      const site = await benchSite(`${n} pages`, config, out, { docPath: '/docs/section-000/page-00001', changeFile: path.join(dir, 'content/docs/section-000/page-00001.md'), crawl: false, coldRepeats: n <= 1000 ? 3 : 1 });
      if (n === 1000) site.searchLatency = await searchLatency(out);
      results.sites.push(site);
      await rm(out, { recursive: true, force: true });
    }
    const k1 = results.sites.find((s) => s.name === '1000 pages');
    const k10 = results.sites.find((s) => s.name === '10000 pages');
    if (k1 && k10) results.slopeMsPerPage = { from1kTo10k: +((k10.cold.buildMs - k1.cold.buildMs) / 9000).toFixed(3), at1k: +(k1.cold.buildMs / 1000).toFixed(3), at10k: +(k10.cold.buildMs / 10000).toFixed(3) };
  }
  if (profiles.has('realistic')) {
    for (const n of sizes) results.realistic.push(await benchRealistic(n));
    const r1 = results.realistic.find((s) => s.pages > 1000 && s.pages < 1100);
    const r10 = results.realistic.find((s) => s.pages > 10000);
    const r20 = results.realistic.find((s) => s.pages < 100);
    for (const big of [r1, r10]) {
      if (!r20 || !big) continue;
      const ratio = +(big.onePage.htmlBytes / r20.onePage.htmlBytes).toFixed(2);
      big.onePage.htmlRatioTo20 = ratio;
      console.log(`  ${big.onePage.path}: HTML in the ${big.pages}-page sidebar is ${ratio}× its HTML in the ${r20.pages}-page one`);
    }
    if (r1 && r10) results.realisticSlopeMsPerPage = { from1kTo10k: +((r10.cold.buildMs - r1.cold.buildMs) / 9000).toFixed(3), at1k: +(r1.cold.buildMs / r1.pages).toFixed(3), at10k: +(r10.cold.buildMs / r10.pages).toFixed(3) };
  }
  if (profiles.has('onefolder')) {
    results.oneFolder = [];
    for (const n of oneFolderSizes) results.oneFolder.push(await benchOneFolder(n));
  }
  if (profiles.has('bigpage')) results.bigPage = await benchBigPage();
  if (profiles.has('watch')) results.watch = await watchLatency();
  // A run of some profiles keeps the other profiles' figures of the last run that measured them.
  const file = path.join(root, 'bench', 'results.json');
  const previous = await readFile(file, 'utf8').then(JSON.parse, () => ({}));
  const kept = { ...previous, ...results };
  if (!profiles.has('real') && !profiles.has('generated')) kept.sites = previous.sites ?? [];
  else if (!profiles.has('real')) kept.sites = [...(previous.sites ?? []).filter((s) => s.name === 'real site'), ...results.sites];
  else if (!profiles.has('generated')) kept.sites = [...results.sites, ...(previous.sites ?? []).filter((s) => s.name !== 'real site')];
  if (!profiles.has('real')) kept.search = previous.search;
  if (!profiles.has('generated')) kept.slopeMsPerPage = previous.slopeMsPerPage;
  if (!profiles.has('realistic')) kept.realistic = previous.realistic ?? [];
  if (!profiles.has('watch')) kept.watch = previous.watch;
  if (!profiles.has('bigpage')) kept.bigPage = previous.bigPage;
  if (!profiles.has('small')) kept.small = previous.small;
  // One-folder rows of earlier runs stay unless this run measured the same row again; bytes a page
  // are compared with the smallest site built with the default limit.
  if (profiles.has('onefolder')) {
    const measured = new Set(results.oneFolder.map((r) => r.name));
    kept.oneFolder = [...(previous.oneFolder ?? []).filter((r) => !measured.has(r.name)), ...results.oneFolder].sort((a, b) => a.pages - b.pages || a.name.localeCompare(b.name));
    const smallest = kept.oneFolder.find((r) => !r.name.includes('inline limit'));
    for (const r of kept.oneFolder) r.bytesPerPageRatio = smallest ? +(r.bytesPerPage / smallest.bytesPerPage).toFixed(2) : undefined;
    results.oneFolder = kept.oneFolder;
  } else kept.oneFolder = previous.oneFolder;
  await writeFile(file, `${JSON.stringify(kept, null, 2)}\n`);
  printTable(results);
}

function printTable(results) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  if (results.sites.length) console.log('\n| site | pages | cold wall | build | peak RSS | no change (build / wall) | warm caches, full pipeline | one page changed | output | doc first-load JS gz | CSS gz | search files gz |');
  if (results.sites.length) console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of results.sites) {
    console.log(`| ${s.name} | ${s.pages} | ${s.cold.wallMs} ms | ${s.cold.buildMs} ms | ${s.cold.maxRssMb} MB | ${s.warmNoChange.buildMs} / ${s.warmNoChange.wallMs} ms | ${s.warmCachesFullPipeline.buildMs} ms | ${s.onePageChanged.buildMs} ms | ${(s.outputBytes / 1048576).toFixed(1)} MB | ${kb(s.firstLoad.js.gzip)} (raw ${kb(s.firstLoad.js.raw)}) | ${kb(s.firstLoad.css.gzip)} | ${kb(s.search.totalGzip)} |`);
  }
  const real = results.sites.find((s) => s.name === 'real site');
  if (real?.firstLoadByPageType) {
    console.log('\nfirst load by page type (real site): JS gzip / raw, CSS gzip');
    for (const [type, load] of Object.entries(real.firstLoadByPageType)) console.log(`  ${type}: ${kb(load.js.gzip)} / ${kb(load.js.raw)}, ${kb(load.css.gzip)}`);
  }
  // Beside each phase's time, the cores it kept busy (its processor time, every thread, over its time):
  // a phase under 2 on two cores left one idle part of the time.
  console.log('\nphases (cold, ms, and the cores each kept busy):');
  const cores = (s, k, v) => (s.cold.phaseCpuMs?.[k] !== undefined && v >= 20 ? ` (${(s.cold.phaseCpuMs[k] / v).toFixed(2)} cores)` : '');
  for (const s of [...results.sites, ...results.realistic, ...(results.oneFolder ?? [])]) console.log(`  ${s.name}: ${Object.entries(s.cold.phases).map(([k, v]) => `${k} ${v}${cores(s, k, v)}`).join(', ')}`);
  const lat = results.sites.find((s) => s.searchLatency)?.searchLatency;
  if (lat) console.log(`\nsearch at 1000 pages: median ${lat.medianMs} ms, p95 ${lat.p95Ms} ms over ${lat.queries} queries (median round; p95 by round: ${(lat.p95MsByRound ?? []).join(", ")} ms); first use of each query: median ${lat.firstUse.medianMs} ms, max ${lat.firstUse.maxMs} ms`);
  if (results.slopeMsPerPage) console.log(`build slope: ${results.slopeMsPerPage.at1k} ms/page at 1k, ${results.slopeMsPerPage.at10k} ms/page at 10k`);
  if (results.realistic.length) {
    console.log('\n| realistic (one sidebar) | pages | cold build (median, runs) | bare floor (median, runs) | ratio | CPU-time ratio (to the parse in one process) | peak RSS | output | one page HTML / JSON |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of results.realistic) {
      console.log(`| ${r.name} | ${r.pages} | ${r.cold.buildMs} ms (${r.cold.runsMs.join(', ')}) | ${r.floor.ms} ms (${r.floor.runsMs.join(', ')}) | ${r.ratio}× | ${r.cpuRatio}× | ${r.cold.maxRssMb} MB | ${(r.outputBytes / 1048576).toFixed(1)} MB | ${kb(r.onePage.htmlBytes)} / ${kb(r.onePage.jsonBytes)} |`);
    }
    if (results.realisticSlopeMsPerPage) console.log(`realistic build slope: ${results.realisticSlopeMsPerPage.at1k} ms/page at 1k, ${results.realisticSlopeMsPerPage.at10k} ms/page at 10k`);
  }
  if (results.oneFolder?.length) {
    console.log('\n| one folder (realistic pages) | pages | cold build | peak RSS | output | bytes a page (× the smallest) | one page HTML |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of results.oneFolder) {
      console.log(`| ${r.name} | ${r.pages} | ${r.cold.buildMs} ms | ${r.cold.maxRssMb} MB | ${(r.outputBytes / 1048576).toFixed(1)} MB | ${kb(r.bytesPerPage)} (${r.bytesPerPageRatio}×) | ${kb(r.onePage.htmlBytes)} |`);
    }
  }
  if (results.bigPage) {
    const big = results.bigPage;
    console.log(`\none ${(big.markdownBytes / 1048576).toFixed(1)} MB page: cold build ${big.build.ms} ms, peak RSS ${big.build.maxRssMb} MB (runs ${big.build.maxRssRunsMb.join(', ')} MB); bare floor ${big.floor.ms} ms, peak RSS ${big.floor.maxRssMb} MB`);
  }
  printIssueTable(results);
  if (!results.watch) return;
  if (results.watch.error) console.log(`serve --watch: FAILED, ${JSON.stringify(results.watch, null, 2)}`);
  else console.log(`serve --watch: first 200 after ${results.watch.coldStartMs} ms cold, ${results.watch.warmStartMs} ms on restart; edit → page shows it: median ${results.watch.medianMs} ms, max ${results.watch.maxMs} ms over ${results.watch.edits} edits`);
}

/** The figures of issue #22's table, from this run's results (rows whose profile did not run are left out). */
function printIssueTable(results) {
  const rows = [];
  if (results.small) rows.push(`| a 3-page site, --no-crawl --no-cache (whole command) | ${spread(results.small.wallRunsMs)} wall, ${spread(results.small.cpuRunsMs)} CPU | CPU ≤ 0.9 s |`);
  const r1 = results.realistic.find((s) => s.pages > 1000 && s.pages < 1100);
  if (r1) {
    rows.push(`| cold build, ${r1.pages} realistic pages, vs the bare parse in two processes, same run | ${spread(r1.cold.runsMs)} vs ${spread(r1.floor.runsMs)}: ${spread(r1.ratioRuns, '×')} (pairs; the floor's slowest run ${r1.floor.spread}× its fastest); CPU ${spread(r1.cold.cpuRunsMs)} vs ${spread(r1.floor.oneProcess.cpuRunsMs)} for the parse in one process: ${spread(r1.cpuRatioRuns, '×')} | ≤ 1.4× wall, CPU ≤ 1.6× |`);
    if (r1.onePageChanged) rows.push(`| one page changed, cache kept, ${r1.pages} pages (whole command) | ${spread(r1.onePageChanged.wallRunsMs)} (build ${spread(r1.onePageChanged.buildRunsMs)}; ${Object.entries(r1.onePageChanged.phases).map(([k, v]) => `${k} ${v}`).join(', ')}) | ≤ 1.0 s |`);
  }
  const folder = (results.oneFolder ?? []).filter((r) => !r.name.includes('inline limit'));
  const f300 = folder.find((r) => r.pages >= 300 && r.pages < 400);
  const f3000 = folder.find((r) => r.pages >= 3000 && r.pages < 3100);
  const f10k = folder.find((r) => r.pages >= 10000);
  if (f300 && f3000) rows.push(`| one folder, bytes a page at ${f3000.pages} vs ${f300.pages} | ${(f3000.bytesPerPage / 1024).toFixed(1)} KB vs ${(f300.bytesPerPage / 1024).toFixed(1)} KB: ${(f3000.bytesPerPage / f300.bytesPerPage).toFixed(2)}× | ≤ 1.25× |`);
  if (f10k) rows.push(`| one folder, ${f10k.pages} pages: output | ${(f10k.outputBytes / 1048576).toFixed(0)} MB | ≤ 1.3 GB |`);
  const r10 = results.realistic.find((s) => s.pages > 10000);
  if (r10) rows.push(`| ${r10.pages} realistic pages, peak RSS | ${r10.cold.maxRssMb} MB | ≤ 1 GB |`);
  if (!rows.length) return;
  console.log('\n| issue #22 | this run (median (min–max)) | goal |\n|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
