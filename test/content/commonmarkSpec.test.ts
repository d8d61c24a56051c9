import { createRequire } from 'node:module';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';

await loadMarkdownExtras();

/**
 * Every example of the CommonMark 0.31 spec (npm `commonmark-spec`) through the Markdown stage.
 * Both sides go through the same HTML parser and serialiser, and docsgen's own decorations are
 * taken off docsgen's side first: heading ids, the highlighted code-block markup, the attributes
 * of external links. What is left to differ is listed below with the reason.
 */
const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: { markdown: string; html: string; section: string; number: number }[] };
// The spec shows tabs as `→`.
const tests = spec.tests.map((example) => ({ ...example, markdown: example.markdown.replace(/→/g, '\t'), html: example.html.replace(/→/g, '\t') }));

/**
 * Examples where docsgen differs on purpose, by example number. Keep the reason true: each one
 * is checked to still differ, so a fix shows up here.
 */
const scriptOrStyle = 'raw <script> and <style> elements are removed (safety rules; a build problem with file:line)';
const linkLiteral = 'GitHub-flavoured Markdown links bare URLs and e-mail addresses (autolink literals)';
const deliberate: Record<number, string> = {
  170: scriptOrStyle,
  172: scriptOrStyle,
  173: scriptOrStyle,
  176: scriptOrStyle,
  178: scriptOrStyle,
  602: linkLiteral,
  606: linkLiteral,
  608: linkLiteral,
  611: linkLiteral,
  612: linkLiteral,
};

const process = createMarkdownProcessor({ routesBySource: new Map() });

/** docsgen's HTML for an example, without its decorations. */
function docsgenHtml(markdown: string): string {
  const { hast } = process(markdown, '/spec/example.md');
  // Serialised as is: the tree was already parsed like a browser parses HTML.
  return collapse(toHtml(undecorate(hast)));
}

function undecorate(tree: Root): Root {
  const visit = (nodes: RootContent[]): RootContent[] =>
    nodes.map((node) => {
      if (node.type !== 'element') return node;
      if (/^h[1-6]$/.test(node.tagName)) delete node.properties.id;
      if (node.tagName === 'a') {
        delete node.properties.target;
        delete node.properties.rel;
      }
      if (node.tagName === 'pre' && node.children[0]?.type === 'element' && node.children[0].tagName === 'code') return plainCodeBlock(node, node.children[0]);
      node.children = visit(node.children) as ElementContent[];
      return node;
    });
  tree.children = visit(tree.children);
  return tree;
}

/** `pre.code-block__pre > code > highlighted lines` back to `<pre><code class="language-x">text\n</code></pre>`. */
function plainCodeBlock(pre: Element, code: Element): Element {
  const lines = toString(code);
  const text = lines === '' ? '' : `${lines}\n`;
  const { dataLanguage: language, className, dataTitle, tabIndex, ...written } = pre.properties;
  return {
    type: 'element',
    tagName: 'pre',
    properties: written,
    children: [{ type: 'element', tagName: 'code', properties: language ? { className: [`language-${String(language)}`] } : {}, children: text ? [{ type: 'text', value: text }] : [] }],
  };
}

/**
 * The spec's HTML as a browser reads it (docsgen parses raw HTML the same way), serialised like
 * docsgen's. Trimmed first: a newline after a paragraph with an unclosed inline element would make
 * the parser reopen that element.
 */
function normalize(html: string): string {
  return collapse(toHtml(fromHtml(html.trim(), { fragment: true })));
}

/** Whitespace between tags is not compared. */
function collapse(html: string): string {
  return html.replace(/>\s+</g, '><').trim();
}

describe('CommonMark 0.31 spec examples through the Markdown stage', () => {
  const results = tests.map((example) => ({ ...example, pass: docsgenHtml(example.markdown) === normalize(example.html) }));

  it.each(tests.filter((example) => !(example.number in deliberate)))('example $number ($section)', (example) => {
    expect(docsgenHtml(example.markdown)).toBe(normalize(example.html));
  });

  it('the deliberate differences still differ (remove an entry when it passes)', () => {
    const stillDiffer = Object.keys(deliberate).map(Number).filter((n) => results.find((r) => r.number === n)?.pass === false);
    expect(stillDiffer).toEqual(Object.keys(deliberate).map(Number));
  });
});
