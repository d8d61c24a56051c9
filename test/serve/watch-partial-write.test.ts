import { open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { EVENTS_PATH } from '../../src/serve/devClient.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * An editor that saves a page in place (truncate, then write it chunk by chunk) lets the dev
 * server see it half-written. It must not report the half-written page's errors, and it must end
 * up serving the whole page. The page is written in 32 chunks with a pause after each, so the
 * write lasts about a second and the rebuild its first chunk starts reads a part of it, whatever
 * the page's size: 256 KB is enough (a 2 MB page proved the same and cost about 8 CPU-seconds a
 * rebuild, over 40 s beside two busy programs, with two rebuilds per version).
 */
const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/home-page');
let dir: string;
let server: RunningServer;
const events: string[] = [];
let stream: AbortController;

beforeAll(async () => {
  const copy = await copyFixtureSite(fixture, 'docsgen-partial-write-');
  dir = copy.root;
  await writeFile(path.join(dir, 'site.config.ts'), copy.configSource);
  server = await serve({ config: path.join(dir, 'site.config.ts'), port: 0, host: '127.0.0.1', watch: true });
  stream = new AbortController();
  const response = await fetch(`${server.url}${EVENTS_PATH}`, { signal: stream.signal });
  void (async () => {
    let text = '';
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += Buffer.from(value).toString();
      for (let match = /event: (\S+)\ndata: (.*)\n\n/.exec(text); match; match = /event: (\S+)\ndata: (.*)\n\n/.exec(text)) {
        events.push(`${match[1]} ${match[2]}`);
        text = text.slice(match.index + match[0].length);
      }
    }
  })().catch(() => {
    // Aborted at the end.
  });
});

afterAll(async () => {
  stream?.abort();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * A page of about `bytes` bytes whose last section is the one the home page links to
 * (`/docs/weather#storms`): every cut before its end is a broken anchor, a build error.
 */
function bigPage(bytes: number, version: string): string {
  const parts = ['---', 'title: Weather log', `description: Every storm on record, ${version}.`, '---', '', `The ${version} of the log.`, ''];
  for (let i = 0; parts.join('\n').length < bytes; i++) {
    parts.push(`## Storm ${i}`, '', `Storm ${i} came from the west with wind and rain; the shutters held and the lamp stayed lit. `.repeat(8), '');
  }
  parts.push('## Storms', '', 'Close the shutters when a storm comes.', '', 'The end of the log.', '');
  return parts.join('\n');
}

describe('serve --watch and a page written in place in chunks', () => {
  // Each version costs two rebuilds (the one its first chunk starts, which fails and is held back,
  // then the one of the written page), in the dev server's build thread, which runs at a lower
  // priority than the server's (src/serve/devWorker.ts): beside busy programs it gets a small share
  // of the processor. At a load of 20 plus two busy programs a version took over 60 s.
  it('never reports the half-written page as an error, and serves the final page', { timeout: 300_000 }, async () => {
    const page = path.join(dir, 'content/docs/weather.md');
    const weather = () => fetch(`${server.url}/docs/weather`).then((response) => response.text());
    expect(await weather()).toContain('Close the shutters');
    for (const version of ['first version', 'second version']) {
      const text = Buffer.from(bigPage(256 * 1024, version));
      // As an editor writing in place: the file is truncated, then filled chunk by chunk.
      const file = await open(page, 'w');
      const chunk = Math.ceil(text.length / 32);
      for (let at = 0; at < text.length; at += chunk) {
        await file.write(text, at, Math.min(chunk, text.length - at), at);
        await file.datasync();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await file.close();
      await expect.poll(weather, { timeout: 120_000, interval: 100 }).toContain(`The ${version} of the log.`);
      await expect.poll(weather, { timeout: 20_000, interval: 100 }).toContain('The end of the log.');
    }
    expect(events.filter((event) => event.startsWith('build-error'))).toEqual([]);
  });
});
