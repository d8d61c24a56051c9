import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { HeadTag } from '../../../shared/headTags.js';

/** React's prop names whose HTML attribute is not just the name in lower case. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', acceptCharset: 'accept-charset' };

const HEAD_TAGS = new Set<string>(['title', 'meta', 'link', 'script', 'style', 'noscript', 'base', 'html', 'body']);

/** The tags of the page being rendered (rendering is synchronous: one page at a time), see collectHead. */
let collected: HeadTag[] | undefined;

/** Runs a page's render and gives the tags its `<Head>`s asked for, in render order (a later one overrides, see dedupeHeadTags). */
export function collectHead<T>(render: () => T): { result: T; head: HeadTag[] } {
  const head: HeadTag[] = [];
  const outer = collected;
  collected = head;
  try {
    return { result: render(), head };
  } finally {
    collected = outer;
  }
}

/**
 * Docusaurus's `<Head>` (react-helmet): its children go into the document's `<head>`, not where it
 * stands. On the server the page's tags are collected (see collectHead) and the build writes them
 * into the page's `<head>`, replacing the page's own title, description… (see withPageHead); in the
 * browser the page's data carries them to client navigation. It renders nothing in place.
 */
export default function Head({ children }: { children?: ReactNode }) {
  if (collected) collected.push(...headTags(children));
  return null;
}

/** The head tags written as `<Head>`'s children (fragments flattened; anything else is not a head tag and is left out, as react-helmet does). */
export function headTags(children: ReactNode): HeadTag[] {
  const tags: HeadTag[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<Record<string, unknown>>;
    if (element.type === Fragment) {
      tags.push(...headTags(element.props.children as ReactNode));
      return;
    }
    if (typeof element.type !== 'string' || !HEAD_TAGS.has(element.type)) return;
    const attributes: Record<string, string> = {};
    let text: string | undefined;
    for (const [name, value] of Object.entries(element.props)) {
      if (name === 'children') {
        text = textOf(value as ReactNode);
        continue;
      }
      if (name === 'dangerouslySetInnerHTML') {
        text = String((value as { __html?: unknown } | null)?.__html ?? '');
        continue;
      }
      // The source position docsgen's MDX compile gives HTML written as JSX (see compileMdx) is not the page's.
      if (name.startsWith('data-docsgen-')) continue;
      if (value === undefined || value === null || value === false || typeof value === 'function' || typeof value === 'object') continue;
      attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = value === true ? '' : String(value);
    }
    tags.push({ tag: element.type as HeadTag['tag'], attributes, ...(text !== undefined ? { text } : {}) });
  });
  return tags;
}

function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (isValidElement(child)) text += textOf((child.props as { children?: ReactNode }).children);
  });
  return text;
}
