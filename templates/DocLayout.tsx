import type { ReactNode } from 'react';
import type { PageData } from 'docsgen/theme';
import { Breadcrumbs } from './Breadcrumbs.js';
import { Pagination } from './Pagination.js';
import { Sidebar } from './Sidebar.js';

interface DocLayoutProps {
  page: PageData;
  /** Shown beside the article on wide screens (the table of contents). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of doc-like pages: sidebar, breadcrumbs, the article, prev/next links. */
export function DocLayout({ page, aside, children }: DocLayoutProps) {
  return (
    <div className="doc-layout">
      {page.sidebar ? <Sidebar sidebarId={page.sidebarId ?? ''} items={page.sidebar} gaps={page.sidebarGaps} currentPath={page.path} /> : null}
      {/* The modifier lays out the aside's column before the aside itself has loaded. */}
      <div className={aside ? 'doc-main doc-main--aside' : 'doc-main'}>
        <article className="doc">
          {page.breadcrumbs ? <Breadcrumbs crumbs={page.breadcrumbs} current={page.title} /> : null}
          {children}
          <Pagination prev={page.prev} next={page.next} />
        </article>
        {aside}
      </div>
    </div>
  );
}
