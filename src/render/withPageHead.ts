import { headTagHtml, headTagKey, type HeadTag } from '../shared/headTags.js';
import { escapeAttribute } from '../shared/escapeMarkup.js';

const HEAD_ELEMENT = /<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>/g;
const ATTRIBUTE = /([^\s=/>"']+)(?:="([^"]*)")?/g;

/**
 * The page's own `<Head>` tags written into its document: each replaces the document's tag of the
 * same key in its place (a title, `meta name="description"`, the canonical link; see headTagKey),
 * the others are added at the end of `<head>`. `html` and `body` tags add their attributes to those elements
 * (a class joins the ones there). `html` is the theme's document, as renderToStaticMarkup wrote it.
 */
export function withPageHead(html: string, tags: readonly HeadTag[]): string {
  const open = html.indexOf('<head>');
  const close = html.indexOf('</head>');
  if (open === -1 || close === -1 || tags.length === 0) return html;
  const inHead = tags.filter((tag) => tag.tag !== 'html' && tag.tag !== 'body');
  const byKey = new Map<string, HeadTag>();
  for (const tag of inHead) {
    const key = headTagKey(tag);
    if (key !== undefined) byKey.set(key, tag);
  }
  // A tag that replaces the document's takes its place (a charset stays near the top, where browsers look for it).
  const placed = new Set<HeadTag>();
  const head = html.slice(open + '<head>'.length, close).replace(HEAD_ELEMENT, (element) => {
    const own = parseTag(element);
    const key = own && headTagKey(own);
    const tag = key === undefined ? undefined : byKey.get(key);
    if (!tag) return element;
    if (placed.has(tag)) return '';
    placed.add(tag);
    return headTagHtml(tag);
  });
  const rest = inHead.filter((tag) => !placed.has(tag));
  let out = `${html.slice(0, open)}<head>${head}${rest.map(headTagHtml).join('')}${html.slice(close)}`;
  for (const tag of tags) if (tag.tag === 'html' || tag.tag === 'body') out = withAttributes(out, tag.tag, tag.attributes);
  return out;
}

function parseTag(element: string): HeadTag | undefined {
  const name = /^<(\w+)/.exec(element)?.[1];
  if (name !== 'title' && name !== 'meta' && name !== 'link' && name !== 'base') return undefined;
  const attributes: Record<string, string> = {};
  const start = element.slice(name.length + 1, element.indexOf('>'));
  for (const match of start.matchAll(ATTRIBUTE)) attributes[match[1]!.toLowerCase()] = decode(match[2] ?? '');
  return { tag: name, attributes };
}

function decode(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Adds attributes to the document's first `<html …>` or `<body …>` start tag; a class is added to the element's own. */
function withAttributes(html: string, element: 'html' | 'body', attributes: Record<string, string>): string {
  const match = new RegExp(`<${element}(\\s[^>]*)?>`).exec(html);
  if (!match) return html;
  const own: Record<string, string> = {};
  for (const m of (match[1] ?? '').matchAll(ATTRIBUTE)) own[m[1]!] = decode(m[2] ?? '');
  for (const [name, value] of Object.entries(attributes)) {
    own[name] = name === 'class' && own.class ? `${own.class} ${value}` : value;
  }
  const start = `<${element}${Object.entries(own).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;
  return html.slice(0, match.index) + start + html.slice(match.index + match[0].length);
}
