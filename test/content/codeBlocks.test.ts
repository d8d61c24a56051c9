import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toHtml } from 'hast-util-to-html';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { parseCodeMeta } from '../../src/content/plugins/codeMeta.js';
import { loadLanguages, resolveLanguage } from '../../src/content/plugins/highlighter.js';
import { fenceLanguages } from '../../src/content/plugins/fenceLanguages.js';
import { applyMagicComments } from '../../src/content/plugins/magicComments.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';
import { treeOf } from '../../src/content/types.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeBlock } from '../../templates/markdown/CodeBlock.js';

await loadMarkdownExtras();

function md(markdown: string) {
  const result = createMarkdownProcessor({ routesBySource: new Map() })(markdown, '/site/content/docs/page.md');
  return { html: toHtml(result.hast), warnings: result.warnings };
}

/** Each line of the first block: the classes of its `span.line` ('' for a line without one) and its text. */
function lines(html: string): [string, string][] {
  const code = html.slice(html.indexOf('>', html.indexOf('<code')) + 1, html.indexOf('</code>'));
  return code.split('\n').map((line) => [/^<span class="(line[^"]*)"/.exec(line)?.[1] ?? '', line.replace(/<[^>]+>/g, '')]);
}

describe('highlight comments', () => {
  const cases: { name: string; code: string; kept: string[]; highlighted: number[] }[] = [
    { name: '// next line', code: 'a()\n// highlight-next-line\nb()\nc()', kept: ['a()', 'b()', 'c()'], highlighted: [2] },
    { name: '// start and end', code: '// highlight-start\none\ntwo\n// highlight-end\nthree', kept: ['one', 'two', 'three'], highlighted: [1, 2] },
    { name: '# for shell', code: '# highlight-next-line\nls -la\npwd', kept: ['ls -la', 'pwd'], highlighted: [1] },
    { name: '<!-- --> for markup', code: '<p>\n  <!-- highlight-next-line -->\n  <b>x</b>\n</p>', kept: ['<p>', '  <b>x</b>', '</p>'], highlighted: [2] },
    { name: '{/* */} in JSX', code: '<div>\n  {/* highlight-next-line */}\n  <span />\n</div>', kept: ['<div>', '  <span />', '</div>'], highlighted: [2] },
    { name: '/* */ and -- forms', code: '/* highlight-next-line */\nx\n-- highlight-next-line\nselect 1', kept: ['x', 'select 1'], highlighted: [1, 2] },
    { name: 'indented comments', code: 'if (x) {\n    // highlight-next-line\n    go()\n}', kept: ['if (x) {', '    go()', '}'], highlighted: [2] },
  ];
  it.each(cases)('$name', ({ code, kept, highlighted }) => {
    const result = applyMagicComments(code);
    expect(result.code.split('\n')).toEqual(kept);
    expect([...result.highlighted]).toEqual(highlighted);
    expect(result.unclosed).toBe(false);
  });

  it('leaves a comment that only mentions the words alone', () => {
    const code = '// see highlight-next-line in the docs\nx';
    expect(applyMagicComments(code)).toEqual({ code, highlighted: new Set(), unclosed: false });
  });

  it('an unclosed highlight-start highlights nothing, as in Docusaurus, with a note (an info line naming file:line: Docusaurus builds it so without a word, so --strict does not fail on it)', () => {
    const { html, warnings } = md('```js\n// highlight-start\na\nb\n```');
    expect(lines(html).map(([cls]) => cls)).toEqual(['', '']);
    expect(warnings).toEqual([{ message: '`highlight-start` without `highlight-end`: not highlighted (as in Docusaurus)', line: 1, column: 1, note: true }]);
  });

  it('reads starts and ends as Docusaurus does: an end closes from the latest start, a start left before another highlights nothing', () => {
    const code = ['// highlight-start', 'a', '// highlight-start', 'b', '// highlight-end', 'c', '// highlight-start', 'd', '// highlight-start', 'e', '// highlight-end', 'f', '// highlight-end', 'g'].join('\n');
    const result = applyMagicComments(code);
    expect(result.code.split('\n')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    // b; then e, and e–f again (the second end closes from the same start).
    expect([...result.highlighted]).toEqual([2, 5, 6]);
    expect(result.unclosed).toBe(false);
    expect([...applyMagicComments('a\n// highlight-end\nb').highlighted]).toEqual([1]);
  });

  it("a site's own magic comments (themeConfig.prism.magicComments) mark their lines with their class", () => {
    const magicComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-removed-line', line: 'Remove this line', block: { start: 'Removed lines start', end: 'Removed lines end' } },
      { className: 'code-block-added-line', line: 'Add this line' },
    ];
    const code = ['```js', 'keep()', '// Remove this line', 'old()', '// Add this line', 'fresh()', '/* Removed lines start */', 'a()', 'b()', '/* Removed lines end */', '// highlight-next-line', 'shown()', '```'].join('\n');
    const result = createMarkdownProcessor({ routesBySource: new Map(), magicComments })(code, '/site/content/docs/page.md');
    expect(lines(toHtml(result.hast)).map(([cls, text]) => `${cls}|${text}`)).toEqual([
      '|keep()',
      'line line--marked code-block-removed-line|old()',
      'line line--marked code-block-added-line|fresh()',
      'line line--marked code-block-removed-line|a()',
      'line line--marked code-block-removed-line|b()',
      'line line--highlighted|shown()',
    ]);
    const unclosed = createMarkdownProcessor({ routesBySource: new Map(), magicComments })('```js\n# Removed lines start\nx\n```', '/site/content/docs/page.md');
    expect(unclosed.warnings.map((w) => [w.message, w.note])).toEqual([['`Removed lines start` without `Removed lines end`: not marked (as in Docusaurus)', true]]);
    // Without the site's list, Docusaurus's default only: the other comments stay as written.
    expect(md(code).html).toContain('Remove this line');
  });

  it("do not mix with a fence's {ranges}, as in Docusaurus: with ranges the comments stay as code and mark nothing", () => {
    const { html, warnings } = md('```ts {1}\nconst a = 1\n// highlight-next-line\nconst b = 2\n// highlight-start\n```');
    expect(lines(html)).toEqual([
      ['line line--highlighted', 'const a = 1'],
      ['', '// highlight-next-line'],
      ['', 'const b = 2'],
      ['', '// highlight-start'],
    ]);
    expect(warnings).toEqual([]);
    // A site's own list too: {ranges} take its first comment's class.
    const magicComments = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-block-removed-line', line: 'Remove this line' }];
    const own = createMarkdownProcessor({ routesBySource: new Map(), magicComments })('```js {2}\n// Remove this line\nold()\n```', '/site/content/docs/page.md');
    expect(lines(toHtml(own.hast))).toEqual([
      ['', '// Remove this line'],
      ['line line--highlighted', 'old()'],
    ]);
  });
});

