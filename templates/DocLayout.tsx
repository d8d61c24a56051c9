import type { ReactNode } from 'react';
import { sidebarLabel, type PageData, type SiteData } from 'docsgen/theme';
import { Breadcrumbs } from './Breadcrumbs.js';
import { DocVersionBadge } from './DocVersionBadge.js';
import { DocVersionBanner } from './DocVersionBanner.js';
import { Pagination } from './Pagination.js';
import { Sidebar } from './Sidebar.js';

interface DocLayoutProps {
  site: SiteData;
  page: PageData;
  /** Shown beside the article on wide screens (the table of contents). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of doc-like pages: sidebar, the version banner, breadcrumbs, the version badge, the
 * article, prev/next links. The banner comes first and the badge after the breadcrumbs, where
 * Docusaurus puts them (a doc page and a category's generated index alike).
 */
export function DocLayout({ site, page, aside, children }: DocLayoutProps) {
  return (
    <div className="doc-layout">
      {page.sidebar ? <Sidebar sidebarId={page.sidebarId ?? ''} items={page.sidebar} gaps={page.sidebarGaps} currentPath={page.path} hideable={site.docsSidebar?.hideable === true} autoCollapse={site.docsSidebar?.autoCollapseCategories === true} /> : null}
      {/* The modifier lays out the aside's column before the aside itself has loaded. */}
      <div className={aside ? 'doc-main doc-main--aside' : 'doc-main'}>
        <article className="doc">
          <DocVersionBanner site={site} page={page} />
          {page.breadcrumbs ? <Breadcrumbs crumbs={page.breadcrumbs} current={(page.sidebar && sidebarLabel(page.sidebar, page.path)) ?? page.title} /> : null}
          <DocVersionBadge version={page.version} />
          {children}
          <Pagination prev={page.prev} next={page.next} />
        </article>
        {aside}
      </div>
    </div>
  );
}
