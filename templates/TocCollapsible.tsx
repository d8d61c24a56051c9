import type { TocEntry } from 'docsgen/theme';
import { TableOfContents } from './TableOfContents.js';

interface TocCollapsibleProps {
  toc: TocEntry[];
}

/**
 * The page's headings above the content on a narrow screen, folded (Docusaurus's TOCCollapsible):
 * TableOfContents' collapsible variant, called rather than rendered (its hooks run in this
 * component's render all the same), so the plain doc page's script stays as small as it was.
 */
export function TocCollapsible(props: TocCollapsibleProps) {
  return TableOfContents({ ...props, variant: 'collapsible' });
}
