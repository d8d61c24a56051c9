import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { isHighlightedCode } from '../../src/content/plugins/rehypeCodeBlocks.js';
import { isUnsafeUrl, rehypeSafeHtml, type UnsafeContentProblem } from '../../src/content/plugins/rehypeSafeHtml.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';

await loadMarkdownExtras();

const processMarkdown = createMarkdownProcessor({ routesBySource: new Map() });

function links(tree: Root): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'a' || node.tagName === 'img') found.push(node);
  });
  return found;
}

function sanitize(tree: Root): { tree: Root; problems: UnsafeContentProblem[] } {
  const file = new VFile({ path: 'page.md' });
  const out = unified().use(rehypeSafeHtml).runSync(tree, file) as Root;
  return { tree: out, problems: file.data.unsafeContent ?? [] };
}

describe('isUnsafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u200b:alert(1)',
    'java%73cript:alert(1)',
    'javascript%3Aalert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
  ])('%j runs script on a link', (url) => {
    expect(isUnsafeUrl(url)).toBe(true);
  });

  it.each(['https://example.com/javascript:x', '/docs/javascript', './javascript.md', '#javascript:x', 'mailto:a@example.com', 'http://x', 'javascript', 'page?x=javascript:1'])(
    '%j is safe',
    (url) => {
      expect(isUnsafeUrl(url)).toBe(false);
    },
  );

  it('data:image/… is safe on images only', () => {
    expect(isUnsafeUrl('data:image/png;base64,AAAA', { image: true })).toBe(false);
    expect(isUnsafeUrl(' Data:Image/png;base64,AAAA', { image: true })).toBe(false);
    expect(isUnsafeUrl('data:text/html,x', { image: true })).toBe(true);
    expect(isUnsafeUrl('data:image/png;base64,AAAA')).toBe(true);
  });
});

