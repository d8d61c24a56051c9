import type { BlogPostSummary } from 'docsgen/theme';
import { BlogAuthor } from './BlogAuthor.js';

interface BlogPostAuthorsProps {
  post: BlogPostSummary;
}

/** A post's authors, none without any (Docusaurus's BlogPostItem/Header/Authors). */
export function BlogPostAuthors({ post }: BlogPostAuthorsProps) {
  if (post.authors.length === 0) return null;
  return (
    <div className="blog-post__authors">
      {post.authors.map((author, i) => (
        <BlogAuthor key={author.key ?? `${author.name}-${i}`} author={author} />
      ))}
    </div>
  );
}
