/**
 * The dev server and a big page, end to end with the real CLI: while `serve --watch` rebuilds an
 * edited 4 MB page (many seconds of parsing, highlighting and rendering), it keeps answering other
 * pages, each within 1 s, and the edit lands. The site is generated at test time
 * (bench/generateRealistic.mjs), not kept in git. The page starts small and the edit makes it
 * 4 MB: the rebuild under test is the same, and the server's first build does not cost a second
 * 4 MB build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { bigPage, generateBigPageSite } from '../../bench/generateRealistic.mjs';
import { EVENTS_PATH } from '../../src/serve/devClient.js';
import { ROOT, removeTempDirs, tempDir } from '../helpers/cli.js';

let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await removeTempDirs();
});

/** Starts `docsgen serve --watch` and resolves with its URL once it is ready (watching). */
function startDevServer(config: string): Promise<string> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'docsgen'), 'serve', '--watch', '--config', config, '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  server = child;
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /docsgen serve --watch: (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`docsgen serve exited (${code}) before it was ready\n${output}`)));
  });
}

/** Resolves when the server's event stream announces the next finished rebuild. */
async function nextReload(url: string): Promise<string> {
  const response = await fetch(`${url}${EVENTS_PATH}`);
  const reader = response.body!.getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the event stream ended before a rebuild finished: ${text}`);
    text += Buffer.from(value).toString();
    const event = /event: (reload|build-error)\ndata: (.*)\n/.exec(text);
    if (event) {
      await reader.cancel();
      return `${event[1]} ${event[2]}`;
    }
  }
}

describe('serve --watch with a big page', { timeout: 600_000 }, () => {
  it('answers another page within 1 s, request after request, while it rebuilds an edited 4 MB page; then serves the edit', async () => {
    const root = await tempDir('docsgen-dev-big-');
    const config = await generateBigPageSite(root, 16 * 1024, path.join(ROOT, 'templates'));
    const page = path.join(root, 'content', 'docs', 'big.md');
    const url = await startDevServer(config);
    expect(await (await fetch(`${url}/docs/big`)).text()).toContain('This is the first version');

    // Listening before the edit: the rebuild's end is not missed.
    const reloaded = nextReload(url);
    let finished: string | undefined;
    void reloaded.then((event) => (finished = event), (error: Error) => (finished = `failed: ${error.message}`));
    // Saved the way editors save (a complete file renamed over the old one): a 4 MB writeFile in
    // place can be seen half-written by the watcher, which then reports a real but passing error.
    const saved = path.join(root, 'big.md.saving');
    await writeFile(saved, bigPage(4 * 1024 * 1024, 'second version'));
    await rename(saved, page);

    // One request at a time until the rebuild is over: each must come back within the bound.
    const latencies: number[] = [];
    while (finished === undefined) {
      const start = performance.now();
      const response = await fetch(`${url}/docs/intro`);
      const body = await response.text();
      latencies.push(performance.now() - start);
      expect(response.status).toBe(200);
      expect(body).toContain('Hello from the intro.');
      // A visitor's pace, not a flood: the test's own requests must not starve the machine.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(finished).toMatch(/^reload /);
    expect(await (await fetch(`${url}/docs/big`)).text()).toContain('This is the second version');
    // The rebuild took seconds (many requests were answered during it), each within 1 s.
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies), `slowest of ${latencies.length} answers`).toBeLessThan(1000);
  });
});