describe('Markdown sources cannot produce a script URL', () => {
  const cases: [string, string][] = [
    ['inline link', '[x](javascript:alert(1))'],
    ['mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['character reference', '[x](jav&#x61;script:alert(1))'],
    ['named reference for the colon', '[x](javascript&colon;alert(1))'],
    ['decimal reference', '[x](&#106;avascript:alert(1))'],
    ['pointy destination with a tab', '[x](<java\tscript:alert(1)>)'],
    ['autolink', '<javascript:alert(1)>'],
    ['reference definition', '[x][evil]\n\n[evil]: javascript:alert(1)'],
    ['collapsed reference', '[evil][]\n\n[evil]: JAVASCRIPT:alert(1)'],
    ['vbscript', '[x](vbscript:msgbox(1))'],
    ['data: HTML', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['image with a script URL', '![x](javascript:alert(1))'],
    ['image with a data: HTML URL', '![x](data:text/html,hi)'],
  ];

  it.each(cases)('%s', (_, markdown) => {
    const result = processMarkdown(`---\n---\n\n${markdown}\n`, '/site/content/docs/page.md');
    for (const node of links(result.hast)) {
      for (const value of [node.properties.href, node.properties.src]) {
        if (typeof value === 'string') expect(isUnsafeUrl(value, { image: node.tagName === 'img' })).toBe(false);
      }
    }
    expect(result.unsafeContent).toHaveLength(1);
    expect(result.unsafeContent[0]).toMatchObject({ kind: 'link', line: 4, column: 1 });
    expect(result.unsafeContent[0]!.message).toMatch(/^unsafe URL removed: (href|src)=/);
  });

  it('keeps safe links and data:image/… images, and reports nothing', () => {
    const result = processMarkdown('[a](https://example.com) [b](/docs/x) [c](#top) ![d](data:image/png;base64,AAAA)\n', '/site/page.md');
    expect(result.unsafeContent).toEqual([]);
    expect(links(result.hast).map((n) => n.properties.href ?? n.properties.src)).toEqual(['https://example.com', '/docs/x', '#top', 'data:image/png;base64,AAAA']);
  });

  it('removes only the URL: the link text stays', () => {
    const result = processMarkdown('[click me](javascript:alert(1))\n', '/site/page.md');
    const [a] = links(result.hast);
    expect(a!.properties.href).toBeUndefined();
    expect(a!.children).toEqual([expect.objectContaining({ type: 'text', value: 'click me' })]);
  });
});

describe('rehypeSafeHtml on any tree (raw HTML, plugins)', () => {
  const position = { start: { line: 7, column: 3 }, end: { line: 7, column: 20 } };

  it('checks every URL attribute, srcset candidates and SVG hrefs', () => {
    const tree: Root = {
      type: 'root',
      children: [
        h('form', { action: 'javascript:alert(1)' }, [h('button', { formAction: 'vbscript:x' })]),
        h('img', { src: 'x.png', srcSet: 'a.png 1x, javascript:alert(1) 2x' }),
        h('video', { poster: 'data:text/html,x', src: 'v.mp4' }),
        h('blockquote', { cite: 'javascript:alert(1)' }),
        h('iframe', { src: 'data:text/html,<script>alert(1)</script>' }),
        h('area', { href: ' JAVASCRIPT:alert(1)' }),
        h('svg', [h('a', { xLinkHref: 'javascript:alert(1)' }), h('animate', { attributeName: 'href', values: 'https://a;javascript:alert(1)' })]),
      ],
    };
    const { tree: out, problems } = sanitize(tree);
    expect(problems.map((p) => p.message)).toEqual([
      'unsafe URL removed: action="javascript:alert(1)" on <form>',
      'unsafe URL removed: formaction="vbscript:x" on <button>',
      'unsafe URL removed: srcset="javascript:alert(1)" on <img>',
      'unsafe URL removed: poster="data:text/html,x" on <video>',
      'unsafe URL removed: cite="javascript:alert(1)" on <blockquote>',
      'unsafe URL removed: src="data:text/html,<script>alert(1)</script>" on <iframe>',
      'unsafe URL removed: href=" JAVASCRIPT:alert(1)" on <area>',
      'unsafe URL removed: xlink:href="javascript:alert(1)" on <a>',
      'unsafe URL removed: values="javascript:alert(1)" on <animate>',
    ]);
    const img = (out.children[1] as Element).properties;
    expect(img.src).toBe('x.png');
    expect(img.srcSet).toBeUndefined();
    expect((out.children[2] as Element).properties.src).toBe('v.mp4');
  });

  it('removes script-capable elements and attributes, with their positions', () => {
    const script = { ...h('script', 'alert(1)'), position };
    const tree: Root = {
      type: 'root',
      children: [
        script,
        h('style', 'body{display:none}'),
        h('p', { onClick: 'alert(1)', onmouseover: 'alert(2)', className: ['x'] }, 'text'),
        h('iframe', { src: 'https://www.youtube-nocookie.com/embed/abc', srcDoc: '<script>alert(1)</script>' }),
        h('object', { data: 'x.swf' }),
        h('embed', { src: 'x.swf' }),
        h('template', { shadowRootMode: 'open' }),
        { type: 'raw', value: '<img src=x onerror=alert(1)>' },
      ],
    };
    const { tree: out, problems } = sanitize(tree);
    expect(problems.map((p) => `${p.kind} ${p.message}`)).toEqual([
      'html <script> element removed',
      'html <style> element removed',
      'html onclick attribute removed from <p>',
      'html onmouseover attribute removed from <p>',
      'html srcdoc attribute removed from <iframe>',
      'html <object> element removed',
      'html <embed> element removed',
      'html <template> element removed',
      'html unparsed raw HTML removed',
    ]);
    expect(problems[0]).toMatchObject({ line: 7, column: 3 });
    expect(out.children.map((c) => (c as Element).tagName)).toEqual(['p', 'iframe']);
    expect((out.children[0] as Element).properties).toEqual({ className: ['x'] });
    expect((out.children[1] as Element).properties).toEqual({ src: 'https://www.youtube-nocookie.com/embed/abc' });
  });
});

describe('rehypeSafeHtml and <link>', () => {
  it('keeps resource hints (preconnect, dns-prefetch, preload, prefetch), checking their URL; removes every other link', () => {
    const tree: Root = {
      type: 'root',
      children: [
        h('link', { rel: ['preload'], href: 'https://i.ytimg.com/vi/x/hqdefault.jpg', as: 'image' }),
        h('link', { rel: ['preconnect'], href: 'https://www.youtube-nocookie.com' }),
        h('link', { rel: ['dns-prefetch'], href: 'https://fonts.example' }),
        h('link', { rel: ['stylesheet'], href: 'https://evil.example/x.css' }),
        h('link', { rel: ['preconnect', 'stylesheet'], href: 'https://evil.example/y.css' }),
        h('link', { href: 'https://no-rel.example' }),
        h('link', { rel: ['prefetch'], href: 'javascript:alert(1)' }),
      ],
    };
    const { tree: out, problems } = sanitize(tree);
    expect(problems.map((p) => p.message)).toEqual(['<link> element removed', '<link> element removed', '<link> element removed', 'unsafe URL removed: href="javascript:alert(1)" on <link>']);
    expect(out.children.map((c) => String((c as Element).properties.href))).toEqual(['https://i.ytimg.com/vi/x/hqdefault.jpg', 'https://www.youtube-nocookie.com', 'https://fonts.example', 'undefined']);
  });
});

describe('rehypeSafeHtml and highlighted code blocks', () => {
  it('checks a code block’s pre and code elements, and skips only the lines the highlighter made', () => {
    const source = '<pre onclick="alert(1)"><code class="language-ts">const a = 1;</code></pre>\n\n```ts\nconst b = `<script>alert(2)</script>`;\n```\n';
    const { hast, unsafeContent } = processMarkdown(source, '/site/page.md');
    expect(unsafeContent.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual(['1:1 onclick attribute removed from <pre>']);
    const codes: Element[] = [];
    visit(hast, 'element', (node: Element) => {
      if (node.tagName === 'code') codes.push(node);
    });
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(isHighlightedCode(code)).toBe(true);
    // The fence's text stays text inside the highlighter's spans.
    expect(JSON.stringify(codes[1])).toContain('<script>alert(2)</script>');
    expect(JSON.stringify(codes[1])).not.toContain('"tagName":"script"');
  });

  it('walks a code element that only looks highlighted (a plugin made it)', () => {
    const tree: Root = {
      type: 'root',
      children: [h('pre', { className: ['code-block__pre', 'language-ts'] }, [h('code', { className: ['language-ts'] }, [h('span', { className: ['line'] }, [h('script', 'alert(1)'), h('a', { href: 'javascript:alert(2)' }, 'x')])])])],
    };
    const { tree: out, problems } = sanitize(tree);
    expect(problems.map((p) => p.message)).toEqual(['<script> element removed', 'unsafe URL removed: href="javascript:alert(2)" on <a>']);
    expect(isHighlightedCode((out.children[0] as Element).children[0] as Element)).toBe(false);
  });
});
