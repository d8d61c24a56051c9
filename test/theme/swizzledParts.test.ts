import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useBuiltDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site's swizzles of parts docsgen renders too (test/fixtures/sites/docusaurus-swizzles,
 * below /ferry/): each replaces docsgen's part, with the props and hooks Docusaurus documents for
 * it; one docsgen cannot honour (CodeBlock/Content) is a warning naming its file.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-swizzles/', import.meta.url));
const { built, warnings, infos } = useBuiltDocusaurusSite(fixture, 'docsgen-swizzled-parts-');

describe('swizzled parts of the page', () => {
  it("CodeBlock/Content/String and Layout: every Markdown fence renders through them, as an island, around docsgen's highlighted code (the fence's own option read from the metastring, the title from createCodeBlockMetadata)", async () => {
    const html = await built('docs/crossings.html');
    const blocks = html.match(/<docsgen-island data-island="src\/theme\/CodeBlock#default"[\s\S]*?<\/docsgen-island>/g) ?? [];
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/<div class="language-js ferry-code code-block theme-code-block"><div class="[^"]*ferryTitle[^"]*">last\.js<\/div><div class="[^"]*ferryBody[^"]*" data-lines="1"><pre class="code-block__pre language-js" data-code-block="\w+"[^>]*><code class="language-js codeBlockLines"><span class="k">const<\/span> last/);
    expect(blocks[0]).toContain('<a class="ferry-route" href="/ferry/docs/timetable?route=north">Route north</a>');
    // The props the browser renders it with: the fence's class, options and code (its magic comment included).
    expect(blocks[1]).toContain('data-props="{&quot;className&quot;:&quot;language-js&quot;,&quot;docsgenText&quot;:&quot;const boats');
    // createCodeBlockMetadata's code is without the magic comment line; the build's highlighting marks the line after it.
    expect(blocks[1]).toContain('data-lines="2"');
    expect(blocks[1]).toMatch(/<span class="line line--marked cancelled-line"><span class="k">const<\/span> fogBoat/);
    // The buttons are the browser's only (BrowserOnly), and docsgen's own frame is not added around the site's.
    expect(blocks.join('')).not.toMatch(/code-block__copy|code-block__body/);
  });

  it("@theme/CodeBlock imported by an MDX page is the site's block with its parts too; a fence's problem keeps its place in the page", async () => {
    // An info line (Docusaurus highlights nothing there either, without a word), not a warning.
    expect(infos.join('\n')).toContain('docs/timetable.mdx:13:1: `highlight-start` without `highlight-end`');
    expect(warnings.join('\n')).not.toContain('without `highlight-end`');
    const html = await built('docs/timetable.html');
    expect(html).toMatch(/<div class="language-bash ferry-code code-block theme-code-block"><div class="[^"]*ferryTitle[^"]*">ferry\.sh<\/div><div class="[^"]*ferryBody[^"]*" data-lines="1"><pre class="code-block__pre language-bash"/);
  });

  it("TOC: the site's own, given Docusaurus's TOCItems (value as HTML, level) and the heading levels, with @theme/TOCItems; the collapsible one stays docsgen's", async () => {
    const html = await built('docs/crossings.html');
    expect(html).toContain(
      // Given Docusaurus's class name for the desktop TOC, in a column of its own beside the article.
      '<div class="doc-aside"><nav class="tide-toc theme-doc-toc-desktop" data-levels="2-3" data-first="2:Morning boats"><ul class="table-of-contents table-of-contents__left-border">' +
        '<li><a href="#morning-boats" class="tide-toc__link">Morning boats</a></li>' +
        '<li><a href="#evening-boats" class="tide-toc__link">Evening boats</a><ul><li><a href="#night--fog-boat" class="tide-toc__link">Night &amp; fog boat</a></li></ul></li></ul></nav></div>',
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
    expect(html).toContain('<p class="tide-toc-mobile" data-levels="2-3" data-first="2:Morning boats" data-class="theme-doc-toc-mobile">3<!-- --> sections</p><details class="toc toc--collapsible theme-doc-toc-mobile">');
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
    // Gone from the code shown (the island's props keep the code as written, for the site's parts in the browser).
    expect(html.replace(/data-props="[^"]*"/g, '')).not.toContain('cancelled-next-line');
    expect(warnings.join('\n')).not.toContain('magicComments');
  });

  it('a swizzle docsgen cannot honour (CodeBlock/Content, reading Docusaurus internals) is a warning naming the file and what it lacks, and docsgen\'s part renders instead; the others are not', async () => {
    const text = warnings.join('\n');
    expect(text).toContain('src/theme/CodeBlock/Content/index.js: not used by docsgen: it imports usePrismTheme from "@docusaurus/theme-common", which docsgen does not provide');
    expect(text).not.toMatch(/src\/theme\/(TOC|Navbar|BlogPostItem|BlogSidebar)|CodeBlock\/(Layout|Content\/String|Buttons)/);
    expect(await built('docs/crossings.html')).toMatch(/<span class="k">const<\/span>/);
  });
});
