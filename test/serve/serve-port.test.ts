/**
 * Issue 23, row 9: `docsgen serve` and `docsgen serve --watch` on a port that is taken exit 1 with
 * one message naming the port and `--port` (watch mode kept running before, its build thread alive).
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectGateFailure, expectSuccess, removeTempDirs, runCli } from '../helpers/cli.js';
import { smallSite, type SmallSite } from '../helpers/smallSite.js';

let taken: Server;
let port: number;
let site: SmallSite;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
  site = await smallSite({});
  expectSuccess(await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 120_000));
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => taken?.close(resolve));
  await removeTempDirs();
});

describe('a port in use', { timeout: 120_000 }, () => {
  it('docsgen serve exits 1 naming the port and --port', async () => {
    const result = await runCli(['serve', '--config', site.config, '--dir', site.out, '--port', String(port)], 60_000);
    expectGateFailure(result, [`port ${port} is already in use (127.0.0.1:${port})`, '--port']);
  });

  it('docsgen serve --watch exits 1 naming the port and --port', async () => {
    // runCli rejects if the server is still running at its timeout.
    const result = await runCli(['serve', '--watch', '--config', site.config, '--port', String(port)], 60_000);
    expectGateFailure(result, [`port ${port} is already in use (127.0.0.1:${port})`, '--port']);
  });
});
