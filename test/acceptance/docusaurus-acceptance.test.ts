import { execFile } from 'node:child_process';
import { cp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * The constructs of issue #26 together, in one Docusaurus 3 site (docusaurus.config.js, docs/,
 * versioned_docs/, blog/, a second docs instance, src/, static/), built in place by the CLI as a
 * user moving a site would run it. Two more copies add `extras/`: one with a component that
 * imports a module docsgen does not provide (for `--report`), one with links into an old site's
 * unmoved parts and a site.config.ts setting `gates.ignoreLinks`.
 */
const fixture = 'test/fixtures/sites/docusaurus-acceptance';
const bin = fileURLToPath(new URL('../../bin/docsgen', import.meta.url));
const roots: string[] = [];

interface Run {
  root: string;
  code: number;
  output: string;
}
let site: Run;
let reported: Run;
let oldLinks: Run;

/** A copy of the fixture (its symlinked page made), `extras/<name>` copied over it, built by `docsgen build …args` in its folder. */
async function buildCopy(extra: string | undefined, args: string[]): Promise<Run> {
  const root = await copyDocusaurusSite(fixture, 'docsgen-acceptance-', { 'docs/beacon.mdx': '../elsewhere/beacon.mdx' });
  roots.push(root);
  if (extra) for (const name of await readdir(path.join(root, 'extras', extra))) await cp(path.join(root, 'extras', extra, name), path.join(root, name), { recursive: true });
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, 'build', ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ root, code: typeof error?.code === 'number' ? error.code : 0, output: stdout + stderr });
    });
  });
}

const page = (file: string) => readFile(path.join(site.root, 'build', file), 'utf8');
/** The page's Markdown body as built (between the article's body and its footer). */
const body = async (file: string) => {
  const html = await page(file);
  return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('<footer class="doc__meta">'));
};

beforeAll(async () => {
  [site, reported, oldLinks] = await Promise.all([buildCopy(undefined, ['--no-crawl']), buildCopy('report', ['--no-crawl', '--report', 'report.json']), buildCopy('old-links', [])]);
  if (site.code !== 0) throw new Error(`the fixture did not build:\n${site.output}`);
}, 240_000);

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('the client API as a site component and an MDX page use it', () => {
  it('useDocusaurusContext (customFields), useBaseUrl, useBaseUrlUtils, useLocation, useIsBrowser, ExecutionEnvironment, @theme/useColorMode, translate, Link', async () => {
    const html = await body('docs/client-api.html');
    const fact = (id: string) => new RegExp(`<dd id="fact-${id}">([^<]*)</dd>`).exec(html)?.[1];
    expect(fact('master')).toBe('Ines Abara');
    expect(fact('title')).toBe('Harbour Light');
    expect(fact('chart')).toBe('/img/chart.svg');
    expect(fact('absolute')).toBe('https://harbour.example/docs/intro');
    expect(fact('path')).toBe('/docs/client-api');
    // At build time, as Docusaurus's server render: not the browser.
    expect(fact('browser')).toBe('false');
    expect(fact('dom')).toBe('false');
    expect(fact('mode')).toBe('light');
    expect(fact('greeting')).toBe('Ahoy keeper');
    expect(html).toContain('<a href="/docs/no-edit" id="fact-link">fuel</a>');
  });

  it('Translate, ThemedImage, Heading, MDXComponents, a global component of src/theme/MDXComponents, BrowserOnly', async () => {
    const html = await body('docs/client-api.html');
    expect(html).toContain('<p id="translated">3 lamps lit</p>');
    expect(html).toMatch(/<img alt="Harbour chart"[^>]* src="\/img\/chart-light.svg" class="harbour-chart themed-image themed-image--light"\/><img alt="Harbour chart"[^>]* src="\/img\/chart-dark.svg" class="harbour-chart themed-image themed-image--dark"\/>/);
    expect(html).toMatch(/<h2 id="tide-tables"[^>]*>Tide tables/);
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-tip alert alert--success"[^>]*><div class="admonitionHeading">Through MDXComponents<\/div>/);
    expect(html).toContain('<div class="keeper-card"><strong>Ines</strong> keeps the first watch.</div>');
    expect(html).toContain('<p id="client-api-fallback">Charting…</p>');
    expect(html).not.toContain('client-api-browser');
  });

  it("Head: its tags are in the page's <head>, without a warning", async () => {
    const html = await page('docs/client-api.html');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<meta name="harbour-watch" content="night" data-page-head="">');
    expect(site.output).not.toContain('<Head>');
  });

  it('@theme/Layout in a React page of src/pages: its title and the page in the layout', async () => {
    const html = await page('harbour.html');
    expect(html).toContain('<title>The harbour | Harbour Light</title>');
    expect(html).toContain('<p id="harbour-moorings">Twelve moorings, two lights.</p>');
  });
});

