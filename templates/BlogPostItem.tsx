import type { ReactNode } from 'react';
import type { BlogPostSummary } from 'docsgen/theme';

interface BlogPostItemProps {
  /** The post (a post page always has one; a swizzle is given it through `useBlogPost()`). */
  post: BlogPostSummary | undefined;
  /** The post's own page, or its preview in a list. */
  asPage: boolean;
  /** Its header, body and footer. */
  children: ReactNode;
}

/** One post, on its page or in a list (Docusaurus's BlogPostItem: a wrapper may add after it, e.g. comments). */
export function BlogPostItem({ asPage, children }: BlogPostItemProps) {
  return <article className={asPage ? 'blog-post' : 'blog-post blog-post--preview'}>{children}</article>;
}
