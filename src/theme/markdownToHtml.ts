import type { Root } from 'hast';
import type { ReactElement } from 'react';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { ThemeMessageId } from '../shared/themeMessages.js';
import type { Theme } from './theme.js';

/**
 * HAST → the theme's React components (rehype-react) → static HTML for the page body, with the
 * theme's React; the locale's words of the theme (SiteData.messages) provided through the theme's
 * ThemeMessagesContext, when it has one.
 */
export function createMarkdownRenderer(theme: Theme, messages?: Partial<Record<ThemeMessageId, string>>) {
  const { createElement, Fragment, jsx, jsxs, renderToStaticMarkup } = theme.react;
  const processor = unified().use(rehypeReact, {
    Fragment,
    jsx,
    jsxs,
    components: theme.markdownComponents,
    passKeys: true,
  } as never);
  const render = (hast: Root): string => {
    const element = processor.stringify(hast) as unknown as ReactElement;
    const Words = theme.ThemeMessagesContext;
    const body = messages && Words ? createElement(Words.Provider, { value: messages }, element) : createElement(Fragment, null, element);
    return plainApostrophes(renderToStaticMarkup(body));
  };
  // A huge page renders in slices of its top-level blocks, so it never holds a React element for
  // every node at once: static markup of a fragment is the markup of its children one after the other.
  return (hast: Root): string => {
    if (hast.children.length <= BLOCKS_PER_SLICE) return render(hast);
    let html = '';
    for (let start = 0; start < hast.children.length; start += BLOCKS_PER_SLICE) {
      html += render({ ...hast, children: hast.children.slice(start, start + BLOCKS_PER_SLICE) });
    }
    return html;
  };
}

/** Top-level blocks rendered at once; ordinary pages have far fewer and render in one go. */
const BLOCKS_PER_SLICE = 2000;

/**
 * React writes every `'` as `&#x27;`; in text and in double-quoted attribute values (all React
 * writes) the character means the same and costs a sixth of the bytes. Script and style contents
 * are left as they are.
 */
export function plainApostrophes(html: string): string {
  if (!html.includes('&#x27;')) return html;
  return html.replace(/(<(script|style)\b[\s\S]*?<\/\2>)|&#x27;/gi, (match, rawText: string | undefined) => rawText ?? "'");
}
