import type { PageProps } from 'docsgen/theme';
import { PageHtml } from './PageHtml.js';
import { MDXContent } from './MDXContent.js';

/**
 * A Markdown page outside the docs (`content/index.md` at `/`, `src/pages/*.md`): its title (unless
 * `hide_title`) and body across the main column, with no sidebar, breadcrumbs or table of contents.
 */
export default function MarkdownPage({ site, page }: PageProps) {
  return (
    <article className="markdown-page">
      {page.hideTitle ? null : (
        <h1 className="markdown-page__title" tabIndex={-1}>
          {page.title}
        </h1>
      )}
      <MDXContent site={site} page={page}>
        <PageHtml className="markdown" html={page.html} />
      </MDXContent>
    </article>
  );
}
