import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { parseCodeMeta } from '../../src/content/plugins/codeMeta.js';
import { remarkMarkdownLinks } from '../../src/content/plugins/remarkMarkdownLinks.js';
import { loadLanguages } from '../../src/content/plugins/highlighter.js';
import { fenceLanguages } from '../../src/content/plugins/fenceLanguages.js';
import { mayHaveBlockDirective, mayHaveBlockDirectives, mayHaveTextDirectives } from '../../src/content/plugins/directiveHelpers.js';
import { loadTheme } from '../../src/theme/loadTheme.js';
import { createMarkdownRenderer } from '../../src/theme/markdownToHtml.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';
import { findReact } from '../../src/theme/findReact.js';

await loadMarkdownExtras();

/**
 * Fixture folders: test/fixtures/markdown/<case>/input.md → output.html, through the real
 * processor (every plugin, in the build's order) and the real theme's Markdown components.
 * `UPDATE=1 npx vitest run test/content/markdown.test.ts` rewrites the expected files.
 */

const fixturesDir = fileURLToPath(new URL('../fixtures/markdown/', import.meta.url));
const templatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));
// A copy: loading the config keeps its compiled module in the site's node_modules/.cache.
const badDirective = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/bad-directive/', import.meta.url)));
const update = process.env.UPDATE === '1';
const cases = readdirSync(fixturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Every `.md` file of a case folder except input.md is a page at `/docs/<relative path>`. */
function routesOf(caseDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const entry of readdirSync(caseDir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.md') || full === path.join(caseDir, 'input.md')) continue;
    routes.set(full, `/docs/${path.relative(caseDir, full).split(path.sep).join('/').replace(/\.md$/, '')}`);
  }
  return routes;
}

let render: (markdown: string, file: string, routes?: Map<string, string>) => string;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-md-theme-'));
  const theme = await loadTheme(templatesDir, cacheDir, findReact(templatesDir));
  const toHtml = createMarkdownRenderer(theme);
  // As the content stage does: the grammars the pages' fences name are loaded before processing.
  await loadLanguages(fenceLanguages(cases.map((name) => readFileSync(path.join(fixturesDir, name, 'input.md'), 'utf8'))));
  render = (markdown, file, routes = new Map()) => toHtml(createMarkdownProcessor({ routesBySource: routes })(markdown, file).hast);
});

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

function renderCase(name: string): string {
  const caseDir = path.join(fixturesDir, name);
  const input = path.join(caseDir, 'input.md');
  return render(readFileSyncUtf8(input), input, routesOf(caseDir));
}

function readFileSyncUtf8(file: string): string {
  return readFileSync(file, 'utf8');
}

describe('markdown fixtures (input.md → output.html)', () => {
  it('has fixture cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
  });

  it.each(cases)('%s', async (name) => {
    const html = `${renderCase(name)}\n`;
    const expectedFile = path.join(fixturesDir, name, 'output.html');
    if (update) {
      await writeFile(expectedFile, html);
      return;
    }
    expect(existsSync(expectedFile), `${expectedFile} is missing: run with UPDATE=1 to create it`).toBe(true);
    expect(html).toBe(await readFile(expectedFile, 'utf8'));
  });
});

/**
 * What each fixture must show, independently of the stored output.html: regenerating the
 * fixtures with UPDATE=1 cannot silently accept a regression of these.
 */
