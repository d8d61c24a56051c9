import { createElement, type AnchorHTMLAttributes, type ComponentType, type HTMLAttributes, type ImgHTMLAttributes } from 'react';
import { Admonition } from '../components/Admonition.js';
import { Details } from '../components/Details.js';
import Head from './Head.js';

/**
 * A Markdown element's default component: the element itself, as Markdown would render it. The
 * page's HTML then goes through docsgen's Markdown plugins like a `.md` page's (code highlighted,
 * headings given ids and anchors, images sized), so a site component that wraps the default
 * (`<MDXComponents.code {...props} />`) gets docsgen's rendering of that element.
 */
function element<P extends object>(tag: string, name: string): ComponentType<P> {
  const Element = (props: P) => createElement(tag, props);
  Element.displayName = name;
  return Element;
}

export const A = element<AnchorHTMLAttributes<HTMLAnchorElement>>('a', 'MDXA');
export const Img = element<ImgHTMLAttributes<HTMLImageElement>>('img', 'MDXImg');
export const Code = element<HTMLAttributes<HTMLElement>>('code', 'MDXCode');
export const Pre = element<HTMLAttributes<HTMLPreElement>>('pre', 'MDXPre');
export const Ul = element<HTMLAttributes<HTMLUListElement>>('ul', 'MDXUl');
export const Li = element<HTMLAttributes<HTMLLIElement>>('li', 'MDXLi');
/** `@theme/MDXComponents/Heading`: `<Heading as="h2">`, the heading element. */
export function MDXHeading({ as = 'h2', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return createElement(as, props);
}

const headings = Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, element(tag, `MDXHeading(${tag})`)]));
const others = Object.fromEntries(['ol', 'p', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'em', 'strong', 'del'].map((tag) => [tag, element(tag, `MDX(${tag})`)]));

/**
 * `@theme/MDXComponents`: the components MDX renders Markdown's elements with (`a`, `code`, `pre`,
 * `img`, `h1`–`h6`, lists, tables…) and those every MDX page may use without importing them
 * (`Head`, `Details`, `admonition`). A site's `src/theme/MDXComponents.js` spreads this object and
 * replaces or adds its own, as in Docusaurus: `a: MyLink` then renders every Markdown link of
 * every MDX page (every page, with Docusaurus's `markdown.format: 'mdx'`).
 */
const MDXComponents: Record<string, unknown> = {
  ...others,
  ...headings,
  a: A,
  img: Img,
  code: Code,
  pre: Pre,
  ul: Ul,
  li: Li,
  details: Details,
  Details,
  head: Head,
  Head,
  admonition: Admonition,
};

export default MDXComponents;
