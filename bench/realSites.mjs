// npm run bench:sites -- <site folder> [--rounds N] [--page <file>] [--docusaurus-args "…"] [--docsgen-args "…"] [--json <file>]
//
// Builds one real Docusaurus 3 site with docsgen and with Docusaurus (Faster on) side by side, the
// same folder for both, interleaved: each round clears both tools' caches, builds cold with one
// tool then the other (the order alternates between rounds), appends a line to one page and builds
// again with each tool, caches kept ("one page changed"), then puts the page back. Prints the
// median and range of each series (wall and CPU of the whole command), the ratios, the machine's
// load, docsgen's phases and which pages only one side built. The site is prepared by hand, as
// bench/README.md says: nothing here installs or edits it other than the one page, restored after.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureDist } from '../scripts/ensure-dist.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

function parseArgs(argv) {
  const opts = { rounds: 5, page: undefined, docusaurusArgs: [], docsgenArgs: [], json: undefined, site: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--rounds') opts.rounds = Number(value());
    else if (a === '--page') opts.page = value();
    else if (a === '--docusaurus-args') opts.docusaurusArgs = value().split(/\s+/).filter(Boolean);
    else if (a === '--docsgen-args') opts.docsgenArgs = value().split(/\s+/).filter(Boolean);
    else if (a === '--json') opts.json = path.resolve(value());
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else if (opts.site === undefined) opts.site = path.resolve(a);
    else throw new Error(`one site folder, not ${a}`);
  }
  if (!opts.site) throw new Error('usage: npm run bench:sites -- <site folder with docusaurus.config.*> [--rounds N] [--page <file>] [--docusaurus-args "…"] [--docsgen-args "…"] [--json <file>]');
  if (!Number.isInteger(opts.rounds) || opts.rounds < 1) throw new Error('--rounds must be a whole number ≥ 1');
  return opts;
}

/** CPU seconds of this process's waited-for children (and theirs), from /proc: user + system. */
function childCpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; cutime and cstime are 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // USER_HZ: 100 on Linux on every architecture Node runs on

