import type { ReactNode } from 'react';
import { renderToStaticMarkup as staticMarkup, renderToString as toString } from 'react-dom/server';

/**
 * The React functions the build renders with, compiled into the theme module (see compileTheme)
 * and the MDX runtime: they are then the very React the components import, the site's or docsgen's.
 */
export { createElement, Fragment, version } from 'react';
export { jsx, jsxs } from 'react/jsx-runtime';

export function renderToString(node: ReactNode): string {
  return withoutImagePreloads(toString(node));
}

export function renderToStaticMarkup(node: ReactNode): string {
  return withoutImagePreloads(staticMarkup(node));
}

/**
 * React 19 puts a `<link rel="preload" as="image">` before the markup for each eager `<img>` (for
 * a whole document's head); in a fragment they would land in the page body, where React 18 writes
 * none (and the sanitizer would report them as if the author wrote them). Only those ahead of the
 * markup go, so a page's HTML is the same on either React.
 */
export function withoutImagePreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
}
