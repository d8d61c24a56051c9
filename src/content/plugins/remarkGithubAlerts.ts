import type { Blockquote, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { mayHaveAlerts } from './directiveHelpers.js';

/** GitHub's alert types and the admonition each becomes. */
const ALERTS: Record<string, string> = { NOTE: 'note', TIP: 'tip', IMPORTANT: 'important', WARNING: 'warning', CAUTION: 'caution' };
const MARKER = /^\[!([a-z]+)\][ \t]*(?:\n|$)/i;

/**
 * GitHub alerts: a blockquote whose first line is `[!NOTE]` (TIP, IMPORTANT, WARNING, CAUTION;
 * any case) becomes the container directive `:::note` would, for the admonition plugin.
 */
export function remarkGithubAlerts() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveAlerts(file)) return;
    visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
      const paragraph = node.children[0];
      if (!parent || index === undefined || paragraph?.type !== 'paragraph') return;
      const text = paragraph.children[0];
      if (text?.type !== 'text') return;
      const marker = MARKER.exec(text.value);
      const name = marker && ALERTS[marker[1]!.toUpperCase()];
      if (!name) return;
      text.value = text.value.slice(marker[0].length);
      if (text.value === '') paragraph.children.shift();
      // A hard break (`[!NOTE]\` or two trailing spaces) after the marker goes with it.
      if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
      const children = paragraph.children.length ? node.children : node.children.slice(1);
      const container: ContainerDirective = { type: 'containerDirective', name, attributes: {}, children: children as ContainerDirective['children'], position: node.position };
      parent.children.splice(index, 1, container as never);
    });
  };
}
