import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite } from '../../src/crawl/crawlSite.js';

/** A built site in miniature: pages at clean URLs (`/docs/intro` is docs/intro.html). */
const files: Record<string, string> = {
  'index.html': '<a href="/docs/intro">Start</a>',
  'docs/intro.html': [
    '<a href="./picker/open">dot-slash</a>',
    '<a href="picker/open">bare</a>',
    '<a href="../docs/picker/open">up and back</a>',
    '<a href="picker/open#modes">with a hash</a>',
    '<a href="./missing-page">broken</a>',
  ].join('\n'),
  'docs/picker/open.html': '<h2 id="modes">Modes</h2><a href="../intro">back</a> <a href="./save">sibling</a> <a href="../../">home</a>',
  'docs/picker/save.html': '<a href="open">sibling</a>',
  '404.html': '<a href="/">home</a>',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-crawl-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the crawl resolves relative links as a browser does on clean URLs', () => {
  it('reports only the link that is broken in the browser', async () => {
    // On /docs/intro (no trailing slash) `./picker/open` is /docs/picker/open, not /docs/intro/picker/open.
    expect(await crawlSite(dir)).toEqual([{ page: '/docs/intro', url: '/docs/missing-page', status: 404 }]);
  });
});

describe('a file the crawl is told not to read (a static copy)', () => {
  let site: string;
  beforeAll(async () => {
    site = path.join(dir, 'with-static');
    const pages: Record<string, string> = {
      'index.html': '<a href="/legacy/old.html">old</a> <a href="/legacy/gone.html">gone</a>',
      'legacy/old.html': '<a href="/legacy/Removed.html">a dead link of its own</a>',
    };
    for (const [name, body] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(site, name)), { recursive: true });
      await writeFile(path.join(site, name), `<!doctype html><html><body>${body}</body></html>`);
    }
  });

  it('is checked to answer, never read for links; a link to one that is not there is reported', async () => {
    const crawl = await crawlSite(site, { unread: new Set(['legacy/old.html']) });
    expect(crawl).toEqual([{ page: '/', url: '/legacy/gone.html', status: 404 }]);
  });
});
