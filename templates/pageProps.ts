import type { PageData, SiteData } from '../src/shared/types.js';

/** Props every page component (a route chunk) receives. */
export interface PageProps {
  site: SiteData;
  page: PageData;
}
