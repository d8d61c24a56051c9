import { cp, mkdir, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toString } from 'hast-util-to-string';
import { extractFacts } from '../../src/content/extractFacts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/pipeline/loadSiteConfig.js';
import type { SiteConfig } from '../../src/plugins/siteConfig.js';
import { ContentCache } from '../../src/content/contentCache.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { findEsmLine } from '../../src/content/findEsmLine.js';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { escapeHeadingIds } from '../../src/content/mdx/compileMdx.js';
import { createMdxProcessor } from '../../src/content/mdx/processMdx.js';
import { treeOf, type Content, type Doc } from '../../src/content/types.js';
import { ContentError } from '../../src/util/errors.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';
import { findReact } from '../../src/theme/findReact.js';
import { markdownComponents } from '../../templates/markdown/index.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

await loadMarkdownExtras();

// Copies: loading a config keeps its compiled module in the site's node_modules/.cache.
const mdxCopy = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/mdx/', import.meta.url)));
const migratedCopy = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/docusaurus-migration/', import.meta.url)));
let fixture: string;
let config: SiteConfig;
let content: Content;
let temp: string;

const byId = (id: string): Doc => content.docs.find((doc) => doc.id === id)!;

/** The tree as HTML, without whitespace-only text (MDX and Markdown differ there). */
/** The page body as the default theme draws it (its heading components: anchor class and hash link). */
function themed(tree: Root): string {
  return renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs, components: markdownComponents as never }));
}

function html(tree: Root): string {
  const strip = (nodes: RootContent[]): RootContent[] =>
    nodes
      .filter((node) => !(node.type === 'text' && node.value.trim() === ''))
      .map((node) => (node.type === 'element' ? { ...node, children: strip(node.children) as Element['children'] } : node));
  return renderToStaticMarkup(toJsxRuntime({ type: 'root', children: strip(tree.children) }, { Fragment, jsx, jsxs }));
}

beforeAll(async () => {
  fixture = await mdxCopy();
  config = await loadSiteConfig(path.join(fixture, 'site.config.ts'));
  content = await loadTestContent(config);
  temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-mdx-'));
});

afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

