import type { BlogPostSummary } from 'docsgen/theme';
import { formatPostDate } from './formatPostDate.js';

interface BlogPostInfoProps {
  post: BlogPostSummary;
}

/** A post's date and reading time (Docusaurus's BlogPostItem/Header/Info). */
export function BlogPostInfo({ post }: BlogPostInfoProps) {
  return (
    <div className="blog-post__meta">
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      {post.readingTime !== undefined ? ` · ${post.readingTime === 1 ? 'One' : post.readingTime} min read` : null}
    </div>
  );
}
