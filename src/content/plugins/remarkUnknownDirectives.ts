import type { Root, Text } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { mayHaveBlockDirectives, mayHaveTextDirectives } from './directiveHelpers.js';

const KNOWN_CONTAINERS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'tabs', 'tab', 'details']);
const KNOWN_LEAVES = new Set(['youtube']);

/**
 * remark-directive reads `10:30` or `see:pick` as a text directive. Text directives are not part
 * of our syntax, so they turn back into the text the author wrote; unknown block directives are
 * an error, since they are almost always a typo.
 */
export function remarkUnknownDirectives() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirectives(file) && !mayHaveTextDirectives(file)) return;
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' && parent && index !== undefined) {
        const directive = node as TextDirective;
        const start = directive.position?.start.offset;
        const end = directive.position?.end.offset;
        if (start === undefined || end === undefined) {
          const label = directive.children.map((child) => ('value' in child ? child.value : '')).join('');
          parent.children.splice(index, 1, { type: 'text', value: `:${directive.name}${label ? `[${label}]` : ''}` } as Text as never);
          return SKIP;
        }
        // The source as written (`16:9{.x}` keeps its braces), with a label's own nodes kept in
        // between (`x:y[**bold**]` stays bold); nested directives are visited next.
        const raw = String(file.value).slice(start, end);
        const first = directive.children[0]?.position?.start.offset;
        const last = directive.children.at(-1)?.position?.end.offset;
        const replacement =
          first === undefined || last === undefined
            ? [{ type: 'text', value: raw }]
            : [{ type: 'text', value: raw.slice(0, first - start) }, ...directive.children, { type: 'text', value: raw.slice(last - start) }];
        parent.children.splice(index, 1, ...(replacement as never[]));
        return index;
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
