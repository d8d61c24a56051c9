import type { Link, Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { SKIP, visit } from '../visit.js';
import type { VFile } from 'vfile';
import { mayHaveBlockDirectives, mayHaveTextDirectives } from './directiveHelpers.js';
import { ADMONITION_TYPES } from './remarkAdmonitions.js';

export const KNOWN_CONTAINERS: readonly string[] = [...ADMONITION_TYPES, 'tabs', 'tab', 'details'];
export const KNOWN_LEAVES: readonly string[] = ['youtube'];

const [linkLiterals] = gfmAutolinkLiteralFromMarkdown().transforms as [(tree: Root) => void];

/**
 * remark-directive reads `10:30`, `see:pick` or `mailto:jane@example.com` as text directives.
 * Text directives are not part of docsgen's syntax, so they turn back into the text the author
 * wrote, and GFM's link literals run again over the restored text. An unknown leaf directive is
 * put back as the line it was; an unknown container keeps its content, unboxed, with a warning.
 */
export function remarkUnknownDirectives() {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirectives(file) && !mayHaveTextDirectives(file)) return;
    const source = String(file.value);
    const restoredIn = new Set<Parent>();
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, ...(restoreText(node as TextDirective, source) as never[]));
        restoredIn.add(parent);
        // Nested directives (`a:b[c:d[e]]`) are visited next.
        return index;
      }
      if (node.type === 'leafDirective' && !KNOWN_LEAVES.includes((node as LeafDirective).name)) {
        const leaf = node as LeafDirective;
        const paragraph: Paragraph = { type: 'paragraph', children: restoreText(leaf, source), position: leaf.position };
        parent.children.splice(index, 1, paragraph as never);
        restoredIn.add(paragraph);
        return SKIP;
      }
      if (node.type === 'containerDirective' && !KNOWN_CONTAINERS.includes((node as ContainerDirective).name)) {
        const container = node as ContainerDirective;
        file.message(`unknown directive \`:::${container.name}\`: its content is shown without a box (known: ${KNOWN_CONTAINERS.join(', ')})`, container);
        const label = container.children[0] as Paragraph & { data?: { directiveLabel?: boolean } };
        if (label?.type === 'paragraph' && label.data?.directiveLabel) label.data = {};
        container.data = { hName: 'div', hProperties: { className: ['directive', `directive--${container.name}`] } };
      }
      return undefined;
    });
    for (const parent of restoredIn) relink(parent, source);
  };
}

/** A link GFM made of bare text (`txt@bin.com`, `www.x.org`): its source is just its text. */
function isLiteral(link: Link, source: string): boolean {
  const text = link.children.length === 1 && link.children[0]!.type === 'text' ? link.children[0].value : undefined;
  if (text === undefined) return false;
  const { start, end } = link.position ?? {};
  return start?.offset === undefined || end?.offset === undefined || source.slice(start.offset, end.offset) === text;
}

/** The directive's source as written (`16:9{.x}` keeps its braces), keeping its label's nodes. */
function restoreText(directive: TextDirective | LeafDirective, source: string): PhrasingContent[] {
  const start = directive.position?.start.offset;
  const end = directive.position?.end.offset;
  const prefix = directive.type === 'leafDirective' ? '::' : ':';
  if (start === undefined || end === undefined) {
    const label = directive.children.map((child) => ('value' in child ? child.value : '')).join('');
    return [{ type: 'text', value: `${prefix}${directive.name}${label ? `[${label}]` : ''}` }];
  }
  const raw = source.slice(start, end);
  const first = directive.children[0]?.position?.start.offset;
  const last = directive.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return [{ type: 'text', value: raw }];
  // `x:y[**bold**]` stays bold.
  return [{ type: 'text', value: raw.slice(0, first - start) }, ...directive.children, { type: 'text', value: raw.slice(last - start) }];
}

/**
 * GFM's link literals ran before the directives were put back, on text cut at each directive:
 * `mailto:jane@example.com` was no link, and in `xmpp:foo@bar.baz/txt@bin.com` only the last
 * part was. Undo the links that pass made in this parent, rejoin the text, and run it again.
 */
function relink(parent: Parent, source: string): void {
  const children: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    const node: RootContent = child.type === 'link' && isLiteral(child, source) ? { type: 'text', value: (child.children[0] as Text).value } : child;
    const last = children.at(-1);
    if (node.type === 'text' && last?.type === 'text') children[children.length - 1] = { type: 'text', value: last.value + node.value, position: last.position };
    else children.push(node);
  }
  parent.children = children as never;
  linkLiterals({ type: 'root', children: [parent as never] });
}
