import { describe, expect, it, vi } from 'vitest';
import { parseAuthorsFile, resolveAuthors } from '../../../src/content/blog/authors.js';
import { absoluteHtml, blogFeeds } from '../../../src/content/blog/blogFeeds.js';
import { blogRoutes } from '../../../src/config/blogRoutes.js';
import { postDate } from '../../../src/content/blog/findBlogPosts.js';
import { postPath, postSlug } from '../../../src/content/blog/postPath.js';
import { parseTagsFile, resolveTags, tagPermalink } from '../../../src/content/blog/tags.js';
import { markTruncation, postReadingTime, READING_PIECE, readingTime, splitAtTruncation, TRUNCATE_ELEMENT } from '../../../src/content/blog/truncate.js';
import type { BlogPost, Doc } from '../../../src/content/types.js';
import { blogPageRoutes, paginate } from '../../../src/routes/blogPageRoutes.js';
import { siteConfigSchema } from '../../../src/config/schema.js';
import { blogSource } from '../../../src/routes/sources/blogSource.js';
import type { RouteContext } from '../../../src/routes/pageSource.js';

const blogConfig = (options: Record<string, unknown> = {}) => siteConfigSchema.shape.blog.parse(options)!;

describe('post paths: dates and slugs as Docusaurus reads them', () => {
  it('a date at the start of a file or folder name, or as folders', () => {
    expect(postPath('2019-05-28-first-blog-post.md')).toEqual({ date: '2019-05-28', name: 'first-blog-post' });
    expect(postPath('2021-08-26-welcome/index.mdx')).toEqual({ date: '2021-08-26', name: 'welcome' });
    expect(postPath('2021/08/26/launch.md')).toEqual({ date: '2021-08-26', name: 'launch' });
    expect(postPath('news/2020-01-02-party.md')).toEqual({ date: '2020-01-02', name: 'news/party' });
    expect(postPath('undated.md')).toEqual({ name: 'undated' });
    // Not a day of the calendar: no date.
    expect(postPath('2021-02-30-nope.md')).toEqual({ name: '2021-02-30-nope' });
  });

  it('front matter slug, else YYYY/MM/DD/name, else the path', () => {
    expect(postSlug('2019-05-28-first-blog-post.md', undefined)).toBe('2019/05/28/first-blog-post');
    expect(postSlug('2021-08-26-welcome/index.mdx', 'welcome')).toBe('welcome');
    expect(postSlug('news/2020-01-02-party.md', 'bash')).toBe('news/bash');
    expect(postSlug('news/2020-01-02-party.md', '/top-level')).toBe('top-level');
    expect(postSlug('undated.md', undefined)).toBe('undated');
  });

  it('front matter date wins over the path; a bad date names the file and line', () => {
    expect(postDate('2022-01-01', '2021-08-26', 'x', 'blog/x.md', { line: 3, column: 7 })).toBe('2022-01-01');
    expect(postDate(undefined, '2021-08-26', 'x', 'blog/x.md', { line: 3, column: 7 })).toBe('2021-08-26');
    expect(postDate('2022-01-01T10:30:00Z', undefined, 'x', 'blog/x.md', { line: 3, column: 7 })).toBe('2022-01-01T10:30:00.000Z');
    expect(() => postDate('someday', undefined, 'x', 'blog/x.md', { line: 3, column: 7 })).toThrow(/blog\/x\.md:3:7: .*"someday" is not a date/);
  });

  it('routes under routeBasePath, and at the root with routeBasePath "/"', () => {
    const routes = blogRoutes(blogConfig());
    expect([routes.list, routes.page(2), routes.tag('hello'), routes.tag('hello', 3), routes.archive, routes.authors, routes.author('ana')]).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/tags/hello',
      '/blog/tags/hello/page/3',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/ana',
    ]);
    const root = blogRoutes(blogConfig({ routeBasePath: '/' }));
    expect([root.list, root.post('welcome'), root.page(2), root.feed('rss.xml')]).toEqual(['/', '/welcome', '/page/2', '/rss.xml']);
  });
});