describe('imports as webpack made them', () => {
  it('JSX in a .js file and its named export; an SVG as a component with the props spread on', async () => {
    const html = await body('docs/imports.html');
    expect(html).toContain('<div class="keeper-card"><strong>Tomas</strong> keeps the middle watch.</div>');
    expect(html).toMatch(/<svg viewBox="0 0 24 24" width="48" height="24" class="lighthouse-icon" role="img" aria-label="lighthouse"><path d="M10 2h4l2 20H8z" fill="#c33"><\/path>/);
  });

  it('!!raw-loader!x and x?raw are the text; JSON is the data; an image is the URL of the file in the output', async () => {
    const html = await body('docs/imports.html');
    expect(html).toContain(`<pre id="raw-card">import React from 'react';`);
    expect(html).toContain("export const shift = 'middle';");
    expect(html).toContain('<pre id="raw-format">DATE  WIND  LAMP\n</pre>');
    expect(html).toContain('<ol id="lights"><li>Skerry</li><li>Breakwater</li><li>Point</li></ol>');
    const src = /<img[^>]*id="beam"[^>]*>/.exec(html)?.[0].match(/ src="([^"]+)"/)?.[1];
    expect(src).toMatch(/^\/assets\/img\/beam-[\w-]+\.png$/);
    await expect(readFile(path.join(site.root, 'build', src!))).resolves.toBeTruthy();
  });

  it('an mdx-code-block fence is MDX; a missing named export is undefined, with a warning at file:line:col', async () => {
    const html = await body('docs/imports.html');
    expect(html).toContain('<section id="code-block-mdx"><p>Read as <strong>MDX</strong>.</p></section>');
    expect(html).not.toContain('mdx-code-block');
    expect(html).toContain('The relief keeper is undefined.');
    expect(site.output).toContain('docs/imports.mdx:5:29: "Relief" is not exported by src/components/KeeperCard.js');
  });
});

