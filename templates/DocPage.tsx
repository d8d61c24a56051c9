import { DocLayout } from './DocLayout.js';
// Docusaurus's DocItem/Layout: a site's swizzle of it replaces this import (see docusaurusSwizzles).
import { DocItemLayout } from './DocItemLayout.js';
import type { PageProps } from 'docsgen/theme';
import { DocFooter } from './DocFooter.js';
import { TableOfContents } from './TableOfContents.js';
import { TocCollapsible } from './TocCollapsible.js';
import { PageHtml } from './PageHtml.js';
import { MDXContent } from './MDXContent.js';

/** A Markdown page. Its body arrives as HTML rendered at build time by the markdown components. */
export default function DocPage({ site, page }: PageProps) {
  return (
    <DocLayout site={site} page={page} Main={DocItemLayout} aside={page.toc.length > 0 ? <TableOfContents toc={page.toc} /> : undefined}>
      <TocCollapsible toc={page.toc} />
      {page.hideTitle ? null : (
        <h1 className="doc__title" tabIndex={-1}>
          {page.title}
        </h1>
      )}
      <MDXContent site={site} page={page}>
        <PageHtml className="markdown" html={page.html} />
      </MDXContent>
      <DocFooter site={site} page={page} />
    </DocLayout>
  );
}