describe('truncation and reading time', () => {
  it('the first marker outside code fences, in Markdown and MDX form, keeping the line count', () => {
    const md = 'Intro\n\n```md\n<!-- truncate -->\n```\n\n<!-- truncate -->\n\nRest\n';
    const marked = markTruncation(md);
    expect(marked.truncated).toBe(true);
    expect(marked.body.split('\n')).toHaveLength(md.split('\n').length);
    expect(marked.body.split('\n')[3]).toBe('<!-- truncate -->');
    expect(marked.body.split('\n')[6]).toBe(TRUNCATE_ELEMENT);
    expect(markTruncation('A\n\n{/* truncate */}\n\nB').body).toContain(TRUNCATE_ELEMENT);
    expect(markTruncation('No marker here').truncated).toBe(false);
  });

  it('splits the rendered body at the marker: the preview before it, the whole post without it', () => {
    const html = `<p>Intro</p>\n${TRUNCATE_ELEMENT}\n<p>Rest</p>`;
    expect(splitAtTruncation(html)).toEqual({ preview: '<p>Intro</p>', full: '<p>Intro</p>\n<p>Rest</p>', truncated: true });
    expect(splitAtTruncation('<p>All</p>')).toEqual({ preview: '<p>All</p>', full: '<p>All</p>', truncated: false });
  });

  it("a post's minutes are its source's, front matter left out", () => {
    expect(postReadingTime(`---\ntitle: ${'word '.repeat(500)}\n---\n${'word '.repeat(201)}`)).toBe(2);
    expect(postReadingTime(`\uFEFF---\r\ntags: [a]\r\n---\r\n${'word '.repeat(10)}`)).toBe(1);
    expect(postReadingTime('word '.repeat(401))).toBe(3);
  });

  it('minutes at 200 words a minute, at least one', () => {
    expect(readingTime('word '.repeat(10))).toBe(1);
    expect(readingTime('word '.repeat(401))).toBe(3);
    expect(readingTime('--- *** ###')).toBe(1);
  });

  it("counts words as Docusaurus 3's reading time does (Intl.Segmenter's word-like segments), so code counts by its parts", () => {
    // 100 lines of `hive(queen, drone)`: three words each (the brackets and comma are none), 300 words: 2 minutes.
    expect(readingTime('hive(queen, drone)\n'.repeat(100))).toBe(2);
    // `@bees/wax-cells` is bees, wax, cells: 3 words; 67 of them are 201 words: 2 minutes.
    expect(readingTime('@bees/wax-cells '.repeat(67))).toBe(2);
  });

  it('counts a long post in pieces of whole lines, with the count of the whole text (segmenting a text whole takes time growing with its square)', () => {
    const text = Array.from({ length: 400 }, (_, i) => `Line ${i}: hive(queen, drone) @bees/wax-cells — ${'ünïcödé 語 '.repeat(i % 4)}\r\n`).join('');
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      const minutes = readingTime(text);
      const pieces = segment.mock.calls.map(([piece]) => piece);
      expect(pieces.join('')).toBe(text);
      expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(READING_PIECE * 2);
      segment.mockRestore();
      let words = 0;
      for (const part of new Intl.Segmenter('en', { granularity: 'word' }).segment(text)) if (part.isWordLike) words++;
      expect(minutes).toBe(Math.ceil(words / 200));
    } finally {
      segment.mockRestore();
    }
  });
});

