import type { Element, ElementContent, Root } from 'hast';
import { randomBytes } from 'node:crypto';
import { EXIT, visit } from '../visit.js';
import type { VFile } from 'vfile';
import { checkRawHtmlSize } from './remarkNestingLimit.js';
import { moduleLoadError } from '../moduleLoadError.js';
import { escapeAttribute } from '../../shared/escapeMarkup.js';

/**
 * Parses the raw HTML of a page (`html` nodes of the Markdown) into elements, as a browser would,
 * with positions that are the file's own. Pages without raw HTML are left alone (the round trip
 * through an HTML parser costs time); `file.data.rawHtml`, when the Markdown processor sets it,
 * says whether there is any, else the tree is searched. The parser drops every element's `data` (a code fence's
 * meta string lives there), so it is kept aside and put back. What the HTML may not do is removed
 * later, by `rehypeSafeHtml`.
 *
 * Raw HTML never stops the build: an address in angle brackets inside an HTML block
 * (`<details>Write to <user@example.com>.</details>`), which a browser would read as an unknown
 * element and hide, becomes the link CommonMark makes of it outside HTML; any other tag whose name
 * React cannot render (`<x!>`) is shown as the text it was written as. Both with a warning at the
 * tag's line.
 */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    if (!(file.data.rawHtml ?? hasRawNode(tree))) return tree;
    if (!parse) throw new RawHtmlParserNotLoaded(`${file.path}: raw HTML reached the HTML parser before it was loaded (call loadRawHtmlParser first)`);
    // A per-page random attribute name: raw HTML cannot claim another element's data.
    const key = `dataDocsgen${randomBytes(6).toString('hex')}`;
    const kept: NonNullable<Element['data']>[] = [];
    // Too many elements, or elements nested too deeply, stop the page before the HTML parser (and
    // React after it) spend gigabytes or overflow the stack on them.
    const raws: { value: string; position?: Element['position'] }[] = [];
    visit(tree, 'raw', (node: { value: string; position?: Element['position'] }) => void raws.push(node));
    checkRawHtmlSize(
      raws.map((node) => node.value),
      (index, offset, reason) => {
        const node = raws[index]!;
        const start = node.position?.start;
        const lines = countLines(node.value, offset);
        const column = lines ? offset - node.value.lastIndexOf('\n', offset - 1) : (start?.column ?? 1) + offset;
        return file.fail(reason, start ? { line: start.line + lines, column } : undefined, 'docsgen:elements');
      },
    );
    visit(tree, 'raw', (node: { value: string; position?: Element['position'] }) => {
      node.value = autolinksAsLinks(node.value, (written, offset) => {
        const start = node.position?.start;
        const lines = countLines(node.value, offset);
        const column = lines ? offset - node.value.lastIndexOf('\n', offset - 1) : (start?.column ?? 1) + offset;
        const place = start ? { line: start.line + lines, column } : undefined;
        file.message(`${shortCode(written)} inside raw HTML is not an HTML tag: shown as a link (write it outside the HTML block, or as [text](…))`, place);
      });
    });
    visit(tree, 'element', (node: Element) => {
      if (!node.data) return;
      node.properties[key] = kept.length;
      kept.push(node.data);
    });
    const parsed = parse(tree, file);
    visit(parsed, 'element', (node: Element) => {
      const index = node.properties[key];
      if (index === undefined) return;
      delete node.properties[key];
      node.data = kept[Number(index)];
    });
    showInvalidTagsAsText(parsed, file);
    return parsed;
  };
}

type RawParser = (tree: Root, file: VFile) => Root;
let parse: RawParser | undefined;
let parserLoaded: Promise<void> | undefined;

/**
 * Loads the HTML parser (rehype-raw and parse5: about 25 ms of a thread's processor time, more
 * than the parse of an 8 KB page) that rehypeRawHtml runs, which is synchronous. The page step
 * loads it when the first page with raw HTML needs it (see RawHtmlParserNotLoaded): a `<` in
 * code, which most pages of code-heavy docs have, is no raw HTML and loads nothing. With a site's
 * remark plugins it loads before the first page, so that they see no page twice.
 */
export function loadRawHtmlParser(): Promise<void> {
  parserLoaded ??= import('rehype-raw').then(
    ({ default: rehypeRaw }) => {
      parse = rehypeRaw() as unknown as RawParser;
    },
    (error: unknown) => {
      throw moduleLoadError('the raw HTML parser (rehype-raw)', error);
    },
  );
  return parserLoaded;
}

/**
 * What rehypeRawHtml throws for a page with raw HTML while the parser is not loaded: the page step
 * loads it (loadRawHtmlParser) and processes the page again, once in a thread's life (never on a
 * site with remark plugins of its own: the parser is loaded before their first page).
 */
export class RawHtmlParserNotLoaded extends Error {}

function hasRawNode(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}

declare module 'vfile' {
  interface DataMap {
    /** Whether the page's Markdown had raw HTML (set by the Markdown processor). */
    rawHtml: boolean;
  }
}

/** CommonMark's autolinks: an e-mail address, or an absolute URI (here only `scheme://…` and `mailto:`, never a tag a browser knows). */
const AUTOLINK =
  /<(?:([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)|((?:[a-zA-Z][a-zA-Z0-9+.-]{1,31}:\/\/|mailto:)[^\s<>\x00-\x20]*))>/g;


/** `html` with each autolink-shaped tag written as an `<a>`; `found` hears of each (as written, and where in `html`). */
function autolinksAsLinks(html: string, found: (written: string, offset: number) => void): string {
  if (!html.includes('@') && !html.includes(':')) return html;
  return html.replace(AUTOLINK, (written: string, email: string | undefined, uri: string | undefined, offset: number) => {
    found(written, offset);
    const href = email ? `mailto:${email}` : uri!;
    return `<a href="${escapeAttribute(href)}">${escapeAttribute(email ?? uri!)}</a>`;
  });
}

function countLines(text: string, end: number): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** The tag names React renders (its own check): anything else makes renderToString throw. */
const RENDERABLE_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

/** Elements whose tag React cannot render, replaced by their tag as text followed by their children. */
function showInvalidTagsAsText(tree: Root, file: VFile): void {
  // The HTML parser may copy an element (formatting it reopens): one warning per tag in the source.
  const warned = new Set<string>();
  visit(tree, 'element', (node: Element, index, parent) => {
    if (RENDERABLE_TAG.test(node.tagName) || !parent || index === undefined) return undefined;
    // The HTML parser split `<a.b>` into a tag and a class: put the name back as written.
    const classes = Array.isArray(node.properties.className) ? node.properties.className.map((name) => `.${String(name)}`).join('') : '';
    const written = `<${node.tagName}${classes}>`;
    const where = `${node.position?.start.line}:${node.position?.start.column}`;
    if (!warned.has(where)) file.message(`${shortCode(written)} is not an HTML tag name: shown as text`, node.position);
    warned.add(where);
    const replacement: ElementContent[] = [{ type: 'text', value: written, ...(node.position ? { position: node.position } : {}) }, ...node.children];
    parent.children.splice(index, 1, ...replacement);
    // Its children are visited next, in its place.
    return index;
  });
}

/** A tag as written, for a message: in backticks, its control characters escaped, at most 60 characters. */
function shortCode(written: string): string {
  const shown = JSON.stringify(written).slice(1, -1);
  return `\`${shown.length > 60 ? `${shown.slice(0, 59)}…` : shown}\``;
}
