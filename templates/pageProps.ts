import type { PageData, SiteData } from 'docsgen/shared';

/** Props every page component (a route chunk) receives. */
export interface PageProps {
  site: SiteData;
  page: PageData;
}
