import type { Element, Root } from 'hast';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { select, selectAll } from 'hast-util-select';
import type { Root as MdastRoot } from 'mdast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deserialize, serialize } from 'node:v8';
import { toHtml } from 'hast-util-to-html';
import { extractFacts } from '../../src/content/extractFacts.js';
import { htmlIds } from '../../src/content/htmlIds.js';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { rehypeRawHtml } from '../../src/content/plugins/rehypeRawHtml.js';
import type { Doc } from '../../src/content/types.js';
import { loadTheme } from '../../src/theme/loadTheme.js';
import { createMarkdownRenderer } from '../../src/theme/markdownToHtml.js';
import { splitSections } from '../../src/search/splitSections.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';
import { findReact } from '../../src/theme/findReact.js';

await loadMarkdownExtras();

const processMarkdown = createMarkdownProcessor({ routesBySource: new Map() });
const FILE = '/site/content/docs/page.md';

const PAGE = `Intro with <kbd>Ctrl</kbd> and an <a id="intro-anchor"></a>anchor.

<table>
  <thead><tr><th>Constant</th><th>Value</th></tr></thead>
  <tbody>
    <tr><td><a id="o-rdonly"></a><code>O_RDONLY</code></td><td>0</td></tr>
    <tr><td><a name="o-wronly"></a><code>O_WRONLY</code></td><td>1</td></tr>
  </tbody>
</table>

<details>
<summary>Show more</summary>

Inside, **Markdown** still works.

</details>

<h2>A raw heading</h2>

Text under it.

\`\`\`ts title="example.ts" {2}
const a = 1;
const b = 2;
\`\`\`
`;

