import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { DETAILS_WORDS } from '../../shared/themeMessages.js';
import { asElement, takeDirectiveLabel, mayHaveBlockDirective } from './directiveHelpers.js';

/**
 * `:::details[Summary text]` … `:::` → `<details><summary>`; without a label the summary is the
 * locale's word for it (`summary`, see DETAILS_WORDS), else "Details".
 */
export function remarkDetails({ summary: word }: { summary?: string | undefined } = {}) {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirective(file, 'details')) return;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'details') return;
      const label = takeDirectiveLabel(node) ?? [{ type: 'text' as const, value: word ?? DETAILS_WORDS['theme.Details.summary'] }];
      const summary = { type: 'paragraph' as const, data: { hName: 'summary' }, children: label };
      node.children = [summary, ...node.children] as never;
      asElement(node, 'details', { className: ['details'] });
    });
  };
}
