import type { Element, Root } from 'hast';
import { randomBytes } from 'node:crypto';
import rehypeRaw from 'rehype-raw';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * Parses the raw HTML of a page (`html` nodes of the Markdown) into elements, as a browser would,
 * with positions that are the file's own. Pages without raw HTML are left alone (the round trip
 * through an HTML parser costs time); `file.data.rawHtml`, when the Markdown processor sets it,
 * says whether there is any, else the tree is searched. The parser drops every element's `data` (a code fence's
 * meta string lives there), so it is kept aside and put back. What the HTML may not do is removed
 * later, by `rehypeSafeHtml`.
 */
export function rehypeRawHtml() {
  const parse = rehypeRaw() as unknown as (tree: Root, file: VFile) => Root;
  return (tree: Root, file: VFile): Root => {
    if (!(file.data.rawHtml ?? hasRawNode(tree))) return tree;
    // A per-page random attribute name: raw HTML cannot claim another element's data.
    const key = `dataDocsgen${randomBytes(6).toString('hex')}`;
    const kept: NonNullable<Element['data']>[] = [];
    visit(tree, 'element', (node: Element) => {
      if (!node.data) return;
      node.properties[key] = kept.length;
      kept.push(node.data);
    });
    const parsed = parse(tree, file);
    visit(parsed, 'element', (node: Element) => {
      const index = node.properties[key];
      if (index === undefined) return;
      delete node.properties[key];
      node.data = kept[Number(index)];
    });
    return parsed;
  };
}

function hasRawNode(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}

declare module 'vfile' {
  interface DataMap {
    /** Whether the page's Markdown had raw HTML (set by the Markdown processor). */
    rawHtml: boolean;
  }
}
