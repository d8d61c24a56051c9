import os from 'node:os';
import path from 'node:path';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { createMdxProcessor } from '../../src/content/mdx/processMdx.js';
import { isInteractiveSource } from '../../src/content/mdx/islands/interactiveModule.js';
import { serializeProps } from '../../src/content/mdx/islands/islandServer.js';
import { findReact } from '../../src/theme/findReact.js';
import { writePackage } from '../helpers/writePackage.js';

const root = path.resolve('test/fixtures/sites/islands');
const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: root, react: findReact(root), swizzleDir: path.join(root, 'src/theme'), staticDir: path.join(root, 'content/static') });
const page = (name: string) => path.join(root, 'content/docs', name);

async function render(name: string) {
  const file = page(name);
  const result = await processMdx(await readFile(file, 'utf8'), file);
  return { ...result, html: toHtml(result.hast as Root) };
}

describe('which components are islands', () => {
  it('is a component with state, effects, event handlers or BrowserOnly', () => {
    expect(isInteractiveSource('export default function A() { const [o, s] = useState(false); return <b>{o}</b>; }')).toBe(true);
    expect(isInteractiveSource('export default () => { useEffect(() => {}, []); return null; }')).toBe(true);
    expect(isInteractiveSource('export const B = () => <button onClick={() => go()}>x</button>;')).toBe(true);
    expect(isInteractiveSource('export const C = () => <BrowserOnly>{() => <p/>}</BrowserOnly>;')).toBe(true);
    expect(isInteractiveSource('export const D = () => { const [v] = useOsChoice(); return v; }')).toBe(true);
  });

  it('is not a component that only renders, reads the site config or mentions handlers in comments', () => {
    expect(isInteractiveSource('export default ({ title }) => <section><h3>{title}</h3></section>;')).toBe(false);
    expect(isInteractiveSource("export default () => { const { siteConfig } = useDocusaurusContext(); return <a href={useBaseUrl('/x')}>{siteConfig.title}</a>; }")).toBe(false);
    // The docs sidebar is the build's: a component that only reads it needs no JavaScript (the browser has no sidebar hooks' data).
    expect(isInteractiveSource('export default () => <ul>{useCurrentSidebarCategory().items.map((i) => <li>{useDocById(i.docId)?.title}</li>)}</ul>;')).toBe(false);
    expect(isInteractiveSource('export default () => <p>{useDocsSidebar().name}{useCurrentSidebarSiblings().length}</p>;')).toBe(false);
    expect(isInteractiveSource('// useState(…) and onClick={…} would make it one\nexport default () => <p/>; /* useEffect() */')).toBe(false);
  });

  it('finds the interactive imports of a page: site, relative and global components; static ones stay static', async () => {
    const { islands, html } = await render('interactive.mdx');
    expect(islands.map((file) => path.relative(root, file))).toEqual([
      'src/components/BrowserNote.tsx',
      'src/components/Clock.tsx',
      'src/components/Collapsible.jsx',
      'src/components/GlobalCounter.js',
      'src/components/OsSwitch.tsx',
      'src/components/VideoEmbed.tsx',
    ]);
    expect(html).toContain('data-island="src/components/Collapsible.jsx#default"');
    expect(html).toContain('data-island="src/components/OsSwitch.tsx#OsSwitch"');
    expect(html).toContain('data-island="src/components/GlobalCounter.js#default" data-props="{&#x22;start&#x22;:3}"');
    // Card has no state or handlers: plain HTML, no island.
    // Its h3 is its own, not one of the page's: no id, as in Docusaurus; the content stage marks it
    // for the theme (data-component-heading: no anchor class or # link; see themeContract).
    expect(html).toMatch(/<section class="card"><h3 data-component-heading="">A static card<\/h3>/);
    expect(html).not.toContain('Card.tsx');
  });

  it("is a package's component whose entry is interactive (a class's componentDidMount, as react-github-btn draws its button), imported by the page", async () => {
    expect(isInteractiveSource('class B extends PureComponent { render() { return null } componentDidMount() { this.paint() } }')).toBe(true);
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-package-island-'));
    try {
      writePackage(site, 'star-button', { 'index.js': "import React, { PureComponent } from 'react';\nexport default class StarButton extends PureComponent {\n  render() { return React.createElement('span', null, React.createElement('a', this.props, this.props.children)); }\n  componentDidMount() { this.drawn = true; }\n}\n" }, { type: 'module' });
      // A package that only renders stays plain HTML.
      writePackage(site, 'plain-badge', { 'index.js': "import React from 'react';\nexport const badge = (name) => 'star ' + name;\n" }, { type: 'module' });
      await mkdir(path.join(site, 'docs'));
      const file = path.join(site, 'docs', 'stars.mdx');
      const source = "import StarButton from 'star-button';\nimport { badge } from 'plain-badge';\n\n<StarButton href=\"https://github.com/acme/x\" className={badge('x')}>Star</StarButton>\n";
      await writeFile(file, source);
      const result = await createMdxProcessor({ routesBySource: new Map(), rootDir: site, react: findReact(site), staticDir: path.join(site, 'static') })(source, file);
      expect(result.islands.map((island) => path.relative(site, island))).toEqual([path.join('node_modules', 'star-button', 'index.js')]);
      expect(toHtml(result.hast as Root)).toMatch(/<docsgen-island data-island="node_modules\/star-button\/index\.js#default"[^>]*><docsgen-root style="display:contents"><span><a href="https:\/\/github\.com\/acme\/x" class="star x"[^>]*><docsgen-slot style="display:contents">Star<\/docsgen-slot><\/a><\/span>/);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("is a package's component named from an entry that only re-exports it (`export * from`), as react-tweet's Tweet", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-package-island-'));
    try {
      writePackage(
        site,
        'post-card',
        {
          'dist/index.js': "export * from './card.js';\nexport * from './theme.js';\n",
          'dist/card.js': "import { useState } from 'react';\nimport { jsx } from 'react/jsx-runtime';\nimport './card.css';\nexport function PostCard({ id }) {\n  const [open] = useState(false);\n  return jsx('p', { className: open ? 'open' : 'shut', children: 'post ' + id });\n}\n",
          'dist/card.css': '.shut { color: gray }\n',
          'dist/theme.js': "export const cardTheme = 'light';\n",
        },
        { type: 'module', main: undefined, exports: { '.': './dist/index.js' } },
      );
      await mkdir(path.join(site, 'docs'));
      const file = path.join(site, 'docs', 'post.mdx');
      const source = "import { PostCard } from 'post-card';\n\n<PostCard id=\"42\" />\n";
      await writeFile(file, source);
      const result = await createMdxProcessor({ routesBySource: new Map(), rootDir: site, react: findReact(site), staticDir: path.join(site, 'static') })(source, file);
      expect(result.islands.map((island) => path.relative(site, island))).toEqual([path.join('node_modules', 'post-card', 'dist', 'index.js')]);
      expect(toHtml(result.hast as Root)).toMatch(/<docsgen-island data-island="node_modules\/post-card\/dist\/index\.js#PostCard"[^>]*><docsgen-root style="display:contents"><p class="shut">post 42<\/p>/);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("a name the interactive component's file does not export is undefined, with a warning at file:line:col, as webpack left it (not a build error)", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-island-missing-'));
    try {
      await mkdir(path.join(site, 'src', 'components'), { recursive: true });
      await writeFile(path.join(site, 'src', 'components', 'Tally.js'), "import React, { useState } from 'react';\nexport function Tally() {\n  const [n, setN] = useState(1);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\nexport default Tally;\n");
      await mkdir(path.join(site, 'docs'));
      const file = path.join(site, 'docs', 'tally.mdx');
      const source = "import Tally, { Gone } from '@site/src/components/Tally';\n\n<Tally />\n\nGone is {String(Gone)}.\n";
      await writeFile(file, source);
      const result = await createMdxProcessor({ routesBySource: new Map(), rootDir: site, react: findReact(site), staticDir: path.join(site, 'static') })(source, file);
      expect(result.islands.map((island) => path.relative(site, island))).toEqual([path.join('src', 'components', 'Tally.js')]);
      const html = toHtml(result.hast as Root);
      expect(html).toContain('data-island="src/components/Tally.js#default"');
      expect(html).toContain('Gone is undefined.');
      expect(result.warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(/^"Gone" is not exported by src\/components\/Tally\.js: it is undefined here/), line: 1, column: 17 })]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('keeps children the component did not render in the HTML (hidden), highlighted like the page', async () => {
    const { html } = await render('interactive.mdx');
    const island = html.slice(html.indexOf('<docsgen-island data-island="src/components/Collapsible.jsx#default"'));
    expect(island).toMatch(/^<docsgen-island[^>]*><docsgen-children hidden[^>]*>/);
    expect(island).toContain('<strong>inside</strong>');
    expect(island).toContain('answer');
    // The server HTML of the component itself, to hydrate.
    expect(island).toMatch(/<docsgen-root style="display:contents"><div class="collapsible"><button type="button" aria-expanded="false">Show full example<\/button><\/div><\/docsgen-root>/);
  });

  it('renders children in the slot once when the component shows them', async () => {
    const { html } = await render('interactive.mdx');
    expect(html).toContain('<p class="browser-note">Loading the browser part</p>');
    // A plain page stays as it was: no island markup.
    const plain = await processMdx('# Plain\n\nText.', page('plain.mdx'));
    expect(plain.islands).toEqual([]);
    expect(toHtml(plain.hast as Root)).not.toContain('docsgen-');
  });
});

describe('island props', () => {
  it('serialise JSON values; functions and elements cannot travel', () => {
    expect(serializeProps({ id: 'abc', n: 3, on: true, list: [1, { a: 'b' }] })).toBe('{"id":"abc","n":3,"on":true,"list":[1,{"a":"b"}]}');
    expect(serializeProps({ render: () => null })).toBeUndefined();
    expect(serializeProps({ icon: { $$typeof: Symbol.for('react.element'), type: 'b', props: {}, key: null } })).toBeUndefined();
    expect(serializeProps({ when: new Date(0) })).toBeUndefined();
  });
});
