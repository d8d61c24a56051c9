import type { AnchorHTMLAttributes, ImgHTMLAttributes } from 'react';
import { Admonition } from '../components/Admonition.js';
import { Details } from '../components/Details.js';
import Head from './Head.js';

export function A(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} />;
}

export function Img(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img {...props} />;
}

/**
 * The components every MDX page may use without importing them (`@theme/MDXComponents`). A site's
 * `src/theme/MDXComponents.js` spreads this object and adds its own, as in Docusaurus. Markdown's
 * own elements (`a`, `code`, `h2`…) are left out: docsgen renders those itself.
 */
const MDXComponents: Record<string, unknown> = { Details, Head, admonition: Admonition };

export default MDXComponents;
