import { createContext, useContext } from 'react';
import type { BlogAuthor, BlogPostSummary } from '../../../shared/types.js';
import { useDocusaurusSite } from './siteContext.js';

/** A blog post as Docusaurus's `useBlogPost()` gives it to the post's theme components (BlogPostItem/*). */
export interface DocusaurusBlogPost {
  metadata: {
    permalink: string;
    title: string;
    date: string;
    readingTime: number | undefined;
    authors: BlogAuthor[];
    tags: { label: string; permalink: string }[];
    hasTruncateMarker: boolean;
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  assets: Record<string, never>;
  toc: never[];
  /** The post's own page (its title an h1), not a list of posts. */
  isBlogPostPage: boolean;
}

export const BlogPostContext = createContext<DocusaurusBlogPost | null>(null);

/** docsgen's post summary in Docusaurus's shape; `permalink`s carry the site base, as Docusaurus's do. */
export function toDocusaurusBlogPost(post: BlogPostSummary, isBlogPostPage: boolean, withBase: (path: string) => string): DocusaurusBlogPost {
  return {
    metadata: {
      permalink: withBase(post.href),
      title: post.title,
      date: post.date,
      readingTime: post.readingTime,
      authors: post.authors,
      tags: post.tags.map((tag) => ({ label: tag.label, permalink: withBase(tag.href) })),
      hasTruncateMarker: post.truncated === true,
      frontMatter: {},
    },
    frontMatter: {},
    assets: {},
    toc: [],
    isBlogPostPage,
  };
}

/** `useBlogPost()`: the post a BlogPostItem part renders. */
export function useBlogPost(): DocusaurusBlogPost {
  const post = useContext(BlogPostContext);
  if (!post) throw new Error('useBlogPost: used outside a blog post (docsgen gives it to swizzled BlogPostItem/Header parts)');
  return post;
}

/** A recent-posts item as Docusaurus's BlogSidebar gets it. */
export interface DocusaurusBlogSidebarItem {
  title: string;
  permalink: string;
  unlisted: boolean;
  date?: string;
}

/** `groupBlogSidebarItemsByYear(items)`: `[year, items]` pairs in the items' order (newest first). */
export function groupBlogSidebarItemsByYear<T extends { date?: string | Date }>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = item.date === undefined ? '' : String(new Date(item.date).getUTCFullYear());
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups];
}

/**
 * `useThemeConfig()`: the site's `themeConfig` as Docusaurus shapes it (see docusaurusThemeConfig),
 * from the site the page renders for (MDX pages, site components, islands in the browser). A
 * swizzle's bundle passes the one written into it (`given`), the same at build time and in the browser.
 */
export function useThemeConfig(given?: Record<string, unknown>): Record<string, unknown> {
  const { siteConfig } = useDocusaurusSite();
  return given ?? (siteConfig.themeConfig as Record<string, unknown> | undefined) ?? {};
}
