import type { Root } from 'hast';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { Theme } from './theme.js';

/** HAST → the theme's React components (rehype-react) → static HTML for the page body. */
export function createMarkdownRenderer(theme: Theme) {
  const processor = unified().use(rehypeReact, {
    Fragment,
    jsx,
    jsxs,
    components: theme.markdownComponents,
    passKeys: true,
  } as never);
  return (hast: Root): string => {
    const element = processor.stringify(hast) as unknown as ReactElement;
    return renderToStaticMarkup(createElement(Fragment, null, element));
  };
}
