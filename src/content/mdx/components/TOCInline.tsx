export interface TOCInlineProps {
  /** The page's `toc` export (or a part of it): `{ value, level }` for each heading. */
  toc?: { value: string; level: number }[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/**
 * Docusaurus's inline table of contents. Heading ids are only known once the page is rendered, so
 * this leaves a placeholder with the chosen headings; fillInlineTocs turns it into the list.
 */
export function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  const entries = toc.filter((entry) => entry.level >= minHeadingLevel && entry.level <= maxHeadingLevel).map((entry) => [entry.level, entry.value]);
  return <div className="toc-inline" data-toc-inline={JSON.stringify(entries)} />;
}
