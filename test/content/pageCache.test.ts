import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BodyStore, keepBodyOnDisk } from '../../src/content/keepBodyOnDisk.js';
import type { Doc } from '../../src/content/types.js';
import { filesOfRoute, PageCache } from '../../src/render/pageCache.js';
import type { Route } from '../../src/routes/types.js';

describe('PageCache.keyOf', () => {
  const cache = new PageCache('/unused', 'shell', { docs: [{ type: 'doc', id: 'a', label: 'A', href: '/docs/a' }] } as never);
  // A page reaches render with its body, as a string or kept on disk: one page shape.
  const route = (html: string, markdown = '# A\n\nCafé 🙂\n'): Route => ({
    path: '/docs/a',
    kind: 'doc',
    title: 'A',
    description: 'D',
    sidebarId: 'docs',
    origin: 'content/docs/a.md',
    doc: { sourcePath: '/site/content/docs/a.md', markdown, facts: { headings: [] }, html } as unknown as Doc,
  });
  const body = '<p>Café 🙂 <code>x</code></p>';

  it('gives a body kept on disk (content shards) the key of the same body as a string (the main thread)', () => {
    const asBytes = route(body);
    keepBodyOnDisk(asBytes.doc!, new BodyStore());
    expect(Object.getOwnPropertyDescriptor(asBytes.doc!, 'html')!.get).toBeTypeOf('function');
    expect(cache.keyOf(asBytes)).toBe(cache.keyOf(route(body)));
  });

  it('changes with the body, the Markdown, and where one ends and the other starts', () => {
    const key = cache.keyOf(route(body));
    expect(cache.keyOf(route(`${body} `))).not.toBe(key);
    expect(cache.keyOf(route(body, '# A\n'))).not.toBe(key);
    expect(cache.keyOf(route('ab', 'c'))).not.toBe(cache.keyOf(route('a', 'bc')));
  });
});

describe('PageCache.storeAll', () => {
  it('keeps every page it is given, however many (they are linked a slice at a time): each restores into a new output', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-page-cache-'));
    try {
      const cache = new PageCache(path.join(root, 'cache'), 'shell', {});
      const out = path.join(root, 'out');
      // 150 pages, more than two slices; each page's files as render writes them (HTML, data, Markdown copy).
      const routes = Array.from({ length: 150 }, (_, n): Route => ({ path: `/docs/p${n}`, kind: 'doc', title: `P${n}`, description: '', origin: `content/docs/p${n}.md`, doc: { sourcePath: `/site/p${n}.md`, markdown: `# P${n}\n`, facts: { headings: [] }, html: `<p>${n}</p>` } as unknown as Doc }));
      for (const route of routes) {
        for (const file of filesOfRoute(route, false)) {
          await mkdir(path.dirname(path.join(out, file)), { recursive: true });
          await writeFile(path.join(out, file), `${route.path} ${file}`);
        }
      }
      await cache.storeAll(routes.map((route) => [cache.keyOf(route), route] as const), out);
      const again = path.join(root, 'again');
      for (const route of routes) {
        expect(cache.restore(cache.keyOf(route), route, again), route.path).not.toBeNull();
        for (const file of filesOfRoute(route, false)) expect(await readFile(path.join(again, file), 'utf8')).toBe(`${route.path} ${file}`);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