describe('MDX pages', () => {
  it('are pages like Markdown ones; files starting with _ are partials, not pages', () => {
    expect(content.docs.map((doc) => [doc.id, doc.route])).toEqual([
      ['intro', '/docs/intro'],
      ['kitchen/ovens', '/docs/kitchen/ovens'],
      ['kitchen/pantry', '/docs/kitchen/pantry'],
      ['kitchen/recipes', '/docs/kitchen/recipes'],
      ['kitchen/sides', '/docs/kitchen/sides'],
    ]);
  });

  it('render expressions, exports and a site component imported through @site/', () => {
    const text = toString(treeOf(byId('kitchen/recipes')));
    expect(text).toContain('This recipe feeds 6 people.');
    expect(text).toContain('Set a timer for 25 minutes.');
    expect(text).not.toContain('import ');
  });

  it('render the built-in components as the Markdown syntax renders them', () => {
    const body = html(treeOf(byId('kitchen/recipes')));
    expect(body).toContain(
      '<div class="tabs" data-group="stove" data-tabs="mdx-tabs-1"><div class="tabs__panel" role="tabpanel" id="mdx-tabs-1-0" data-label="Gas" data-value="gas"><p class="tabs__label">Gas</p><p>Turn the knob to a medium flame.</p></div>',
    );
    expect(body).toContain('<details class="details"><summary>Why the oven must be preheated</summary><p>A cold oven bakes unevenly');
    // A <details> written as HTML gets the same class, and no empty paragraphs around its summary.
    expect(body).toContain('<details class="details"><summary>Storing leftovers</summary>');
    expect(body).toContain('<div class="theme-admonition theme-admonition-tip alert alert--success" data-admonition="tip"><div class="admonitionHeading">Fresh is best</div>');
    // <CodeBlock> and a fence both reach the code-block plugin with their options.
    expect(body).toMatch(/<pre class="code-block__pre language-js" data-language="js" data-title="timer.js" tabindex="0"><code class="language-js codeBlockLines"><span class="k">/);
    expect(body).toContain('data-title="scale.js"');
  });

  it('give the same HTML for <Admonition>, <Details> and <Tabs> as :::note, :::details and ::::tabs', async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const processMd = createMarkdownProcessor({ routesBySource: new Map() });
    const file = path.join(temp, 'page.mdx');
    const pairs: [string, string][] = [
      ['import Admonition from "@theme/Admonition"\n\n<Admonition type="warning" title="Hot">\n\nMind the *tray*.\n\n</Admonition>', ':::warning[Hot]\nMind the *tray*.\n:::'],
      ['import Details from "@theme/Details"\n\n<Details summary="More">\n\nA second *paragraph*.\n\n</Details>', ':::details[More]\nA second *paragraph*.\n:::'],
    ];
    for (const [mdx, md] of pairs) expect(html((await processMdx(mdx, file)).hast)).toBe(html(processMd(md, path.join(temp, 'page.md')).hast));
    const tabsMdx = 'import Tabs from "@theme/Tabs"\nimport TabItem from "@theme/TabItem"\n\n<Tabs groupId="pm">\n<TabItem value="npm" label="npm">\n\nUse npm.\n\n</TabItem>\n<TabItem value="yarn" label="Yarn">\n\nUse yarn.\n\n</TabItem>\n</Tabs>';
    const tabsMd = '::::tabs{group="pm"}\n:::tab{label="npm"}\nUse npm.\n:::\n:::tab{label="Yarn" value="yarn"}\nUse yarn.\n:::\n::::';
    expect(html((await processMdx(tabsMdx, file)).hast).replaceAll('mdx-tabs-', 'tabs-')).toBe(html(processMd(tabsMd, path.join(temp, 'page.md')).hast));
  });

  it("give a partial's tabs ids of their own: no id twice on a page that has tabs and imports a partial with tabs", () => {
    const body = html(treeOf(byId('kitchen/sides')));
    const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    const panels = [...body.matchAll(/<div class="tabs__panel[^"]*" role="tabpanel" id="([^"]+)"/g)].map((m) => m[1]!);
    // The page's and the partial's ::::tabs, npm2yarn blocks and <Tabs>: 2 + 4 + 2 panels each.
    expect(panels).toHaveLength(16);
    expect(new Set(ids).size).toBe(ids.length);
    // The page's own ids are as before; the partial's carry a prefix from its path.
    expect(panels.slice(0, 8)).toEqual(['tabs-1-0', 'tabs-1-1', 'tabs-2-0', 'tabs-2-1', 'tabs-2-2', 'tabs-2-3', 'mdx-tabs-1-0', 'mdx-tabs-1-1']);
    expect(panels.filter((id) => /^tabs-[0-9a-f]{6}-[12]-[0-3]$/.test(id))).toHaveLength(6);
  });

  it('render the Tabs props Docusaurus pages use: queryString, className, attributes, values, defaultValue, block', () => {
    const body = html(treeOf(byId('kitchen/ovens')));
    // queryString with a groupId keys the URL query by the group; className joins the classes.
    expect(body).toContain('<div class="tabs fuel-tabs" data-group="fuel" data-tabs="mdx-tabs-1" data-default="wood" data-default-later="" data-query-key="fuel">');
    // The default panel, not the first, is marked to show on first paint.
    expect(body).toContain('<div class="tabs__panel wood-panel" role="tabpanel" id="mdx-tabs-1-1" data-label="Wood" data-value="wood" data-default-panel="">');
    // A TabItem's attributes go on its tab: the label without JavaScript, the button with it.
    expect(body).toContain('<p class="tabs__label electric-tab" data-hint="plug">Electric</p>');
    // A query key of its own; values' labels win over the items' own; block; defaultValue.
    expect(body).toContain('<div class="tabs tabs--block" data-tabs="mdx-tabs-3" data-default="middle" data-default-later="" data-query-key="rack">');
    expect(body).toContain('data-label="Low rack" data-value="low"><p class="tabs__label">Low rack</p>');
    expect(body).not.toContain('Ignored label');
  });

  it('fail a page whose <Tabs queryString> has no key to use, naming the page', async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const source = 'import Tabs from "@theme/Tabs"\nimport TabItem from "@theme/TabItem"\n\n<Tabs queryString>\n<TabItem value="a">A</TabItem>\n</Tabs>';
    const error = await processMdx(source, path.join(temp, 'page.mdx')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(/^page\.mdx: the MDX page failed to render: <Tabs queryString> needs a groupId/);
  });

  it('give ::::tabs the same queryString and class attributes', () => {
    const processMd = createMarkdownProcessor({ routesBySource: new Map() });
    const tree = processMd('::::tabs{group="os" queryString .wide}\n:::tab{label="iOS"}\nA.\n:::\n::::\n\n::::tabs{queryString="pm"}\n:::tab{label="npm"}\nB.\n:::\n::::', path.join(temp, 'page.md')).hast;
    const body = html(tree);
    expect(body).toContain('<div class="tabs wide" data-group="os" data-tabs="tabs-1" data-query-key="os">');
    expect(body).toContain('<div class="tabs" data-tabs="tabs-2" data-query-key="pm">');
    expect(() => processMd('::::tabs{queryString}\n:::tab{label="iOS"}\nA.\n:::\n::::', path.join(temp, 'page.md'))).toThrow(/queryString` without a value needs a `group`/);
  });

  it('collect headings (partials included) for the TOC, and links with their positions', () => {
    const doc = byId('kitchen/recipes');
    expect(doc.facts.headings.map((h) => [h.depth, h.id, h.text])).toEqual([
      [2, 'stove-settings', 'Stove settings'],
      [3, 'shopping-list', 'Shopping list'],
    ]);
    const pantry = byId('kitchen/pantry');
    expect(pantry.facts.links).toEqual([{ href: '/docs/kitchen/recipes', text: 'recipes', line: 12, column: 13 }]);
  });

  it("leave a heading a component renders in its own JSX without an id and out of the TOC, as Docusaurus does (only the page's headings are)", async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    // A collapsible example box whose summary is an h4 of the component's own.
    await writeFile(path.join(temp, 'Folded.jsx'), "export const Folded = ({ title, children }) => (\n  <details className=\"folded\">\n    <summary><h4>{title}</h4></summary>\n    {children}\n  </details>\n);\n");
    const source = "import { Folded } from './Folded'\n\n## Setup\n\n<Folded title=\"A longer example\">\n\n### Inside the box\n\nText.\n\n</Folded>\n\n<h3>Written as HTML</h3>\n";
    const result = await processMdx(source, path.join(temp, 'folded.mdx'));
    const body = html(result.hast);
    expect(body).toContain('<summary><h4 data-component-heading="">A longer example</h4></summary>');
    expect(themed(result.hast)).toContain('<summary><h4>A longer example</h4></summary>');
    // The page's Markdown headings, in the box's children too, keep their ids; one written as JSX
    // in the page is rendered as written, as MDX renders it in Docusaurus (no id, no TOC entry).
    expect(extractFacts(result.hast).headings.map((h) => h.id)).toEqual(['setup', 'inside-the-box']);
    expect(themed(result.hast)).toContain('<h3>Written as HTML</h3>');
  });

  it('give headings the ids Docusaurus 3.10 renders, and TOC entries to the Markdown headings only', async () => {
    // What a Docusaurus 3.10.2 build of the same page wrote (a create-docusaurus site, session 31):
    // MDX leaves a heading written as JSX alone (no id of its own, no TOC entry), @theme/Heading
    // keeps the id it is given but not on an h1, a component's own h2 keeps the id it writes.
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    await writeFile(path.join(temp, 'Titles.jsx'), "export const Plain = ({ title }) => <h2>{title}</h2>;\nexport const WithId = ({ id, title }) => <h2 id={id}>{title}</h2>;\n");
    const source = [
      "import Heading from '@theme/Heading'",
      "import { Plain, WithId } from './Titles'",
      '',
      '## Markdown heading',
      '',
      '<h2>Written as JSX</h2>',
      '',
      '<h3 id="jsx-id">Written as JSX with an id</h3>',
      '',
      '<Heading as="h2" id="theme-id">Theme heading</Heading>',
      '',
      '<Heading as="h2">Theme heading without id</Heading>',
      '',
      '<Heading as="h1" id="theme-h1">Theme h1</Heading>',
      '',
      '<Plain title="Component heading" />',
      '',
      '<WithId id="component-id" title="Component heading with id" />',
      '',
      '### Last Markdown heading',
      '',
    ].join('\n');
    const result = await processMdx(source, path.join(temp, 'ids.mdx'));
    const body = html(result.hast);
    const headings = [...body.matchAll(/<h([1-6])([^>]*)>([^<]*)/g)].map((m) => `h${m[1]}${/id="([^"]*)"/.exec(m[2]!)?.[1] ? `#${/id="([^"]*)"/.exec(m[2]!)![1]}` : ''} ${m[3]}`);
    expect(headings).toEqual([
      'h2#markdown-heading Markdown heading',
      'h2 Written as JSX',
      'h3#jsx-id Written as JSX with an id',
      'h2#theme-id Theme heading',
      'h2 Theme heading without id',
      'h1 Theme h1',
      'h2 Component heading',
      'h2#component-id Component heading with id',
      'h3#last-markdown-heading Last Markdown heading',
    ]);
    expect(extractFacts(result.hast).headings.map((h) => h.id)).toEqual(['markdown-heading', 'last-markdown-heading']);
    // As the theme draws them, beside that build's markup: the anchor class and hash link on the
    // Markdown headings and @theme/Heading with an id only; the others as written (theme31's note).
    const drawn = [...themed(result.hast).matchAll(/<h[1-6][^>]*>[^<]*(<a class="hash-link")?/g)].map((m) => `${/^<h[1-6][^>]*>/.exec(m[0])![0]}${m[1] ? ' #' : ''}`);
    expect(drawn).toEqual([
      '<h2 id="markdown-heading" class="anchor"> #',
      '<h2>',
      '<h3 id="jsx-id">',
      '<h2 id="theme-id" class="anchor"> #',
      '<h2>',
      '<h1>',
      '<h2>',
      '<h2 id="component-id">',
      '<h3 id="last-markdown-heading" class="anchor"> #',
    ]);
  });

  it("keep the ids and TOC entries of the page's headings a site's global h2 renders without passing every prop on", async () => {
    // A swizzled MDXComponents whose h2 takes only children and id (the attributes docsgen adds are not passed on).
    const swizzleDir = path.join(temp, 'swizzle-h2');
    await mkdir(swizzleDir, { recursive: true });
    await writeFile(path.join(swizzleDir, 'MDXComponents.jsx'), "import MDXComponents from '@theme-original/MDXComponents';\n\nexport default { ...MDXComponents, h2: ({ children, id }) => <h2 id={id} className=\"ruled\">{children}</h2> };\n");
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp, swizzleDir });
    await writeFile(path.join(temp, 'Boxed.jsx'), 'export const Boxed = ({ title, children }) => (\n  <details>\n    <summary><h2>{title}</h2></summary>\n    {children}\n  </details>\n);\n');
    const source = "import { Boxed } from './Boxed'\n\n## Setup\n\nText.\n\n<Boxed title=\"A box of its own\">\n\n### Details\n\n</Boxed>\n";
    const result = await processMdx(source, path.join(temp, 'ruled.mdx'));
    expect(html(result.hast)).toContain('<h2 class="ruled" id="setup">Setup</h2>');
    expect(html(result.hast)).not.toContain('docsgen-heading-mark');
    // The component's own h2 (not the site's global one) is still no heading of the page's.
    expect(themed(result.hast)).toContain("<summary><h2>A box of its own</h2></summary>");
    expect(extractFacts(result.hast).headings.map((h) => h.id)).toEqual(['setup', 'details']);
  });

  it('resolve links to .mdx files, in pages, partials and Markdown pages', () => {
    expect(byId('kitchen/recipes').facts.links.map((l) => l.href)).toContain('/docs/kitchen/pantry');
    expect(byId('intro').facts.links.map((l) => l.href)).toEqual(['/docs/kitchen/recipes#stove-settings']);
    expect(byId('kitchen/recipes').linkTargets).toContainEqual([path.join(fixture, 'content/docs/kitchen/pantry.mdx'), '/docs/kitchen/pantry']);
  });

  it('turn image imports from the static folder into their URL', () => {
    expect(html(treeOf(byId('kitchen/pantry')))).toContain('<img src="/img/shelf.png" alt="Three wooden shelves"/>');
  });

  it('turn a relative image import into its path from the page, for the images plugin', async () => {
    await mkdir(path.join(temp, 'pics'), { recursive: true });
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().toFile(path.join(temp, 'pics', 'dot.png'));
    await writeFile(path.join(temp, 'pics', '_figure.mdx'), "import dot from './dot.png'\n\n<img src={dot} alt=\"A dot\" />\n");
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const result = await processMdx("import Figure from './pics/_figure.mdx'\n\n<Figure />\n", path.join(temp, 'page.mdx'));
    expect(html(result.hast)).toContain('<img src="./pics/dot.png" alt="A dot"/>');
  });

  it('take the same images as the browser bundle (one registration, imageImports): a .bmp a component imports is a path too', async () => {
    await mkdir(path.join(temp, 'pics'), { recursive: true });
    await writeFile(path.join(temp, 'pics', 'old.bmp'), Buffer.from('424d', 'hex'));
    await writeFile(path.join(temp, 'pics', 'Old.jsx'), "import old from './old.bmp';\nexport default function Old() { return <img src={old} alt=\"Old\" />; }\n");
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const result = await processMdx("import Old from './pics/Old.jsx'\n\n<Old />\n", path.join(temp, 'page.mdx'));
    expect(html(result.hast)).toContain('<img src="./pics/old.bmp" alt="Old"/>');
  });

  it("keep a Markdown image's line, for the link gate's missing-image message", async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const result = await processMdx('# Page\n\nText.\n\n![Gone](./gone.png)\n', path.join(temp, 'page.mdx'));
    expect(extractFacts(result.hast).images).toEqual([{ src: './gone.png', line: 5, column: 1 }]);
    expect(html(result.hast)).not.toContain('docsgen-pos');
  });

  it('highlight code in partials and <CodeBlock>s in languages the page itself does not use', async () => {
    await writeFile(path.join(temp, '_haskell.mdx'), '```haskell\nmain = print 42\n```\n');
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const source = "import Haskell from './_haskell.mdx'\nimport CodeBlock from '@theme/CodeBlock'\n\n<Haskell />\n\n<CodeBlock language=\"erlang\">{'-module(answer).'}</CodeBlock>\n";
    const body = html((await processMdx(source, path.join(temp, 'page.mdx'))).hast);
    expect(body).toContain('<span class="b">print</span>');
    expect(body).toContain('<span class="f">module</span>');
  });

  it('drop HTML comments, as Docusaurus pages write them in MDX (MDX itself rejects `<!--`)', () => {
    const text = toString(treeOf(byId('kitchen/pantry')));
    expect(text).toMatch(/Jars stay closed\s+between uses\./);
    expect(text).not.toMatch(/restocks|reminder|several lines/);
  });

  it('record the files a page is built from', () => {
    const inputs = (byId('kitchen/recipes').inputs ?? []).map(([file]) => path.relative(fixture, file)).sort();
    expect(inputs).toEqual(['components/Timer.tsx', 'components/formatMinutes.ts', 'content/docs/kitchen/_shoppingList.mdx']);
  });
});