describe('authors and tags', () => {
  const authors = parseAuthorsFile(
    ['ana:', '  name: Ana', '  title: Keeper', '  image_url: https://img/ana.png', '  page: true', '  socials:', '    github: ana', '    x: https://x.com/ana', 'bo:', '  name: Bo', '  imageURL: /bo.png', '  page:', '    permalink: /bo-posts'].join('\n'),
    'blog/authors.yml',
  );

  it('authors.yml: names, images (snake or camel case), socials as URLs, pages', () => {
    expect(authors.get('ana')).toEqual({ key: 'ana', name: 'Ana', title: 'Keeper', imageURL: 'https://img/ana.png', page: 'ana', socials: { github: 'https://github.com/ana', x: 'https://x.com/ana' } });
    expect(authors.get('bo')).toMatchObject({ imageURL: '/bo.png', page: 'bo-posts' });
  });

  it('front matter authors: keys, inline authors (reported) and the legacy author keys; an unknown key is an error', () => {
    const inline: string[] = [];
    const href = (entry: { page?: string }) => (entry.page ? `/blog/authors/${entry.page}` : undefined);
    const resolved = resolveAuthors({ authors: ['ana', { name: 'Guest', url: 'https://guest' }] }, authors, 'blog/a.md', href, (name) => inline.push(name));
    expect(resolved).toEqual([
      { key: 'ana', name: 'Ana', title: 'Keeper', imageURL: 'https://img/ana.png', socials: { github: 'https://github.com/ana', x: 'https://x.com/ana' }, href: '/blog/authors/ana' },
      { name: 'Guest', url: 'https://guest' },
    ]);
    expect(inline).toEqual(['Guest']);
    expect(resolveAuthors({ author: 'Old', author_title: 'Legacy' }, authors, 'blog/a.md', href, () => {})).toEqual([{ name: 'Old', title: 'Legacy' }]);
    expect(() => resolveAuthors({ authors: 'nobody' }, authors, 'blog/a.md', href, () => {})).toThrow(/author `nobody` is not in the authors file/);
  });

  it('tags.yml labels, permalinks and descriptions; inline tags reported with a kebab-case permalink', () => {
    const tags = parseTagsFile('hello:\n  label: Hello\n  permalink: /hi\n  description: Greetings\nbare:\n', 'blog/tags.yml');
    const inline: string[] = [];
    expect(resolveTags(['hello', 'bare', 'Docusaurus v2', 'hello'], tags, (label) => inline.push(label))).toEqual([
      { label: 'Hello', permalink: 'hi', description: 'Greetings' },
      { label: 'bare', permalink: 'bare' },
      { label: 'Docusaurus v2', permalink: 'docusaurus-v-2' },
    ]);
    expect(inline).toEqual(['Docusaurus v2']);
    // Docusaurus's kebab case (lodash's): words end at a change of case and between letters and digits.
    expect(['noImplicitAny', 'v5', 'HTMLParser', 'emit_decorator metadata', "Ada's tips", 'Über Café', '日本語'].map(tagPermalink)).toEqual([
      'no-implicit-any',
      'v-5',
      'html-parser',
      'emit-decorator-metadata',
      'adas-tips',
      'uber-cafe',
      '日本語',
    ]);
    expect(parseTagsFile('emitDecoratorMetadata:\n', 'blog/tags.yml').get('emitDecoratorMetadata')?.permalink).toBe('emit-decorator-metadata');
  });
});

function post(route: string, date: string, options: Partial<BlogPost> = {}): BlogPost {
  // 300 words: the page step counted 2 minutes (see Doc.readingTime).
  const doc = { title: route.split('/').pop(), description: '', markdown: 'word '.repeat(300), readingTime: 2, html: `<p>${route}</p>`, displayPath: `blog${route}.md` } as unknown as Doc;
  return { route, date, authors: [], tags: [], unlisted: false, doc, preview: `<p>${route}</p>`, truncated: false, ...options };
}

