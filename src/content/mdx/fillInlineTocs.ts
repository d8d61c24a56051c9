import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from '../visit.js';

const HEADING = /^h([2-6])$/;

/**
 * Each `<TOCInline>` placeholder of a rendered page becomes a nested list of links to the headings
 * it names (by level and text, in page order, each heading used once), now that they have ids.
 * A heading the page no longer has is left out.
 */
export function fillInlineTocs(tree: Root): void {
  const placeholders: Element[] = [];
  const headings: { level: number; text: string; id: string }[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.properties.dataTocInline !== undefined) placeholders.push(node);
    const level = HEADING.exec(node.tagName)?.[1];
    if (level && typeof node.properties.id === 'string') headings.push({ level: Number(level), text: toString(node).trim(), id: node.properties.id });
  });
  for (const placeholder of placeholders) {
    const wanted = JSON.parse(String(placeholder.properties.dataTocInline)) as [number, string][];
    delete placeholder.properties.dataTocInline;
    const used = new Set<number>();
    const root: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
    // The list open at each level; a deeper heading nests in the last item above it.
    const stack: { level: number; list: Element }[] = [{ level: 0, list: root }];
    for (const [level, text] of wanted) {
      const index = headings.findIndex((heading, i) => !used.has(i) && heading.level === level && heading.text === text);
      if (index === -1) continue;
      used.add(index);
      while (stack.length > 1 && stack[stack.length - 1]!.level >= level) stack.pop();
      const parent = stack[stack.length - 1]!;
      const item: Element = {
        type: 'element',
        tagName: 'li',
        properties: {},
        children: [{ type: 'element', tagName: 'a', properties: { href: `#${headings[index]!.id}` }, children: [{ type: 'text', value: text }] }],
      };
      parent.list.children.push(item);
      const nested: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
      item.children.push(nested);
      stack.push({ level, list: nested });
    }
    removeEmptyLists(root);
    placeholder.children = root.children.length > 0 ? [root] : [];
  }
}

function removeEmptyLists(list: Element): void {
  for (const item of list.children as Element[]) {
    item.children = item.children.filter((child: ElementContent) => !(child.type === 'element' && child.tagName === 'ul' && child.children.length === 0));
    for (const child of item.children) if (child.type === 'element' && child.tagName === 'ul') removeEmptyLists(child);
  }
}
