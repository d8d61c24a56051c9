import { useMemo } from 'react';

export interface PageHtmlProps {
  html: string;
  className: string;
}

/**
 * HTML made at build time: a page's body, a post's preview. The `{ __html }` object is kept while
 * the HTML stays the same, because React 19 sets innerHTML again for every new object, even with
 * the same HTML: a render after hydration would throw away what the browser added to the body
 * (tab lists, copy buttons, hydrated islands).
 */
export function PageHtml({ html, className }: PageHtmlProps) {
  const inner = useMemo(() => ({ __html: html }), [html]);
  return <div className={className} dangerouslySetInnerHTML={inner} />;
}
