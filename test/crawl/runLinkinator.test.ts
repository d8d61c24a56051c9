import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { runLinkinator, type LinkinatorRun } from '../../src/crawl/runLinkinator.js';

// A page linking two others; the first request for /flaky has its connection dropped, as a
// keep-alive socket the server closes while the machine is busy (a build beside other work).
const dropped = new Set<string>();
const server = http.createServer((request, response) => {
  if (request.url === '/flaky' && !dropped.has(request.url)) {
    dropped.add(request.url);
    request.socket.destroy();
    return;
  }
  if (request.url === '/' ) return void response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/flaky">flaky</a> <a href="/gone">gone</a>');
  if (request.url === '/flaky') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>here</p>');
  response.writeHead(404).end();
});
const base = await new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the crawl', () => {
  it('asks again for a page whose connection failed (no response), so only real problems are reported', async () => {
    const run = await runLinkinator({ base, start: ['/'] });
    expect(dropped.has('/flaky')).toBe(true);
    expect(run.broken.map((link) => [link.url, link.status])).toEqual([[`${base}/gone`, 404]]);
  });

  it("never sends the local server's requests through a proxy the environment names (http_proxy, HTTPS_PROXY… at a closed port)", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const names = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'] as const;
    const saved = names.map((name) => process.env[name]);
    for (const name of names) process.env[name] = `http://127.0.0.1:${closed}`;
    try {
      const run = await runLinkinator({ base, start: ['/flaky'] });
      expect(run.broken).toEqual([]);
      expect(run.checked).toEqual([`${base}/flaky`]);
      // The environment is the user's: left as it was.
      expect(names.map((name) => process.env[name])).toEqual(names.map(() => `http://127.0.0.1:${closed}`));
    } finally {
      names.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
    }
  });
});

const listenOn = (server: http.Server | https.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const closeAll = (servers: (http.Server | https.Server)[]) => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
const PROXY_NAMES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY'] as const;

/** Runs `fn` with only `env`'s proxy variables set (an empty string is set, empty), then puts the user's back. */
async function withProxyEnv<T>(env: Partial<Record<(typeof PROXY_NAMES)[number], string>>, fn: () => Promise<T>): Promise<T> {
  const saved = PROXY_NAMES.map((name) => process.env[name]);
  for (const name of PROXY_NAMES) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    PROXY_NAMES.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
  }
}

