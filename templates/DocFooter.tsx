import type { PageData, SiteData } from 'docsgen/theme';
import { EditThisPage } from './EditThisPage.js';
import { LastUpdated } from './LastUpdated.js';

export interface DocFooterProps {
  site: SiteData;
  page: PageData;
}

/** Under a doc's body: its "Edit this page" link and last update (Docusaurus's DocItem/Footer: a site's swizzle of it replaces this). */
export function DocFooter({ site, page }: DocFooterProps) {
  if (!page.editUrl && !page.lastUpdated && !page.lastUpdatedBy) return null;
  return (
    <footer className="doc__meta">
      {page.editUrl ? <EditThisPage href={page.editUrl} className="doc__edit" /> : <span />}
      {page.lastUpdated || page.lastUpdatedBy ? <LastUpdated at={page.lastUpdated} by={page.lastUpdatedBy} locale={site.i18n?.currentLocale ?? 'en'} calendar={site.i18n?.calendar} /> : null}
    </footer>
  );
}
