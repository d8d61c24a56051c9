import type { Heading, Root, Text } from 'mdast';
import { SKIP, visit } from '../visit.js';

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/** Nodes whose children are inline content, where no heading can be: not walked into. */
const INLINE_PARENTS = new Set(['paragraph', 'heading', 'table']);

/** `### Title {#custom-id}` gives the heading an explicit id (rehypeHeadingIds keeps existing ids). */
export function remarkHeadingId() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'heading') setExplicitId(node);
      return INLINE_PARENTS.has(node.type) ? SKIP : undefined;
    });
  };
}

function setExplicitId(heading: Heading): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const match = EXPLICIT_ID.exec((last as Text).value);
  if (!match) return;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
}