describe('line numbers', () => {
  it('parses showLineNumbers and showLineNumbers=N next to the other options', () => {
    expect(parseCodeMeta('title="a.ts" showLineNumbers {2}')).toEqual({ title: 'a.ts', highlightLines: new Set([2]), lineNumbersStart: 1, flags: new Set() });
    expect(parseCodeMeta('showLineNumbers=42 nocheck').lineNumbersStart).toBe(42);
    expect(parseCodeMeta('nocheck').lineNumbersStart).toBeUndefined();
  });

  it('numbers each line (as data, so copying leaves the numbers out)', () => {
    const { html } = md('```js showLineNumbers=7\nfirst()\nsecond()\n```');
    expect(html).toContain('<pre class="code-block__pre language-js code-block__pre--numbered"');
    expect([...html.matchAll(/data-line="(\d+)"/g)].map((m) => m[1])).toEqual(['7', '8']);
    // The gutter is as wide as the widest number: one digit here, two when the numbers reach 10.
    expect(html).toMatch(/<pre [^>]*style="--dg-line-digits:1"/);
    expect(md('```js showLineNumbers=9\nfirst()\nsecond()\n```').html).toMatch(/<pre [^>]*style="--dg-line-digits:2"/);
    expect(md('```js\nfirst()\n```').html).not.toContain('data-line');
  });
});

