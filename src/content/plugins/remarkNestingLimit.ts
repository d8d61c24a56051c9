import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Node } from 'unist';
import { VFileMessage } from 'vfile-message';

/**
 * How deep Markdown containers (block quotes, lists, …) may nest. Real pages stay far below it;
 * beyond it the tree walks of later stages would overflow the call stack.
 */
export const MAX_NESTING = 1000;

/**
 * How many elements written as HTML or JSX one page may hold. Each costs a few kilobytes through
 * parsing, compiling and rendering: 340,000 raw `<b>` took 2.7 GB and 200,000 JSX elements
 * overflowed the stack. Generated Markdown (lists, tables, paragraphs) is not counted.
 */
export const MAX_PAGE_ELEMENTS = 25_000;

// Grouped by hand: toLocaleString's first use loads the runtime's locale data (some 12 ms of CPU) in every thread that loads this module.
export const TOO_MANY_ELEMENTS = `more than ${String(MAX_PAGE_ELEMENTS).replace(/\B(?=(\d{3})+$)/g, ',')} HTML/JSX elements on one page (the limit per page): split the page, or write the repeated parts as Markdown`;

/** Elements a browser closes by itself (void ones, and those whose end tag is optional): they do not nest. */
const NOT_NESTING = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'rb', 'rt', 'rp', 'rtc', 'colgroup', 'caption', 'html', 'head', 'body']);

const JSX_TOO_DEEP = `JSX elements nested too deeply (inside each other, more than ${MAX_NESTING} levels); flatten this part of the page`;

export const HTML_TOO_DEEP = `HTML nested too deeply (elements inside each other, more than ${MAX_NESTING} levels); flatten this part of the page`;

/**
 * Counts the tags of a page's raw HTML, in order (`values`, one per HTML node), without parsing
 * it: the number of elements, and how deep elements that must be closed nest (an upper bound of
 * what the HTML parser builds). `over` hears of the first value where a limit is passed, and where in it.
 */
export function checkRawHtmlSize(values: string[], over: (index: number, offset: number, reason: string) => never): void {
  let elements = 0;
  let depth = 0;
  const tag = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*?(\/?)>/g;
  for (let index = 0; index < values.length; index++) {
    const value = values[index]!;
    tag.lastIndex = 0;
    for (let match = tag.exec(value); match; match = tag.exec(value)) {
      const name = match[2]!.toLowerCase();
      if (match[1]) {
        if (!NOT_NESTING.has(name) && depth > 0) depth--;
        continue;
      }
      if (++elements > MAX_PAGE_ELEMENTS) over(index, match.index, TOO_MANY_ELEMENTS);
      if (!match[3] && !NOT_NESTING.has(name) && ++depth > MAX_NESTING) over(index, match.index, HTML_TOO_DEEP);
    }
  }
}

const TOO_DEEP = `Markdown nested too deeply (block quotes or lists inside each other, more than ${MAX_NESTING} levels); flatten this part of the page`;

/**
 * Before parsing: the Markdown parser itself slows down badly on thousands of containers opened on
 * one line (10,000 nested \`- \` take minutes), so a line whose prefix could open more than twice
 * the limit stops the page at once. Each level needs a \`>\`, a list marker or two columns of
 * indentation, so the count is an upper bound; the exact check runs on the tree after parsing.
 */
export function checkLineNesting(markdown: string): void {
  let line = 1;
  for (let start = 0; start < markdown.length; line++) {
    const end = markdown.indexOf('\n', start);
    const stop = end === -1 ? markdown.length : end;
    let levels = 0;
    let columns = 0;
    let i = start;
    while (i < stop) {
      const c = markdown.charCodeAt(i);
      if (c === 32 || c === 9) {
        columns += c === 9 ? 4 : 1;
        i++;
      } else if (c === 62 /* > */) {
        levels++;
        i++;
      } else if ((c === 45 || c === 43 || c === 42) /* - + * */ && (markdown.charCodeAt(i + 1) === 32 || markdown.charCodeAt(i + 1) === 9)) {
        levels++;
        i += 2;
      } else {
        // Most lines start with a letter: no list number to look for (no slice, no expression).
        if (c < 48 || c > 57) break;
        const digits = /^\d{1,9}[.)][ \t]/.exec(markdown.slice(i, i + 12));
        if (!digits) break;
        levels++;
        i += digits[0].length;
      }
      if (levels + Math.floor(columns / 2) > 2 * MAX_NESTING) {
        throw new VFileMessage(TOO_DEEP, { place: { line, column: i - start + 1 }, ruleId: 'nesting', source: 'docsgen' });
      }
    }
    start = stop + 1;
  }
}

/**
 * Stops a page whose Markdown nests deeper than MAX_NESTING with its line, before any plugin walks
 * the tree: registered first, its check runs right after parsing, before remark-gfm's own
 * transforms (which would already overflow).
 */
export function remarkNestingLimit(this: Processor) {
  const data = this.data();
  (data.fromMarkdownExtensions ??= []).push({ transforms: [checkNesting] });
}

function checkNesting(tree: Root): undefined {
  // Iterative: a recursive walk is exactly what would overflow.
  const stack: [Node, number][] = [[tree, 0]];
  let elements = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    // An MDX page's JSX elements (raw HTML is counted by rehypeRawHtml, on the whole page).
    if (node.type.startsWith('mdxJsx') && ++elements > MAX_PAGE_ELEMENTS) {
      throw new VFileMessage(TOO_MANY_ELEMENTS, { place: node.position, ruleId: 'elements', source: 'docsgen' });
    }
    if (depth > MAX_NESTING) {
      // Said as the page wrote it: JSX elements in an MDX page, else Markdown containers.
      throw new VFileMessage(node.type.startsWith('mdxJsx') ? JSX_TOO_DEEP : TOO_DEEP, { place: node.position, ruleId: 'nesting', source: 'docsgen' });
    }
    const children = (node as { children?: Node[] }).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, depth + 1]);
  }
  return undefined;
}
