// `node bench/serveCrowd.mjs [--src <src folder>] [--clients 400] [--runs 3]`: docsgen's static
// server (createStaticServer over a folder, in a process of its own) while a crowd of clients asks
// at once for a 4 MB text file with brotli: the server's peak RSS, and how long a small page asked
// for every 20 ms meanwhile waits. Loopback only; each run is one crowd. `--src` points at another
// version of docsgen's src/ (e.g. `git archive <commit> src | tar -x -C /tmp/old`) to compare.
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

/** GET with brotli accepted; resolves with the status, or the error's code (never rejects). */
function get(base, pathname) {
  return new Promise((resolve) => {
    const req = request(`${base}${pathname}`, { headers: { 'accept-encoding': 'br' }, agent: false, timeout: 300_000 }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', (error) => resolve(error.code ?? 'error'));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (error) => resolve(error.code ?? 'error'));
    req.end();
  });
}

if (process.env.DOCSGEN_CROWD_CLIENTS) {
  // The crowd, in a process of its own (receiving its bodies does not delay the small page's timing).
  const started = performance.now();
  const codes = await Promise.all(Array.from({ length: Number(process.env.DOCSGEN_CROWD_CLIENTS) }, () => get(process.env.DOCSGEN_CROWD_URL, '/big.txt')));
  process.send({ seconds: (performance.now() - started) / 1000, failed: codes.filter((code) => code !== 200).length });
  process.disconnect();
} else if (process.env.DOCSGEN_CROWD_SERVER) {
  // The server process: serves the folder, reports its URL, then its peak RSS when asked.
  const { createStaticServer, listen, diskSource } = await import(pathToFileURL(process.env.DOCSGEN_CROWD_BUNDLE).href);
  const server = createStaticServer({ source: diskSource(process.env.DOCSGEN_CROWD_SERVER) });
  const url = await listen(server, 0, '127.0.0.1');
  process.send({ url, rss: process.memoryUsage().rss });
  process.on('message', () => {
    process.send({ maxRss: process.resourceUsage().maxRSS * 1024 });
    server.close();
    process.exit(0);
  });
} else {
  const src = path.resolve(option('--src', path.join(here, '..', 'src')));
  // The server's two modules from that src/, bundled beside docsgen's node_modules (their packages resolve there).
  const bundle = path.join(here, '..', 'node_modules', '.cache', 'docsgen-bench', `serve-crowd-${process.pid}.mjs`);
  await build({
    stdin: { contents: `export * from ${JSON.stringify(path.join(src, 'serve', 'staticServer.ts'))}; export { diskSource } from ${JSON.stringify(path.join(src, 'serve', 'fileSource.ts'))};`, resolveDir: src, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
  });
  const clients = Number(option('--clients', '400'));
  const runs = Number(option('--runs', '3'));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-crowd-bench-'));
  const lines = [];
  for (let i = 0, size = 0; size < 4 * 1024 * 1024 - 200; i++) {
    const line = `${i.toString(36)} ${((i * 2654435761) >>> 0).toString(16)} the log of a long day, entry ${i} of many\n`;
    lines.push(line);
    size += line.length;
  }
  await writeFile(path.join(dir, 'big.txt'), lines.join(''));
  await writeFile(path.join(dir, 'small.html'), `<!DOCTYPE html><title>Small</title><p>${'A small page. '.repeat(200)}</p>`);

  const results = [];
  for (let run = 0; run < runs; run++) {
    const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, DOCSGEN_CROWD_SERVER: dir, DOCSGEN_CROWD_BUNDLE: bundle }, stdio: 'inherit' });
    const { url } = await new Promise((resolve) => child.once('message', resolve));
    const waits = [];
    const crowdChild = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, DOCSGEN_CROWD_CLIENTS: String(clients), DOCSGEN_CROWD_URL: url }, stdio: 'inherit' });
    let crowdResult;
    const crowd = new Promise((resolve) => crowdChild.once('message', (message) => resolve((crowdResult = message))));
    // A small page every 20 ms while the crowd is served (bounded: at most 3,000 requests).
    for (let i = 0; i < 3000 && !crowdResult; i++) {
      const t = performance.now();
      await get(url, '/small');
      waits.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { seconds, failed } = await crowd;
    child.send('report');
    const { maxRss } = await new Promise((resolve) => child.once('message', resolve));
    await new Promise((resolve) => child.once('exit', resolve));
    const result = {
      peakRssMB: Math.round(maxRss / 1024 / 1024),
      smallPageMaxMs: Math.round(Math.max(...waits)),
      smallPageMedianMs: Math.round(waits.sort((a, b) => a - b)[Math.floor(waits.length / 2)]),
      smallRequests: waits.length,
      crowdSeconds: Number(seconds.toFixed(2)),
      failed,
    };
    results.push(result);
    console.log(`run ${run + 1}: ${JSON.stringify(result)}`);
  }
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const range = (key) => `${Math.min(...results.map((r) => r[key]))}–${Math.max(...results.map((r) => r[key]))}`;
  console.log(`${clients} clients on a 4 MB file (${src}): peak RSS median ${median('peakRssMB')} MB (${range('peakRssMB')}), small page max wait median ${median('smallPageMaxMs')} ms (${range('smallPageMaxMs')})`);
  await rm(dir, { recursive: true, force: true });
  await rm(bundle, { force: true });
}
