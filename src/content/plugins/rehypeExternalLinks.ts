import type { Element, Root } from 'hast';
import { visit } from '../visit.js';

/** External links in content open in a new tab, without handing over `window.opener`. */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = node.properties.href;
      if (typeof href !== 'string' || !/^https?:\/\//.test(href)) return;
      node.properties.target ??= '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}
