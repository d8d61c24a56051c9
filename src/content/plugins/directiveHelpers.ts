import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

/** remark-directive puts `:::name[label]` into a first paragraph flagged `directiveLabel`. */
export function takeDirectiveLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0] as (Paragraph & { data?: { directiveLabel?: boolean } }) | undefined;
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    node.children.shift();
    return first.children;
  }
  return undefined;
}

/** Sets the hast element a directive node becomes. */
export function asElement(node: RootContent, tagName: string, properties: Record<string, unknown>): void {
  node.data = { ...node.data, hName: tagName, hProperties: properties as never };
}
