import type { Root } from 'mdast';
import { visit } from '../visit.js';

/**
 * `<head>` written in an MDX page is Docusaurus's `<Head>` (its MDXComponents maps `head`). MDX
 * never maps HTML written as JSX to the page's components; this marks `<head>` as if Markdown had
 * made it, so `_components.head` renders it (see MDXComponents).
 */
export function remarkHeadElement() {
  return (tree: Root) => {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as { name?: string | null; data?: { _mdxExplicitJsx?: boolean } };
      if (element.name === 'head' && element.data) element.data._mdxExplicitJsx = false;
    });
  };
}
