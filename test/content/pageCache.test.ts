import { describe, expect, it } from 'vitest';
import { BodyStore, keepBodyOnDisk } from '../../src/content/keepBodyOnDisk.js';
import type { Doc } from '../../src/content/types.js';
import { PageCache } from '../../src/render/pageCache.js';
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
