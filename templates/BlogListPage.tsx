import { useBaseUrlUtils, useThemeMessage, type PageProps } from 'docsgen/theme';
import { BlogAuthor } from './BlogAuthor.js';
import { BlogLayout } from './BlogLayout.js';
import { BlogPostHeader } from './BlogPostHeader.js';
import { BlogPostItem } from './BlogPostItem.js';
import { BlogPostTags } from './BlogPostTags.js';
import { PageHtml } from './PageHtml.js';
import { MDXContent } from './MDXContent.js';

/**
 * A list of posts: the blog's pages, a tag's and an author's. Each post shows its preview (the
 * body up to the truncation marker) and a "Read more" link when it goes on.
 */
export default function BlogListPage({ site, page }: PageProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const blog = page.blog;
  const heading = blog?.heading;
  // The theme's words in the locale (Docusaurus's ids).
  const readMore = useThemeMessage('theme.blog.post.readMore');
  const readMoreLabel = useThemeMessage('theme.blog.post.readMoreLabel');
  const newer = useThemeMessage('theme.blog.paginator.newerEntries');
  const older = useThemeMessage('theme.blog.paginator.olderEntries');
  const listNavLabel = useThemeMessage('theme.blog.paginator.navAriaLabel');
  return (
    <BlogLayout blog={blog} path={page.path}>
      {heading ? (
        <header className="blog-list__header">
          {heading.author ? <BlogAuthor author={heading.author} large /> : null}
          <h1 tabIndex={-1}>{heading.title}</h1>
          {heading.description ? <p className="blog-list__description">{heading.description}</p> : null}
          {heading.allHref ? <a href={withBaseUrl(heading.allHref)}>{heading.allLabel}</a> : null}
        </header>
      ) : (
        <h1 className="blog-visually-hidden">{page.title}</h1>
      )}
      {(blog?.posts ?? []).map((post) => (
        <BlogPostItem post={post} asPage={false} key={post.href}>
          <BlogPostHeader post={post} asPage={false} />
          <MDXContent site={site} page={page}>
            <PageHtml className="markdown" html={post.preview ?? ''} />
          </MDXContent>
          <footer className="blog-post__footer">
            <BlogPostTags tags={post.tags} />
            {post.truncated ? (
              <a className="blog-post__read-more" href={withBaseUrl(post.href)} aria-label={readMoreLabel.replace('{title}', post.title)}>
                <b>{readMore}</b>
              </a>
            ) : null}
          </footer>
        </BlogPostItem>
      ))}
      {blog?.listNav ? (
        <nav className="pagination" aria-label={listNavLabel}>
          {blog.listNav.newer ? (
            <a className="pagination__link pagination__link--prev" href={withBaseUrl(blog.listNav.newer.href)} rel="prev">
              <span className="pagination__label">« {newer}</span>
            </a>
          ) : (
            <span />
          )}
          {blog.listNav.older ? (
            <a className="pagination__link pagination__link--next" href={withBaseUrl(blog.listNav.older.href)} rel="next">
              <span className="pagination__label">{older} »</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </BlogLayout>
  );
}
