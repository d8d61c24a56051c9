import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site's swizzles of parts docsgen renders too (test/fixtures/sites/docusaurus-swizzles,
 * below /ferry/): each replaces docsgen's part, with the props and hooks Docusaurus documents for
 * it; one docsgen cannot honour (CodeBlock/Content) is a warning naming its file.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-swizzles/', import.meta.url));
let root: string;
let out: string;
const warnings: string[] = [];
const logger: Logger = { info: () => {}, warn: (message) => void warnings.push(message) };
const built = (file: string) => readFile(path.join(out, file), 'utf8');

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-swizzled-parts-');
  out = path.join(root, 'build');
  await build({ config: path.join(root, 'docusaurus.config.js'), out, logger, crawl: false });
}, 180_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe('swizzled parts of the page', () => {
  it("TOC: the site's own, given Docusaurus's TOCItems (value as HTML, level) and the heading levels, with @theme/TOCItems; the collapsible one stays docsgen's", async () => {
    const html = await built('docs/crossings.html');
    expect(html).toContain(
      '<nav class="tide-toc toc--aside" data-levels="2-3" data-first="2:Morning boats"><ul class="table-of-contents table-of-contents__left-border">' +
        '<li><a href="#morning-boats" class="tide-toc__link">Morning boats</a></li>' +
        '<li><a href="#evening-boats" class="tide-toc__link">Evening boats</a><ul><li><a href="#night--fog-boat" class="tide-toc__link">Night &amp; fog boat</a></li></ul></li></ul></nav>',
    );
    expect(html.match(/tide-toc /g)).toHaveLength(1);
    expect(html).toContain('toc--collapsible');
  });

  it("Navbar/Content: a wrapper around docsgen's items, on every page, its hooks seeing the base", async () => {
    for (const file of ['docs/crossings.html', 'blog.html']) {
      const html = await built(file);
      expect(html).toMatch(/navbar__items--right[\s\S]*<\/div><a class="tide-link" href="\/ferry\/docs\/crossings"[^>]*>Tides<\/a><\/div><\/nav>/);
    }
  });

  it('useThemeConfig() from @docusaurus/theme-common: the site\'s themeConfig with the classic theme\'s defaults, in a swizzle (every page) and in an MDX page\'s component', async () => {
    for (const file of ['docs/crossings.html', 'blog.html']) expect(await built(file)).toContain('class="tide-link" href="/ferry/docs/crossings" data-navbar-items="2" data-mode="light">Tides</a>');
    expect(await built('docs/timetable.html')).toContain('<p class="theme-facts">Ferry navbar, Docs and Blog; sidebar hideable: false; magic comment: highlight-next-line; TOC to h3</p>');
  });

  it('BlogPostItem/Header/Title: useBlogPost() gives the post; an h1 on its page, a link with the base in the list', async () => {
    const post = await built('blog/2026/03/14/spring.html');
    expect(post).toMatch(/<h1 class="[^"]*_title_[^"]*" data-post-date="2026-03-14">⛴ Spring timetable<\/h1>/);
    const list = await built('blog.html');
    expect(list).toMatch(/<h2 class="[^"]*_title_[^"]*" data-post-date="2025-11-02"><a href="\/ferry\/blog\/2025\/11\/02\/winter">⛴ Winter timetable<\/a><\/h2>/);
  });

  it("TOCCollapsible: a wrapper given Docusaurus's props (TOCItems, levels, className), around docsgen's folded TOC", async () => {
    const html = await built('docs/crossings.html');
    expect(html).toContain('<p class="tide-toc-mobile" data-levels="2-3" data-first="2:Morning boats" data-class="theme-doc-toc-mobile">3<!-- --> sections</p><details class="toc toc--collapsible">');
    expect(html).toContain('<a class="toc__link" href="#night--fog-boat">Night &amp; fog boat</a>');
  });

  it('BlogPostItem: a wrapper adding after the post on its page only (useBlogPost), around docsgen\'s article', async () => {
    const post = await built('blog/2026/03/14/spring.html');
    expect(post).toMatch(/<\/article><section class="tide-comments" data-permalink="\/ferry\/blog\/2026\/03\/14\/spring">Comments on <!-- -->Spring timetable<\/section>/);
    const list = await built('blog.html');
    expect(list.match(/<article class="blog-post blog-post--preview">/g)).toHaveLength(2);
    expect(list).not.toContain('tide-comments');
  });

  it("BlogPostItem/Header/Info and Authors: the site's own Info and a wrapper of docsgen's Authors, each reading useBlogPost()", async () => {
    const post = await built('blog/2026/03/14/spring.html');
    expect(post).toMatch(/<div class="tide-info"><time dateTime="2026-03-14[^"]*">2026-03-14<\/time> · <!-- -->1<!-- --> min on deck<\/div><div class="blog-post__authors">[\s\S]*Ida Harbour[\s\S]*<\/div><p class="tide-crew">1<!-- --> on the crew list<\/p><\/header>/);
    expect(post).not.toContain('blog-post__meta');
    const list = await built('blog.html');
    expect(list).toContain('<p class="tide-crew">0<!-- --> on the crew list</p>');
  });

  it('BlogSidebar/Content: items with title and permalink, groupByYear from useThemeConfig, docsgen’s list as ListComponent', async () => {
    const html = await built('blog/2026/03/14/spring.html');
    const sidebar = html.slice(html.indexOf('<nav class="blog-sidebar"'), html.indexOf('</nav>', html.indexOf('<nav class="blog-sidebar"')));
    expect(sidebar).toMatch(/<div role="group" class="tide-year"><h3 class="blog-sidebar__year"[^>]*>2026[\s\S]*SPRING TIMETABLE<\/a>[\s\S]*<h3 class="blog-sidebar__year"[^>]*>2025[\s\S]*href="\/ferry\/blog\/2025\/11\/02\/winter"[^>]*>WINTER TIMETABLE<\/a>/);
    expect(sidebar).toContain('blog-sidebar__link--active');
  });

  it("themeConfig.prism.magicComments: the site's own comment marks its line with its class, the comment gone, without a config warning", async () => {
    const html = await built('docs/crossings.html');
    expect(html).toMatch(/<span class="line line--marked cancelled-line"><span class="k">const<\/span> fogBoat/);
    expect(html).not.toContain('cancelled-next-line');
    expect(warnings.join('\n')).not.toContain('magicComments');
  });

  it('a swizzle docsgen cannot honour (CodeBlock/Content, reading Docusaurus internals) is a warning naming the file and what it lacks; the others are not', async () => {
    const text = warnings.join('\n');
    expect(text).toContain('src/theme/CodeBlock/Content/index.js: not used by docsgen: docsgen renders fenced code blocks itself, at build time, and its CodeBlock has no CodeBlock/Content part to replace');
    expect(text).not.toMatch(/src\/theme\/(TOC|Navbar|BlogPostItem|BlogSidebar)/);
    expect(await built('docs/crossings.html')).toMatch(/<span class="k">const<\/span>/);
  });
});