describe('list pages, tags, authors, archive', () => {
  it('paginates (postsPerPage, "ALL")', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([1, 2, 3], 'ALL')).toEqual([[1, 2, 3]]);
    expect(paginate([], 10)).toEqual([[]]);
  });

  it('routes of a blog: pages with newer/older links, posts with neighbours, unlisted posts only at their own route', () => {
    const hello = { label: 'Hello', permalink: 'hello', href: '/blog/tags/hello' };
    const ana = { key: 'ana', name: 'Ana', href: '/blog/authors/ana' };
    const posts = [
      post('/blog/c', '2024-03-01', { tags: [hello], authors: [ana] }),
      post('/blog/secret', '2024-02-15', { unlisted: true, tags: [hello] }),
      post('/blog/b', '2024-02-01', { tags: [hello] }),
      post('/blog/a', '2023-01-01', { truncated: true, authors: [ana] }),
    ];
    const routes = blogPageRoutes(posts, blogConfig({ postsPerPage: 2, blogSidebarCount: 2 }), [ana]);
    const at = (path: string) => routes.find((r) => r.path === path)!;
    expect(routes.map((r) => r.path).sort()).toEqual(
      ['/blog', '/blog/page/2', '/blog/c', '/blog/secret', '/blog/b', '/blog/a', '/blog/archive', '/blog/tags', '/blog/tags/hello', '/blog/authors', '/blog/authors/ana'].sort(),
    );
    expect(at('/blog').blog!.posts!.map((p) => p.href)).toEqual(['/blog/c', '/blog/b']);
    expect(at('/blog').blog!.listNav).toEqual({ older: { label: 'Older entries', href: '/blog/page/2' } });
    expect(at('/blog/page/2').blog!.listNav).toEqual({ newer: { label: 'Newer entries', href: '/blog' } });
    expect(at('/blog/page/2').blog!.posts![0]).toMatchObject({ href: '/blog/a', truncated: true, readingTime: 2 });
    // Grouped by year (Docusaurus's default): each item says its year.
    expect(at('/blog').blog!.sidebar).toEqual({ title: 'Recent posts', items: [{ label: 'c', href: '/blog/c', year: '2024' }, { label: 'b', href: '/blog/b', year: '2024' }] });
    const flat = blogPageRoutes(posts, blogConfig({ blogSidebarCount: 'ALL', sidebarGroupByYear: false }));
    expect(flat.find((r) => r.path === '/blog')!.blog!.sidebar!.items).toEqual([
      { label: 'c', href: '/blog/c' },
      { label: 'b', href: '/blog/b' },
      { label: 'a', href: '/blog/a' },
    ]);
    expect(at('/blog/b')).toMatchObject({ prev: { href: '/blog/c' }, next: { href: '/blog/a' } });
    expect(at('/blog/secret').blog!.unlisted).toBe(true);
    expect(at('/blog/secret').prev).toBeUndefined();
    expect(at('/blog/tags').blog!.tags).toEqual([{ label: 'Hello', href: '/blog/tags/hello', count: 2 }]);
    expect(at('/blog/tags/hello').title).toBe('2 posts tagged with "Hello"');
    expect(at('/blog/authors/ana').blog!.posts!.map((p) => p.href)).toEqual(['/blog/c', '/blog/a']);
    expect(at('/blog/archive').blog!.years).toEqual([
      { year: '2024', posts: [{ title: 'c', href: '/blog/c', date: '2024-03-01' }, { title: 'b', href: '/blog/b', date: '2024-02-01' }] },
      { year: '2023', posts: [{ title: 'a', href: '/blog/a', date: '2023-01-01' }] },
    ]);
  });

  it("takes each post's reading time from its doc (the page step counted it), never reading the post's source, though the post is shown on its page and on several lists", () => {
    const hello = { label: 'Hello', permalink: 'hello', href: '/blog/tags/hello' };
    const ana = { key: 'ana', name: 'Ana', href: '/blog/authors/ana' };
    const reads = new Map<string, number>();
    const posts = ['/blog/b', '/blog/a'].map((route, i) => {
      const made = post(route, `2024-0${2 - i}-01`, { tags: [hello], authors: [ana] });
      const { markdown } = made.doc;
      Object.defineProperty(made.doc, 'markdown', { get: () => (reads.set(route, (reads.get(route) ?? 0) + 1), markdown) });
      return made;
    });
    const routes = blogPageRoutes(posts, blogConfig({}), [ana]);
    // Shown on its page, the list, the tag's list and the author's list, with its reading time each time.
    expect(routes.filter((r) => [r.blog?.post, ...(r.blog?.posts ?? [])].some((p) => p?.href === '/blog/a' && p.readingTime === 2)).length).toBe(4);
    expect(Object.fromEntries(reads)).toEqual({});
    // showReadingTime: false shows none.
    expect(blogPageRoutes(posts, blogConfig({ showReadingTime: false }), [ana]).some((r) => r.blog?.post?.readingTime !== undefined)).toBe(false);
  });
});