describe("Docusaurus's class names", () => {
  // A site's CSS written for Docusaurus selects its code blocks by the names its CSS modules start
  // with (`code { background: … }` undone by `code[class*='codeBlockLines'] { background: inherit }`,
  // `div[class*='codeBlockTitle'] { padding: … }`): the same elements carry those names.
  it("puts codeBlockLines on a block's code (with or without a language) and codeBlockTitle on its title", () => {
    expect(md('```ts\nconst x = 1\n```').html).toMatch(/<code class="language-ts codeBlockLines">/);
    expect(md('```\nplain\n```').html).toMatch(/<code class="codeBlockLines">/);
    const titled = renderToStaticMarkup(createElement(CodeBlock, { className: 'code-block__pre', 'data-title': 'a.ts' }, createElement('code', null, 'x')));
    expect(titled).toContain('<div class="code-block__title codeBlockTitle">a.ts</div>');
  });
});

describe('languages, loaded on demand', () => {
  it('finds the fence languages of pages, in lists and quotes too', () => {
    expect([...fenceLanguages(['```rust\nfn main() {}\n```', '- item\n\n  ~~~~python title="x"\n  pass\n  ~~~~', '> ```ts\n> x\n> ```', 'no code'])]).toEqual(['rust', 'python', 'ts']);
  });

  it('loads a grammar only when asked, by its name or a common alias', async () => {
    expect(resolveLanguage('rust')).toBeUndefined();
    expect(resolveLanguage('py')).toBeUndefined();
    await loadLanguages(['rust', 'py', 'c']);
    expect(resolveLanguage('rust')).toBe('rust');
    expect(resolveLanguage('py')).toBe('python');
    expect(md('```c\nint main(void) { return 0; }\n```').html).toContain('<span class="k">int</span>');
  });

  it("an alias outside the short list loads its grammar, found by the grammar's own aliases", async () => {
    expect(resolveLanguage('adoc')).toBeUndefined();
    await loadLanguages(['adoc']);
    expect(resolveLanguage('adoc')).toBe('asciidoc');
    expect(md('```adoc\n= Title\n```').html).toContain('<span class="k bo"> Title</span>');
  });

  it("an unknown language renders as plain text without a warning, as Docusaurus's highlighter does", () => {
    const { html, warnings } = md('Intro.\n\n```klingon\nqapla\n```\n\n```klingon\nagain\n```\n\n```text\nplain on purpose\n```');
    expect(html).toContain('<pre class="code-block__pre language-text" data-language="klingon" tabindex="0"><code class="language-klingon codeBlockLines">qapla</code>');
    expect(warnings).toEqual([]);
  });
});

describe('the content stage loads the grammars its pages use', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('highlights a language that is not registered up front', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-langs-'));
    await mkdir(path.join(dir, 'content', 'docs'), { recursive: true });
    await writeFile(path.join(dir, 'content', 'docs', 'page.md'), '---\ntitle: Page\ndescription: d\n---\n\n```haskell\nmain = putStrLn "hi"\n```\n');
    // The temp site borrows the fixture's config, read from its own folder so the paths resolve there.
    await copyFile(fileURLToPath(new URL('../fixtures/sites/bad-directive/site.config.ts', import.meta.url)), path.join(dir, 'site.config.ts'));
    const config = await loadConfig(path.join(dir, 'site.config.ts'));
    const { docs } = await loadTestContent(config);
    expect(toHtml(treeOf(docs[0]!))).toContain('<span class="s">"hi"</span>');
    expect(docs[0]!.warnings).toEqual([]);
  });
});
