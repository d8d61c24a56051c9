import { useBaseUrlUtils, type BlogPostSummary } from 'docsgen/theme';

interface BlogPostTitleProps {
  post: BlogPostSummary;
  /** The post's own page: its title is the page's h1; in a list each title is an h2 linking to the post. */
  asPage: boolean;
  className?: string;
}

/** A post's title: the page's heading on its own page, a link to it in a list. */
export function BlogPostTitle({ post, asPage, className }: BlogPostTitleProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const classes = className ? `blog-post__title ${className}` : 'blog-post__title';
  return asPage ? (
    <h1 className={classes} tabIndex={-1}>
      {post.title}
    </h1>
  ) : (
    <h2 className={classes}>
      <a href={withBaseUrl(post.href)}>{post.title}</a>
    </h2>
  );
}