describe('MDX errors', () => {
  const processMdx = () => createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: path.join(temp, 'static') });
  const failure = async (source: string, name = 'page.mdx'): Promise<ContentError> => {
    const file = path.join(temp, name);
    await writeFile(file, source);
    const error = await processMdx()(source, file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    const { toContentError } = await import('../../src/content/toDoc.js');
    return toContentError(error, name);
  };

  it('name file:line:column for a syntax error', async () => {
    expect((await failure('Fine line.\n\n<Tabs>\n  text\n')).message).toMatch(/^page\.mdx:3:1: Expected a closing tag for `<Tabs>`$/);
  });

  it('name the import line for a component docsgen does not have', async () => {
    const error = await failure('Intro.\n\nimport Foo from "@theme/Foo"\n\n<Foo />\n');
    expect(error.message).toMatch(/^page\.mdx:3:17: no module "@theme\/Foo": docsgen provides Tabs, TabItem, .*ThemedImage.* \(or add src\/theme\/Foo\.js\)$/);
  });

  it('name the partial and its position for an error inside a partial', async () => {
    await writeFile(path.join(temp, '_broken.mdx'), 'One.\n\nTwo {oops\n');
    const error = await failure('import Broken from "./_broken.mdx"\n\n<Broken />\n');
    expect(error.file).toBe('_broken.mdx');
    expect(error.line).toBe(3);
  });

  it('name the page when a component throws while rendering', async () => {
    const error = await failure('export function Boom() { throw new Error("no oven") }\n\n<Boom />\n');
    expect(error.message).toBe('page.mdx: the MDX page failed to render: no oven');
  });

  it('name the import of a provided module that lacks the name, when the component it gave is undefined', async () => {
    const error = await failure('Intro.\n\nimport { PageMetadataX } from "@docusaurus/theme-common"\n\n<PageMetadataX title="x" />\n');
    expect(error.message).toMatch(/^page\.mdx:3:10: the MDX page failed to render: a component it uses is undefined\. "PageMetadataX" of @docusaurus\/theme-common is not provided by docsgen/);
  });

  it('name the page and the admonition type docsgen does not know', async () => {
    const error = await failure('import Admonition from "@theme/Admonition"\n\n<Admonition type="fun">Hi</Admonition>\n');
    expect(error.message).toBe('page.mdx: the MDX page failed to render: <Admonition type="fun">: the type is one of note, tip, info, warning, danger, caution, important');
  });

  it('name the line of a component used but never imported (Docusaurus may register global ones)', async () => {
    const error = await failure('Intro.\n\nSee <Badge kind="new" /> here.\n');
    expect(error.message).toBe('page.mdx:3:5: <Badge> is not defined: import it in the page, or make it global in src/theme/MDXComponents.js (a default export spreading @theme-original/MDXComponents)');
  });

  it("name the line and column of a syntax error in a component's .js file (JSX in it, as webpack read it)", async () => {
    await mkdir(path.join(temp, 'components'), { recursive: true });
    await writeFile(path.join(temp, 'components', 'Gauge.js'), "import React from 'react';\n\nexport default function Gauge() {\n  return <div className=\"gauge\">{reading(</div>;\n}\n");
    const error = await failure('import Gauge from "./components/Gauge"\n\n<Gauge />\n');
    expect(error.message).toMatch(/^components\/Gauge\.js:4:\d+: Expected/);
  });

  it('name the line of an @site/ import that does not resolve, as the page wrote it', async () => {
    const error = await failure('Intro.\n\nimport Card from "@site/src/components/Card"\n\n<Card />\n');
    expect(error.message).toMatch(/^page\.mdx:3:\d+: Could not resolve "@site\/src\/components\/Card" \(@site\/ is the folder of the site's config\)$/);
  });

  it('a static image that does not exist', async () => {
    const error = await failure('import Image from "@theme/IdealImage"\n\n<Image img={require("/img/none.png")} />\n');
    expect(error.message).toMatch(/^page\.mdx:3:21: "\/img\/none\.png" is neither a file nor in the static folder/);
  });
});

describe('MDX and the sanitizer', () => {
  it('removes script URLs and style elements written as JSX, naming the line', async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const result = await processMdx('Intro.\n\n<a href="javascript:alert(1)">run</a>\n\n<style>{"p { display: none }"}</style>\n', path.join(temp, 'page.mdx'));
    expect(html(result.hast)).not.toMatch(/javascript|style|display/i);
    expect(result.unsafeContent.map((p) => [p.kind, p.line])).toEqual([
      ['link', 3],
      ['html', 5],
    ]);
  });
});

