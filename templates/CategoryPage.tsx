// Docusaurus's DocCategoryGeneratedIndexPage: a site's swizzle of it replaces this import (see docusaurusSwizzles).
import { CategoryIndex } from './CategoryIndex.js';
import { DocLayout } from './DocLayout.js';
import type { PageProps } from 'docsgen/theme';

/** The generated index of a sidebar category: the sidebar, and beside it the index (one card per item). */
export default function CategoryPage({ site, page }: PageProps) {
  return <DocLayout site={site} page={page} Main={CategoryIndex} />;
}
