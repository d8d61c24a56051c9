import type { ComponentType, ReactNode } from 'react';
import type { PageData, SiteData } from 'docsgen/theme';
import { DocItemLayout, type DocItemLayoutProps } from './DocItemLayout.js';
import { Sidebar } from './Sidebar.js';

interface DocLayoutProps {
  site: SiteData;
  page: PageData;
  /** Shown beside the article on wide screens (the table of contents). */
  aside?: ReactNode;
  /** What renders the column beside the sidebar (a doc page's is `./DocItemLayout.js`'s, which a swizzle may replace). */
  Main?: ComponentType<DocItemLayoutProps>;
  /** The doc (a category's index renders its own: its `Main` is `./CategoryIndex.js`'s). */
  children?: ReactNode;
}

/**
 * The frame of doc-like pages: sidebar, the version banner, breadcrumbs, the version badge, the
 * article, prev/next links. The banner comes first and the badge after the breadcrumbs, where
 * Docusaurus puts them (a doc page and a category's generated index alike).
 */
export function DocLayout({ site, page, aside, Main = DocItemLayout, children }: DocLayoutProps) {
  return (
    <div className="doc-layout">
      {page.sidebar ? <Sidebar sidebarId={page.sidebarId ?? ''} items={page.sidebar} gaps={page.sidebarGaps} currentPath={page.path} hideable={site.docsSidebar?.hideable === true} autoCollapse={site.docsSidebar?.autoCollapseCategories === true} /> : null}
      <Main site={site} page={page} aside={aside}>
        {children}
      </Main>
    </div>
  );
}