describe('global components (MDXComponents) in TypeScript, and in the theme folder', () => {
  const mdxComponents = (tag: string) =>
    `import MDXComponents from '@theme-original/MDXComponents';\nimport type { ReactNode } from 'react';\n\nconst Stamp = ({ children }: { children: ReactNode }): JSX.Element => <mark className="${tag}">{children}</mark>;\nconst components: Record<string, unknown> = { ...MDXComponents, Stamp };\nexport default components;\n`;
  const render = async (options: { swizzleDir?: string; themeDir?: string }, dir: string) => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: dir, react: findReact(dir), staticDir: dir, ...options });
    return html((await processMdx('Stamped <Stamp>by hand</Stamp>.\n', path.join(dir, 'page.mdx'))).hast);
  };

  it("src/theme/MDXComponents.tsx (Docusaurus's path, a TypeScript file) makes its components global", async () => {
    const dir = await mkdtemp(path.join(temp, 'global-tsx-'));
    await mkdir(path.join(dir, 'src', 'theme'), { recursive: true });
    await writeFile(path.join(dir, 'src', 'theme', 'MDXComponents.tsx'), mdxComponents('stamp-site'));
    expect(await render({ swizzleDir: path.join(dir, 'src', 'theme') }, dir)).toBe('<p>Stamped <mark class="stamp-site">by hand</mark>.</p>');
  });

  it("MDXComponents.jsx in a docsgen site's theme folder does the same", async () => {
    const dir = await mkdtemp(path.join(temp, 'global-theme-'));
    await mkdir(path.join(dir, 'theme'), { recursive: true });
    await writeFile(path.join(dir, 'theme', 'MDXComponents.jsx'), "import MDXComponents from '@theme-original/MDXComponents';\n\nexport default { ...MDXComponents, Stamp: ({ children }) => <mark className=\"stamp-theme\">{children}</mark> };\n");
    expect(await render({ themeDir: path.join(dir, 'theme') }, dir)).toBe('<p>Stamped <mark class="stamp-theme">by hand</mark>.</p>');
  });
});

