import type { Route } from './types.js';

/** A page with a doc is also served as its Markdown (`/docs/intro.md`, llms.txt); a React page has none (its source is a program). */
export function hasMarkdownCopy(route: Pick<Route, 'doc' | 'kind'>): boolean {
  return route.doc !== undefined && route.kind !== 'react';
}