describe("Docusaurus's routing and link rules", () => {
  it('a relative slug is resolved from the page\'s folder', async () => {
    expect(await body('docs/lamp-room/fresnel-lens.html')).toContain('Polish it weekly.');
  });

  it('index.md with an id, README.md without one, and a file named like its folder (with an id) are the folder\'s page and its sidebar category\'s link', async () => {
    expect(await body('docs/lamp-room.html')).toContain('Everything above the gallery.');
    expect(await body('docs/signals.html')).toContain('Flags and horns.');
    expect(await body('docs/logbook.html')).toContain("Every night's entry.");
    const sidebarUrl = /"sidebarUrl":"\/([^"]+)"/.exec(await page('docs/intro.html'))![1]!;
    const sidebar = JSON.parse(await readFile(path.join(site.root, 'build', sidebarUrl), 'utf8')) as { label: string; href?: string; items?: { href: string }[] }[];
    const category = (href: string) => sidebar.find((entry) => entry.href === href);
    expect(category('/docs/lamp-room')?.items?.map((item) => item.href)).toEqual(expect.arrayContaining(['/docs/lamp-room/fresnel-lens', '/docs/lamp-room/wicks']));
    expect(category('/docs/lamp-room')?.items?.map((item) => item.href)).not.toContain('/docs/lamp-room');
    expect(category('/docs/signals')?.items?.map((item) => item.href)).toEqual(['/docs/signals/flags']);
    expect(category('/docs/logbook')?.items?.map((item) => item.href)).toEqual(['/docs/logbook/entries']);
  });

  it("a Markdown link is looked up in the page's folder, then the docs root, then (a versioned page) its version's root; /x.md and /x.mdx reach the page", async () => {
    const lampRoom = await body('docs/lamp-room.html');
    expect(lampRoom).toContain('<a href="/docs/lamp-room/fresnel-lens">the lens</a>');
    expect(lampRoom).toContain('<a href="/docs/no-edit">fuel store</a>');
    const lens = await body('docs/lamp-room/fresnel-lens.html');
    expect(lens).toContain('<a href="/docs/logbook">the logbook</a>');
    expect(lens).toContain('<a href="/docs/imports">imports</a>');
    expect(lens).toContain('<a href="/docs/lamp-room/wicks">wicks</a>');
    expect(await body('docs/1.0/lamp-room/lens.html')).toContain('<a href="/docs/1.0/intro">the start</a>');
  });

  it('hide_title: no title heading from the theme, the body\'s own # heading is the one h1', async () => {
    const html = await page('docs/hidden-title.html');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Painting the gallery rail<\/h1>/);
    expect(html).toContain('<title>Gallery rail | Harbour Light</title>');
  });

  it('an admonition written inside a JSX element', async () => {
    expect(await body('docs/jsx-admonitions.html')).toMatch(/<div class="storm-box"><div class="theme-admonition theme-admonition-warning alert alert--warning"[^>]*><div class="admonitionHeading">Gale warning<\/div><div class="admonitionContent">\s*<p>Close the <strong>shutters<\/strong>.<\/p>/);
  });

  it("the table of contents holds the headings of a partial imported inside a <TabItem>", async () => {
    const html = await page('docs/toc.html');
    const toc = /<nav class="toc toc--aside[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect([...toc.matchAll(/href="#([\w-]+)"/g)].map((m) => m[1])).toEqual(['lamp-checks', 'rotation-speed', 'clockwork']);
  });

  it('a page that is a symbolic link imports its partial from its real folder', async () => {
    expect(await body('docs/beacon.html')).toContain('<p id="beacon-signal">Two long, one short');
  });

  it("beforeDefaultRemarkPlugins run before the default plugins, remarkPlugins and rehypePlugins after them, as Docusaurus orders them", async () => {
    const html = await body('docs/plugin-order.html');
    expect(html).toContain('<p>before-default: bare-directives=1 id-text=1</p>');
    expect(html).toContain('<p>after-default: bare-directives=0 id-text=0</p>');
    expect(html).toContain('<p id="rehype-saw">rehype: heading-id=true link-rel=true</p>');
  });

  it("a docs instance's exclude globs leave their files out of the site (the recipes' TEMPLATE.md), and replace Docusaurus's default", async () => {
    await expect(page('recipes/TEMPLATE.html')).rejects.toThrow(/ENOENT/);
    expect(site.output).not.toContain('TEMPLATE');
    expect(await body('recipes/chowder.html')).toContain('smoked fish');
  });

  it('front matter displayed_sidebar shows another sidebar; pagination_prev: null hides the link, pagination_next names a doc by id', async () => {
    const html = await page('docs/hidden-title.html');
    const sidebarUrl = /"sidebarUrl":"\/([^"]+)"/.exec(html)![1]!;
    const sidebar = JSON.parse(await readFile(path.join(site.root, 'build', sidebarUrl), 'utf8')) as { href?: string }[];
    expect(sidebar.map((entry) => entry.href)).toEqual(['/docs/intro', '/docs/no-edit']);
    const pagination = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(html)![0];
    expect(pagination).not.toContain('rel="prev"');
    expect(pagination).toMatch(/href="\/docs\/no-edit" rel="next"/);
  });

  it('a docs instance with breadcrumbs: false shows none; the other docs keep theirs', async () => {
    expect(await page('recipes/chowder.html')).not.toContain('class="breadcrumbs');
    expect(await page('docs/lamp-room/wicks.html')).toContain('class="breadcrumbs');
  });

  // A site's client module finds them by these (a "copy page" button placed at the top of the
  // wide table of contents, or after the breadcrumbs on a phone).
  it("the breadcrumbs and both tables of contents carry Docusaurus's theme class names", async () => {
    const html = await page('docs/toc.html');
    expect(html).toContain('<nav class="breadcrumbs theme-doc-breadcrumbs"');
    expect(html).toContain('<nav class="toc toc--aside theme-doc-toc-desktop"');
    expect(html).toContain('<details class="toc toc--collapsible theme-doc-toc-mobile"');
  });

  it("a breadcrumb names the page being read by its sidebar label (sidebar_label), as Docusaurus's", async () => {
    const wicks = await page('docs/lamp-room/wicks.html');
    const crumbs = wicks.slice(wicks.indexOf('<nav class="breadcrumbs'), wicks.indexOf('</nav>', wicks.indexOf('<nav class="breadcrumbs')));
    expect(crumbs).toContain('<li aria-current="page"><span>Trimming wicks</span></li>');
    expect(wicks).toMatch(/<h1[^>]*>Wicks<\/h1>/);
  });

  it("a second docs instance's remarkPlugins run on its own pages only, as each Docusaurus content plugin runs its own", async () => {
    expect(await body('recipes/chowder.html')).toContain('<p id="galley-note">From the galley.</p>');
    for (const file of ['docs/intro.html', 'docs/plugin-order.html']) expect(await page(file)).not.toContain('galley-note');
    expect(await page('blog/2026/03/01/storm.html')).not.toContain('galley-note');
  });
});