function at(tree: Root, selector: string): Element {
  const found = select(selector, tree);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe('raw HTML in Markdown', () => {
  it('is parsed into elements with the file’s own positions', () => {
    const { hast, unsafeContent } = processMarkdown(PAGE, FILE);
    expect(unsafeContent).toEqual([]);
    expect(at(hast, 'table').position?.start).toMatchObject({ line: 3, column: 1 });
    expect(at(hast, 'a#o-rdonly').position?.start).toMatchObject({ line: 6, column: 13 });
    expect(selectAll('tbody tr', hast)).toHaveLength(2);
    expect(at(hast, 'details > summary').children).toEqual([expect.objectContaining({ value: 'Show more' })]);
    expect(at(hast, 'details strong').children).toEqual([expect.objectContaining({ value: 'Markdown' })]);
    expect(at(hast, 'kbd').position?.start.line).toBe(1);
  });

  it('gives raw headings an id like Markdown headings, and keeps code fence options on the same page', () => {
    const { hast } = processMarkdown(PAGE, FILE);
    expect(at(hast, 'h2').properties.id).toBe('a-raw-heading');
    const pre = at(hast, 'pre');
    expect(pre.properties).toMatchObject({ dataTitle: 'example.ts', dataLanguage: 'ts' });
    // Only the highlighted line is a span of its own.
    expect(selectAll('pre .line', hast).map((line) => line.properties.className)).toEqual([['line', 'line--highlighted']]);
    // The element data kept aside during parsing leaves no trace in the output.
    for (const element of selectAll('*', hast)) expect(Object.keys(element.properties).some((k) => k.startsWith('dataDocsgen'))).toBe(false);
  });

  it('counts every id and every <a name> as an anchor of the page', () => {
    const { hast } = processMarkdown(PAGE, FILE);
    const { headings } = extractFacts(hast);
    const ids = htmlIds(toHtml(hast, { allowDangerousHtml: true }));
    expect(ids).toEqual(expect.arrayContaining(['intro-anchor', 'o-rdonly', 'o-wronly', 'a-raw-heading']));
    expect(headings).toEqual([{ depth: 2, id: 'a-raw-heading', text: 'A raw heading' }]);
  });

  it('splits search sections at raw headings, with the table text in the intro section', () => {
    const { hast } = processMarkdown(PAGE, FILE);
    const sections = splitSections(hast, { title: 'Page', route: '/docs/page' });
    expect(sections.map((s) => s.heading)).toEqual(['', 'A raw heading']);
    expect(sections[0]!.text).toContain('O_RDONLY 0');
    expect(sections[0]!.text).toContain('Show more');
    expect(sections[1]!.text).toContain('Text under it.');
  });

  it('survives the trip between threads (a page worker hands trees back as serialised data)', () => {
    const { hast } = processMarkdown(PAGE, FILE);
    const before = JSON.stringify(hast);
    expect(JSON.stringify(deserialize(serialize(hast)))).toBe(before);
  });

  it('removes script, style and on* attributes, each with its position', () => {
    const source = [
      '<div onclick="alert(1)">click</div>',
      '',
      '<script>alert(2)</script>',
      '',
      'Inline <img src="x.png" alt="x" onerror="alert(3)"> and <style>p{}</style> here.',
      '',
      '<a href="&#106;avascript:alert(4)">ref</a> <iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="<script>alert(5)</script>"></iframe>',
      '',
      '<svg><a xlink:href="javascript:alert(6)"><text>svg</text></a><script>alert(7)</script></svg>',
      '',
      '<object data="movie.swf"></object><embed src="movie.swf">',
    ].join('\n');
    const { hast, unsafeContent } = processMarkdown(source, FILE);
    expect(unsafeContent.map((p) => `${p.line}:${p.column} ${p.kind} ${p.message}`)).toEqual([
      '1:1 html onclick attribute removed from <div>',
      '3:1 html <script> element removed',
      '5:8 html onerror attribute removed from <img>',
      '5:57 html <style> element removed',
      '7:1 link unsafe URL removed: href="javascript:alert(4)" on <a>',
      '7:44 html srcdoc attribute removed from <iframe>',
      '9:6 link unsafe URL removed: xlink:href="javascript:alert(6)" on <a>',
      '9:62 html <script> element removed',
      '11:1 html <object> element removed',
      '11:35 html <embed> element removed',
    ]);
    expect(selectAll('script, style, object, embed', hast)).toEqual([]);
    expect(at(hast, 'iframe').properties).toEqual({ src: 'https://www.youtube-nocookie.com/embed/x' });
  });
});

describe('finding raw HTML without a walk', () => {
  it('the Markdown processor tells rehypeRawHtml whether a page has any, and it trusts that', () => {
    const run = (tree: Root, rawHtml?: boolean) => {
      const file = new VFile({ path: FILE });
      if (rawHtml !== undefined) file.data.rawHtml = rawHtml;
      return unified().use(rehypeRawHtml).runSync(tree, file) as Root;
    };
    const page = (): Root => ({ type: 'root', children: [{ type: 'raw', value: '<kbd>K</kbd>' }] });
    expect(select('kbd', run(page()))).toBeTruthy();
    expect(select('kbd', run(page(), true))).toBeTruthy();
    // Told there is none, it does not look (the Markdown processor only says so when it knows).
    expect(select('kbd', run(page(), false))).toBeFalsy();
  });

  it('still parses raw HTML a site remark plugin puts in a node’s hChildren', () => {
    const plugin = () => (tree: MdastRoot) => {
      tree.children.push({ type: 'paragraph', children: [], data: { hName: 'div', hChildren: [{ type: 'raw', value: '<kbd>K</kbd>' }] } });
    };
    const { hast, unsafeContent } = createMarkdownProcessor({ routesBySource: new Map(), remarkPlugins: [plugin] })('Text.\n', FILE);
    expect(unsafeContent).toEqual([]);
    expect(select('div > kbd', hast)).toBeTruthy();
  });
});

describe('raw HTML rendered by the theme', () => {
  let cacheDir: string;
  let render: (tree: Root) => string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-raw-html-'));
    render = createMarkdownRenderer(await loadTheme(path.resolve('templates'), cacheDir, findReact(cacheDir)));
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('renders tables, details, anchors and embeds', () => {
    const html = render(processMarkdown(`${PAGE}\n<iframe src="https://www.youtube-nocookie.com/embed/x" allowfullscreen></iframe>\n`, FILE).hast);
    expect(html).toContain('<a id="o-rdonly"></a><code>O_RDONLY</code>');
    expect(html).toContain('<a name="o-wronly"></a>');
    expect(html).toMatch(/<details>\s*<summary>Show more<\/summary>/);
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/x" allowfullscreen=""></iframe>');
  });

  it('renders an unparsable style attribute without failing', () => {
    expect(render(processMarkdown('<div style="color: red; {{">styled</div>\n', FILE).hast)).toContain('>styled</div>');
  });
});
