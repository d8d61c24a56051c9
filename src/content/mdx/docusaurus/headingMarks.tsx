import { createElement, Fragment, type ComponentType } from 'react';

/**
 * The element a page's Markdown heading leaves before itself when the site's MDXComponents renders
 * that level with a component of its own (see headingsMarked); processMdx's restoreFromHtml takes
 * it out of the HTML.
 */
export const HEADING_MARK_TAG = 'docsgen-heading-mark';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * The global components with each heading level the site replaced (`h2: ({ children, id }) =>
 * <h2 id={id}>…`) rendered after a mark carrying the heading's `data-docsgen-pos`: a replacement
 * that passes on only the props it knows drops that attribute, which tells the page's headings from
 * those a component renders in its own JSX (see compileMdx's rehypeKeepForHtml). The mark gives it
 * back to the first heading after it, so the page's headings keep their ids and TOC entries.
 * `original`: the components the site's spread (`@theme-original/MDXComponents`).
 */
export function headingsMarked(components: Record<string, unknown>, original: Record<string, unknown>): Record<string, unknown> {
  const replaced = HEADING_TAGS.filter((tag) => components[tag] !== undefined && components[tag] !== original[tag]);
  if (replaced.length === 0) return components;
  const marked: Record<string, unknown> = { ...components };
  for (const tag of replaced) {
    const Heading = components[tag] as ComponentType<Record<string, unknown>>;
    const Marked = (props: Record<string, unknown>) =>
      createElement(Fragment, null, createElement(HEADING_MARK_TAG, { 'data-docsgen-pos': props['data-docsgen-pos'] ?? '' }), createElement(Heading, props));
    Marked.displayName = `MarkedHeading(${tag})`;
    marked[tag] = Marked;
  }
  return marked;
}
