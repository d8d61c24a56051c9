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
