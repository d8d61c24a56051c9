import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { asElement, takeDirectiveLabel, mayHaveBlockDirectives } from './directiveHelpers.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const defaultTitles: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/** `:::note[Optional title]` … `:::` → `<aside class="admonition admonition--note">`. */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirectives(file)) return;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const label = takeDirectiveLabel(node);
      const title = {
        type: 'paragraph' as const,
        data: { hName: 'p', hProperties: { className: ['admonition__title'] } },
        children: label ?? [{ type: 'text' as const, value: defaultTitles[node.name]! }],
      };
      const body = {
        type: 'blockquote' as const,
        data: { hName: 'div', hProperties: { className: ['admonition__body'] } },
        children: node.children,
      };
      node.children = [title, body] as never;
      asElement(node, 'aside', { className: ['admonition', `admonition--${node.name}`], dataAdmonition: node.name });
    });
  };
}
