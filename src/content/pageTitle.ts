import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';

const DESCRIPTION_MAX = 160;

/**
 * Removes the body's leading `h1` (only when it is the first thing on the page) and returns its
 * text: the theme renders the title as the page's one h1.
 */
export function takeLeadingH1(tree: Root): string | undefined {
  const index = leadingH1Index(tree);
  if (index === -1) return undefined;
  const [first] = tree.children.splice(index, 1);
  return toString(first!).trim() || undefined;
}

/** The text of the body's leading `h1`, left in place (a page with `hide_title`). */
export function leadingH1Text(tree: Root): string | undefined {
  const index = leadingH1Index(tree);
  return index === -1 ? undefined : toString(tree.children[index]!).trim() || undefined;
}

/**
 * Docusaurus's content title when it is not the body's first node (`&nbsp;` or an intro paragraph
 * before it): the page's first heading, when it is an h1 and no thematic break comes before it.
 * It stays in place, wrapped in a `<header>` as Docusaurus's Markdown loader wraps it (so the
 * stylesheet's `h1:first-child`, the 3rem title, takes it), and its text is returned; undefined
 * (the tree untouched) when the body starts with its h1 (see takeLeadingH1) or has no such heading.
 */
export function wrapLaterContentTitle(tree: Root): string | undefined {
  if (leadingH1Index(tree) !== -1) return undefined;
  const index = contentTitleIndex(tree);
  if (index === -1) return undefined;
  const heading = tree.children[index] as Element;
  tree.children[index] = { type: 'element', tagName: 'header', properties: {}, children: [heading] };
  return toString(heading).trim() || undefined;
}

/**
 * A blog post's content title taken out of its body, wherever it is, as Docusaurus's blog takes it
 * (its layout renders the post's title): its text, whether it opened the body (only then may it
 * title the post), and its line; undefined when the body has no content title.
 */
export function takeContentTitle(tree: Root): { text: string | undefined; leading: boolean; line: number | undefined } | undefined {
  const index = contentTitleIndex(tree);
  if (index === -1) return undefined;
  const leading = leadingH1Index(tree) === index;
  const [heading] = tree.children.splice(index, 1);
  return { text: toString(heading!).trim() || undefined, leading, line: heading!.position?.start.line };
}

/** Docusaurus's content title among the body's top-level nodes: its first heading, when an h1 and no thematic break comes before it; -1 without one. */
function contentTitleIndex(tree: Root): number {
  const index = tree.children.findIndex((node) => node.type === 'element' && /^(h[1-6]|hr)$/.test(node.tagName));
  const node = tree.children[index];
  return node?.type === 'element' && node.tagName === 'h1' ? index : -1;
}

function leadingH1Index(tree: Root): number {
  const index = tree.children.findIndex((node) => node.type !== 'text' || node.value.trim() !== '');
  const first = tree.children[index];
  return first?.type === 'element' && first.tagName === 'h1' ? index : -1;
}

/** The text of the body's first top-level paragraph, cut at a word near 160 characters. */
export function firstParagraph(tree: Root): string {
  const paragraph = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'p');
  if (!paragraph) return '';
  const text = toString(paragraph).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}