describe('HTML written in MDX', () => {
  it('keeps attributes spelt as in HTML, such as an iframe\'s allowfullscreen', async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const source = '<iframe src="https://www.youtube.com/embed/abcdefgh" frameborder="0" allowfullscreen></iframe>\n';
    expect(html((await processMdx(source, path.join(temp, 'page.mdx'))).hast)).toBe(
      '<iframe src="https://www.youtube.com/embed/abcdefgh" frameBorder="0" allowfullscreen=""></iframe>',
    );
  });
});

describe('Markdown partials in MDX', () => {
  it('render their raw HTML as a .md page does, and the sanitizer still sees it', async () => {
    await writeFile(path.join(temp, '_table.md'), 'A **Markdown** partial.\n\n<table><tr><td>raw cell</td></tr></table>\n\n<div id="kept-anchor">raw block</div>\n\n<script>alert(1)</script>\n');
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const result = await processMdx('import Table from "./_table.md"\n\n<Table />\n', path.join(temp, 'page.mdx'));
    const out = html(result.hast);
    expect(out).toContain('<td>raw cell</td>');
    expect(out).toContain('<div id="kept-anchor">raw block</div>');
    expect(out).not.toMatch(/script|alert/);
    expect(result.unsafeContent.map((p) => p.kind)).toEqual(['html']);
  });
});

