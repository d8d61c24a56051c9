import { escapeAttribute, escapeText } from './escapeMarkup.js';

/**
 * Tags a page puts in its document's `<head>` through Docusaurus's `<Head>` (or `<head>` in MDX):
 * collected when the page renders, written into the page's HTML and applied again on client
 * navigation. Shared by the build and the browser.
 */
export interface HeadTag {
  /** `html` and `body` carry attributes for those elements (Docusaurus's `<html className>`). */
  tag: 'title' | 'meta' | 'link' | 'script' | 'style' | 'noscript' | 'base' | 'html' | 'body';
  /** HTML attribute names (`charset`, `http-equiv`, `class`), string values. */
  attributes: Record<string, string>;
  /** The text inside (`title`, `script`, `style`, `noscript`). */
  text?: string;
}

/** The attribute that marks a tag the page added, so the browser can take it away on the next page. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const META_KEYS = ['charset', 'name', 'property', 'http-equiv', 'itemprop'];

/**
 * What makes two tags the same one (the later replaces the earlier), as react-helmet dedupes:
 * one title and one base; a meta by its charset, name, property, http-equiv or itemprop; a
 * canonical link by its rel, another link by its href; a script by its src. Tags without a key
 * are all kept.
 */
export function headTagKey(tag: HeadTag): string | undefined {
  const a = tag.attributes;
  switch (tag.tag) {
    case 'title':
    case 'base':
      return tag.tag;
    case 'meta': {
      const key = META_KEYS.find((name) => a[name] !== undefined);
      if (key === undefined) return undefined;
      // One per other language (Open Graph's alternate locales), each its own tag.
      if (a.property === 'og:locale:alternate') return `meta:property=og:locale:alternate:${a.content ?? ''}`;
      return key === 'charset' ? 'meta:charset' : `meta:${key}=${a[key]}`;
    }
    case 'link':
      if (a.rel?.toLowerCase() === 'canonical') return 'link:canonical';
      if (a.href === undefined) return undefined;
      // A page's translation: one per language, even where two share a URL (a locale built alone).
      return a.hreflang !== undefined ? `link:${a.rel ?? ''}:${a.href}:${a.hreflang}` : `link:${a.rel ?? ''}:${a.href}`;
    case 'script':
      return a.src === undefined ? undefined : `script:${a.src}`;
    default:
      return undefined;
  }
}

/** The tags in order, each keyed tag only once: the last one written wins (nested and later `<Head>`s override). */
export function dedupeHeadTags(tags: readonly HeadTag[]): HeadTag[] {
  const last = new Map<string, number>();
  tags.forEach((tag, i) => {
    const key = headTagKey(tag);
    if (key !== undefined) last.set(key, i);
  });
  return tags.filter((tag, i) => {
    const key = headTagKey(tag);
    return key === undefined || last.get(key) === i;
  });
}

const VOID_TAGS = new Set(['meta', 'link', 'base']);


/** A tag as HTML, marked as the page's. A script's or style's text is written as is, `</` kept from closing it early. */
export function headTagHtml(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  const open = `<${tag.tag}${attributes} ${PAGE_HEAD_ATTRIBUTE}="">`;
  if (VOID_TAGS.has(tag.tag)) return open;
  const raw = tag.tag === 'script' || tag.tag === 'style' || tag.tag === 'noscript';
  const text = tag.text ?? '';
  return `${open}${raw ? text.replace(/<\/(script|style|noscript)/gi, '<\\/$1') : escapeText(text)}</${tag.tag}>`;
}
