import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `docsgen serve --open` hands the server's URL to the system's opener (xdg-open here). A fake
 * opener on PATH records what it was given; without one, serve warns and keeps serving.
 */
const root = path.resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-open-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  for (const name of ['xdg-open', 'open']) {
    await writeFile(path.join(dir, name), `#!/bin/sh\necho "$1" > "${path.join(dir, 'opened.txt')}"\n`);
    await chmod(path.join(dir, name), 0o755);
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `serve --open` until `done(output)` holds, then stops it; resolves with stdout + stderr. */
function serveOpen(env: NodeJS.ProcessEnv, done: (output: string) => Promise<boolean> | boolean): Promise<string> {
  const child = spawn(process.execPath, ['bin/docsgen', 'serve', '--dir', dir, '--port', '0', '--open'], { cwd: root, env });
  let output = '';
  return new Promise((resolve, reject) => {
    const check = async () => {
      if (await done(output)) {
        child.kill();
        resolve(output);
      }
    };
    const collect = (chunk: Buffer) => {
      output += chunk;
      void check();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    // The opener runs detached: poll for its record as well as for output.
    const timer = setInterval(() => void check(), 50);
    child.on('exit', () => clearInterval(timer));
    child.on('error', reject);
  });
}

describe('serve --open', { timeout: 30_000 }, () => {
  it('opens the served URL with the system opener', async () => {
    const recorded = path.join(dir, 'opened.txt');
    const output = await serveOpen({ ...process.env, PATH: `${dir}:${process.env.PATH}` }, async () => (await readFile(recorded, 'utf8').catch(() => '')).trim() !== '');
    const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(url).toBeDefined();
    expect((await readFile(recorded, 'utf8')).trim()).toBe(url);
  });

  it('warns with the URL when there is no opener, and keeps serving', async () => {
    // node runs by its absolute path; an empty PATH leaves no opener to find.
    const output = await serveOpen({ ...process.env, PATH: path.join(dir, 'empty') }, (text) => text.includes('could not open a browser'));
    const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
    expect(output).toContain(`could not open a browser; visit ${url}`);
  });
});
