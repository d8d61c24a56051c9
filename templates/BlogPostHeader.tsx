import type { BlogPostSummary } from 'docsgen/theme';
import { BlogAuthor } from './BlogAuthor.js';
import { BlogPostTitle } from './BlogPostTitle.js';

interface BlogPostHeaderProps {
  post: BlogPostSummary;
  /** The post's own page: its title is the page's h1; in a list each title is an h2 linking to the post. */
  asPage: boolean;
}

/** "August 26, 2021", as the date is written in the post (no time-zone shift). */
export function formatPostDate(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(date);
  return day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A post's title, date, reading time and authors. */
export function BlogPostHeader({ post, asPage }: BlogPostHeaderProps) {
  return (
    <header className="blog-post__header">
      <BlogPostTitle post={post} asPage={asPage} />
      <div className="blog-post__meta">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        {post.readingTime !== undefined ? ` · ${post.readingTime === 1 ? 'One' : post.readingTime} min read` : null}
      </div>
      {post.authors.length > 0 ? (
        <div className="blog-post__authors">
          {post.authors.map((author, i) => (
            <BlogAuthor key={author.key ?? `${author.name}-${i}`} author={author} />
          ))}
        </div>
      ) : null}
    </header>
  );
}
