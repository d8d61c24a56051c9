import type { ReactNode } from 'react';
import { renderToStaticMarkup as staticMarkup, renderToString as toString } from 'react-dom/server';

/**
 * The React functions the build renders with, compiled into the theme module (see compileTheme)
 * and the MDX runtime: they are then the very React the components import, the site's or docsgen's.
 */
export { createElement, Fragment, version } from 'react';
export { jsx, jsxs } from 'react/jsx-runtime';

/**
 * React 19 puts a `<link rel="preload" as="image">` before the markup for each eager `<img>` (for
 * a whole document's head); in a fragment they would land in the page body, where React 18 writes
 * none. They are left out, so a page's HTML is the same on either React.
 */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

export function renderToString(node: ReactNode): string {
  return toString(node).replace(IMAGE_PRELOADS, '');
}

export function renderToStaticMarkup(node: ReactNode): string {
  return staticMarkup(node).replace(IMAGE_PRELOADS, '');
}
