import type { ReactNode } from 'react';
import type { PageData, SiteData } from 'docsgen/theme';
import { DocCard } from './DocCard.js';
import { DocItemLayout } from './DocItemLayout.js';

export interface CategoryIndexProps {
  site: SiteData;
  page: PageData;
  aside?: ReactNode;
  children?: ReactNode;
}

/**
 * A category's generated index beside the sidebar: the version banner, breadcrumbs and badge, its
 * title and description, one card per item, prev/next links. It is Docusaurus's
 * DocCategoryGeneratedIndexPage, which a site's `src/theme/DocCategoryGeneratedIndexPage` replaces
 * (see docusaurusSwizzles; a wrapper is given Docusaurus's `categoryGeneratedIndex` too).
 */
export function CategoryIndex({ site, page }: CategoryIndexProps) {
  return (
    <DocItemLayout site={site} page={page} className="doc--generated-index">
      <h1 className="doc__title" tabIndex={-1}>
        {page.title}
      </h1>
      {page.description ? <p className="category__description">{page.description}</p> : null}
      <ul className="cards">
        {(page.cards ?? []).map((card) => (
          <li key={card.href} className="card">
            <DocCard card={card} />
          </li>
        ))}
      </ul>
    </DocItemLayout>
  );
}
