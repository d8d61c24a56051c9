import { createElement, type HTMLAttributes } from 'react';

/**
 * `<Heading as="h2" id="x">`: the heading element itself, with the id it is given (the page's
 * heading plugins give it no other: it is no Markdown heading). As Docusaurus's, an h1 gets none;
 * one with an id is drawn with the anchor class and hash link of the page's Markdown headings.
 */
export default function Heading({ as = 'h2', id, ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  // With an id, the theme draws it as a Markdown heading (the anchor class and a hash link), as Docusaurus's does.
  const attributes: HTMLAttributes<HTMLHeadingElement> = as === 'h1' || id === undefined ? props : { ...props, id, ...{ 'data-docsgen-anchor': '' } };
  return createElement(as, attributes);
}