describe('the migration report', () => {
  it('an error in a shared component is listed once with every page it stopped, and an unprovided @docusaurus/X names what docsgen provides', async () => {
    expect(reported.code).toBe(1);
    const errors = reported.output.split('\n').filter((line) => line.includes('@docusaurus/useRouteContext'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/components\/TideGauge\.js:2:29: Could not resolve "@docusaurus\/useRouteContext": docsgen provides Link, useBaseUrl, .*\(on 2 pages: docs\/buoys\.mdx, docs\/moorings\.mdx\)/);
    const report = JSON.parse(await readFile(path.join(reported.root, 'report.json'), 'utf8')) as { failed: boolean; problems: { severity: string; file: string; line: number; column: number; pages?: string[] }[] };
    expect(report.failed).toBe(true);
    const problem = report.problems.filter((p) => p.severity === 'error');
    expect(problem).toEqual([expect.objectContaining({ file: 'src/components/TideGauge.js', line: 2, column: 29, pages: ['docs/buoys.mdx', 'docs/moorings.mdx'] })]);
    // The warnings found on the way are in it too, each at its place.
    expect(report.problems).toContainEqual(expect.objectContaining({ severity: 'warning', file: 'docs/imports.mdx', line: 5, column: 29 }));
  });

  it('gates.ignoreLinks path patterns leave links into the unmoved parts of the old site out of the link gate and the crawl', async () => {
    expect(oldLinks.code, oldLinks.output).toBe(0);
    expect(oldLinks.output).not.toContain('/old-site');
    expect(await readFile(path.join(oldLinks.root, 'build', 'docs', 'old-charts.html'), 'utf8')).toContain('<a href="/old-site/charts/north">the old site</a>');
  });
});
