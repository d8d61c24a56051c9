import type { ReactNode } from 'react';
import type { PageData, SiteData } from 'docsgen/theme';
import { sidebarLabel } from 'docsgen/theme';
import { Breadcrumbs } from './Breadcrumbs.js';
import { DocVersionBadge } from './DocVersionBadge.js';
import { DocVersionBanner } from './DocVersionBanner.js';
import { Pagination } from './Pagination.js';

export interface DocItemLayoutProps {
  site: SiteData;
  page: PageData;
  /** Shown beside the article on wide screens (the table of contents). */
  aside?: ReactNode;
  /** A class for the article besides `doc` (the generated index's `doc--generated-index`). */
  className?: string;
  children: ReactNode;
}

/**
 * The page's main column beside the sidebar: the version banner, breadcrumbs, the version badge,
 * the article, prev/next links, and the aside (the TOC). On a doc page it is Docusaurus's
 * DocItem/Layout, which a site's `src/theme/DocItem/Layout` wrapper replaces (see docusaurusSwizzles).
 */
export function DocItemLayout({ site, page, aside, className, children }: DocItemLayoutProps) {
  return (
    // The modifier lays out the aside's column before the aside itself has loaded.
    <div className={aside ? 'doc-main doc-main--aside' : 'doc-main'}>
      <article className={className ? `doc ${className}` : 'doc'}>
        <DocVersionBanner site={site} page={page} />
        {page.breadcrumbs ? <Breadcrumbs crumbs={page.breadcrumbs} current={(page.sidebar && sidebarLabel(page.sidebar, page.path)) ?? page.title} /> : null}
        <DocVersionBadge version={page.version} />
        {children}
        <Pagination prev={page.prev} next={page.next} />
      </article>
      {aside}
    </div>
  );
}
