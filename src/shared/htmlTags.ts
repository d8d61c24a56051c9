import { escapeAttribute } from './escapeMarkup.js';

/**
 * Tags the site adds to every page, outside React: its config's `htmlTags` (from a Docusaurus
 * config's `scripts`, `stylesheets` and `headTags`) and what its Docusaurus plugins'
 * `injectHtmlTags` return. Written into each page's document once; client navigation keeps them,
 * as the document stays.
 */
export interface HtmlTag {
  tagName: string;
  /** `true` writes the attribute bare (`async`), `false` leaves it out. */
  attributes?: Record<string, string | boolean | undefined>;
  /** Written as it is (a script's or style's code). */
  innerHTML?: string;
}

/** Where a tag goes: the end of `<head>`, the start of `<body>` or its end (Docusaurus's headTags, preBodyTags, postBodyTags). */
export type HtmlTagPosition = 'head' | 'bodyStart' | 'bodyEnd';

/** Each position's tags as HTML, ready to insert. */
export type SiteHtmlTags = Record<HtmlTagPosition, string>;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);


/** A tag object as HTML; a string (a plugin may return HTML) as it is. */
export function htmlTagHtml(tag: HtmlTag | string): string {
  if (typeof tag === 'string') return tag;
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
    .join('');
  const open = `<${tag.tagName}${attributes}>`;
  return VOID.has(tag.tagName.toLowerCase()) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/** A config's `htmlTags` as each position's HTML (see ConfigValues.htmlTagsHtml). */
export function configHtmlTags(fromConfig: readonly (HtmlTag & { position: HtmlTagPosition })[]): SiteHtmlTags {
  const html: SiteHtmlTags = { head: '', bodyStart: '', bodyEnd: '' };
  for (const { position, ...tag } of fromConfig) html[position] += htmlTagHtml(tag);
  return html;
}
