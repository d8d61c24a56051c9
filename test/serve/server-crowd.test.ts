/**
 * Issue 23, row 8: the static server holds under a crowd. 400 clients asking at once for a 4 MB
 * text file (compressible) get one read and one compression of it per encoding, shared (before,
 * each request read and compressed the whole file until a copy was cached: 662–939 MB peak), and
 * every one of them gets the same, correct body. A small page asked for meanwhile is answered.
 * Peak memory and the small page's wait are figures of bench/serveCrowd.mjs, not asserted here.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskSource, type FileSource } from '../../src/serve/fileSource.js';
import { closeServer, createStaticServer, listen } from '../../src/serve/staticServer.js';
import { removeTempDirs, tempDir } from '../helpers/cli.js';

const CLIENTS = 400;
let server: Server;
let base: string;
let big: Buffer;
const reads: string[] = [];

/** A 4 MB text file, deterministic, not one repeated line (so compressing it is real work). */
function bigText(): Buffer {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 4 * 1024 * 1024 - 200; i++) {
    const line = `${i.toString(36)} ${((i * 2654435761) >>> 0).toString(16)} the log of a long day, entry ${i} of many\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join(''));
}

function get(pathname: string, encoding: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { headers: { 'accept-encoding': encoding }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const dir = await tempDir('docsgen-crowd-');
  big = bigText();
  await writeFile(path.join(dir, 'big.txt'), big);
  await writeFile(path.join(dir, 'small.html'), `<!DOCTYPE html><title>Small</title><p>${'A small page. '.repeat(200)}</p>`);
  const disk = diskSource(dir);
  // The disk source, counting whole-file reads (what compression needs).
  const source: FileSource = {
    root: disk.root,
    async open(file) {
      const found = await disk.open(file);
      return found && { ...found, read: () => (reads.push(path.basename(file)), found.read()) };
    },
  };
  server = createStaticServer({ source });
  base = await listen(server, 0, '127.0.0.1');
});

afterAll(async () => {
  if (server) await closeServer(server);
  await removeTempDirs();
});

describe('the static server under a crowd', { timeout: 180_000 }, () => {
  it(`${CLIENTS} clients at once on a 4 MB file: one read and one compression per encoding, the same correct body for all`, async () => {
    const crowd = Array.from({ length: CLIENTS }, (_, i) => get('/big.txt', i % 2 ? 'gzip' : 'br'));
    const small = await get('/small', 'br');
    expect(small.status).toBe(200);
    const answers = await Promise.all(crowd);
    expect(reads.filter((name) => name === 'big.txt')).toHaveLength(2);
    const digests = new Map<string, Set<string>>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const set = digests.get(answer.encoding ?? 'none') ?? new Set();
      set.add(createHash('sha256').update(answer.body).digest('hex'));
      digests.set(answer.encoding ?? 'none', set);
    }
    expect([...digests.keys()].sort()).toEqual(['br', 'gzip']);
    expect([...digests.values()].map((set) => set.size)).toEqual([1, 1]);
    const br = answers.find((answer) => answer.encoding === 'br')!;
    const gz = answers.find((answer) => answer.encoding === 'gzip')!;
    expect(brotliDecompressSync(br.body).equals(big)).toBe(true);
    expect(gunzipSync(gz.body).equals(big)).toBe(true);
    // Later requests are served from the cache: no more reads.
    await get('/big.txt', 'br');
    expect(reads.filter((name) => name === 'big.txt')).toHaveLength(2);
  });
});
