// npm run bench:web [-- --runs 3 --dirs build,other-build --pages /,/docs/install --no-build]
//
// Builds the site, serves build/ like a plain static host (clean URLs, 404.html, no compression)
// and runs Lighthouse on a few pages with Debian's Chromium: mobile and desktop presets, the
// median of N runs, and an accessibility pass in dark mode. Prints a table and writes
// bench/web-results.json (--reports <dir> also keeps every Lighthouse report). With --dirs a,b the folders are measured in alternation (an A/B
// comparison on a noisy machine); --no-build measures what is already there.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { servePlain } from './plainStaticServer.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}
const runs = Number(option('runs', '3'));
const pages = option('pages', '/,/docs/install,/docs/doc-picker-api,/docs/sponsor-only/picker/open-mode').split(',');
const presets = option('presets', 'mobile,desktop').split(',');
const dirs = option('dirs', 'build').split(',');
const skipDark = process.argv.includes('--no-dark');
const reportsDir = option('reports', undefined);

if (!process.argv.includes('--no-build')) {
  console.log('building the site…');
  // bin/docsgen runs the compiled dist/: compile first, so the build measures the code as it is.
  try {
    await promisify(execFile)(process.execPath, ['scripts/compile.mjs'], { cwd: root, maxBuffer: 64 << 20 });
    await promisify(execFile)(process.execPath, ['bin/docsgen', 'build', '--no-crawl'], { cwd: root, maxBuffer: 64 << 20 });
  } catch (error) {
    console.error(`the build failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
    process.exit(1);
  }
}

const servers = await Promise.all(dirs.map((dir) => servePlain(path.resolve(root, dir))));

/** One Lighthouse run in a fresh Chromium (no cache, no state carried over). */
async function lighthouseRun(url, preset, { dark = false, categories = CATEGORIES } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, ...(dark ? ['--force-dark-mode'] : [])] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result.lhr;
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      await writeFile(path.join(reportsDir, `${preset}${dark ? '-dark' : ''}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`), result.report);
    }
    const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const axe = lhr.audits ? Object.values(lhr.audits).filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id) && a.score === 0).map((a) => a.id) : [];
    return {
      performance: score('performance'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failedAccessibilityAudits: axe,
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

function median(values) {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const samples = new Map();
const key = (dir, preset, page) => `${dir}\u0000${preset}\u0000${page}`;
const total = runs * pages.length * presets.length * dirs.length;
let done = 0;
// Alternate folders, presets and pages inside each round, so slow moments hit every case alike.
for (let round = 0; round < runs; round++) {
  for (const page of pages) {
    for (const preset of presets) {
      for (const [i, dir] of dirs.entries()) {
        const sample = await lighthouseRun(servers[i].url + page, preset);
        if (sample.runtimeError) console.warn(`  ${dir} ${preset} ${page}: ${sample.runtimeError}`);
        const k = key(dir, preset, page);
        samples.set(k, [...(samples.get(k) ?? []), sample]);
        process.stdout.write(`\r  lighthouse run ${++done}/${total}`);
      }
    }
  }
}
process.stdout.write('\n');

const dark = new Map();
if (!skipDark) {
  for (const page of pages) {
    for (const preset of presets) {
      for (const [i, dir] of dirs.entries()) {
        const sample = await lighthouseRun(servers[i].url + page, preset, { dark: true, categories: ['accessibility'] });
        dark.set(key(dir, preset, page), sample);
      }
    }
  }
}

/** Bytes of each page's HTML as the server sends it (no compression). */
const htmlBytes = new Map();
for (const [i, dir] of dirs.entries()) {
  for (const page of pages) htmlBytes.set(`${dir}\u0000${page}`, (await (await fetch(servers[i].url + page)).arrayBuffer()).byteLength);
}

const rows = [];
for (const dir of dirs) {
  for (const preset of presets) {
    for (const page of pages) {
      const list = samples.get(key(dir, preset, page)) ?? [];
      const pick = (field) => median(list.map((s) => s[field]));
      const darkSample = dark.get(key(dir, preset, page));
      rows.push({
        dir,
        preset,
        page,
        runs: list.length,
        htmlKB: Math.round(htmlBytes.get(`${dir}\u0000${page}`) / 102.4) / 10,
        performance: pick('performance'),
        fcpMs: Math.round(pick('fcp')),
        lcpMs: Math.round(pick('lcp')),
        tbtMs: Math.round(pick('tbt')),
        cls: Number(pick('cls')?.toFixed(3)),
        clsWorst: Number(Math.max(...list.map((s) => s.cls ?? 0)).toFixed(3)),
        accessibility: pick('accessibility'),
        accessibilityDark: darkSample?.accessibility ?? null,
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        failedAccessibilityAudits: [...new Set([...list.flatMap((s) => s.failedAccessibilityAudits), ...(darkSample?.failedAccessibilityAudits ?? []).map((id) => `${id} (dark)`)])],
        performanceRuns: list.map((s) => s.performance),
        fcpRunsMs: list.map((s) => Math.round(s.fcp)),
        lcpRunsMs: list.map((s) => Math.round(s.lcp)),
        tbtRunsMs: list.map((s) => Math.round(s.tbt)),
      });
    }
  }
}

const header = ['folder', 'preset', 'page', 'HTML KB', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'a11y', 'a11y dark', 'best pr.', 'SEO'];
const table = [header, ...rows.map((r) => [r.dir, r.preset, r.page, r.htmlKB, r.performance, r.fcpMs, r.lcpMs, r.tbtMs, r.cls, r.accessibility, r.accessibilityDark ?? '–', r.bestPractices, r.seo].map(String))];
const widths = header.map((_, c) => Math.max(...table.map((row) => row[c].length)));
for (const row of table) console.log(row.map((cell, c) => (c < 3 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
for (const r of rows) if (r.failedAccessibilityAudits.length) console.log(`  ${r.dir} ${r.preset} ${r.page}: failing audits ${r.failedAccessibilityAudits.join(', ')}`);

const lighthouseVersion = JSON.parse(await readFile(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
await writeFile(
  path.join(root, 'bench', 'web-results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), command: ['node bench/web.mjs', ...process.argv.slice(2)].join(' '), lighthouse: lighthouseVersion, chromium: CHROME_PATH, runsPerCase: runs, server: 'plain static (clean URLs, 404.html, no compression)', rows }, null, 2)}\n`,
);
console.log('wrote bench/web-results.json');
await Promise.all(servers.map((s) => s.close()));
