import type { Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { ADMONITION_TYPES } from './remarkAdmonitions.js';
import { mayHaveBlockDirectives } from './directiveHelpers.js';

/** Containers that may be written with a title after the name, or a space after the colons. */
const FENCED_NAMES: ReadonlySet<string> = new Set([...ADMONITION_TYPES, 'details']);
const OPENER = /^(:{3,})[ \t]*([a-z]+)(?=[ \t]|$)[ \t]*/i;
const CLOSER = /^(:{3,})[ \t]*$/;
// `mdxJsxFlowElement`: in MDX, `<div>` with blank lines inside holds blocks, an admonition among them (as in Docusaurus).
const BLOCK_PARENTS: ReadonlySet<string> = new Set(['blockquote', 'list', 'listItem', 'containerDirective', 'footnoteDefinition', 'mdxJsxFlowElement']);

interface Fence {
  kind: 'open' | 'close';
  name: string;
  title: PhrasingContent[];
}

type FenceParagraph = Paragraph & { data: { fence: Fence } };

/**
 * The container forms remark-directive does not read: `:::note Title` (Docusaurus's title
 * syntax) and `::: tip Title` (VitePress, a space after the colons). Both parse as plain
 * paragraphs, the closing `:::` included (sometimes as the last line of a paragraph or list
 * item). This finds those fence lines in the tree and turns what is between an opener and its
 * closer into the same `containerDirective` remark-directive makes of `:::note[Title]`, so the
 * admonition and details plugins handle every form alike. `titleAfterName: false` (Docusaurus's
 * `mdx1Compat.admonitions: false`) leaves `:::note Title` as the text it is in Docusaurus then.
 */
export function remarkFencedAdmonitions({ titleAfterName = true }: { titleAfterName?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirectives(file)) return;
    const splits: [Parent, Paragraph, Paragraph[]][] = [];
    let opened = false;
    visit(tree, 'paragraph', (node: Paragraph, _index: number | undefined, parent: Parent | undefined) => {
      const parts = parent && splitAtFences(node, titleAfterName);
      if (!parts) return;
      splits.push([parent, node, parts]);
      opened ||= parts.some((part) => fenceData(part)?.kind === 'open');
    });
    // Closing fences alone are text: nothing changes on a page without an opener.
    if (!opened) return;
    for (const [parent, node, parts] of splits) parent.children.splice(parent.children.indexOf(node as never), 1, ...(parts as never[]));
    group(tree);
  };
}

/** The paragraph cut into fence lines and the paragraphs between them; undefined without fences. */
function splitAtFences(paragraph: Paragraph, titleAfterName: boolean): Paragraph[] | undefined {
  const lines = toLines(paragraph.children);
  const fences = lines.map((line) => fenceOf(line, titleAfterName));
  if (!fences.some(Boolean)) return undefined;
  const startLine = paragraph.position?.start.line;
  const out: Paragraph[] = [];
  let pending: PhrasingContent[][] = [];
  let pendingStart = 0;
  const flush = (end: number) => {
    if (pending.length === 0) return;
    out.push({ type: 'paragraph', children: joinLines(pending), position: linePosition(startLine, pendingStart, end - 1, paragraph) });
    pending = [];
  };
  lines.forEach((line, i) => {
    const fence = fences[i];
    if (!fence) {
      if (pending.length === 0) pendingStart = i;
      pending.push(line);
      return;
    }
    flush(i);
    const marker: FenceParagraph = { type: 'paragraph', children: line, data: { fence }, position: linePosition(startLine, i, i, paragraph) };
    out.push(marker);
  });
  flush(lines.length);
  return out;
}

function fenceOf(line: PhrasingContent[], titleAfterName: boolean): Fence | undefined {
  const first = line[0];
  if (first?.type !== 'text') return undefined;
  if (line.length === 1 && CLOSER.test(first.value)) return { kind: 'close', name: '', title: [] };
  const open = OPENER.exec(first.value);
  if (!open || !FENCED_NAMES.has(open[2]!.toLowerCase())) return undefined;
  // `:::note Title` (the name right after the colons: the only form remark-directive leaves here without a space).
  if (!titleAfterName && first.value.startsWith(`${open[1]}${open[2]}`)) return undefined;
  const rest = first.value.slice(open[0].length);
  const title = trimEnd([...(rest ? [{ type: 'text', value: rest } as Text] : []), ...line.slice(1)]);
  return { kind: 'open', name: open[2]!.toLowerCase(), title };
}

