import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SIZE = 20 * 1024 * 1024;
const DOWNLOADS = 100;

let dir: string;
let child: ChildProcess;
let base: URL;

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** GET, counting the body's bytes without keeping them. */
function download(pathname: string, agent: http.Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: base.hostname, port: base.port, path: pathname, agent }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-server-memory-'));
  const site = path.join(dir, 'site');
  await import('node:fs/promises').then((fs) => fs.mkdir(site));
  // A 20 MB file of varied bytes, written in 1 MB pieces.
  const file = await open(path.join(site, 'big.bin'), 'w');
  const piece = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < SIZE / piece.length; i++) {
    piece.fill(i);
    await file.write(piece);
  }
  await file.close();
  // The server runs alone in its own process (bundled from the sources), so its memory is its own.
  const script = path.join(dir, 'serveFolder.mjs');
  await build({ entryPoints: [path.resolve('test/fixtures/server-child/serveFolder.ts')], outfile: script, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
  child = spawn(process.execPath, [script, site], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  base = new URL(
    await new Promise<string>((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    }),
  );
}, 60_000);

afterAll(async () => {
  child?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('static server memory', () => {
  it(`${DOWNLOADS} concurrent downloads of a 20 MB file keep the server under 300 MB resident`, { timeout: 120_000 }, async () => {
    const agent = new http.Agent({ maxSockets: DOWNLOADS });
    const samples: number[] = [];
    let done = false;
    // Sample while the downloads run: at most one sample per 50 ms, bounded.
    const sampler = (async () => {
      for (let i = 0; i < 2400 && !done; i++) {
        samples.push(memoryOf(child.pid!).now);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      const results = await Promise.all(Array.from({ length: DOWNLOADS }, () => download('/big.bin', agent)));
      expect(results.every((r) => r.status === 200 && r.bytes === SIZE)).toBe(true);
    } finally {
      done = true;
      await sampler;
      agent.destroy();
    }
    const { peak } = memoryOf(child.pid!);
    console.log(`server memory: peak ${peak.toFixed(0)} MB resident, highest sample ${Math.max(...samples).toFixed(0)} MB`);
    expect(samples.length).toBeGreaterThan(0);
    expect(Math.max(...samples)).toBeLessThan(300);
    expect(peak).toBeLessThan(300);
  });
});