describe('MDX heading ids', () => {
  it('escapes {#id} on heading lines outside code fences only', () => {
    expect(escapeHeadingIds('# Title {#main}\ntext {#x}\n```\n# shell {#y}\n```\n## Two {#two}')).toBe(
      '# Title \\{#main}\ntext {#x}\n```\n# shell {#y}\n```\n## Two \\{#two}',
    );
  });

  it('gives an MDX heading its explicit id', async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const { hast } = await processMdx('## Keeping a copy {#keepCopy}\n', path.join(temp, 'page.mdx'));
    expect(html(hast)).toContain('<h2 id="keepCopy">Keeping a copy</h2>');
  });
});

describe('MDX and the content cache', () => {
  it('processes a page again when a partial it imports changes, not otherwise', async () => {
    const root = path.join(temp, 'site');
    await cp(fixture, root, { recursive: true });
    const siteConfig = await loadSiteConfig(path.join(root, 'site.config.ts'));
    const cache = new ContentCache(path.join(root, 'cache.bin'));
    await loadTestContent(siteConfig, { cache });
    await cache.save();

    const reload = async () => {
      const next = new ContentCache(path.join(root, 'cache.bin'));
      await next.load();
      return loadTestContent(siteConfig, { cache: next });
    };
    expect([...(await reload()).reprocessed]).toEqual([]);
    const partial = path.join(root, 'content/docs/kitchen/_shoppingList.mdx');
    await writeFile(partial, (await readFile(partial, 'utf8')).replace('Flour', 'Sugar'));
    const after = await reload();
    expect([...after.reprocessed]).toEqual([path.join(root, 'content/docs/kitchen/recipes.mdx')]);
    expect(toString(treeOf(after.docs.find((d) => d.id === 'kitchen/recipes')!))).toContain('Sugar');
  });
});

