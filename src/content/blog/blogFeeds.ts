import type { BlogPost } from '../types.js';
import { absoluteUrl } from '../../shared/absoluteUrl.js';
import { blogRoutes, type BlogConfig } from '../../config/blogRoutes.js';
import { FEEDS, feedTypes } from '../../config/blogFeedLinks.js';
import { ATOM_STYLESHEET, RSS_STYLESHEET, stylesheetInstruction } from './feedStylesheets.js';
import { addressKind } from '../../shared/paths.js';
import { escapeAttribute } from '../../shared/escapeMarkup.js';

export interface FeedSite {
  title: string;
  /** The site's public URL with its base, no trailing slash: `https://acme.dev/docs-site`. */
  siteUrl: string;
  /** The site's `trailingSlash`: the blog and its posts are named by their addresses (`…/blog/x/`), as Docusaurus's feeds name them. */
  trailingSlash?: boolean;
  favicon?: string;
}

export interface FeedFile {
  /** Below the output folder: `blog/rss.xml`. */
  path: string;
  contents: string;
}


/** Site paths in a post's HTML (`href="/blog/x"`, `src="/img/a.png"`) as full URLs: a feed reader has no base. */
export function absoluteHtml(html: string, siteUrl: string): string {
  return html
    .replace(/(\s(?:href|src)=")(\/(?!\/)[^"]*)"/g, (_, attr: string, url: string) => `${attr}${siteUrl}${url}"`)
    .replace(/(\ssrcset=")([^"]*)"/gi, (_, attr: string, list: string) => `${attr}${list.replace(/(^|,\s*)(\/(?!\/))/g, `$1${siteUrl}$2`)}"`);
}

const rfc822 = (date: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date).toUTCString();
const iso = (date: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date).toISOString();

/**
 * The blog's feeds (`feedOptions.type`: RSS 2.0 `rss.xml`, Atom `atom.xml`, JSON Feed 1.1
 * `feed.json`) in the blog's folder: the newest listed posts (`feedOptions.limit`), each with its
 * whole body, every URL absolute under the site's base.
 */
