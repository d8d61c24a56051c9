import { usePluralThemeMessage, useThemeLocale, type BlogPostSummary } from 'docsgen/theme';
import { formatPostDate } from './formatPostDate.js';

interface BlogPostInfoProps {
  post: BlogPostSummary;
}

/** A post's date and reading time (Docusaurus's BlogPostItem/Header/Info). */
export function BlogPostInfo({ post }: BlogPostInfoProps) {
  const locale = useThemeLocale();
  const minutes = post.readingTime ?? 0;
  const readingTime = usePluralThemeMessage('theme.blog.post.readingTime.plurals', minutes).replace('{readingTime}', String(minutes));
  return (
    <div className="blog-post__meta">
      <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
      {post.readingTime !== undefined ? ` · ${readingTime}` : null}
    </div>
  );
}