describe('markdown.format (Docusaurus 3 reads .md files as MDX)', () => {
  const migrated = async (name: string) => path.join(await migratedCopy(), name);

  it("'mdx' renders a .md page's imports, <Tabs> and JSX in a .md partial", async () => {
    const loaded = await loadTestContent(await loadSiteConfig(await migrated('site.mdx.config.ts')));
    const tools = loaded.docs.find((doc) => doc.id === 'tools')!;
    const body = html(treeOf(tools));
    expect(body).toContain('data-group="bed"');
    expect(body).toContain('data-label="Raised bed"');
    expect(body).toContain('<p>A long-handled spade saves your back.</p>');
    expect(body).toContain('<p>Sharpen blades <strong>4 times</strong> a year.</p>');
    expect(toString(treeOf(tools))).not.toMatch(/@theme|Shared by every tool page/);
    expect(tools.warnings).toEqual([]);
  });

  it("'detect' (the default) keeps a .md page CommonMark and warns at its first import line", async () => {
    const loaded = await loadTestContent(await loadSiteConfig(await migrated('site.config.ts')));
    const tools = loaded.docs.find((doc) => doc.id === 'tools')!;
    expect(toString(treeOf(tools))).toContain("import Tabs from '@theme/Tabs'");
    expect(tools.warnings).toEqual([expect.objectContaining({ line: 5, message: expect.stringMatching(/^an MDX import\/export line in a \.md page, shown as text: .*markdown: \{ format: 'mdx' \}/) })]);
  });

  it('finds import and export lines outside fenced code only', () => {
    expect(findEsmLine('Text.\n\n```js\nimport a from "a";\n```\n\n~~~\nexport const b = 1;\n~~~\n')).toBeUndefined();
    expect(findEsmLine('    import a from "a";\nimportant words\nimport * as c from "c"\n')).toBe(3);
    expect(findEsmLine('Intro.\n\nexport const servings = 4;\n')).toBe(3);
    expect(findEsmLine("import {x, y} from './z.md';\n")).toBe(1);
  });
});

