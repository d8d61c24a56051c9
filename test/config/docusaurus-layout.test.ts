import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDocsgenModules } from '../helpers/siteCopy.js';

const run = promisify(execFile);
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-layout/', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/docsgen', import.meta.url));

/**
 * A Docusaurus 3 site (docusaurus.config.ts, sidebars.ts, docs/, static/, blog/) with no
 * site.config.ts, built by `docsgen build` run in its folder.
 */
let root: string;
let out: string;
let output: string;

const page = (file: string) => readFile(path.join(out, file), 'utf8');
const region = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-dusa-layout-'));
  // Not the fixture's own node_modules (the browser test's build leaves its cache there).
  await cp(fixture, root, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  await linkDocsgenModules(root);
  const result = await run(process.execPath, [bin, 'build', '--no-crawl'], { cwd: root });
  output = result.stdout + result.stderr;
  out = path.join(root, 'build');
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a Docusaurus site built in place', () => {
  it('reads docusaurus.config.ts when there is no site.config.ts, and names each key it cannot honour', () => {
    expect(output).toContain('1 config warning found');
    // A plugin whose job docsgen does itself is an info line, which --strict does not stop on.
    expect(output).toContain("docsgen does these its own way:\n  - docusaurus.config.ts: plugins[0]: @docusaurus/plugin-ideal-image: replaced by docsgen's image optimisation");
    expect(output).not.toContain('React pages');
    expect(output).toContain("docusaurus.config.ts:68:14: themeConfig.prism.theme: github not used: code is coloured by docsgen's theme (prism-react-renderer is not installed beside the config)");
  });

  it('the navbar: title, logo, a docSidebar item, a doc item, the blog and an outside link', async () => {
    const navbar = region(await page('docs/intro.html'), /<nav class="navbar[\s\S]*?<\/nav>/);
    expect(navbar).toContain('<span class="navbar__title">Bees</span>');
    // static/img/logo.svg (small enough to be inlined).
    // In a box of its own, as Docusaurus's.
    expect(navbar).toMatch(/<div class="navbar__logo"><img src="data:image\/svg\+xml;base64,[^"]+" alt="Bee logo"/);
    // baseUrl: '/hive/' in front of every site link.
    expect(navbar).toContain('<a class="navbar__brand" href="/hive/">');
    expect(navbar).toMatch(/<a class="navbar__item navbar__link navbar__link--active" href="\/hive\/docs\/intro" aria-current="page">Notes<\/a>/);
    // As Docusaurus, a doc item is active on every page of its sidebar.
    expect(navbar).toMatch(/href="\/hive\/docs\/guides\/swarms"[^>]*>Swarms</);
    expect(navbar).toMatch(/href="https:\/\/git\.example\/bees" target="_blank"[^>]*>Source/);
    expect(navbar).toContain('<a class="navbar__item navbar__link" href="/hive/blog">Blog</a>');
    // A plain `to` item is active on its page and below, as react-router's NavLink decides in Docusaurus.
    expect(navbar).toContain('<a class="navbar__item navbar__link navbar__link--active" href="/hive/docs/intro" aria-current="page">First steps</a>');
    expect(navbar).toContain('<a class="navbar__item navbar__link" href="/hive/docs/guides/swarms">Field guide</a>');
    // A class and an accessible name of its own, no label and no external icon (the site's CSS draws it).
    expect(navbar).toContain('<a class="navbar__item navbar__link header-chat-link" href="https://chat.example/bees" target="_blank" rel="noopener noreferrer" aria-label="Bees chat"></a>');
  });

  it("a plain `to` item into a sidebar is not active on the sidebar's other pages (metro's Docs and API both were)", async () => {
    const navbar = region(await page('docs/guides/swarms.html'), /<nav class="navbar[\s\S]*?<\/nav>/);
    expect(navbar).toContain('<a class="navbar__item navbar__link" href="/hive/docs/intro">First steps</a>');
    // A right-hand item follows the same rule as a left-hand one.
    expect(navbar).toContain('<a class="navbar__item navbar__link navbar__link--active" href="/hive/docs/guides/swarms" aria-current="page">Field guide</a>');
    // The docSidebar item stays active on every page of its sidebar.
    expect(navbar).toMatch(/<a class="navbar__item navbar__link navbar__link--active" href="\/hive\/docs\/intro" aria-current="page">Notes<\/a>/);
    // A dropdown: its label and its menu of a site link, a doc and an outside link.
    const dropdown = region(navbar, /<div class="navbar__link-dropdown navbar-dropdown navbar__item dropdown dropdown--hoverable dropdown--right">[\s\S]*?<\/ul><\/div>/);
    expect(dropdown).toMatch(/<button[^>]*aria-haspopup="true">More<\/button>/);
    // Its className on the label, as Docusaurus puts it.
    expect(dropdown).toContain('<button type="button" class="navbar__link navbar-dropdown__label header-more" aria-haspopup="true">More</button>');
    expect(dropdown).toMatch(/href="\/hive\/help"[^>]*>Help</);
    expect(dropdown).toMatch(/href="\/hive\/docs\/intro"[^>]*>Start here</);
    expect(dropdown).toMatch(/href="https:\/\/forum\.example\/bees" target="_blank"[^>]*>Forum/);
  });

  it('the footer: link columns with titles (the blog link too), an html item, the copyright', async () => {
    const footer = region(await page('docs/intro.html'), /<footer class="footer[\s\S]*?<\/footer>/);
    expect(footer).toContain('footer--dark');
    expect(footer).toContain('<div class="footer__title">Read</div>');
    expect(footer).toContain('<a href="/hive/docs/intro">First hive</a>');
    expect(footer).toContain('<div class="footer__title">Elsewhere</div>');
    expect(footer).toMatch(/href="https:\/\/forum\.example\/bees"[^>]*>Forum/);
    // An html item, shown as written, as Docusaurus does.
    expect(footer).toContain('<li class="footer__item"><span class="hosted-by">Hosted by <b>Hives Inc.</b></span></li>');
    // Docusaurus's copyright is HTML, shown as written.
    expect(footer).toContain('<div class="footer__copyright">Copyright © 2026 <a href="https://bees.example/keepers" target="_blank">Beekeepers</a>.</div>');
    expect(footer).toContain('<a href="/hive/blog">Blog</a>');
  });

  it('docusaurus-plugin-llms: llms.txt and, as that plugin by default, llms-full.txt with every page as Markdown', async () => {
    expect(await page('llms.txt')).toContain('(https://bees.example/hive/docs/intro.md)');
    const full = await page('llms-full.txt');
    expect(full.startsWith('# Beekeeping Notes\n\n> Hives, honey and swarms\n\n')).toBe(true);
    expect(full).toContain('<!-- https://bees.example/hive/docs/intro -->\n\n# First hive\n\nStart with one hive');
    expect(full).toContain('<!-- https://bees.example/hive/docs/guides/swarms -->');
    expect(full).toContain('A swarm hangs in a cluster.');
  });

  it('the sidebar from sidebars.ts (sidebarPath), with its autogenerated category', async () => {
    const html = await page('docs/intro.html');
    const sidebarUrl = /"sidebarUrl":"\/([^"]+)"/.exec(html)![1]!;
    const sidebar = JSON.parse(await readFile(path.join(out, sidebarUrl), 'utf8')) as { label: string; href?: string; items?: { label: string; href: string }[] }[];
    expect(sidebar.map((item) => item.label)).toEqual(['First hive', 'Guides']);
    expect(sidebar[1]!.items!.map((item) => item.href)).toEqual(['/docs/guides/swarms']);
  });

  it('docs/ and static/ at the site root; static files served from the root; images beside a page copied', async () => {
    expect(await page('robots.txt')).toContain('User-agent: *');
    expect(await page('img/frame.svg')).toContain('<svg');
    const swarms = await page('docs/guides/swarms.html');
    expect(swarms).toContain('Wax is made by young bees.');
    expect(swarms).toMatch(/<img alt="The cluster"[^>]*src="\/hive\/assets\/img\/cluster-/);
  });

  it('baseUrl, favicon, the social card and editUrl relative to the site folder, as Docusaurus', async () => {
    const html = await page('docs/intro.html');
    expect(html).toContain('<link rel="canonical" href="https://bees.example/hive/docs/intro"/>');
    expect(html).toContain('<link rel="icon" href="');
    expect(html).toContain('<meta property="og:image" content="https://bees.example/hive/img/social.png"/>');
    // editUrl as Docusaurus's function of the page.
    expect(html).toContain('href="https://git.example/bees/edit/main/docs/intro.md?v=current&amp;l=en"');
    const nested = await page('docs/guides/swarms.html');
    expect(nested).toContain('href="https://git.example/bees/edit/main/docs/guides/swarms.mdx?v=current&amp;l=en"');
    // The blog's own editUrl function, for each post (its folder, its path inside, its URL).
    const post = await page('blog/2026/01/01/first.html');
    expect(post).toMatch(/<a class="edit-this-page blog-post__edit" href="https:\/\/git\.example\/bees\/edit\/main\/blog\/2026-01-01-first\.md\?from=\/hive\/blog\/2026\/01\/01\/first"/);
    expect(output).not.toContain('editUrl');
  });

  it('src/pages Markdown pages at the routes of their paths, in the page layout (no sidebar); _ files left out', async () => {
    const markdownPage = await page('markdown-page.html');
    expect(markdownPage).toContain('<title>Markdown page | Beekeeping Notes</title>');
    // As Docusaurus: the body's own heading, no title heading of the theme's (front matter title is the document title).
    expect(markdownPage).toMatch(/<h1[^>]*>Markdown page example/);
    expect(markdownPage).not.toContain('markdown-page__title');
    expect(markdownPage).toContain('href="/hive/docs/intro"');
    expect(markdownPage).toContain('class="markdown-page"');
    expect(markdownPage).not.toContain('"sidebarUrl"');
    const help = await page('help.html');
    expect(help).toContain('<strong>the forum</strong>');
    expect(help).toContain('<meta name="description" content="Where beekeepers ask."/>');
    await expect(page('_draft.html')).rejects.toThrow();
  });

  it("front matter keywords are a blog post's and a Markdown page's <meta name=\"keywords\">, as a doc's", async () => {
    expect(await page('markdown-page.html')).toContain('<meta name="keywords" content="hive,page"/>');
    expect(await page('blog/2026/03/05/queens.html')).toContain('<meta name="keywords" content="queens,larvae"/>');
    // Only the post's own page: a list showing it is not about its keywords.
    expect(await page('blog.html')).not.toContain('name="keywords"');
  });

  it('a React page (src/pages/index.tsx) is the home page: its component rendered whole, titled by its <Layout>, with the Infima rules it uses', async () => {
    const home = await page('index.html');
    expect(home).toContain('<title>Welcome to Beekeeping Notes');
    expect(home).toContain('<meta name="description" content="A home page written in React"/>');
    const body = region(home, /<div class="react-page">[\s\S]*?<\/main>/);
    // Its own code has state (a counter): the whole page is one island, which the browser hydrates.
    // Its props: the site config, as Docusaurus hands a React page its route's `config` module.
    expect(body).toMatch(/^<div class="react-page"><docsgen-island data-island="src\/pages\/index\.tsx#default" data-props="\{&quot;config&quot;:\{&quot;title&quot;:&quot;Beekeeping Notes&quot;,&quot;tagline&quot;:&quot;Hives, honey and swarms&quot;/);
    // useDocusaurusContext, Heading, Link under the base, a CSS module's class, clsx-style helper beside it.
    expect(body).toMatch(/<header class="hero hero--primary index-module_banner_\w+">/);
    expect(body).toContain('<h1 class="hero__title">Beekeeping Notes</h1>');
    expect(body).toContain('<p class="hero__subtitle">Hives, honey and swarms</p>');
    expect(body).toMatch(/<a [^>]*href="\/hive\/docs\/intro"[^>]*>Start keeping bees<\/a>/);
    expect(body).toContain('Hives counted: 0</button>');
    // Three columns, each with its SVG as a component (require(…).default and import).
    expect(body.match(/<div class="col col--4">/g)).toHaveLength(3);
    expect(body.match(/<svg [^>]*class="index-module_seasonSvg_\w+"[^>]*role="img"/g)).toHaveLength(3);
    expect(body).toMatch(/<h3[^>]*>Summer<\/h3>/);
    // A React page has no Markdown copy; `_join.ts` is no page.
    await expect(page('index.md')).rejects.toThrow();
    await expect(page('_join.html')).rejects.toThrow();
    const css = await page(`assets/${(await readdir(path.join(out, 'assets'))).find((name) => name.endsWith('.css'))!}`);
    expect(css).toMatch(/:where\(\.react-page\) \.col--4\s*\{/);
    expect(css).toMatch(/:where\(\.react-page\) \.hero--primary\s*\{/);
    // Only the rules the page uses.
    expect(css).not.toContain('.col--7');
    expect(css).not.toContain('.navbar__brand{--ifm');
  });

  it('the custom CSS of the classic preset is in the stylesheet', async () => {
    const css = (await readdir(path.join(out, 'assets'))).find((name) => name.endsWith('.css'))!;
    expect(await page(`assets/${css}`)).toContain('#b8860b');
  });

  it('--strict fails on the config warnings', async () => {
    const failed = await run(process.execPath, [bin, 'build', '--strict', '--no-crawl', '--out', path.join(root, 'strict-build')], { cwd: root }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).not.toBe(0);
    expect(`${failed?.stdout}${failed?.stderr}`).toContain("1 config warning found (onWarnings: 'throw')");
  });
});

describe('the blog of a Docusaurus site (blog/ with authors.yml and tags.yml, postsPerPage 2, every feed)', () => {
  it('posts at their routes: front matter slug, else the date of the file or folder name; drafts left out of a build', async () => {
    expect(await page('blog/honey.html')).toContain('The rest of the harvest story.');
    const first = await page('blog/2026/01/01/first.html');
    // The whole post, without the truncation marker; its link under the base.
    expect(first).toContain('What came after the fold');
    expect(first).not.toContain('data-blog-truncate');
    expect(first).toContain('href="/hive/docs/intro"');
    // Its neighbours named as Docusaurus names them (the first post has only a newer one).
    expect(first).toMatch(/<nav class="pagination" aria-label="Blog post page navigation"><a class="pagination__link pagination__link--prev" href="[^"]+" rel="prev"><span class="pagination__sublabel">Newer post<\/span>/);
    expect(await page('blog/honey.html')).toMatch(/<span class="pagination__sublabel">Older post<\/span>/);
    await expect(page('blog/2026/04/01/draft.html')).rejects.toThrow();
  });

  it('the list: newest first, previews cut at <!-- truncate --> and {/* truncate */} with Read more, reading time, two posts a page', async () => {
    const list = await page('blog.html');
    const titles = [...list.matchAll(/<h2 class="blog-post__title"><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(titles).toEqual(['/hive/blog/2026/03/05/queens', '/hive/blog/honey']);
    expect(list).toContain('Jars and jars of honey.');
    expect(list).not.toContain('The rest of the harvest story.');
    expect(list).toMatch(/href="\/hive\/blog\/honey" aria-label="Read more about Honey harvest"><b>Read more<\/b>/);
    // The post without a marker shows whole, with no Read more.
    expect(list).not.toContain('Read more about Queen rearing');
    // Reading time as Docusaurus words it.
    expect(list).toContain('One min read');
    // The recent posts under a heading per year (themeConfig.blog.sidebar.groupByYear, on by default).
    expect(region(list, /<nav class="blog-sidebar"[\s\S]*?<\/nav>/)).toMatch(/<h3 class="blog-sidebar__year" id="blog-sidebar-year-2026">2026<\/h3><ul class="blog-sidebar__list"><li><a class="blog-sidebar__link" href="\/hive\/blog\/2026\/03\/05\/queens">Queen rearing<\/a>/);
    expect(list).toContain('href="/hive/blog/page/2" rel="next"');
    const second = await page('blog/page/2.html');
    expect(second).toContain('The first swarm of the year.');
    expect(second).not.toContain('What came after the fold');
    expect(second).toContain('href="/hive/blog" rel="prev"');
    // unlisted: its page is built, no list holds it, search engines are told not to index it.
    expect(list + second).not.toContain('Secret plans');
    const secret = await page('blog/2026/03/20/secret.html');
    expect(secret).toContain('This post is unlisted');
    expect(secret).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await page('blog/honey.html')).not.toContain('name="robots"');
    // Reached only by its link: not in the sitemap or llms.txt (the listed posts are).
    const sitemap = await page('sitemap.xml');
    expect(sitemap).toContain('https://bees.example/hive/blog/honey</loc>');
    expect(sitemap).not.toContain('secret');
    const llms = await page('llms.txt');
    expect(llms).toContain('Honey harvest');
    expect(llms).not.toContain('Secret plans');
  });

  it('tags from tags.yml (label, permalink, description) and inline; authors from authors.yml with a page, and inline', async () => {
    const sweet = await page('blog/tags/sweet.html');
    expect(sweet).toContain('One post tagged with &quot;Honey&quot;');
    const hives = await page('blog/tags/hives.html');
    expect(hives).toContain('Posts about hives');
    expect(await page('blog/tags/queens.html')).toContain('Queen rearing');
    const tags = await page('blog/tags.html');
    expect(tags).toMatch(/href="\/hive\/blog\/tags\/hives" rel="tag">Hives<span class="blog-tag__count">2<\/span>/);
    const ana = await page('blog/authors/ana.html');
    expect(ana).toContain('Head keeper');
    expect(ana).toContain('https://github.com/ana-apis');
    expect(ana).toContain('Honey harvest');
    const honey = await page('blog/honey.html');
    expect(honey).toContain('<a href="/hive/blog/authors/ana">Ana Apis</a>');
    // image_url: /img/logo.svg is a static file: under the base, as Docusaurus serves it.
    expect(honey).toContain('<img class="blog-author__image" src="/hive/img/logo.svg"');
    expect(honey).toContain('Guest Keeper');
    const authors = await page('blog/authors.html');
    expect(authors).toContain('2 posts');
    // As Docusaurus 3.5+: every author of authors.yml, Bo too (no page: the name is not a link).
    expect(authors).toContain('<div class="blog-author__name">Bo Drone</div>');
    expect(await page('blog/archive.html')).toMatch(/March 5, 2026(<!-- -->)? - (<!-- -->)?Queen rearing/);
  });

  it('RSS, Atom and JSON feeds that parse, with absolute URLs under the base; unlisted posts left out', async () => {
    const rss = await page('blog/rss.xml');
    const atom = await page('blog/atom.xml');
    const rssTree = parseXml(rss);
    expect(rssTree.name).toBe('rss');
    const links = rssTree.children.find((c) => c.name === 'channel')!.children.filter((c) => c.name === 'item').map((item) => item.children.find((c) => c.name === 'link')!.text);
    expect(links).toEqual(['https://bees.example/hive/blog/2026/03/05/queens', 'https://bees.example/hive/blog/honey', 'https://bees.example/hive/blog/2026/01/01/first']);
    const atomTree = parseXml(atom);
    expect(atomTree.name).toBe('feed');
    expect(atomTree.children.filter((c) => c.name === 'entry')).toHaveLength(3);
    expect(rss).toContain('<link>https://bees.example/hive/blog/honey</link>');
    expect(rss).toContain('href=&quot;https://bees.example/hive/docs/intro&quot;');
    expect(rss).not.toContain('Secret plans');
    expect(atom).toContain('<link rel="self" href="https://bees.example/hive/blog/atom.xml"/>');
    // feedOptions.xslt: each XML feed names its style sheet, written beside it (well-formed XSLT).
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<\?xml-stylesheet type="text\/xsl" href="rss.xsl"\?>\n<rss /);
    expect(atom).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<\?xml-stylesheet type="text\/xsl" href="atom.xsl"\?>\n<feed /);
    for (const file of ['blog/rss.xsl', 'blog/atom.xsl']) expect(parseXml(await page(file)).name).toBe('xsl:stylesheet');
    const json = JSON.parse(await page('blog/feed.json')) as { items: { url: string; authors?: { avatar?: string }[] }[] };
    expect(json.items.map((item) => item.url)).toEqual(['https://bees.example/hive/blog/2026/03/05/queens', 'https://bees.example/hive/blog/honey', 'https://bees.example/hive/blog/2026/01/01/first']);
    expect(json.items[1]!.authors![0]!.avatar).toBe('https://bees.example/hive/img/logo.svg');
  });

  it('every page links the feeds from its head, as Docusaurus does', async () => {
    const links = ['<link rel="alternate" type="application/rss+xml" href="/hive/blog/rss.xml" title="Beekeeping Notes RSS Feed"/>', '<link rel="alternate" type="application/atom+xml" href="/hive/blog/atom.xml" title="Beekeeping Notes Atom Feed"/>', '<link rel="alternate" type="application/feed+json" href="/hive/blog/feed.json" title="Beekeeping Notes JSON Feed"/>'];
    for (const file of ['docs/intro.html', 'blog.html', 'blog/honey.html']) {
      const head = region(await page(file), /<head>[\s\S]*?<\/head>/);
      expect(head).toContain(links.join(''));
    }
  });

  it('a tag not in tags.yml and an author not in authors.yml are warnings naming the post', () => {
    expect(output).toContain('blog/2026-03-05-queens.md:4:8: tag `queens` is not in blog/tags.yml (onInlineTags)');
    expect(output).toContain('blog/2026-02-10-honey/index.mdx:6:5: author `Guest Keeper` is written inline, not in blog/authors.yml (onInlineAuthors)');
  });

  it('a listed post with no truncation marker is a warning naming it (onUntruncatedBlogPosts); an unlisted one is not', () => {
    expect(output).toContain('blog/2026-03-05-queens.md:1:1: the post has no truncation marker');
    expect(output).not.toMatch(/2026-03-20-secret\.md:\d+: the post has no truncation marker/);
  });
});

interface XmlNode {
  name: string;
  text: string;
  children: XmlNode[];
}

/** A strict little XML reader for the feeds: every tag closed in order, one root, text unescaped; throws on anything else. */
function parseXml(xml: string): XmlNode {
  // The XML declaration and processing instructions (a feed's xml-stylesheet) before the root.
  const body = xml.replace(/^(?:<\?[^?]*\?>\s*)+/, '');
  const root: XmlNode = { name: '#document', text: '', children: [] };
  const stack: XmlNode[] = [root];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < body.length && (match = tag.exec(body))) {
    at = tag.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (/&(?!amp;|lt;|gt;|quot;|apos;)/.test(text)) throw new Error(`unescaped & in ${top.name}`);
      top.text += text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const node: XmlNode = { name: name!, text: '', children: [] };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (at !== body.length) throw new Error(`not XML at ${at}: ${body.slice(at, at + 40)}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> not closed`);
  const elements = root.children;
  if (elements.length !== 1) throw new Error('more than one root element');
  return elements[0]!;
}