/** Runs one command to its end; resolves with wall and CPU seconds, rejects with its output's tail. */
function timed(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const cpuBefore = childCpuSeconds();
    const start = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-20000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const wall = (performance.now() - start) / 1000;
      const cpu = childCpuSeconds() - cpuBefore;
      if (code === 0) resolve({ wall, cpu, output });
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} (in ${cwd}) exited with ${code ?? signal}:\n${output.split('\n').slice(-40).join('\n')}`));
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

async function htmlPages(dir, base = dir, into = []) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await htmlPages(full, base, into);
    else if (entry.name.endsWith('.html')) into.push(full);
  }
  return into;
}

/** A page's address from its output file: docs/a.html, docs/a/index.html → /docs/a. */
function pageAddress(file, base) {
  const rel = path.relative(base, file).split(path.sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
}

/** The first page of the site's docs folder (a partial, `_x.md`, is not a page), by name. */
async function defaultPage(site) {
  for (const docs of [path.join(site, 'docs'), path.join(site, '..', 'docs')]) {
    if (!existsSync(docs)) continue;
    const files = (await readdir(docs, { recursive: true })).filter((f) => /\.mdx?$/.test(f) && !path.basename(f).startsWith('_')).sort();
    if (files.length > 0) return path.join(docs, files[0]);
  }
  throw new Error(`no docs/ folder with .md or .mdx pages beside ${site}: name the page to change with --page`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const site = opts.site;
  const configName = CONFIG_NAMES.find((n) => existsSync(path.join(site, n)));
  if (!configName) throw new Error(`${site} has no docusaurus.config.{ts,mts,js,mjs,cjs}`);
  if (existsSync(path.join(site, 'site.config.ts'))) console.log(`note: ${site}/site.config.ts exists: docsgen reads it instead of ${configName}`);
  const requireFromSite = createRequire(path.join(site, 'package.json'));
  let docusaurusBin;
  let versions;
  try {
    const corePkg = requireFromSite.resolve('@docusaurus/core/package.json');
    docusaurusBin = path.join(path.dirname(corePkg), 'bin', 'docusaurus.mjs');
    const fasterPkg = createRequire(corePkg).resolve('@docusaurus/faster/package.json');
    versions = { core: JSON.parse(readFileSync(corePkg, 'utf8')).version, faster: JSON.parse(readFileSync(fasterPkg, 'utf8')).version };
  } catch (err) {
    throw new Error(`${site}: @docusaurus/core and @docusaurus/faster must be installed there (see bench/README.md): ${err.message}`);
  }
  const page = opts.page ? path.resolve(site, opts.page) : await defaultPage(site);
  const pageText = await readFile(page, 'utf8');
  const cacheRoot = path.join(site, 'node_modules', '.cache');
  const docsgenCache = path.join(cacheRoot, 'docsgen');
  const tmp = path.join(os.tmpdir(), `docsgen-realsites-${process.pid}`);
  const out = { docsgen: path.join(tmp, 'docsgen'), docusaurus: path.join(tmp, 'docusaurus') };
  const report = path.join(tmp, 'report.json');
  await mkdir(tmp, { recursive: true });
  ensureDist(); // compile once here, so that no timed run pays for it

  const restore = () => writeFileSync(page, pageText);
  const onSignal = (signal) => {
    restore();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const tools = {
    docsgen: {
      clear: () => Promise.all([rm(docsgenCache, { recursive: true, force: true }), rm(out.docsgen, { recursive: true, force: true })]),
      run: () => timed(process.execPath, [path.join(root, 'bin', 'docsgen'), 'build', '--config', configName, '--out', out.docsgen, '--report', report, ...opts.docsgenArgs], site),
    },
    docusaurus: {
      // Docusaurus's caches: .docusaurus (generated files) and node_modules/.cache (Rspack's persistent
      // cache, loaders'), all of it but docsgen's folder, which the docsgen series keeps.
      clear: async () => {
        await rm(path.join(site, '.docusaurus'), { recursive: true, force: true });
        await rm(out.docusaurus, { recursive: true, force: true });
        if (existsSync(cacheRoot)) for (const entry of await readdir(cacheRoot)) if (entry !== 'docsgen') await rm(path.join(cacheRoot, entry), { recursive: true, force: true });
      },
      run: () => timed(process.execPath, [docusaurusBin, 'build', '--out-dir', out.docusaurus, ...opts.docusaurusArgs], site),
    },
  };

  console.log(`site ${site} (${configName}); Docusaurus ${versions.core}, @docusaurus/faster ${versions.faster}; node ${process.version}; ${os.cpus().length} cores`);
  console.log(`changed page: ${path.relative(site, page)}; ${opts.rounds} rounds; docsgen ${['build', ...opts.docsgenArgs].join(' ')}; docusaurus ${['build', ...opts.docusaurusArgs].join(' ')}`);
  console.log(`load at start: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);

  const results = { docsgen: { cold: [], warm: [] }, docusaurus: { cold: [], warm: [] } };
  const phases = { cold: [], warm: [] };
  const docsgenWork = { cold: [], warm: [] };
  const loads = [];
  let rspackCache = false;
  try {
    for (let round = 0; round < opts.rounds; round++) {
      const order = round % 2 === 0 ? ['docsgen', 'docusaurus'] : ['docusaurus', 'docsgen'];
      const measure = async (name, kind) => {
        const load = os.loadavg()[0];
        loads.push(load);
        const r = await tools[name].run();
        results[name][kind].push({ wall: r.wall, cpu: r.cpu, load });
        if (name === 'docsgen') {
          const data = JSON.parse(await readFile(report, 'utf8'));
          phases[kind].push(data.times);
          docsgenWork[kind].push(data.work);
        }
        process.stdout.write(`  round ${round + 1} ${kind.padEnd(4)} ${name.padEnd(10)} ${r.wall.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU (load ${load.toFixed(1)})\n`);
      };
      for (const name of order) {
        await tools[name].clear();
        await measure(name, 'cold');
      }
      if (round === 0) rspackCache = existsSync(path.join(cacheRoot, 'rspack'));
      const marker = `realbench edit ${process.pid}-${round}`;
      await writeFile(page, `${pageText.replace(/\s*$/, '')}\n\nThis line is the ${marker}.\n`);
      for (const name of order) await measure(name, 'warm');
      // Both outputs must show the change, or a "warm" figure would time a build that skipped it.
      for (const name of order) {
        const files = await htmlPages(out[name]);
        const hits = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).filter((html) => html.includes(marker)).length;
        if (hits === 0) throw new Error(`${name}'s build after the change has no page with "${marker}"`);
      }
      restore();
    }
  } finally {
    restore();
  }

  // Same pages both sides: compare the two outputs' HTML files by address. Redirect pages (a meta
  // refresh: client-redirects' `fromExtensions` writes one per page, `/x.html` → `/x`, where docsgen
  // serves `/x.html` itself) are counted apart.
  const addresses = {};
  const redirects = {};
  for (const name of ['docsgen', 'docusaurus']) {
    addresses[name] = new Set();
    redirects[name] = 0;
    for (const file of await htmlPages(out[name])) {
      const head = (await readFile(file, 'utf8')).slice(0, 4000);
      if (/<meta[^>]+http-equiv=["']?refresh/i.test(head)) redirects[name]++;
      else addresses[name].add(pageAddress(file, out[name]));
    }
  }
  const onlyIn = (a, b) => [...addresses[a]].filter((x) => !addresses[b].has(x)).sort();

  const summary = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
  const lines = [];
  const row = (label, xs) => lines.push(`${label.padEnd(28)} ${median(xs.map((x) => x.wall)).toFixed(2).padStart(6)} s (${range(xs.map((x) => x.wall))})   CPU ${median(xs.map((x) => x.cpu)).toFixed(2).padStart(6)} s (${range(xs.map((x) => x.cpu))})`);
  lines.push('', `${'series'.padEnd(28)} wall median (range)          CPU median (range)`);
  row('docsgen cold', results.docsgen.cold);
  row('Docusaurus Faster cold', results.docusaurus.cold);
  row('docsgen one page changed', results.docsgen.warm);
  row('Docusaurus one page changed', results.docusaurus.warm);
  const ratios = {};
  for (const kind of ['cold', 'warm']) {
    const perRound = results.docsgen[kind].map((d, i) => results.docusaurus[kind][i].wall / d.wall);
    const perRoundCpu = results.docsgen[kind].map((d, i) => results.docusaurus[kind][i].cpu / d.cpu);
    ratios[kind] = { wall: summary(perRound), cpu: summary(perRoundCpu) };
    lines.push(`Docusaurus ÷ docsgen, ${kind === 'cold' ? 'cold' : 'one page changed'}: wall ${median(perRound).toFixed(2)}× (rounds ${range(perRound)}), CPU ${median(perRoundCpu).toFixed(2)}× (${range(perRoundCpu)})`);
  }
  const phaseMedians = (list) => Object.fromEntries(Object.keys(list[0] ?? {}).map((k) => [k, Math.round(median(list.map((p) => p[k] ?? 0)))]));
  lines.push(`docsgen phases, median ms, cold: ${JSON.stringify(phaseMedians(phases.cold))}`);
  lines.push(`docsgen phases, median ms, one page changed: ${JSON.stringify(phaseMedians(phases.warm))}`);
  lines.push(`docsgen work, one page changed (last round): ${JSON.stringify(docsgenWork.warm.at(-1))}`);
  lines.push(`pages (HTML files by address, redirect pages apart): docsgen ${addresses.docsgen.size} (+${redirects.docsgen} redirects), Docusaurus ${addresses.docusaurus.size} (+${redirects.docusaurus} redirects); only docsgen: ${JSON.stringify(onlyIn('docsgen', 'docusaurus'))}; only Docusaurus: ${JSON.stringify(onlyIn('docusaurus', 'docsgen'))}`);
  lines.push(`Faster: @docusaurus/faster ${versions.faster} installed; Rspack's persistent cache ${rspackCache ? 'written (Rspack ran)' : 'NOT written: check future.faster / experimental_faster in the config'}`);
  lines.push(`load (1-min average) during the runs: median ${median(loads).toFixed(2)}, ${range(loads)}; at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  console.log(lines.join('\n'));

  if (opts.json) {
    await writeFile(
      opts.json,
      `${JSON.stringify({ site, config: configName, page: path.relative(site, page), rounds: opts.rounds, versions, node: process.version, results, ratios, phases, work: docsgenWork, pages: { docsgen: addresses.docsgen.size, docusaurus: addresses.docusaurus.size, redirects, onlyDocsgen: onlyIn('docsgen', 'docusaurus'), onlyDocusaurus: onlyIn('docusaurus', 'docsgen') }, loads, rspackCache, date: new Date().toISOString() }, null, 2)}\n`,
    );
  }
  await rm(tmp, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
