/**
 * The site's own tags on every page (src/render/siteHtmlTags.ts, withSiteTags.ts): a Docusaurus
 * config's scripts, stylesheets and headTags (mapped by fromDocusaurus to `htmlTags`) and its
 * plugins' injectHtmlTags, each where it asked to be.
 */
import { describe, expect, it } from 'vitest';
import { fromDocusaurus, takeConfigWarnings } from '../../src/config/fromDocusaurus.js';
import { siteHtmlTags } from '../../src/render/siteHtmlTags.js';
import { withSiteTags } from '../../src/render/withSiteTags.js';
import { configHtmlTags, htmlTagHtml } from '../../src/shared/htmlTags.js';

const base = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {}]] };

describe('htmlTags from a Docusaurus config', () => {
  it('scripts, stylesheets and headTags become tags at the end of <head>, in that order', () => {
    const mapped = fromDocusaurus({
      ...base,
      scripts: ['https://x.example/a.js', { src: '/b.js', async: true, 'data-site': 'tide' }],
      stylesheets: ['https://x.example/a.css', { href: '/b.css', crossorigin: 'anonymous' }],
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.example' } }],
    }) as { htmlTags: unknown[] };
    expect(mapped.htmlTags).toEqual([
      { tagName: 'script', attributes: { src: 'https://x.example/a.js' } },
      { tagName: 'script', attributes: { src: '/b.js', async: true, 'data-site': 'tide' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://x.example/a.css' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/b.css', crossorigin: 'anonymous' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.example' } },
    ]);
    expect(takeConfigWarnings(mapped)).toEqual([]);
  });

  it('an entry of another shape is a warning naming it, not a tag', () => {
    const mapped = fromDocusaurus({ ...base, scripts: [{ async: true }], headTags: [{ attributes: {} }, { tagName: 'meta', attributes: { content: 3 } }] }, { file: 'docusaurus.config.js' }) as { htmlTags?: unknown[] };
    expect(mapped.htmlTags).toBeUndefined();
    expect(takeConfigWarnings(mapped)).toEqual([
      'docusaurus.config.js: scripts[0]: not a URL or an object with src: not added',
      'docusaurus.config.js: headTags[0]: not a { tagName, attributes } object: not added',
      'docusaurus.config.js: headTags[1]: attributes must be strings or booleans: not added',
    ]);
  });
});

describe('tags in the document', () => {
  it('a tag object as HTML: true attributes bare, false ones left out, values escaped, void tags unclosed', () => {
    expect(htmlTagHtml({ tagName: 'script', attributes: { src: '/a.js?x=1&y="2"', async: true, defer: false }, innerHTML: '' })).toBe('<script src="/a.js?x=1&amp;y=&quot;2&quot;" async></script>');
    expect(htmlTagHtml({ tagName: 'meta', attributes: { name: 'n', content: 'c' } })).toBe('<meta name="n" content="c">');
    expect(htmlTagHtml('<noscript>hi</noscript>')).toBe('<noscript>hi</noscript>');
  });

  it("the config's tags, then the plugins', each at its place: end of head, start and end of body", () => {
    const tags = siteHtmlTags(
      configHtmlTags([{ tagName: 'meta', attributes: { name: 'a', content: '1' }, position: 'head' }]),
      [
        { position: 'head', tag: { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://c.example' } } },
        { position: 'bodyStart', tag: '<noscript>x</noscript>' },
        { position: 'bodyEnd', tag: { tagName: 'script', innerHTML: 'go()' } },
      ],
    );
    const html = '<html><head><title>t</title></head><body class="b"><div id="__docsgen"></div></body></html>';
    expect(withSiteTags(html, tags)).toBe(
      '<html><head><title>t</title><meta name="a" content="1"><link rel="preconnect" href="https://c.example"></head><body class="b"><noscript>x</noscript><div id="__docsgen"></div><script>go()</script></body></html>',
    );
    expect(withSiteTags(html, { head: '', bodyStart: '', bodyEnd: '' })).toBe(html);
  });
});
