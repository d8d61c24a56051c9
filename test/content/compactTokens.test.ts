import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { refractor } from 'refractor/all';
import { describe, expect, it } from 'vitest';
import { TOKEN_CLASSES } from '../../src/content/plugins/compactTokens.js';
import { highlightLines } from '../../src/content/plugins/highlighter.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';

await loadMarkdownExtras();

/** The HTML of each line (no line is marked, so none is wrapped in a `span.line`). */
const lines = (code: string, lang: string): string[] => toHtml({ type: 'root', children: highlightLines(code, lang, new Set()) }).split('\n');

describe('highlighted lines carry one short class per colour role', () => {
  it('merges neighbouring runs of one role, blanks between them included', () => {
    expect(lines('export async function go() {}', 'ts')).toEqual(['<span class="k">export async function</span> <span class="f">go</span>() {}']);
  });

  it('leaves a blank between runs of two roles as plain text, and punctuation uncoloured; an operator has its own role (o), not the keyword one', () => {
    expect(lines("const a = 'b'", 'js')).toEqual(['<span class="k">const</span> a <span class="o">=</span> <span class="s">\'b\'</span>']);
  });

  it('leaves punctuation plain text, in a tag too (no class marks the tag around a role)', () => {
    expect(lines('f(a, [b]);', 'js')).toEqual(['<span class="f">f</span>(a, [b]);']);
    expect(lines('<B x={1} />', 'jsx')).toEqual(['&#x3C;<span class="n">B</span> <span class="a">x</span>={<span class="m">1</span>} />']);
  });

  it('resolves nesting as the stylesheet cascaded: a template string and its interpolation', () => {
    expect(lines('`a${b}c`', 'js')).toEqual(['<span class="k">`</span><span class="s">a</span>${b}<span class="s">c</span><span class="k">`</span>']);
  });

  it("gives an attribute value's quotes and = a role of their own (the value's colour)", () => {
    expect(lines('<a href="x">t</a>', 'markup')).toEqual(['&#x3C;<span class="t">a</span> <span class="a">href</span><span class="vp">="</span><span class="v">x</span><span class="vp">"</span>>t&#x3C;/<span class="t">a</span>>']);
  });

  it("colours js-extras' tokens as Docusaurus's default themes do: a method as a function, a property access and a capitalised name as text", () => {
    // github and dracula (create-docusaurus's themes) colour none of `property-access` and
    // `maybe-class-name`: a method (`method function property-access`) is function-coloured, `Hello`
    // in `function Hello(` too, `.title` and `React` are text.
    expect(lines('console.log(document.title);', 'js')).toEqual(['<span class="n">console</span>.<span class="f">log</span>(<span class="x">document</span>.title);']);
    expect(lines('import React from "react";\nfunction Hello() {}', 'js')).toEqual(['<span class="k">import</span> React <span class="k">from</span> <span class="s">"react"</span>;', '<span class="k">function</span> <span class="f">Hello</span>() {}']);
  });

  it('keeps a comment italic across the lines it spans', () => {
    expect(lines('/* one\n   two */', 'ts')).toEqual(['<span class="c">/* one</span>', '<span class="c">   two */</span>']);
  });

  it('keeps a diff line a full-width row with an unselectable sign', () => {
    expect(lines('- old\n+ new\n  same', 'diff')).toEqual([
      '<span class="dd"><span class="d u">-</span><span class="d"> old</span></span>',
      '<span class="di"><span class="i u">+</span><span class="i"> new</span></span>',
      '<span class="u"> </span> same',
    ]);
  });

  it('writes only the classes it lists, and the theme styles every one of them', () => {
    const css = readFileSync(fileURLToPath(new URL('../../templates/styles/code.css', import.meta.url)), 'utf8');
    for (const name of Object.keys(TOKEN_CLASSES)) expect(css, `.${name}`).toMatch(new RegExp(`\\.code-block__pre \\.${name}[ ,]`));
    // Every grammar refractor ships, on a snippet that touches most kinds of token.
    const sample = 'import x from "y" // note\n<tag attr="v">text</tag>\nfn(a, 1.5, true) + `t${b}` /re/g\n- minus\n+ plus';
    const seen = new Set<string>();
    const collect = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        for (const name of (child.properties.className as string[] | undefined) ?? []) seen.add(name);
        collect(child);
      }
    };
    for (const lang of refractor.listLanguages()) collect({ type: 'root', children: highlightLines(sample, lang, new Set()) });
    expect([...seen].filter((name) => !(name in TOKEN_CLASSES))).toEqual([]);
    expect(seen.size).toBeGreaterThan(15);
  });
});
