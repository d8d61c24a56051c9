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
});
