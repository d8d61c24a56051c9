import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';

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

/**
 * Cheap pre-checks on the source, so the directive plugins skip their tree walk on the many pages
 * that use none. Block directives (`::leaf`, `:::container`) need two colons in a row; a text
 * directive needs a colon followed by a name character (not whitespace, not punctuation).
 */
export function mayHaveBlockDirectives(file: VFile): boolean {
  return String(file.value).includes('::');
}

/**
 * A block directive's name follows its colons as written (`::::tabs`, `::youtube`), or after
 * spaces in the VitePress form (`::: details`).
 */
export function mayHaveBlockDirective(file: VFile, name: string): boolean {
  const source = String(file.value);
  return source.includes(`::${name}`) || (source.includes(`:: `) && new RegExp(`::[ \\t]+${name}`).test(source));
}

export function mayHaveTextDirectives(file: VFile): boolean {
  return /:[^\s!-/:-@[-`{-~]/.test(String(file.value));
}

/** GitHub's alert marker (`> [!NOTE]`) can only be in a page that has `[!`. */
export function mayHaveAlerts(file: VFile): boolean {
  return String(file.value).includes('[!');
}