/** Groups the children between fence markers into containers, outermost parents first. */
function group(parent: Parent): void {
  const out: RootContent[] = [];
  const open: ContainerDirective[] = [];
  const target = () => (open.at(-1)?.children ?? out) as RootContent[];
  for (const child of parent.children as RootContent[]) {
    const fence = fenceData(child);
    if (fence?.kind === 'open') {
      const container: ContainerDirective = { type: 'containerDirective', name: fence.name, attributes: {}, children: [], position: child.position && { start: child.position.start, end: child.position.end } };
      if (fence.title.length) container.children.push({ type: 'paragraph', data: { directiveLabel: true }, children: fence.title } as Paragraph);
      target().push(container);
      open.push(container);
      continue;
    }
    if (fence?.kind === 'close' && open.length) {
      closeAt(open.pop()!, child);
      continue;
    }
    if (fence?.kind === 'close') {
      target().push(asText(child as FenceParagraph));
      continue;
    }
    target().push(child);
    // A closer right under a list or quote is read as a lazy line of its last paragraph.
    const lazy = open.length ? takeLazyCloser(child) : undefined;
    if (lazy) closeAt(open.pop()!, lazy);
  }
  parent.children = out as never;
  // A JSX element a site's plugin made may have no `children` (mdast-util-mdx allows it).
  for (const child of parent.children) if (BLOCK_PARENTS.has(child.type) && Array.isArray((child as Parent).children)) group(child as Parent);
  // Fence lines that closed nothing read as what they are: text.
  parent.children = (parent.children as RootContent[]).map((child) => (fenceData(child) ? asText(child as FenceParagraph) : child)) as never;
}

function fenceData(node: RootContent): Fence | undefined {
  return node.type === 'paragraph' ? (node.data as { fence?: Fence } | undefined)?.fence : undefined;
}

function closeAt(container: ContainerDirective, closer: RootContent): void {
  if (container.position && closer.position) container.position.end = closer.position.end;
}

function takeLazyCloser(node: RootContent): RootContent | undefined {
  let current: RootContent = node;
  const chain: Parent[] = [];
  while ((current.type === 'list' || current.type === 'listItem' || current.type === 'blockquote') && current.children.length) {
    chain.push(current);
    current = current.children.at(-1) as RootContent;
  }
  if (chain.length === 0 || fenceData(current)?.kind !== 'close') return undefined;
  chain.at(-1)!.children.pop();
  return current;
}

function asText(marker: FenceParagraph): Paragraph {
  return { type: 'paragraph', children: marker.children, position: marker.position };
}

/** Splits phrasing content at the newlines of its top-level text nodes. */
function toLines(children: PhrasingContent[]): PhrasingContent[][] {
  const lines: PhrasingContent[][] = [[]];
  for (const child of children) {
    if (child.type !== 'text' || !child.value.includes('\n')) {
      lines.at(-1)!.push(child);
      continue;
    }
    child.value.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines.at(-1)!.push({ type: 'text', value: part });
    });
  }
  return lines;
}

function joinLines(lines: PhrasingContent[][]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  lines.forEach((line, i) => {
    if (i > 0) out.push({ type: 'text', value: '\n' });
    out.push(...line);
  });
  // Adjacent text nodes back into one, as the parser makes them.
  return out.reduce<PhrasingContent[]>((merged, node) => {
    const last = merged.at(-1);
    if (last?.type === 'text' && node.type === 'text') merged[merged.length - 1] = { type: 'text', value: last.value + node.value };
    else merged.push(node);
    return merged;
  }, []);
}

function trimEnd(nodes: PhrasingContent[]): PhrasingContent[] {
  const last = nodes.at(-1);
  if (last?.type === 'text') {
    const value = last.value.replace(/[ \t]+$/, '');
    return value ? [...nodes.slice(0, -1), { type: 'text', value }] : nodes.slice(0, -1);
  }
  return nodes;
}

/** Lines `first`..`last` of a paragraph (soft breaks keep each source line on its own line). */
function linePosition(startLine: number | undefined, first: number, last: number, paragraph: Paragraph): Paragraph['position'] {
  if (startLine === undefined || !paragraph.position) return undefined;
  const column = first === 0 ? paragraph.position.start.column : 1;
  return { start: { line: startLine + first, column }, end: { line: startLine + last, column: 1 } };
}
