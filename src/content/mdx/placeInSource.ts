import type { Element, Root } from 'hast';
import { escapeRegExp } from '../../shared/escapeRegExp.js';
import type { PartialPosition } from '../extractFacts.js';
import { visit } from '../visit.js';

/** A file of the site a React page is written in: the page, then the components it imports. */
export interface SourceText {
  /** Relative to the site's folder, as messages name it. */
  display: string;
  text: string;
}

/**
 * Places a React page's links (`a[href]`) and images (`img[src]`) where its source writes them.
 * The tree is parsed back from the rendered HTML, so its positions are the HTML's (line 1, column
 * 84), which name nothing an author can find. Each value is looked up as a string literal
 * (`'x'`, `"x"`, `` `x` ``) in the page's file, then in the site's files it imports (a component's
 * link is named in its own file, as a partial's is): as rendered, without the site's base, and
 * without the leading slash (`useBaseUrl('docs/x')` renders `/docs/x`). A value found nowhere (built
 * from parts) keeps no position: the message names the page's file alone.
 */
export function placeInSource(tree: Root, sources: SourceText[], baseUrl: string): void {
  const [page, ...others] = sources;
  visit(tree, 'element', (node: Element) => {
    const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
    const value = attribute ? node.properties[attribute] : undefined;
    if (typeof value !== 'string') return;
    delete node.position;
    const found = findLiteral(page, value, baseUrl);
    if (found) {
      node.position = { start: found, end: found };
      return;
    }
    for (const source of others) {
      const there = findLiteral(source, value, baseUrl);
      if (!there) continue;
      const partialPosition: PartialPosition = { file: source.display, ...there };
      node.data = { ...node.data, partialPosition } as Element['data'];
      return;
    }
  });
}

function findLiteral(source: SourceText | undefined, value: string, baseUrl: string): { line: number; column: number } | undefined {
  if (!source || value === '') return undefined;
  const bare = baseUrl !== '/' && value.startsWith(baseUrl) ? `/${value.slice(baseUrl.length)}` : value;
  const candidates = [...new Set([value, bare, bare.replace(/^\//, '')])].filter((candidate) => candidate !== '');
  for (const candidate of candidates) {
    const match = new RegExp(`(['"\`])${escapeRegExp(candidate)}\\1`).exec(source.text);
    if (!match) continue;
    const before = source.text.slice(0, match.index);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { line: before.split('\n').length, column: match.index - lineStart + 1 };
  }
  return undefined;
}
