import type { Element, Root as HastRoot } from 'hast';
import type { Code, Root } from 'mdast';
import { toString } from 'hast-util-to-string';
import { MERMAID_TAG } from '../../shared/mermaid.js';
import { visit } from '../visit.js';

/**
 * `markdown.mermaid`: a ```` ```mermaid ```` fence becomes `<docsgen-mermaid>` holding its source
 * as text, no code block (in an MDX page a `pre` would render through the site's CodeBlock
 * component, a swizzled one included). After the page's render (an MDX page's too) rehypeMermaid
 * puts the source in a `pre`: the theme frames it as a code block, what readers without JavaScript
 * see until the diagram script draws the diagram.
 */
export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index: number | undefined, parent: { children: unknown[] } | undefined) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return undefined;
      parent.children[index] = { type: 'mermaidDiagram', value: node.value, position: node.position, data: { hName: MERMAID_TAG, hProperties: {}, hChildren: [{ type: 'text', value: node.value }] } };
      return undefined;
    });
  };
}

/** `<docsgen-mermaid>source</docsgen-mermaid>` → `<docsgen-mermaid><pre>source</pre></docsgen-mermaid>` (see remarkMermaid). */
export function rehypeMermaid() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== MERMAID_TAG) return undefined;
      // A fence's text, or the `pre` of an @theme/Mermaid.
      const text = toString(node);
      node.children = [{ type: 'element', tagName: 'pre', properties: { className: ['docsgen-mermaid__source'] }, children: [{ type: 'text', value: text }] }];
      return 'skip';
    });
  };
}
