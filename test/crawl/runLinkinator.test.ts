import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runLinkinator } from '../../src/crawl/runLinkinator.js';

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
    const run = await runLinkinator({ base });
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
      const run = await runLinkinator({ base, start: ['/flaky'], recurse: false });
      expect(run.broken).toEqual([]);
      expect(run.checked).toEqual([`${base}/flaky`]);
      // The environment is the user's: left as it was.
      expect(names.map((name) => process.env[name])).toEqual(names.map(() => `http://127.0.0.1:${closed}`));
    } finally {
      names.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
    }
  });
});

describe('the external check behind a proxy', () => {
  it('sends external URLs through the proxy the environment names, except hosts in NO_PROXY, and the local crawl never', async () => {
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
    const listenOn = (server: http.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
    const proxyPort = await listenOn(proxy);
    const nearbyPort = await listenOn(nearby);
    const sitePort = await listenOn(site);
    const siteBase = `http://127.0.0.1:${sitePort}`;
    const names = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY'] as const;
    const saved = names.map((name) => process.env[name]);
    for (const name of names) delete process.env[name];
    process.env.HTTP_PROXY = `http://127.0.0.1:${proxyPort}`;
    process.env.NO_PROXY = 'localhost';
    try {
      const run = await runLinkinator({ base: siteBase, checkExternal: true });
      expect(run.broken.map((link) => [link.url, link.status])).toEqual([['http://docs.external.test/missing', 404]]);
      expect([...new Set(proxied)].sort()).toEqual(['http://docs.external.test/missing', 'http://docs.external.test/ok']);
      expect(direct).toContain('/direct');
      expect(run.checked).toContain(`${siteBase}/here`);
      expect(process.env.HTTP_PROXY).toBe(`http://127.0.0.1:${proxyPort}`);
    } finally {
      names.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
      await Promise.all([proxy, nearby, site].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    }
  });
});
