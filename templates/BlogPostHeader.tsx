import type { BlogPostSummary } from 'docsgen/theme';
import { BlogPostAuthors } from './BlogPostAuthors.js';
import { BlogPostInfo } from './BlogPostInfo.js';
import { BlogPostTitle } from './BlogPostTitle.js';

interface BlogPostHeaderProps {
  post: BlogPostSummary;
  /** The post's own page: its title is the page's h1; in a list each title is an h2 linking to the post. */
  asPage: boolean;
}

/** A post's title, date, reading time and authors. */
export function BlogPostHeader({ post, asPage }: BlogPostHeaderProps) {
  return (
    <header className="blog-post__header">
      <BlogPostTitle post={post} asPage={asPage} />
      <BlogPostInfo post={post} />
      <BlogPostAuthors post={post} />
    </header>
  );
}
