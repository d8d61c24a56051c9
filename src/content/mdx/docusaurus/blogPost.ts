import { createContext, useContext } from 'react';
import type { BlogAuthor, BlogPostSummary } from '../../../shared/types.js';

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
 * The part of Docusaurus's `themeConfig` docsgen knows where a swizzle reads it (`blog.sidebar`
 * for BlogSidebar/Content): only the swizzles listed with it in docusaurusSwizzles get
 * `useThemeConfig`, so one reading a part docsgen lacks stays a warning.
 */
export const ThemeConfigContext = createContext<Record<string, unknown>>({});

/** `useThemeConfig()`, for the swizzles docsgen gives it to. */
export function useThemeConfig(): Record<string, unknown> {
  return useContext(ThemeConfigContext);
}
