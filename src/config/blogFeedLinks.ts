import type { FeedLink } from '../shared/types.js';
import { blogRoutes, type BlogConfig } from './blogRoutes.js';

export type FeedType = 'rss' | 'atom' | 'json';

/** The feeds `feedOptions.type` asks for, each once. */
export function feedTypes(type: BlogConfig['feedOptions']['type']): FeedType[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? [...new Set(type)] : [type];
}

/** Each feed's file in the blog's folder, its media type and its name in a link's title. */
export const FEEDS: Record<FeedType, { file: string; mime: string; name: string }> = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', mime: 'application/feed+json', name: 'JSON' },
};

/**
 * The `<link rel="alternate">` of each feed, which every page's head holds as in Docusaurus
 * (feed readers and browsers find the feeds from any page): site paths, titled "<title> RSS Feed".
 * Resolved once with the config (ConfigValues.feedLinks); none without a blog.
 */
export function feedLinks(blog: BlogConfig | undefined, siteTitle: string): FeedLink[] {
  if (!blog) return [];
  const routes = blogRoutes(blog);
  const title = blog.feedOptions.title ?? siteTitle;
  return feedTypes(blog.feedOptions.type).map((type) => ({ type: FEEDS[type].mime, href: routes.feed(FEEDS[type].file), title: `${title} ${FEEDS[type].name} Feed` }));
}
