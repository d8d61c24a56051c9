import type { PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { asElement, takeDirectiveLabel, mayHaveAlerts, mayHaveBlockDirectives } from './directiveHelpers.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;
const defaultTitles: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/**
 * An admonition container → `<aside class="admonition admonition--note">`. The title is the
 * directive's label (`:::note[Title]`, and the forms remarkFencedAdmonitions reads), else its
 * `title` attribute (`:::note{title="Title"}`), else the type's name.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirectives(file) && !mayHaveAlerts(file)) return;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const label = takeDirectiveLabel(node);
      const attribute = node.attributes?.title;
      const titleText: PhrasingContent[] = [{ type: 'text', value: attribute || defaultTitles[node.name]! }];
      const title = {
        type: 'paragraph' as const,
        data: { hName: 'p', hProperties: { className: ['admonition__title'] } },
        children: label?.length ? label : titleText,
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
