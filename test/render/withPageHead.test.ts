import { describe, expect, it } from 'vitest';
import { withPageHead } from '../../src/render/withPageHead.js';
import { dedupeHeadTags, headTagKey, type HeadTag } from '../../src/shared/headTags.js';

const doc = '<html lang="en"><head><meta charSet="utf-8"/><title>Page | Site</title><meta name="description" content="Own &amp; more"/><link rel="canonical" href="https://x.example/p"/><meta property="og:title" content="Page | Site"/></head><body class="b"><div></div></body></html>';

describe('withPageHead', () => {
  it("replaces the document's tags of the same key and adds the others at the end of <head>", () => {
    const html = withPageHead(doc, [
      { tag: 'title', attributes: {}, text: 'Mine <b>' },
      { tag: 'meta', attributes: { name: 'description', content: 'From "Head"' } },
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://x.example/q' } },
      { tag: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } },
    ]);
    expect(html).toBe(
      '<html lang="en"><head><meta charSet="utf-8"/><title data-page-head="">Mine &lt;b&gt;</title><meta name="description" content="From &quot;Head&quot;" data-page-head=""><link rel="canonical" href="https://x.example/q" data-page-head=""><meta property="og:title" content="Page | Site"/><link rel="preconnect" href="https://cdn.example" data-page-head=""></head><body class="b"><div></div></body></html>',
    );
  });

  it('a charset from Head takes the place of the document’s, first in <head>', () => {
    expect(withPageHead(doc, [{ tag: 'meta', attributes: { charset: 'utf-8' } }])).toMatch(/^<html lang="en"><head><meta charset="utf-8" data-page-head=""><title>Page \| Site<\/title>/);
  });

  it('adds html and body attributes, a class beside the element’s own', () => {
    const html = withPageHead(doc, [{ tag: 'body', attributes: { class: 'wide' } }, { tag: 'html', attributes: { class: 'x', 'data-mode': 'a' } }]);
    expect(html).toMatch(/^<html lang="en" class="x" data-mode="a"><head>/);
    expect(html).toContain('<body class="b wide">');
  });

  it('keeps a script’s text from closing its element early', () => {
    expect(withPageHead(doc, [{ tag: 'script', attributes: {}, text: 'a("</script>")' }])).toContain('<script data-page-head="">a("<\\/script>")</script></head>');
  });
});

describe('dedupeHeadTags', () => {
  it('keeps the last tag of each key (nested and later Heads win), and every tag without one', () => {
    const tags: HeadTag[] = [
      { tag: 'title', attributes: {}, text: 'one' },
      { tag: 'meta', attributes: { property: 'og:image', content: 'a' } },
      { tag: 'link', attributes: { rel: 'stylesheet', href: '/a.css' } },
      { tag: 'script', attributes: { type: 'application/ld+json' }, text: '{}' },
      { tag: 'title', attributes: {}, text: 'two' },
      { tag: 'meta', attributes: { property: 'og:image', content: 'b' } },
      { tag: 'link', attributes: { rel: 'stylesheet', href: '/b.css' } },
      { tag: 'script', attributes: { type: 'application/ld+json' }, text: '{"a":1}' },
    ];
    expect(dedupeHeadTags(tags).map((t) => t.text ?? t.attributes.content ?? t.attributes.href)).toEqual(['/a.css', '{}', 'two', 'b', '/b.css', '{"a":1}']);
    expect(headTagKey({ tag: 'link', attributes: { rel: 'Canonical', href: '/x' } })).toBe('link:canonical');
  });
});