describe('as Docusaurus 3.5+ makes them: the authors index, the archive, an empty blog', () => {
  const ana = { key: 'ana', name: 'Ana', href: '/blog/authors/ana' };
  const bo = { key: 'bo', name: 'Bo' };
  const cy = { key: 'cy', name: 'Cy', href: '/blog/authors/cy' };

  it("the authors index lists every author of authors.yml in its order, with a page or not, each with its listed posts' count", () => {
    const posts = [post('/blog/b', '2024-02-01', { authors: [ana, bo] }), post('/blog/hidden', '2024-01-15', { unlisted: true, authors: [bo] }), post('/blog/a', '2024-01-01', { authors: [ana] })];
    const routes = blogPageRoutes(posts, blogConfig({}), [bo, ana, cy]);
    const index = routes.find((r) => r.path === '/blog/authors')!;
    expect(index.blog!.authors).toEqual([
      { ...bo, count: 1 },
      { ...ana, count: 2 },
      { ...cy, count: 0 },
    ]);
    // A page for each author with `page`, though Cy has no post yet; none for Bo.
    expect(routes.find((r) => r.path === '/blog/authors/cy')!.blog!.posts).toEqual([]);
    expect(routes.find((r) => r.path === '/blog/authors/ana')!.blog!.posts!.map((p) => p.href)).toEqual(['/blog/b', '/blog/a']);
    expect(routes.some((r) => r.path.startsWith('/blog/authors/bo'))).toBe(false);
    // Without authors.yml: no authors pages, though posts name inline authors.
    expect(blogPageRoutes(posts, blogConfig({})).some((r) => r.kind === 'blogAuthors' || r.path.startsWith('/blog/authors'))).toBe(false);
  });

  it('no posts: the empty list page and no archive, tags or feeds; the archive only when a post is listed', () => {
    const empty = blogPageRoutes([], blogConfig({}));
    expect(empty.map((r) => [r.path, r.kind])).toEqual([['/blog', 'blogList']]);
    expect(empty[0]!.blog!.posts).toEqual([]);
    expect(blogPageRoutes([], blogConfig({}), [cy]).map((r) => r.path)).toEqual(['/blog', '/blog/authors', '/blog/authors/cy']);
    expect(blogPageRoutes([post('/blog/hidden', '2024-01-15', { unlisted: true })], blogConfig({})).map((r) => r.path)).toEqual(['/blog', '/blog/hidden']);
    expect(blogSource.files!({ config: { blog: blogConfig({}), title: 'T', urls: { siteUrl: 'https://x.test' } }, pages: [] } as unknown as RouteContext)).toEqual([]);
  });
});

