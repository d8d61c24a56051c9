import type { Element, ElementContent, Root } from 'hast';

import type { SearchDoc } from '../shared/searchTypes.js';

const SECTION_HEADING = new Set(['h2', 'h3']);

/** Splits a page body into one search document per h2/h3 section (plus the intro before them). */
export function splitSections(tree: Root, page: { title: string; route: string }): SearchDoc[] {
  const sections: SearchDoc[] = [];
  let current: SearchDoc = { id: page.route, title: page.title, heading: '', text: '', url: page.route };
  const parts: string[] = [];
  const flush = () => {
    current.text = parts.join('').replace(/\s+/g, ' ').trim();
    if (current.text || current.heading) sections.push(current);
    parts.length = 0;
  };
  for (const node of tree.children) {
    if (node.type === 'element' && SECTION_HEADING.has(node.tagName)) {
      flush();
      const id = String((node as Element).properties.id ?? '');
      const heading = textOf(node as Element).replace(/#$/, '').trim();
      current = { id: `${page.route}#${id}`, title: page.title, heading, text: '', url: `${page.route}#${id}` };
    } else if (node.type === 'element' || node.type === 'text') {
      // The block's text, a space from the one before.
      if (parts.length > 0) parts.push(' ');
      textInto(node as ElementContent, parts);
    }
  }
  flush();
  return sections;
}

const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var']);

/**
 * Text of a node, with block boundaries kept as spaces (code lines stay separate words). Inline
 * elements add no space, so `keepLocalCopy(` in a highlighted block or `**Im**portant` stay whole.
 */
function textOf(node: ElementContent): string {
  const parts: string[] = [];
  textInto(node, parts);
  return parts.join('');
}

/** textOf's pieces, pushed onto `parts` (one array a section, not a string made at every level). */
function textInto(node: ElementContent, parts: string[]): void {
  if (node.type === 'text') {
    parts.push(node.value);
    return;
  }
  if (node.type !== 'element' || node.tagName === 'button') return;
  // A highlighted or numbered code line (`span.line`) is inline too: the highlighter already puts a
  // newline between lines, so adding one here would double it.
  for (const child of node.children) {
    if (child.type === 'element' && !INLINE.has(child.tagName)) {
      parts.push(' ');
      textInto(child, parts);
      parts.push(' ');
    } else textInto(child, parts);
  }
}