describe('the external check behind a proxy', () => {
  // Each spelling as curl reads it: lower case first, an empty variable as one not set.
  const spellings: [string, (proxy: string) => Partial<Record<(typeof PROXY_NAMES)[number], string>>][] = [
    ['HTTP_PROXY, NO_PROXY', (proxy) => ({ HTTP_PROXY: proxy, NO_PROXY: 'localhost' })],
    ['http_proxy, no_proxy', (proxy) => ({ http_proxy: proxy, no_proxy: 'localhost' })],
    ['empty http_proxy and no_proxy beside HTTP_PROXY and NO_PROXY', (proxy) => ({ http_proxy: '', HTTP_PROXY: proxy, no_proxy: '', NO_PROXY: 'localhost' })],
  ];
  it.each(spellings)('sends external URLs through the proxy the environment names, except hosts in NO_PROXY, and the local crawl never (%s)', async (_name, envOf) => {
    // A fake proxy: records the absolute URLs asked of it and answers 200 for /ok, 404 otherwise.
    const proxied: string[] = [];
    const proxy = http.createServer((request, response) => {
      proxied.push(request.url ?? '');
      response.writeHead(new URL(request.url ?? '/', 'http://x').pathname === '/ok' ? 200 : 404, { 'content-type': 'text/html' }).end('<p>proxied</p>');
    });
    // A host named in NO_PROXY, reached directly.
    const direct: string[] = [];
    const nearby = http.createServer((request, response) => {
      direct.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>direct</p>');
    });
    const site = http.createServer((request, response) => {
      if (request.url === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end(`<a href="/here">here</a> <a href="http://docs.external.test/ok">ok</a> <a href="http://docs.external.test/missing">missing</a> <a href="http://localhost:${nearbyPort}/direct">near</a>`);
      if (request.url === '/here') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>here</p>');
      response.writeHead(404).end();
    });
    const proxyPort = await listenOn(proxy);
    const nearbyPort = await listenOn(nearby);
    const sitePort = await listenOn(site);
    const siteBase = `http://127.0.0.1:${sitePort}`;
    const env = envOf(`http://127.0.0.1:${proxyPort}`);
    try {
      await withProxyEnv(env, async () => {
        const run = await runLinkinator({ base: siteBase, start: ['/'], checkExternal: true });
        expect(run.broken.map((link) => [link.url, link.status])).toEqual([['http://docs.external.test/missing', 404]]);
        expect([...new Set(proxied)].sort()).toEqual(['http://docs.external.test/missing', 'http://docs.external.test/ok']);
        expect(direct).toContain('/direct');
        expect(run.checked).toContain(`${siteBase}/here`);
        // The environment is the user's: left as it was.
        expect(Object.fromEntries(PROXY_NAMES.filter((name) => name in process.env).map((name) => [name, process.env[name]]))).toEqual(env);
      });
    } finally {
      await closeAll([proxy, nearby, site]);
    }
  });

  it('checks an https:// link through the proxy by a CONNECT tunnel, the certificate checked as without a proxy', async () => {
    // A TLS server standing for https://secure.external.test, its self-signed certificate
    // (test/fixtures/crawl-tls, 100 years) trusted by the crawling process through NODE_EXTRA_CA_CERTS.
    const tlsDir = fileURLToPath(new URL('../fixtures/crawl-tls/', import.meta.url));
    const secureSeen: string[] = [];
    const secure = https.createServer({ key: readFileSync(path.join(tlsDir, 'key.pem')), cert: readFileSync(path.join(tlsDir, 'cert.pem')) }, (request, response) => {
      secureSeen.push(request.url ?? '');
      response.writeHead(request.url === '/ok' ? 200 : 404, { 'content-type': 'text/html' }).end('<p>secure</p>');
    });
    // A fake proxy that answers CONNECT to secure.external.test:443 with a tunnel to that server (and nothing else).
    const tunnels: string[] = [];
    const plain: string[] = [];
    const proxy = http.createServer((request, response) => {
      plain.push(request.url ?? '');
      response.writeHead(502).end();
    });
    proxy.on('connect', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
      tunnels.push(request.url ?? '');
      if (request.url !== 'secure.external.test:443') return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      const upstream = net.connect(securePort, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    const site = http.createServer((request, response) => {
      if (request.url === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="https://secure.external.test/ok">ok</a> <a href="https://secure.external.test/missing">missing</a>');
      response.writeHead(404).end();
    });
    const securePort = await listenOn(secure);
    const proxyPort = await listenOn(proxy);
    const sitePort = await listenOn(site);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-crawl-tls-'));
    try {
      // The crawl runs in a process of its own, bundled from the sources (its packages from the repo's node_modules).
      const script = path.join(dir, 'crawl.mjs');
      await build({ entryPoints: [path.join(tlsDir, 'crawl.ts')], outfile: script, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
      await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_EXTRA_CA_CERTS: path.join(tlsDir, 'cert.pem'), HTTPS_PROXY: `http://127.0.0.1:${proxyPort}` };
      for (const name of PROXY_NAMES) if (name !== 'HTTPS_PROXY') delete env[name];
      const { stdout } = await promisify(execFile)(process.execPath, [script, `http://127.0.0.1:${sitePort}`], { env });
      const run = JSON.parse(stdout) as LinkinatorRun;
      expect(run.broken.map((link) => [link.url, link.status])).toEqual([['https://secure.external.test/missing', 404]]);
      expect(run.checked).toEqual(expect.arrayContaining(['https://secure.external.test/ok', 'https://secure.external.test/missing']));
      expect(new Set(tunnels)).toEqual(new Set(['secure.external.test:443']));
      expect([...new Set(secureSeen)].sort()).toEqual(['/missing', '/ok']);
      // Nothing of the site's own, nor the https links, asked of the proxy as plain requests.
      expect(plain).toEqual([]);
    } finally {
      await closeAll([secure, proxy, site]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
