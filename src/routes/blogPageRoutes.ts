import { selectPluralForm, themeWord } from '../shared/themeMessages.js';
import { blogRoutes, type BlogConfig } from '../config/blogRoutes.js';
import type { BlogPost } from '../content/types.js';
import type { BlogAuthor, BlogPageData, BlogPostSummary, BlogTag, PageLink } from '../shared/types.js';
import type { Route } from './types.js';

/** Splits a list into pages of `size` ('ALL': one page); an empty list is one empty page. */
export function paginate<T>(items: readonly T[], size: number | 'ALL'): T[][] {
  if (size === 'ALL' || items.length <= size) return [items.slice()];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** What a list or post page shows of a post (the preview only on lists); `minutes`, its reading time when the blog shows it. */
function postSummary(post: BlogPost, minutes: number | undefined, withPreview: boolean): BlogPostSummary {
  const summary: BlogPostSummary = {
    title: post.doc.title,
    href: post.route,
    date: post.date,
    authors: post.authors,
    tags: post.tags.map(({ label, href }) => ({ label, href })),
  };
  if (minutes !== undefined) summary.readingTime = minutes;
  if (withPreview) {
    summary.preview = post.preview;
    if (post.truncated) summary.truncated = true;
  }
  return summary;
}

/**
 * The blog's pages: each post, the paginated list, the archive, the tags index and a list per tag,
 * the authors index and a list per author with a page. `unlisted` posts have their page and
 * nothing else (no list, sidebar, tag, author, archive or feed holds them). As Docusaurus 3.5+:
 * the archive only when a post is listed; the authors index whenever authors.yml names authors
 * (`authors`, in its order, each with its page's `href` when it has `page`), listing them all with
 * their listed posts' count, and a list per author with a page, though it has no post yet. An empty
 * blog is its (empty) list page, and its authors' pages.
 */
/** The locale's code translations (the theme's words among them) and its BCP 47 name, for plural forms. */
export interface BlogWords {
  messages: Readonly<Record<string, string>>;
  locale: string;
}

export function blogPageRoutes(posts: readonly BlogPost[], blog: BlogConfig, authors: readonly BlogAuthor[] = [], words: BlogWords = { messages: {}, locale: 'en' }): Route[] {
  const routes = blogRoutes(blog);
  const word = (id: Parameters<typeof themeWord>[1], values?: Record<string, string>) => themeWord(words.messages, id, values);
  const listed = posts.filter((post) => !post.unlisted);
  const sidebarCount = blog.blogSidebarCount === 'ALL' ? listed.length : blog.blogSidebarCount;
  const sidebar: BlogPageData['sidebar'] =
    sidebarCount > 0
      ? { title: blog.blogSidebarTitle, items: listed.slice(0, sidebarCount).map((post) => ({ label: post.doc.title, href: post.route, ...(blog.sidebarGroupByYear ? { year: post.date.slice(0, 4) } : {}) })) }
      : undefined;
  const withSidebar = (data: BlogPageData): BlogPageData => (sidebar ? { sidebar, ...data } : data);
  // Each post's reading time, counted by the page step (see Doc.readingTime).
  const minutes = new Map<BlogPost, number | undefined>(posts.map((post) => [post, blog.showReadingTime ? post.doc.readingTime : undefined]));
  const out: Route[] = [];

  // A list and its pages: `<first>`, then `page(n)`.
  const lists = (items: readonly BlogPost[], first: (n: number) => string, title: string, description: string, origin: string, heading?: BlogPageData['heading']) => {
    const pages = paginate(items, blog.postsPerPage);
    pages.forEach((page, i) => {
      const n = i + 1;
      const listNav: { newer?: PageLink; older?: PageLink } = {};
      if (n > 1) listNav.newer = { label: word('theme.blog.paginator.newerEntries'), href: first(n - 1) };
      if (n < pages.length) listNav.older = { label: word('theme.blog.paginator.olderEntries'), href: first(n + 1) };
      const data: BlogPageData = { posts: page.map((post) => postSummary(post, minutes.get(post), true)) };
      if (heading) data.heading = heading;
      if (listNav.newer || listNav.older) data.listNav = listNav;
      out.push({ path: first(n), kind: 'blogList', title: n > 1 ? `${title} — page ${n}` : title, description, blog: withSidebar(data), origin });
    });
  };

  lists(listed, (n) => routes.page(n), blog.blogTitle, blog.blogDescription, 'blog list (blog)');

  // Posts, with the neighbours in the list: newer is "previous", older is "next" (as Docusaurus shows them).
  posts.forEach((post) => {
    const index = listed.indexOf(post);
    const route: Route = {
      path: post.route,
      kind: 'blogPost',
      title: post.doc.title,
      description: post.doc.description,
      doc: post.doc,
      blog: withSidebar({ post: postSummary(post, minutes.get(post), false), ...(post.unlisted ? { unlisted: true } : {}) }),
      origin: post.doc.displayPath,
    };
    if (index > 0) route.prev = { label: listed[index - 1]!.doc.title, href: listed[index - 1]!.route };
    if (index !== -1 && index < listed.length - 1) route.next = { label: listed[index + 1]!.doc.title, href: listed[index + 1]!.route };
    out.push(route);
  });

  // Archive: every listed post by year.
  const years = new Map<string, { title: string; href: string; date: string }[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    if (!years.has(year)) years.set(year, []);
    years.get(year)!.push({ title: post.doc.title, href: post.route, date: post.date });
  }
  if (years.size > 0) out.push({ path: routes.archive, kind: 'blogArchive', title: word('theme.blog.archive.title'), description: word('theme.blog.archive.description'), blog: { years: [...years].map(([year, items]) => ({ year, posts: items })) }, origin: 'blog archive (blog)' });

  // Tags: the index, and a list per tag.
  const byTag = new Map<string, { tag: BlogTag & { permalink: string }; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      if (!byTag.has(tag.permalink)) byTag.set(tag.permalink, { tag, posts: [] });
      byTag.get(tag.permalink)!.posts.push(post);
    }
  }
  const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  if (tags.length > 0) {
    out.push({
      path: routes.tags,
      kind: 'blogTags',
      title: word('theme.tags.tagsPageTitle'),
      description: 'Blog tags',
      blog: withSidebar({ tags: tags.map(({ tag, posts: list }) => ({ label: tag.label, href: tag.href, count: list.length })) }),
      origin: 'blog tags (blog)',
    });
  }
  for (const { tag, posts: list } of tags) {
    const nPosts = selectPluralForm(word('theme.blog.post.plurals'), list.length, words.locale).replace('{count}', String(list.length));
    const title = word('theme.blog.tagTitle', { nPosts, tagName: tag.label });
    lists(list, (n) => routes.tag(tag.permalink, n), title, tag.description ?? title, `blog tag "${tag.label}"`, {
      title,
      ...(tag.description ? { description: tag.description } : {}),
      allHref: routes.tags,
      allLabel: word('theme.tags.tagsPageLink'),
    });
  }

  // Authors of authors.yml: the index of them all, and a list per author with a page.
  if (authors.length > 0) {
    const postsOf = (key: string | undefined) => listed.filter((post) => key !== undefined && post.authors.some((author) => author.key === key));
    out.push({
      path: routes.authors,
      kind: 'blogAuthors',
      title: word('theme.blog.authorsList.pageTitle'),
      description: 'Blog authors',
      blog: withSidebar({ authors: authors.map((author) => ({ ...author, count: postsOf(author.key).length })) }),
      origin: 'blog authors (blog)',
    });
    for (const author of authors) {
      if (!author.href) continue;
      const href = author.href;
      const name = author.name ?? author.key ?? href;
      lists(postsOf(author.key), (n) => (n === 1 ? href : `${href}/${blog.pageBasePath}/${n}`), name, author.title ?? name, `blog author "${name}"`, {
        title: name,
        author,
        allHref: routes.authors,
        allLabel: word('theme.blog.authorsList.viewAll'),
      });
    }
  }
  return out;
}
