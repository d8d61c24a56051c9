import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assetsUnderBase } from '../../src/client/assetsUnderBase.js';
import { htmlUnderBase } from '../../src/render/htmlUnderBase.js';

const h = createElement;

describe('htmlUnderBase', () => {
  it('with trailingSlash, every link to a page ends in / (site paths and relative ones, as Docusaurus\'s Link writes them); files, URLs, anchors and pathname:/// links stay', () => {
    const html = renderToStaticMarkup(
      h('div', null, [
        h('a', { key: 1, href: '/docs/install#usage' }, 'install'),
        h('a', { key: 2, href: '../guides/dens' }, 'dens'),
        h('a', { key: 3, href: '/img/a.png' }, 'picture'),
        h('a', { key: 4, href: 'https://example.com/x' }, 'outside'),
        h('a', { key: 5, href: '#usage' }, 'here'),
        h('a', { key: 6, href: '/api/v6/identifiers', 'data-full-load': '' }, 'api'),
        h('img', { key: 7, src: '/img/a' }),
      ]),
    );
    for (const base of ['/', '/repo-name/']) {
      const prefix = base.slice(0, -1);
      const based = htmlUnderBase(html, base, true);
      expect(based).toContain(`href="${prefix}/docs/install/#usage"`);
      expect(based).toContain('href="../guides/dens/"');
      expect(based).toContain(`href="${prefix}/img/a.png"`);
      expect(based).toContain('href="https://example.com/x"');
      expect(based).toContain('href="#usage"');
      expect(based).toContain(`href="${prefix}/api/v6/identifiers" data-full-load=""`);
      expect(based).toContain(`src="${prefix}/img/a"`);
    }
    expect(htmlUnderBase(html, '/')).toBe(html);
  });

  it('puts site paths of links, images and srcset candidates under the base', () => {
    const html = renderToStaticMarkup(
      h('div', null, [
        h('a', { key: 1, href: '/docs/install#usage' }, 'install'),
        h('picture', { key: 2 }, [
          h('source', { key: 'a', type: 'image/webp', srcSet: '/assets/a-480.webp 480w, /assets/a-960.webp 960w', sizes: '100vw' }),
          h('img', { key: 'b', src: '/img/a.png', srcSet: '/img/a.png 1x,/img/a@2x.png 2x' }),
        ]),
        h('video', { key: 3, src: '/media/v.mp4', poster: '/media/v.jpg' }),
      ]),
    );
    const based = htmlUnderBase(html, '/repo-name/');
    expect(based).toContain('href="/repo-name/docs/install#usage"');
    // React writes srcSet in camel case.
    expect(based).toContain('srcSet="/repo-name/assets/a-480.webp 480w, /repo-name/assets/a-960.webp 960w"');
    expect(based).toContain('src="/repo-name/img/a.png"');
    expect(based).toContain('srcSet="/repo-name/img/a.png 1x,/repo-name/img/a@2x.png 2x"');
    expect(based).toContain('src="/repo-name/media/v.mp4"');
    expect(based).toContain('poster="/repo-name/media/v.jpg"');
  });

  it('leaves relative, external, protocol-relative and fragment URLs, and text, alone', () => {
    const html = renderToStaticMarkup(
      h('p', null, [
        h('a', { key: 1, href: '#top' }, 'a'),
        h('a', { key: 2, href: './sibling' }, 'b'),
        h('a', { key: 3, href: 'https://example.com/docs/x' }, 'c'),
        h('a', { key: 4, href: '//cdn.example.com/x.js' }, 'd'),
        h('code', { key: 5 }, 'write <a href="/docs/x"> in HTML'),
      ]),
    );
    expect(htmlUnderBase(html, '/repo-name/')).toBe(html);
  });

  it('keeps the base of a URL that already has it (an MDX <Link> or useBaseUrl), as Docusaurus does', () => {
    const html = '<a href="/repo-name/docs/x#y">x</a><a href="/repo-name">home</a><img src="/repo-name/img/a.png" srcSet="/repo-name/img/a.png 1x, /img/b.png 2x"/><a href="/repo-names/x">other</a>';
    expect(htmlUnderBase(html, '/repo-name/')).toBe(
      '<a href="/repo-name/docs/x#y">x</a><a href="/repo-name">home</a><img src="/repo-name/img/a.png" srcSet="/repo-name/img/a.png 1x, /repo-name/img/b.png 2x"/><a href="/repo-name/repo-names/x">other</a>',
    );
  });

  it('changes nothing for a site at the root', () => {
    const html = '<a href="/docs/x">x</a>';
    expect(htmlUnderBase(html, '/')).toBe(html);
  });
});

describe('assetsUnderBase', () => {
  it('puts the stylesheet, entry, chunks and preloads under the base', () => {
    const assets = { css: '/assets/main.css', entry: '/assets/main.js', chunks: { doc: '/assets/page-doc.js' }, preload: { doc: ['/assets/chunk.js', '/assets/page-doc.js'] } } as never;
    expect(assetsUnderBase(assets, '/r/')).toEqual({ css: '/r/assets/main.css', entry: '/r/assets/main.js', chunks: { doc: '/r/assets/page-doc.js' }, preload: { doc: ['/r/assets/chunk.js', '/r/assets/page-doc.js'] } });
    expect(assetsUnderBase(assets, '/')).toBe(assets);
  });
});
