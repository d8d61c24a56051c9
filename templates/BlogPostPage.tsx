import { useThemeMessage, type PageProps } from 'docsgen/theme';
import { BlogLayout } from './BlogLayout.js';
import { BlogPostHeader } from './BlogPostHeader.js';
import { BlogPostItem } from './BlogPostItem.js';
import { BlogPostTags } from './BlogPostTags.js';
import { EditThisPage } from './EditThisPage.js';
import { LastUpdated } from './LastUpdated.js';
import { Pagination } from './Pagination.js';
import { TableOfContents } from './TableOfContents.js';
import { PageHtml } from './PageHtml.js';
import { MDXContent } from './MDXContent.js';

/** One post: its header, whole body, tags, edit link, and the newer/older posts. */
export default function BlogPostPage({ site, page }: PageProps) {
  const post = page.blog?.post;
  // As Docusaurus's blog post paginator: the newer post before, the older after (in the locale).
  const unlisted = useThemeMessage('theme.contentVisibility.unlistedBanner.message');
  const labels = { prev: useThemeMessage('theme.blog.post.paginator.newerPost'), next: useThemeMessage('theme.blog.post.paginator.olderPost'), nav: useThemeMessage('theme.blog.post.paginator.navAriaLabel') };
  return (
    // Its table of contents beside it on a wide screen, as Docusaurus's (none on a phone), by its front matter's levels.
    <BlogLayout blog={page.blog} path={page.path} aside={page.toc.length > 0 ? <TableOfContents toc={page.toc} variant="aside" /> : undefined}>
      <BlogPostItem post={post} asPage>
        {page.blog?.unlisted ? <div className="blog-unlisted" role="note">{unlisted}</div> : null}
        {post ? <BlogPostHeader post={post} asPage /> : null}
        <MDXContent site={site} page={page}>
          <PageHtml className="markdown" html={page.html} />
        </MDXContent>
        <footer className="blog-post__footer">
          {post ? <BlogPostTags tags={post.tags} /> : null}
          {page.editUrl ? <EditThisPage href={page.editUrl} className="blog-post__edit" /> : null}
          {/* The blog's showLastUpdateTime / showLastUpdateAuthor, as Docusaurus shows them under a post. */}
          {page.lastUpdated || page.lastUpdatedBy ? <LastUpdated at={page.lastUpdated} by={page.lastUpdatedBy} locale={site.i18n?.currentLocale ?? 'en'} calendar={site.i18n?.calendar} /> : null}
        </footer>
      </BlogPostItem>
      <Pagination {...(page.prev ? { prev: page.prev } : {})} {...(page.next ? { next: page.next } : {})} labels={labels} />
    </BlogLayout>
  );
}