export function blogFeeds(posts: readonly BlogPost[], blog: BlogConfig, site: FeedSite): FeedFile[] {
  const types = feedTypes(blog.feedOptions.type);
  if (types.length === 0) return [];
  const routes = blogRoutes(blog);
  const listed = posts.filter((post) => !post.unlisted);
  const items = blog.feedOptions.limit === false ? listed : listed.slice(0, blog.feedOptions.limit);
  // A file of the site (a feed, an avatar) by its path; a page (the blog's list, a post) by its address.
  const url = (path: string) => absoluteUrl(site.siteUrl, path);
  const pageUrl = (route: string) => absoluteUrl(site.siteUrl, route, site.trailingSlash === true);
  const title = blog.feedOptions.title ?? `${site.title} Blog`;
  const description = blog.feedOptions.description ?? `${site.title} Blog`;
  const home = pageUrl(routes.list);
  const updated = items[0]?.date;
  const feedPath = (file: string) => routes.feed(file).replace(/^\//, '');
  const files: FeedFile[] = [];
  const author = (post: BlogPost) => post.authors.filter((a) => a.name);
  // Each post's body as every feed carries it: read (its HTML is kept on disk, see keepBodyOnDisk),
  // made absolute, and escaped for the XML feeds, once for all of them.
  const contents = new Map(items.map((post) => [post, absoluteHtml(post.doc.html, site.siteUrl)]));
  const xmlContents = new Map(types.some((type) => type !== 'json') ? [...contents].map(([post, html]) => [post, escapeAttribute(html)]) : []);

  if (types.includes('rss')) {
    const lines = [
      '<?xml version="1.0" encoding="utf-8"?>',
      ...(blog.feedOptions.xslt ? [stylesheetInstruction('rss.xsl')] : []),
      '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      '  <channel>',
      `    <title>${escapeAttribute(title)}</title>`,
      `    <link>${escapeAttribute(home)}</link>`,
      `    <description>${escapeAttribute(description)}</description>`,
      ...(updated ? [`    <lastBuildDate>${rfc822(updated)}</lastBuildDate>`] : []),
      '    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
      '    <generator>docsgen</generator>',
      `    <language>${escapeAttribute(blog.feedOptions.language ?? 'en')}</language>`,
      ...(blog.feedOptions.copyright ? [`    <copyright>${escapeAttribute(blog.feedOptions.copyright)}</copyright>`] : []),
      ...items.flatMap((post) => [
        '    <item>',
        `      <title>${escapeAttribute(post.doc.title)}</title>`,
        `      <link>${escapeAttribute(pageUrl(post.route))}</link>`,
        `      <guid>${escapeAttribute(pageUrl(post.route))}</guid>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        ...(post.doc.description ? [`      <description>${escapeAttribute(post.doc.description)}</description>`] : []),
        `      <content:encoded>${xmlContents.get(post)}</content:encoded>`,
        ...author(post).map((a) => `      <dc:creator>${escapeAttribute(a.name!)}</dc:creator>`),
        ...post.tags.map((tag) => `      <category>${escapeAttribute(tag.label)}</category>`),
        '    </item>',
      ]),
      '  </channel>',
      '</rss>',
      '',
    ];
    files.push({ path: feedPath(FEEDS.rss.file), contents: lines.join('\n') });
    if (blog.feedOptions.xslt) files.push({ path: feedPath('rss.xsl'), contents: RSS_STYLESHEET });
  }

  if (types.includes('atom')) {
    const lines = [
      '<?xml version="1.0" encoding="utf-8"?>',
      ...(blog.feedOptions.xslt ? [stylesheetInstruction('atom.xsl')] : []),
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `  <id>${escapeAttribute(home)}</id>`,
      `  <title>${escapeAttribute(title)}</title>`,
      ...(updated ? [`  <updated>${iso(updated)}</updated>`] : []),
      '  <generator>docsgen</generator>',
      `  <link rel="alternate" href="${escapeAttribute(home)}"/>`,
      `  <link rel="self" href="${escapeAttribute(url(`/${feedPath(FEEDS.atom.file)}`))}"/>`,
      `  <subtitle>${escapeAttribute(description)}</subtitle>`,
      ...(blog.feedOptions.copyright ? [`  <rights>${escapeAttribute(blog.feedOptions.copyright)}</rights>`] : []),
      ...items.flatMap((post) => [
        '  <entry>',
        `    <title type="html">${escapeAttribute(post.doc.title)}</title>`,
        `    <id>${escapeAttribute(pageUrl(post.route))}</id>`,
        `    <link href="${escapeAttribute(pageUrl(post.route))}"/>`,
        `    <updated>${iso(post.date)}</updated>`,
        ...(post.doc.description ? [`    <summary type="html">${escapeAttribute(post.doc.description)}</summary>`] : []),
        `    <content type="html">${xmlContents.get(post)}</content>`,
        ...author(post).flatMap((a) => ['    <author>', `      <name>${escapeAttribute(a.name!)}</name>`, ...(a.url ? [`      <uri>${escapeAttribute(a.url)}</uri>`] : []), '    </author>']),
        ...post.tags.map((tag) => `    <category label="${escapeAttribute(tag.label)}" term="${escapeAttribute(tag.label)}"/>`),
        '  </entry>',
      ]),
      '</feed>',
      '',
    ];
    files.push({ path: feedPath(FEEDS.atom.file), contents: lines.join('\n') });
    if (blog.feedOptions.xslt) files.push({ path: feedPath('atom.xsl'), contents: ATOM_STYLESHEET });
  }

  if (types.includes('json')) {
    const feed = {
      version: 'https://jsonfeed.org/version/1.1',
      title,
      home_page_url: home,
      feed_url: url(`/${feedPath(FEEDS.json.file)}`),
      description,
      items: items.map((post) => ({
        id: pageUrl(post.route),
        url: pageUrl(post.route),
        title: post.doc.title,
        content_html: contents.get(post)!,
        ...(post.doc.description ? { summary: post.doc.description } : {}),
        date_published: iso(post.date),
        ...(author(post).length ? { authors: author(post).map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.imageURL ? { avatar: addressKind(a.imageURL) === 'site' ? url(a.imageURL) : a.imageURL } : {}) })) } : {}),
        tags: post.tags.map((tag) => tag.label),
      })),
    };
    files.push({ path: feedPath(FEEDS.json.file), contents: `${JSON.stringify(feed, null, 2)}\n` });
  }
  return files;
}
