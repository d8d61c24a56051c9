import type { Root, Text } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const KNOWN_CONTAINERS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'tabs', 'tab', 'details']);
const KNOWN_LEAVES = new Set(['youtube']);

/**
 * remark-directive reads `10:30` or `see:pick` as a text directive. Text directives are not part
 * of our syntax, so they turn back into the text the author wrote; unknown block directives are
 * an error, since they are almost always a typo.
 */
export function remarkUnknownDirectives() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' && parent && index !== undefined) {
        const directive = node as TextDirective;
        const label = directive.children.map((child) => ('value' in child ? child.value : '')).join('');
        const text: Text = { type: 'text', value: `:${directive.name}${label ? `[${label}]` : ''}` };
        parent.children.splice(index, 1, text as never);
        return SKIP;
      }
      if (node.type === 'leafDirective' && !KNOWN_LEAVES.has((node as LeafDirective).name)) {
        file.fail(`unknown directive \`::${(node as LeafDirective).name}\``, node);
      }
      if (node.type === 'containerDirective' && !KNOWN_CONTAINERS.has((node as { name: string }).name)) {
        file.fail(`unknown directive \`:::${(node as { name: string }).name}\` (known: ${[...KNOWN_CONTAINERS].join(', ')})`, node);
      }
      return undefined;
    });
  };
}
