import type { Root, RootContent } from 'mdast';
import { visit } from './visit.js';
import { VFile } from 'vfile';

/**
 * Source characters parsed at once in a big page. The Markdown parser holds every token of what it
 * parses until it builds the tree, several hundred bytes per source byte: a 4 MB page parsed whole
 * peaked near 1 GB, and parsed in pieces of this size it stays a few hundred MB.
 */
export const CHUNK_CHARS = 256 * 1024;

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const DIRECTIVE_OPEN = /^ {0,3}(:{3,})[ \t]*[A-Za-z]/;
const DIRECTIVE_CLOSE = /^ {0,3}(:{3,})[ \t]*$/;
const HEADING = /^#{1,6}(?:[ \t]|$)/;
// A definition (`[label]: url`) or footnote (`[^label]: text`) can be used anywhere in the page.
const DEFINITION = /^ {0,3}\[[^\]]*\]:/;
// Raw HTML blocks that do not end at a blank line (CommonMark's kinds 1 to 5), with their ends.
const HTML_BLOCKS: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/**
 * Where a page's Markdown can be cut into pieces that parse to the same trees as the whole: before
 * an ATX heading at the start of a line after a blank line, outside any fenced code, container
 * directive or multi-line raw HTML (such a heading closes every list and block quote). Cuts come
 * at least `size` characters apart. None at all when the page has a definition or footnote, which
 * other pieces could use.
 */
export function chunkStarts(markdown: string, size = CHUNK_CHARS): number[] {
  const starts = [0];
  let fence: { char: string; length: number } | undefined;
  let htmlEnd: RegExp | undefined;
  const directives: number[] = [];
  let blankBefore = true;
  for (let start = 0; start < markdown.length; ) {
    const newline = markdown.indexOf('\n', start);
    const end = newline === -1 ? markdown.length : newline;
    const line = markdown.slice(start, end);
    const blank = line.trim() === '';
    if (fence) {
      const close = FENCE_CLOSE.exec(line)?.[1];
      if (close && close[0] === fence.char && close.length >= fence.length) fence = undefined;
    } else if (htmlEnd) {
      if (htmlEnd.test(line)) htmlEnd = undefined;
    } else {
      if (DEFINITION.test(line)) return [0];
      const open = FENCE_OPEN.exec(line)?.[1];
      const html = HTML_BLOCKS.find(([opens]) => opens.test(line));
      if (open && !(open[0] === '`' && line.slice(line.indexOf(open) + open.length).includes('`'))) fence = { char: open[0]!, length: open.length };
      else if (html && !html[1].test(line.slice(line.search(/</) + 2))) htmlEnd = html[1];
      else if (DIRECTIVE_OPEN.test(line)) directives.push(DIRECTIVE_OPEN.exec(line)![1]!.length);
      else if (directives.length > 0 && DIRECTIVE_CLOSE.test(line)) {
        const colons = DIRECTIVE_CLOSE.exec(line)![1]!.length;
        if (colons >= directives.at(-1)!) directives.pop();
      } else if (blankBefore && directives.length === 0 && HEADING.test(line) && start - starts.at(-1)! >= size) starts.push(start);
    }
    blankBefore = blank;
    start = end + 1;
  }
  return starts;
}

/**
 * Parses `file` as `processor` would, a big page in pieces (see chunkStarts) whose trees are
 * joined, with positions in the whole file.
 */
export function parseInChunks(processor: { parse(file: VFile): unknown }, file: VFile, size = CHUNK_CHARS): Root {
  const parse = (piece: VFile) => processor.parse(piece) as Root;
  const markdown = String(file.value);
  const starts = markdown.length >= 2 * size ? chunkStarts(markdown, size) : [0];
  if (starts.length === 1) return parse(file);
  const children: RootContent[] = [];
  let line = 0;
  for (const [n, start] of starts.entries()) {
    const end = starts[n + 1] ?? markdown.length;
    const piece = parse(new VFile({ path: file.path, value: markdown.slice(start, end) }));
    visit(piece, (node) => {
      if (!node.position) return;
      node.position.start.line += line;
      node.position.end.line += line;
      if (node.position.start.offset !== undefined) node.position.start.offset += start;
      if (node.position.end.offset !== undefined) node.position.end.offset += start;
    });
    for (const child of piece.children) children.push(child);
    for (let at = markdown.indexOf('\n', start); at !== -1 && at < end; at = markdown.indexOf('\n', at + 1)) line++;
  }
  const whole = parse(new VFile({ path: file.path, value: '' }));
  whole.children = children;
  const lines = line + 1;
  const lastLine = markdown.slice(markdown.lastIndexOf('\n') + 1);
  whole.position = { start: { line: 1, column: 1, offset: 0 }, end: { line: lines, column: lastLine.length + 1, offset: markdown.length } };
  return whole;
}
