import { createElement } from 'react';
import { MERMAID_TAG } from '../../../shared/mermaid.js';

/**
 * `@theme/Mermaid` (@docusaurus/theme-mermaid's `<Mermaid value="graph TD; A-->B" />`): the markup
 * a ```` ```mermaid ```` fence becomes, its source as a code block, which the diagram script draws
 * as a fence's (with `markdown.mermaid` on; without it the source stays shown).
 */
export function Mermaid({ value }: { value: string }) {
  return createElement(MERMAID_TAG, null, <pre className="docsgen-mermaid__source">{value}</pre>);
}
