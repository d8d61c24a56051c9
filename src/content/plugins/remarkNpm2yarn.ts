import type { Code, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import convert from 'npm-to-yarn';
import { SKIP, visit } from '../visit.js';
import type { VFile } from 'vfile';
import { idPrefix, tabsToElements } from './remarkTabs.js';

/** The package managers a block is shown for, in tab order: Docusaurus 3's default converters (yarn, pnpm, bun). */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
  { value: 'bun', label: 'Bun' },
] as const;

/**
 * A code block with `npm2yarn` in its meta (```` ```bash npm2yarn ````), as Docusaurus's plugin of
 * that name reads it: tabs with the npm commands and the same commands for Yarn, pnpm and Bun
 * (converted by npm-to-yarn), in the tab group `npm2yarn`, so a reader's choice holds for every
 * such block of the site.
 */
export function remarkNpm2yarn() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('npm2yarn')) return;
    let counter = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || !node.meta || !/(^|\s)npm2yarn(\s|$)/.test(node.meta)) return;
      const meta = node.meta.replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim() || null;
      const tabs: ContainerDirective = {
        type: 'containerDirective',
        name: 'tabs',
        attributes: { group: 'npm2yarn' },
        children: MANAGERS.map(({ value, label }) => ({
          type: 'containerDirective',
          name: 'tab',
          attributes: { label, value },
          children: [{ ...node, meta, value: value === 'npm' ? node.value : convert(node.value, value) }],
        })),
        ...(node.position ? { position: node.position } : {}),
      };
      tabsToElements(tabs, `npm2yarn-${idPrefix(file)}${++counter}`, file);
      parent.children[index] = tabs;
      return SKIP;
    });
  };
}
