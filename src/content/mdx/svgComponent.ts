import type { Element } from 'hast';
import { htmlFragment } from './htmlFragment.js';
import { toHtml } from 'hast-util-to-html';

/**
 * An SVG file as a module whose default export is a React component, as Docusaurus's SVGR
 * loader makes it: it renders the file's `<svg>` with the file's attributes (in React's names)
 * and the props it is given spread over them (`className`, `width`, `role`, `title`…).
 * The SVG's children are written as they are; the page's sanitizer sees them like any HTML.
 */
export function svgComponent(source: string, file: string): string {
  const tree = htmlFragment(source, 'svg');
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new Error(`${file}: no <svg> element in the file`);
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(svg.properties)) {
    if (value === undefined || value === null || value === false) continue;
    // Namespace declarations are not needed (nor known to React) in an HTML page's inline SVG.
    if (name.startsWith('xmlns')) continue;
    if (name === 'style' && typeof value === 'string') attributes.style = styleObject(value);
    else attributes[name] = Array.isArray(value) ? value.join(' ') : value;
  }
  const inner = toHtml(svg.children, { space: 'svg' });
  return [
    "import { createElement } from 'react';",
    `const attributes = ${JSON.stringify(attributes)};`,
    `const inner = { __html: ${JSON.stringify(inner)} };`,
    'export default function SvgComponent({ title, children, ...props }) {',
    "  return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: title ? { __html: `<title>${String(title).replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>` + inner.__html } : inner });",
    '}',
    'export { SvgComponent as ReactComponent };',
  ].join('\n');
}

/** `fill: red; stroke-width: 2` → `{ fill: 'red', strokeWidth: '2' }` (custom properties kept as written). */
function styleObject(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    result[name.startsWith('--') ? name : name.toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return result;
}
