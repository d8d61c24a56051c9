import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A Docusaurus 3 site's theme-level constructs, built in place by the CLI: `<Head>` (and `<head>`)
 * in an MDX page and a React page, a src/theme/MDXComponents.js that overrides Markdown elements
 * while keeping the defaults, and swizzled components.
 */
const fixture = 'test/fixtures/sites/docusaurus-theme';
const bin = fileURLToPath(new URL('../../bin/docsgen', import.meta.url));
let root: string;
let output: string;
let code: number;

const built = (file: string) => readFile(path.join(root, 'build', file), 'utf8');
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.indexOf('<script id="__docsgen_data"'));

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-theme-');
  ({ code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, [bin, 'build'], { cwd: root, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: stdout + stderr });
    });
  }));
  if (code !== 0) throw new Error(`the fixture did not build:\n${output}`);
}, 120_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('<Head> from @docusaurus/Head', () => {
  it("an MDX page's Head tags are in its <head>: its title and description replace the page's own, once each", async () => {
    const head = headOf(await built('docs/flags.html'));
    expect(head.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual(['<title data-page-head="">Flag signals at the station</title>']);
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="Which flag means what, from the Head." data-page-head="">']);
    expect(head).toContain('<meta property="og:image" content="https://signals.example/img/flags.png" data-page-head="">');
    expect(head).toContain('<link rel="preconnect" href="https://tiles.example" data-page-head="">');
    expect(head).toContain('<script type="application/ld+json" data-page-head="">{"@context":"https://schema.org","@type":"Article"}</script>');
    // The page's other tags stay: one canonical link, its og:title.
    expect(head.match(/rel="canonical"/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:title" content="Flags | Signal Station"/>');
  });

  it('<head> written in MDX is Head too: its <html className> goes on the document, its meta into the head; nothing of it in the body', async () => {
    const html = await built('docs/flags.html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr" data-theme="light" class="flags-page">/);
    expect(headOf(html)).toContain('<meta name="keywords" content="flags, semaphore" data-page-head="">');
    const body = html.slice(html.indexOf('</head>'), html.indexOf('<script id="__docsgen_data"'));
    expect(body).not.toMatch(/semaphore|Which flag means|tiles\.example/);
  });

  it("a React page's Head overrides the description its <Layout> gave and the canonical link", async () => {
    const head = headOf(await built('station.html'));
    expect(head).toContain('<title>The station | Signal Station</title>');
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="The station page, from its Head." data-page-head="">']);
    expect(head.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://signals.example/the-station" data-page-head="">']);
  });

  it('a page without Head keeps its own head, and the build says nothing of Head', async () => {
    const head = headOf(await built('docs/intro.html'));
    expect(head).toContain('<title>Introduction | Signal Station</title>');
    expect(head).toContain('<meta name="description" content="How the station talks to ships."/>');
    expect(head).not.toContain('data-page-head');
    expect(output).not.toContain('Head');
  });
});

describe('swizzled components under src/theme', () => {
  it("a wrapper of a component docsgen has too (Footer, as `swizzle --wrap` writes it) is every page's, around docsgen's own", async () => {
    for (const file of ['docs/intro.html', 'docs/flags.html', 'station.html', '404.html']) {
      expect(await built(file)).toContain('<p class="station-notice">Storm warnings are flown from the east mast.</p>');
    }
  });

  it("a wrapper of a deeper part (DocItem/Footer) is that part of every doc page, around docsgen's own", async () => {
    for (const file of ['docs/intro.html', 'docs/flags.html']) {
      const html = await built(file);
      expect(html).toContain('<p>Questions? Ask the harbour master.</p>');
      // After the body, not in it.
      expect(html.indexOf('Questions? Ask')).toBeGreaterThan(html.indexOf('<div class="markdown">'));
      expect(bodyOf(html).slice(0, bodyOf(html).indexOf('</div>'))).not.toContain('harbour master');
    }
    expect(await built('station.html')).not.toContain('harbour master');
  });

  it("the site's own LastUpdated is a doc's last update, given Docusaurus's props (lastUpdatedAt in milliseconds, lastUpdatedBy); nothing of docsgen's own", async () => {
    const html = await built('docs/intro.html');
    expect(html).toContain('<span class="station-updated">Logged <!-- -->2024-03-05<!-- --> by the harbour master</span>');
    expect(html).not.toContain('theme-last-updated');
  });

  it("the site's own NotFound/Content is the 404 page's content: its hooks (useLocation), @theme/Heading and CSS module resolve", async () => {
    const html = await built('404.html');
    // Rendered at build time for the page's own path, as Docusaurus renders its 404.html.
    expect(html).toMatch(/<h1 class="[^"]*lost[^"]*">No signal at <!-- -->\/404<\/h1>/);
    expect(html).toContain('Hoist the flag for help');
    expect(html).not.toContain('Page Not Found</h1>');
  });

  it('each file no page used is named, grouped under one warning, with the docsgen component for that part or why it is left out', () => {
    const lines = output.split('\n');
    const header = lines.findIndex((line) => line.includes('2 unused src/theme files found'));
    expect(header).toBeGreaterThanOrEqual(0);
    expect(lines.slice(header + 1, header + 3)).toEqual([
      '  - src/theme/Admonition/index.js: not used by docsgen: docsgen renders `:::` admonitions itself; a swizzled @theme/Admonition applies only where an MDX page imports it, and none does',
      '  - src/theme/SearchBar.js: not used by docsgen: it imports useSearchLinkCreator from "@docusaurus/theme-common", which docsgen does not provide (AUTHORING.md lists the @docusaurus/ and @theme/ modules it does); docsgen\'s SearchBar renders this part of the page',
    ]);
    // Used: MDXComponents (every MDX page bundles it), the Footer, DocItem/Footer and Navbar/Content wrappers, NotFound/Content with its CSS module, LastUpdated.
    expect(output).not.toMatch(/src\/theme\/(MDXComponents\.js|Footer|DocItem|NotFound|Navbar|LastUpdated)/);
  });
});

describe('@theme/MDXComponents with the Markdown elements', () => {
  it("the site's a, h2, img and code (wrapping MDXComponents.h2 and .code) render every page's Markdown, .md and .mdx alike", async () => {
    const intro = bodyOf(await built('docs/intro.html'));
    expect(intro).toContain('<a href="/docs/flags" data-site-link="">flags</a>');
    expect(intro).toMatch(/<h2 id="hours" class="station-h2">Hours<a class="hash-link" href="#hours"/);
    expect(intro).toContain('<code data-site-code="">hours.txt</code>');
    // A fenced block still goes through docsgen's code blocks (title, highlighting).
    expect(intro).toMatch(/<div class="code-block__title codeBlockTitle">hours\.js<\/div>[\s\S]*<code data-site-code="" class="language-js codeBlockLines"><span class="k">const<\/span>/);
    const flags = bodyOf(await built('docs/flags.html'));
    expect(flags).toContain('<a href="/docs/intro" data-site-link="">the introduction</a>');
    expect(flags).toMatch(/<h2 id="code-flags" class="station-h2">Code flags/);
    expect(flags).toMatch(/<img alt="A flag"[^>]* src="\/img\/flag.svg" data-site-img=""\/>/);
  });
});
