import type { ElementContent, Element } from 'hast';
import { escapeText } from '../shared/escapeMarkup.js';

/** The inline elements a table-of-contents entry keeps, as Docusaurus's TOC `value` does. */
const KEPT = new Set(['code', 'em', 'strong', 'del']);


/**
 * A heading's content as the HTML of its table-of-contents entry: its text, with its inline code,
 * emphasis, strong and struck-through parts kept as those elements (a link is its text). Undefined
 * when it has none of them: the entry is then its plain text.
 */
export function headingHtml(heading: Element): string | undefined {
  let kept = false;
  const html = (nodes: ElementContent[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return escapeText(node.value);
        if (node.type !== 'element') return '';
        if (!KEPT.has(node.tagName)) return html(node.children);
        kept = true;
        return `<${node.tagName}>${html(node.children)}</${node.tagName}>`;
      })
      .join('');
  const result = html(heading.children).trim();
  return kept ? result : undefined;
}