describe('feeds', () => {
  const posts = [post('/blog/new', '2024-03-01', { authors: [{ name: 'Ana & Co' }], tags: [{ label: 'News', permalink: 'news', href: '/blog/tags/news' }] }), post('/blog/hidden', '2024-02-01', { unlisted: true }), post('/blog/old', '2023-01-01')];
  posts[0]!.doc.html = '<p><a href="/docs/intro">Docs</a> <img src="/img/a.png"> <a href="https://x.test">x</a></p>';

  it('rss and atom by default, all three with "all", none with null; under the base, absolute', () => {
    const site = { title: 'Site', siteUrl: 'https://acme.dev/base' };
    expect(blogFeeds(posts, blogConfig(), site).map((f) => f.path)).toEqual(['blog/rss.xml', 'blog/atom.xml']);
    expect(blogFeeds(posts, blogConfig({ feedOptions: { type: 'all' } }), site).map((f) => f.path)).toEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']);
    expect(blogFeeds(posts, blogConfig({ feedOptions: { type: null } }), site)).toEqual([]);
    // xslt: a style sheet beside each XML feed, named by the feed; none without it.
    const styled = blogFeeds(posts, blogConfig({ feedOptions: { type: 'all', xslt: true } }), site);
    expect(styled.map((f) => f.path)).toEqual(['blog/rss.xml', 'blog/rss.xsl', 'blog/atom.xml', 'blog/atom.xsl', 'blog/feed.json']);
    expect(styled[0]!.contents).toContain('<?xml-stylesheet type="text/xsl" href="rss.xsl"?>');
    expect(blogFeeds(posts, blogConfig(), site)[0]!.contents).not.toContain('xml-stylesheet');
    const [rss, atom, json] = blogFeeds(posts, blogConfig({ feedOptions: { type: 'all', limit: 1 } }), site);
    expect(rss!.contents).toContain('<link>https://acme.dev/base/blog/new</link>');
    expect(rss!.contents).not.toContain('blog/old');
    expect(rss!.contents).toContain('<dc:creator>Ana &amp; Co</dc:creator>');
    expect(rss!.contents).toContain('href=&quot;https://acme.dev/base/docs/intro&quot;');
    expect(atom!.contents).toContain('<link rel="self" href="https://acme.dev/base/blog/atom.xml"/>');
    const feed = JSON.parse(json!.contents);
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({ url: 'https://acme.dev/base/blog/new', tags: ['News'], authors: [{ name: 'Ana & Co' }] });
    const all = blogFeeds(posts, blogConfig(), site)[0]!.contents;
    expect(all).not.toContain('blog/hidden');
  });

  it('reads each post body once for all three feeds, and gives each the same content', () => {
    const site = { title: 'Site', siteUrl: 'https://acme.dev' };
    const body = '<p>a &lt; b <a href="/x">"x"</a></p>';
    const read = [post('/blog/a', '2024-03-01'), post('/blog/b', '2024-02-01')];
    let reads = 0;
    // A body kept on disk is read again at each access (see keepBodyOnDisk).
    for (const p of read) Object.defineProperty(p.doc, 'html', { get: () => (reads++, body), enumerable: true, configurable: true });
    const [rss, atom, json] = blogFeeds(read, blogConfig({ feedOptions: { type: 'all' } }), site);
    expect(reads).toBe(2);
    const escaped = '&lt;p&gt;a &amp;lt; b &lt;a href=&quot;https://acme.dev/x&quot;&gt;&quot;x&quot;&lt;/a&gt;&lt;/p&gt;';
    expect(rss!.contents.split(`<content:encoded>${escaped}</content:encoded>`)).toHaveLength(3);
    expect(atom!.contents.split(`<content type="html">${escaped}</content>`)).toHaveLength(3);
    expect(JSON.parse(json!.contents).items.map((item: { content_html: string }) => item.content_html)).toEqual(Array(2).fill('<p>a &lt; b <a href="https://acme.dev/x">"x"</a></p>'));
  });

  // Docusaurus's feeds name the blog and each post by their addresses: with trailingSlash, ending in
  // `/` (a post's <guid>/<id> changing its slash would show every post as new in a feed reader).
  it('with trailingSlash, names the blog and each post at its address (with its slash); the feed files stay files', () => {
    const site = { title: 'Site', siteUrl: 'https://acme.dev/base', trailingSlash: true };
    const [rss, atom, json] = blogFeeds(posts, blogConfig({ feedOptions: { type: 'all' } }), site);
    expect(rss!.contents).toContain('<link>https://acme.dev/base/blog/</link>');
    expect(rss!.contents).toContain('<link>https://acme.dev/base/blog/new/</link>');
    expect(rss!.contents).toContain('<guid>https://acme.dev/base/blog/new/</guid>');
    expect(atom!.contents).toContain('<id>https://acme.dev/base/blog/</id>');
    expect(atom!.contents).toContain('<id>https://acme.dev/base/blog/new/</id>');
    expect(atom!.contents).toContain('<link rel="self" href="https://acme.dev/base/blog/atom.xml"/>');
    const feed = JSON.parse(json!.contents);
    expect(feed).toMatchObject({ home_page_url: 'https://acme.dev/base/blog/', feed_url: 'https://acme.dev/base/blog/feed.json' });
    expect(feed.items[0]).toMatchObject({ id: 'https://acme.dev/base/blog/new/', url: 'https://acme.dev/base/blog/new/' });
  });

  it('makes site paths absolute, leaves full URLs', () => {
    expect(absoluteHtml('<source srcSet="/a-480.webp 480w, /a-960.webp 960w">', 'https://s.dev')).toBe('<source srcSet="https://s.dev/a-480.webp 480w, https://s.dev/a-960.webp 960w">');
    expect(absoluteHtml('<a href="/x">x</a><img src="/i.png"><a href="https://y">y</a><a href="//cdn/z">z</a>', 'https://s.dev/b')).toBe(
      '<a href="https://s.dev/b/x">x</a><img src="https://s.dev/b/i.png"><a href="https://y">y</a><a href="//cdn/z">z</a>',
    );
  });
});