const features: { name: string; contains?: (string | RegExp)[]; lacks?: (string | RegExp)[] }[] = [
  {
    name: 'gfm-table',
    contains: ['<div class="table-wrapper" tabindex="0"><table>', '<th style="text-align:left">Option</th>', '<th style="text-align:center">Type</th>', '<th style="text-align:right">Default</th>', "<code>'import' | 'open'</code>"],
  },
  {
    name: 'gfm-task-list',
    contains: ['<ul class="contains-task-list">', '<input type="checkbox" disabled="" checked=""/> Install the package', '<input type="checkbox" disabled=""/> Rebuild the app', '<li>A plain item</li>'],
  },
  {
    name: 'gfm-strikethrough-autolink',
    contains: ['<del>copyTo</del>', '<del>keepLocalCopy</del>', 'href="https://react-native-documents.github.io"', 'href="http://www.example.com"', 'href="mailto:help@example.com"'],
  },
  {
    name: 'heading-ids',
    contains: [
      '<h2 id="setting-up" class="anchor">Setting up<a class="hash-link" href="#setting-up"',
      '<h3 id="keeplocalcopy" class="anchor">keepLocalCopy()',
      '<h3 id="iserrorwithcodevalue" class="anchor">isErrorWithCode(value)',
      '<h3 id="keep-copy" class="anchor">Keeping a copy<a',
      '<h2 id="setting-up-1" class="anchor">',
      '<h2 id="setting-up-2" class="anchor">',
      '<h3 id="viewdocument-options" class="anchor"><code>viewDocument</code> options<a',
      '<h2 id="whats-new" class="anchor">',
    ],
    lacks: ['{#'],
  },
  {
    name: 'admonitions',
    contains: [
      // Docusaurus 3's class names: the type's look and Infima's alert kind (`important` is its alias of `info`).
      ...[
        ['note', 'note', 'secondary'],
        ['tip', 'tip', 'success'],
        ['info', 'info', 'info'],
        ['warning', 'warning', 'warning'],
        ['danger', 'danger', 'danger'],
        ['caution', 'caution', 'warning'],
        ['important', 'info', 'info'],
      ].map(([type, look, alert]) => `<div class="theme-admonition theme-admonition-${look} alert alert--${alert}" data-admonition="${type}">`),
      '<div class="admonitionHeading">Note</div><div class="admonitionContent">\n<p>A note without a title.</p>',
      '<div class="admonitionHeading">Tip</div>',
      '<div class="admonitionHeading">Info</div>',
      '<div class="admonitionHeading">Danger</div>',
      '<div class="admonitionHeading">Advanced</div><div class="admonitionContent">\n<p>A note with a title.</p>',
      `<div class="admonitionHeading">Don't use <code>copyTo</code></div>`,
      '<div class="admonitionHeading">Shortcut keys</div>',
      '<div class="admonitionHeading">About storage</div>',
      '<div class="admonitionHeading">Old firmware</div>',
      '<div class="admonitionHeading">Lists inside</div><div class="admonitionContent">\n<ul>',
    ],
    lacks: [':::', '[!'],
  },
  {
    name: 'npm2yarn',
    contains: [
      '<div class="tabs" data-group="npm2yarn" data-tabs="npm2yarn-1">',
      /data-label="npm" data-value="npm">.*npm install<\/span> --save-dev garden-helpers\n<span class="f">npm<\/span> run water/s,
      /data-label="Yarn" data-value="yarn">.*yarn add<\/span> <span class="p">--dev<\/span> garden-helpers\n<span class="f">yarn<\/span> water/s,
      /data-label="pnpm" data-value="pnpm">.*pnpm add<\/span> --save-dev garden-helpers/s,
      // Bun too: Docusaurus 3's plugin converts for yarn, pnpm and bun by default.
      /data-label="Bun" data-value="bun">.*bun <span class="f">add<\/span> <span class="p">--dev<\/span> garden-helpers\nbun run water/s,
      // The rest of the meta (a title) applies to every tab.
      /(<div class="code-block__title codeBlockTitle">Terminal<\/div>.*){4}/s,
    ],
    // A block without the word is left as it is; the word itself is no flag of the block.
    lacks: ['npm2yarn-3', 'data-npm2yarn'],
  },
  {
    name: 'tabs',
    contains: [
      '<div class="tabs" data-group="os" data-tabs="tabs-1">',
      '<div class="tabs__panel" role="tabpanel" id="tabs-1-0" data-label="Android" data-value="android"><p class="tabs__label">Android</p><p>Android text with <code>code</code>.</p></div>',
      'id="tabs-1-1" data-label="iOS" data-value="apple"><p class="tabs__label">iOS</p>',
      '<div class="tabs" data-tabs="tabs-2">',
      'data-label="Yarn" data-value="yarn"><p class="tabs__label">Yarn</p><p>yarn add</p>',
    ],
    // Without JavaScript every panel is plain, visible content: nothing hidden, no ARIA-only text.
    lacks: [/<div class="tabs__panel"[^>]*(hidden|style=)/, 'display:none', ':::'],
  },
  {
    name: 'details',
    contains: ['<details class="details"><summary>Video introduction</summary><p>The picker in action.</p>', '<details class="details"><summary>Details</summary><p>No summary given.</p></details>'],
  },
  {
    name: 'youtube',
    contains: [
      '<a class="video-link" href="https://www.youtube.com/watch?v=CUNDpURFx4U&amp;t=65s" target="_blank" rel="noopener noreferrer">',
      '<span class="video-link__title">Import mode in action</span><span class="video-link__meta">YouTube, from 1:05</span>',
      'href="https://www.youtube.com/watch?v=tE3WMA4nxGE" target="_blank"',
      '<span class="video-link__title">Watch the video</span><span class="video-link__meta">YouTube</span>',
    ],
    // Nothing is loaded from YouTube until the reader clicks.
    lacks: ['<iframe', 'youtube-nocookie', '<img'],
  },
  {
    name: 'code-block-title-lines',
    contains: [
      '<div class="code-block code-block--titled"><div class="code-block__title codeBlockTitle">App.tsx</div>',
      '<pre class="code-block__pre language-tsx" data-language="tsx" data-title="App.tsx" tabindex="0"><code class="language-tsx codeBlockLines">',
      /^(?:(?!<span class="line).)*<span class="line line--highlighted"><span class="k">import<\/span>/s,
    ],
    // The copy button needs JavaScript: the browser bundle adds it.
    lacks: ['code-block__lang', 'title=&quot;', '{1,3-4}', 'data-copy-code', 'code-block__copy'],
  },
  {
    name: 'code-block-options',
    contains: [
      '<pre class="code-block__pre language-js code-block__pre--numbered" data-language="js" data-title="counter.js" tabindex="0" style="--dg-line-digits:1">',
      '<span class="line" data-line="1"><span class="k">let</span> count <span class="o">=</span> <span class="m">0</span></span>',
      '<span class="line line--highlighted" data-line="2">count',
      '<span class="line" data-line="10"><span class="k">def</span>',
      '<span class="line line--highlighted" data-line="11">',
      '<span class="line line--highlighted"><span class="f">npm install</span></span>\n<span class="line line--highlighted"><span class="f">npm</span> <span class="b">test</span></span>\n<span class="f">npm</span> run build</code>',
      '<span class="line line--highlighted">  &lt;<span class="t">li</span>&gt;picked&lt;/<span class="t">li</span>&gt;</span>',
      '<span class="line line--highlighted">      &lt;<span class="t">b</span>&gt;new&lt;/<span class="t">b</span>&gt;</span>',
      '<pre class="code-block__pre language-text" data-language="cobolish" tabindex="0">',
    ],
    lacks: ['highlight-', 'showLineNumbers'],
  },
  {
    name: 'code-nocheck',
    contains: ['<pre class="code-block__pre language-ts" data-language="ts" tabindex="0">', '<pre class="code-block__pre language-js"', '<pre class="code-block__pre language-text" tabindex="0"><code class="codeBlockLines">no language at all</code>'],
    // The stylesheet draws the language badge from data-language: no element repeats it.
    lacks: ['nocheck', 'data-title', 'code-block__lang'],
  },
  {
    name: 'text-directives',
    contains: [
      'The meeting is at 10:30 and the ratio is 16:9.',
      'See pick:options, or write <code>a:b</code> in code; :name[label] stays too.',
      '12:45:30',
      '9:00am',
      'Ratio 16:9{.x}, a:b{c=d} and x:y[<code>code</code> and <em>em</em>]{k=v} keep all they had; so does a:b[c:d[e]].',
    ],
  },
  {
    name: 'markdown-links',
    contains: [
      '<a href="/docs/sibling">sibling page</a>',
      '<a href="/docs/guide/other#options" title="Options of the other guide">the options</a>',
      '<a href="./gone.md">a broken one</a>',
      '<a href="/docs/sibling">the sibling</a>', '<a href="/docs/guide/other#long-term-access">other guide</a>', '<a href="/docs/guide/other#options">its options</a>', '<a href="#top">top</a>', '<a href="/docs/install">install</a>', '<a href="./img.png">image</a>'],
    lacks: ['sibling.md', 'other.md'],
  },
  {
    name: 'external-links',
    contains: [
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">https</a>',
      '<a href="http://example.com/b" target="_blank" rel="noopener noreferrer">http</a>',
      '<a href="mailto:a@example.com">mailto</a>',
      '<a href="./page">relative</a>',
      '<a href="#here">hash</a>',
      '<a href="/docs/install">site</a>',
      '<a href="https://autolinked.example" target="_blank" rel="noopener noreferrer">',
    ],
  },
];

describe('markdown features in the fixtures', () => {
  it('covers every fixture folder', () => {
    expect(features.map((f) => f.name).sort()).toEqual(cases.filter((c) => c !== 'code-languages'));
  });

  it.each(features)('$name', ({ name, contains = [], lacks = [] }) => {
    const html = renderCase(name);
    for (const expected of contains) {
      if (typeof expected === 'string') expect(html).toContain(expected);
      else expect(html).toMatch(expected);
    }
    for (const unexpected of lacks) {
      if (typeof unexpected === 'string') expect(html).not.toContain(unexpected);
      else expect(html).not.toMatch(unexpected);
    }
  });

  it('highlights exactly lines 1, 3 and 4 of a {1,3-4} block', () => {
    const html = renderCase('code-block-title-lines');
    const code = html.slice(html.indexOf('>', html.indexOf('<code')) + 1, html.indexOf('</code>'));
    expect(code.split('\n').map((line) => line.startsWith('<span class="line line--highlighted">'))).toEqual([true, false, true, true, false, false]);
  });
});

describe('code block languages', () => {
  const languages: { lang: string; code: string; token: RegExp }[] = [
    { lang: 'ts', code: 'const a: number = 1', token: /<span class="b">number<\/span>/ },
    { lang: 'tsx', code: 'const b = <View />', token: /&lt;<span class="n">View<\/span> \/&gt;/ },
    { lang: 'js', code: "const c = 'js'", token: /<span class="s">'js'<\/span>/ },
    { lang: 'json', code: '{ "d": true }', token: /<span class="r">&quot;d&quot;<\/span>/ },
    { lang: 'bash', code: 'npm install --save thing', token: /<span class="f">npm install<\/span> <span class="p">--save<\/span> thing/ },
    { lang: 'kotlin', code: 'val e = listOf(1, 2)', token: /<span class="k">val<\/span>/ },
    { lang: 'swift', code: 'let f: Int = 3', token: /<span class="k">let<\/span>/ },
    { lang: 'xml', code: '<manifest package="g" />', token: /<span class="a">package<\/span>/ },
    { lang: 'diff', code: '- old\n+ new', token: /<span class="dd"><span class="d u">-<\/span><span class="d"> old<\/span><\/span>/ },
    { lang: 'groovy', code: 'implementation "h:i:1.0"', token: /<span class="s">&quot;h:i:1.0&quot;<\/span>/ },
  ];

  it.each(languages)('$lang gets its language class and tokens', ({ lang, code, token }) => {
    const html = render(`\`\`\`${lang}\n${code}\n\`\`\``, '/virtual/lang.md');
    expect(html).toContain(`<pre class="code-block__pre language-${lang}" data-language="${lang}" tabindex="0"><code class="language-${lang} codeBlockLines">`);
    expect(html).toMatch(token);
  });

  /** The text of each line of the first code block, tags stripped and entities decoded. */
  const linesOf = (html: string) =>
    html
      .slice(html.indexOf('>', html.indexOf('<code')) + 1, html.indexOf('</code>'))
      .split('\n')
      .map((line) => line.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));

  const multiline: { name: string; lang: string; code: string }[] = [
    { name: 'a diff (tokens that end with their newline)', lang: 'diff', code: '- old\n+ new\n  same' },
    { name: 'a block comment spanning lines', lang: 'ts', code: '/* one\n   two */\nconst x = 1' },
    { name: 'a template string spanning lines', lang: 'js', code: 'const s = `a\nb`\n\nlet t' },
    { name: 'blank lines in plain text', lang: 'text', code: 'a\n\n\nb' },
    { name: 'an XML element over lines', lang: 'xml', code: '<uses-permission\n  android:name="x" />' },
  ];

  it.each(multiline)('keeps every source line of $name as its own line', ({ lang, code }) => {
    expect(linesOf(render(`\`\`\`${lang}\n${code}\n\`\`\``, '/virtual/lines.md'))).toEqual(code.split('\n'));
  });

  it('an unknown language stays plain text, marked language-text', () => {
    const html = render('```nosuchlang\n+++\n```', '/virtual/lang.md');
    expect(html).toContain('<pre class="code-block__pre language-text" data-language="nosuchlang" tabindex="0">');
    expect(html).not.toMatch(/<code[^>]*>(?:(?!<\/code>).)*<span class="(?!line)/s);
  });

  const metas: { meta: string; title?: string; lines: number[]; flags: string[] }[] = [
    { meta: 'title="App.tsx" {1,3-4}', title: 'App.tsx', lines: [1, 3, 4], flags: [] },
    { meta: "{2} title='a b.ts' nocheck", title: 'a b.ts', lines: [2], flags: ['nocheck'] },
    { meta: 'nocheck', lines: [], flags: ['nocheck'] },
    { meta: 'title=plain.js {5-7,9}', title: 'plain.js', lines: [5, 6, 7, 9], flags: [] },
    { meta: '', lines: [], flags: [] },
  ];

  it.each(metas)('parses the fence meta `$meta`', ({ meta, title, lines, flags }) => {
    const parsed = parseCodeMeta(meta);
    expect(parsed.title).toBe(title);
    expect([...parsed.highlightLines].sort((a, b) => a - b)).toEqual(lines);
    expect([...parsed.flags]).toEqual(flags);
  });
});

describe('markdown errors carry their position', () => {
  const errors: { name: string; markdown: string; reason: string; line: number; column: number }[] = [
    { name: 'tabs holding something else', markdown: '::::tabs\nJust text.\n::::', reason: 'a `tabs` block may only contain `:::tab{label="…"}` blocks', line: 1, column: 1 },
    { name: 'tab without a label', markdown: '::::tabs\n:::tab\nx\n:::\n::::', reason: 'a `:::tab` needs a label: :::tab{label="Android"}', line: 2, column: 1 },
    { name: 'youtube without a valid id', markdown: '# x\n\n::youtube{id="x"}', reason: '`::youtube` needs a video id: ::youtube{id="CUNDpURFx4U"}', line: 3, column: 1 },
  ];

  it.each(errors)('$name', ({ markdown, reason, line, column }) => {
    const process = createMarkdownProcessor({ routesBySource: new Map() });
    let caught: unknown;
    try {
      process(markdown, '/virtual/bad.md');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VFileMessage);
    expect((caught as VFileMessage).reason).toBe(reason);
    expect([(caught as VFileMessage).line, (caught as VFileMessage).column]).toEqual([line, column]);
  });

  it('loadContent keeps an unknown container directive as a warning at line:column on the doc', async () => {
    const config = await loadConfig(path.join(await badDirective(), 'site.config.ts'));
    const { docs } = await loadTestContent(config);
    expect(docs[0]!.warnings).toEqual([
      { message: 'unknown directive `:::tipp`: its content is shown without a box (known: note, tip, info, warning, danger, caution, important, tabs, tab, details)', line: 10, column: 1 },
    ]);
  });

  it('reports a broken relative .md link with its line and column, and leaves it unchanged', () => {
    const caseDir = path.join(fixturesDir, 'markdown-links');
    const result = createMarkdownProcessor({ routesBySource: routesOf(caseDir) })(readFileSyncUtf8(path.join(caseDir, 'input.md')), path.join(caseDir, 'input.md'));
    expect(result.brokenMarkdownLinks).toEqual([
      { href: './missing.md#nope', line: 8, column: 21 },
      { href: './gone.md', line: 14, column: 1 },
    ]);
  });

  it('resolves links relative to the linking file’s folder', () => {
    const docs = '/site/content/docs';
    const routes = new Map([
      [`${docs}/doc-picker-api.md`, '/docs/doc-picker-api'],
      [`${docs}/sponsor-only/picker/open mode.md`, '/docs/sponsor-only/picker/open-mode'],
    ]);
    const from = `${docs}/sponsor-only/picker/keeping-local-copy.md`;
    const result = createMarkdownProcessor({ routesBySource: routes })(
      '[api](../../doc-picker-api.md#keeplocalcopy) [open](./open%20mode.md) [wrong](../doc-picker-api.md)',
      from,
    );
    const hrefs: string[] = [];
    JSON.stringify(result.hast, (key, value: unknown) => {
      if (key === 'href' && typeof value === 'string') hrefs.push(value);
      return value;
    });
    expect(hrefs).toEqual(['/docs/doc-picker-api#keeplocalcopy', '/docs/sponsor-only/picker/open-mode', '../doc-picker-api.md']);
    expect(result.brokenMarkdownLinks.map((p) => p.href)).toEqual(['../doc-picker-api.md']);
  });
});

describe('remarkMarkdownLinks: page extensions', () => {
  const run = (extensions?: string[]) => {
    const processor = unified().use(remarkParse).use(remarkMarkdownLinks, { routesBySource: new Map([['/d/a.md', '/docs/a'], ['/d/b.mdx', '/docs/b']]), extensions });
    const file = new VFile({ path: '/d/page.md', value: '[a](./a.md) [b][b]\n\n[b]: ./b.mdx#x' });
    const tree = processor.runSync(processor.parse(file), file) as MdastRoot;
    const urls: string[] = [];
    JSON.stringify(tree, (key, value: unknown) => (key === 'url' && typeof value === 'string' && urls.push(value), value));
    return urls;
  };
  it('rewrites .md and .mdx by default, inline and in definitions', () => {
    expect(run()).toEqual(['/docs/a', '/docs/b#x']);
  });
  it('takes another list of extensions', () => {
    expect(run(['.md'])).toEqual(['/docs/a', './b.mdx#x']);
  });
  it("pathname:///x (Docusaurus's escape hatch), inline or by reference, is the site's /x, a link the browser loads whole", async () => {
    const { default: remarkRehype } = await import('remark-rehype');
    const { toHtml } = await import('hast-util-to-html');
    const processor = unified().use(remarkParse).use(remarkMarkdownLinks, { routesBySource: new Map() }).use(remarkRehype);
    const file = new VFile({ path: '/d/page.md', value: '[old](pathname:///legacy/old.html) [api][api]\n\n[api]: pathname:///api/v7/x' });
    const html = toHtml(processor.runSync(processor.parse(file), file) as never);
    expect(html).toContain('<a href="/legacy/old.html" data-full-load="">old</a>');
    expect(html).toContain('<a href="/api/v7/x" data-full-load="">api</a>');
    expect(file.data.brokenMarkdownLinks).toEqual([]);
  });
});

describe('directive pre-checks (plugins skip their walk when the source cannot hold a directive)', () => {
  const file = (value: string) => new VFile({ value });
  it('finds block directives only where two colons meet', () => {
    expect(mayHaveBlockDirectives(file(':::note\nx\n:::'))).toBe(true);
    expect(mayHaveBlockDirectives(file('::youtube{id="x"}'))).toBe(true);
    expect(mayHaveBlockDirectives(file('Note: see https://example.com'))).toBe(false);
  });
  it('finds a named block directive only where its name follows the colons', () => {
    expect(mayHaveBlockDirective(file('::::tabs{group="os"}\n:::tab{label="A"}\nx\n:::\n::::'), 'tabs')).toBe(true);
    expect(mayHaveBlockDirective(file(':::details[More]\nx\n:::'), 'details')).toBe(true);
    expect(mayHaveBlockDirective(file('::youtube{id="abcdefgh"}'), 'youtube')).toBe(true);
    expect(mayHaveBlockDirective(file(':::note\nSee the tabs and details below.\n:::'), 'tabs')).toBe(false);
    expect(mayHaveBlockDirective(file(':::note\nSee the tabs and details below.\n:::'), 'details')).toBe(false);
  });
  it('finds text directives wherever a colon precedes a name character', () => {
    expect(mayHaveTextDirectives(file('at 10:30'))).toBe(true);
    expect(mayHaveTextDirectives(file('see:pick'))).toBe(true);
    expect(mayHaveTextDirectives(file('Note: see https://example.com, a:_b, x:-y'))).toBe(false);
  });
  it('agrees with the parser: a page the pre-checks skip has no directive nodes', () => {
    const parse = createMarkdownProcessor({ routesBySource: new Map() });
    // A colon before a digit is a text directive to remark-directive; the pre-check must see it.
    const { hast } = parse('It starts at 10:30 sharp.', 'time.md');
    expect(toString(hast)).toBe('It starts at 10:30 sharp.');
  });
});

describe('explicit heading ids ({#id}) wherever a heading can be', () => {
  const process = createMarkdownProcessor({ routesBySource: new Map() });
  const ids = (markdown: string) => extractIds(process(markdown, '/site/content/docs/page.md').hast);
  function extractIds(tree: import('hast').Root): string[] {
    const found: string[] = [];
    const walk = (node: import('hast').RootContent | import('hast').Root) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) found.push(String(node.properties.id));
      if ('children' in node) node.children.forEach(walk);
    };
    walk(tree);
    return found;
  }

  it('in a quote, a list item, an admonition, a details block and a footnote', () => {
    const markdown = [
      '> ## Quoted {#quoted}',
      '',
      '- ## Listed {#listed}',
      '',
      ':::note',
      '### In a note {#noted}',
      ':::',
      '',
      ':::details[More]',
      '#### In details {#detailed}',
      ':::',
      '',
      'Text[^1].',
      '',
      '[^1]: ## In a footnote {#footnoted}',
    ].join('\n');
    expect(ids(markdown)).toEqual(expect.arrayContaining(['quoted', 'listed', 'noted', 'detailed', 'footnoted']));
  });

  it('leaves {#x} at the end of a paragraph or table cell as text', () => {
    const { hast } = process('Some text {#not-an-id}\n\n| a {#cell} |\n| - |\n| b |\n', '/site/content/docs/page.md');
    expect(toString(hast)).toContain('Some text {#not-an-id}');
    expect(toString(hast)).toContain('a {#cell}');
  });
});
