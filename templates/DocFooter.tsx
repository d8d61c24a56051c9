import type { PageData, SiteData } from 'docsgen/theme';
import { EditThisPage } from './EditThisPage.js';

export interface DocFooterProps {
  site: SiteData;
  page: PageData;
}

/** Under a doc's body: its "Edit this page" link and last update ("Last updated on <date> by <author>", each part when shown; Docusaurus's DocItem/Footer: a site's swizzle of it replaces this). */
export function DocFooter({ page }: DocFooterProps) {
  if (!page.editUrl && !page.lastUpdated && !page.lastUpdatedBy) return null;
  return (
    <footer className="doc__meta">
      {page.editUrl ? <EditThisPage href={page.editUrl} className="doc__edit" /> : <span />}
      {page.lastUpdated || page.lastUpdatedBy ? (
        <span className="doc__updated">
          {page.lastUpdated ? (
            <>
              Last updated on <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
            </>
          ) : (
            'Last updated'
          )}
          {page.lastUpdatedBy ? (
            <>
              {' by '}
              <b className="doc__author">{page.lastUpdatedBy}</b>
            </>
          ) : null}
        </span>
      ) : null}
    </footer>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