describe('<TOCInline> (Docusaurus)', () => {
  it('lists the headings the page passes from its toc export, nested, linked to their final ids', async () => {
    const config = await loadSiteConfig(path.join(await migratedCopy(), 'site.mdx.config.ts'));
    const calendar = (await loadTestContent(config)).docs.find((doc) => doc.id === 'calendar')!;
    const body = html(treeOf(calendar));
    const list = body.slice(body.indexOf('<div class="toc-inline">'), body.indexOf('</div>', body.indexOf('<div class="toc-inline">')) + 6);
    // toc.slice(1) leaves out the first heading; h4 is beyond the default levels (2 and 3).
    expect(list).toBe(
      '<div class="toc-inline"><ul>' +
        '<li><a href="#spring">Spring</a><ul><li><a href="#sowing-seeds">Sowing seeds</a></li><li><a href="#pruning">Pruning</a></li></ul></li>' +
        '<li><a href="#autumn">Autumn</a><ul><li><a href="#pruning-1">Pruning</a></li><li><a href="#mulch">Mulching</a></li></ul></li>' +
        '</ul></div>',
    );
    expect(calendar.facts.links.map((link) => link.href)).toContain('#mulch');
  });
});

describe('what the sanitizer removes from a partial', () => {
  it("is named at its place in the partial, MDX or Markdown (the partial's file, line and column)", async () => {
    await writeFile(path.join(temp, '_styled.mdx'), 'A styled partial.\n\n<link rel="stylesheet" href="/extra.css" />\n');
    await writeFile(path.join(temp, '_scripted.md'), 'A Markdown partial.\n\n<script>alert(1)</script>\n');
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const result = await processMdx('import Styled from "./_styled.mdx"\nimport Scripted from "./_scripted.md"\n\n<Styled />\n\n<Scripted />\n\n<link rel="stylesheet" href="/own.css" />\n', path.join(temp, 'page.mdx'));
    expect(result.unsafeContent).toEqual([
      { kind: 'html', message: '<link> element removed', file: '_styled.mdx', line: 3, column: 1 },
      { kind: 'html', message: '<script> element removed', file: '_scripted.md', line: 3, column: 1 },
      { kind: 'html', message: '<link> element removed', line: 8, column: 1 },
    ]);
  });
});
