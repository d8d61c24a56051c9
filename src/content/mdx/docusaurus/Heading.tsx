import { createElement, type HTMLAttributes } from 'react';

/** `<Heading as="h2" id="x">`: the heading element itself; the page's heading plugins give it its id and anchor. */
export default function Heading({ as = 'h2', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return createElement(as, props);
}
