import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { asElement, takeDirectiveLabel, mayHaveBlockDirective } from './directiveHelpers.js';

/** `:::details[Summary text]` … `:::` → `<details><summary>`. */
export function remarkDetails() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirective(file, 'details')) return;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'details') return;
      const label = takeDirectiveLabel(node) ?? [{ type: 'text' as const, value: 'Details' }];
      const summary = { type: 'paragraph' as const, data: { hName: 'summary' }, children: label };
      node.children = [summary, ...node.children] as never;
      asElement(node, 'details', { className: ['details'] });
    });
  };
}
