import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/** `### Title {#custom-id}` gives the heading an explicit id (rehype-slug keeps existing ids). */
export function remarkHeadingId() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== 'text') return;
      const match = EXPLICIT_ID.exec((last as Text).value);
      if (!match) return;
      (last as Text).value = (last as Text).value.slice(0, match.index);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
    });
  };
}
