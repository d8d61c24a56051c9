import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { asElement, mayHaveBlockDirective } from './directiveHelpers.js';

/**
 * `::::tabs{group="os"}` holding `:::tab{label="Android"}` blocks. Rendered as plain sections
 * (each with its label) so every tab reads without JavaScript; the browser bundle turns them
 * into a tab list and remembers the choice per group; with `queryString` the choice is also kept in
 * the URL's query (under the group's name, or the key given).
 */
export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirective(file, 'tabs')) return;
    let counter = 0;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name === 'tabs') tabsToElements(node, `tabs-${idPrefix(file)}${++counter}`, file);
    });
  };
}

/**
 * What a file's tab ids start with after their kind: nothing in a page, its prefix and a dash in an
 * MDX partial (set by the compiler), so a partial's tabs do not take the ids of the page's own.
 */
export function idPrefix(file: VFile): string {
  return file.data.idPrefix ? `${file.data.idPrefix}-` : '';
}

/** One `tabs` block (its children all `tab` blocks) → the tab group's elements, its panels' ids `<id>-<n>`. */
export function tabsToElements(node: ContainerDirective, id: string, file: VFile): void {
  const group = node.attributes?.group ?? '';
  const tabs = node.children.filter((child): child is ContainerDirective => child.type === 'containerDirective' && child.name === 'tab');
  if (tabs.length === 0 || tabs.length !== node.children.length) {
    file.fail('a `tabs` block may only contain `:::tab{label="…"}` blocks', node);
  }
  tabs.forEach((tab, index) => {
    const label = tab.attributes?.label;
    if (!label) file.fail('a `:::tab` needs a label: :::tab{label="Android"}', tab);
    const value = tab.attributes?.value ?? label!.toLowerCase();
    const heading = {
      type: 'paragraph' as const,
      data: { hName: 'p', hProperties: { className: ['tabs__label'] } },
      children: [{ type: 'text' as const, value: label! }],
    };
    tab.children = [heading, ...tab.children] as never;
    asElement(tab, 'div', {
      className: ['tabs__panel'],
      role: 'tabpanel',
      id: `${id}-${index}`,
      dataLabel: label,
      dataValue: value,
    });
  });
  const queryString = node.attributes?.queryString;
  if (queryString === '' && !group) file.fail('`queryString` without a value needs a `group` to use as the query key (or give one: queryString="os")', node);
  const classes = ['tabs', ...(node.attributes?.class ?? '').split(/\s+/).filter(Boolean)];
  asElement(node, 'div', { className: classes, dataGroup: group || undefined, dataTabs: id, dataQueryKey: queryString == null ? undefined : queryString || group });
}

declare module 'vfile' {
  interface DataMap {
    /** Set on an MDX partial's file: what the ids its plugins make start with. */
    idPrefix: string;
  }
}
