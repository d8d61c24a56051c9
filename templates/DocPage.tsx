import { DocLayout } from './DocLayout.js';
import type { PageProps } from 'docsgen/theme';
import { EditThisPage } from './EditThisPage.js';
import { TableOfContents } from './TableOfContents.js';

/** A Markdown page. Its body arrives as HTML rendered at build time by the markdown components. */
export default function DocPage({ site, page }: PageProps) {
  return (
    <DocLayout site={site} page={page} aside={page.toc.length > 0 ? <TableOfContents toc={page.toc} variant="aside" /> : undefined}>
      <TableOfContents toc={page.toc} variant="collapsible" />
      {page.hideTitle ? null : (
        <h1 className="doc__title" tabIndex={-1}>
          {page.title}
        </h1>
      )}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      {page.editUrl || page.lastUpdated ? (
        <footer className="doc__meta">
          {page.editUrl ? (
            <EditThisPage href={page.editUrl} className="doc__edit" />
          ) : (
            <span />
          )}
          {page.lastUpdated ? (
            <span className="doc__updated">
              Last updated on <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
            </span>
          ) : null}
        </footer>
      ) : null}
    </DocLayout>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
