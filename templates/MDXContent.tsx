import type { ReactNode } from 'react';
import type { PageData, SiteData } from 'docsgen/theme';

export interface MDXContentProps {
  site: SiteData;
  page: PageData;
  /** The Markdown body (a doc's, a post's on its page or in a list, a Markdown page's). */
  children?: ReactNode;
}

/**
 * Docusaurus's MDXContent: what every Markdown body is rendered through. docsgen's renders the body
 * as it is; a Docusaurus site's swizzle of it (`src/theme/MDXContent`) wraps each body, as there.
 */
export function MDXContent({ children }: MDXContentProps) {
  return <>{children}</>;
}
