import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import { remarkTocExport } from './remarkTocExport.js';
import { remarkHeadElement } from './remarkHeadElement.js';
import { remarkBrowserOnlyIslands } from './islands/browserOnlyIslands.js';
import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import type { PluggableList } from 'unified';
import { visit } from '../visit.js';
import { VFile } from 'vfile';
import { loadRawHtmlParser, rehypeRawHtml } from '../plugins/rehypeRawHtml.js';
import { VFileMessage } from 'vfile-message';
import { MAX_PAGE_ELEMENTS, TOO_MANY_ELEMENTS } from '../plugins/remarkNestingLimit.js';
import type { Mdx1Compat } from '../markdownProcessor.js';

/** Attribute carrying a source position through the render to HTML and back. */
export const POSITION_ATTRIBUTE = 'dataDocsgenPos';
/**
 * On a heading `@theme/Heading` renders with an id (`data-docsgen-anchor`): the one component
 * heading that Docusaurus draws as its Markdown headings (the `anchor` class and a hash link).
 */
export const ANCHOR_HEADING_ATTRIBUTE = 'dataDocsgenAnchor';
/**
 * On a heading a component rendered, or one written as JSX (`data-component-heading`): the theme's
 * heading draws it as written, without the anchor class or hash link (see ThemeModule.markdownComponents).
 */
export const COMPONENT_HEADING_ATTRIBUTE = 'dataComponentHeading';
const POSITION_HTML_ATTRIBUTE = 'data-docsgen-pos';

/**
 * A fence's info string (`title="x" {2}`) is kept on the `code` element as `data.meta`, which
 * MDX does not pass to the rendered HTML: keep it as an attribute until the HTML is parsed back.
 * On the page's own file, links, images, headings and HTML written as JSX also keep their source
 * position that way (for the link gate, the sanitizer's and the images plugin's messages).
 */
function rehypeKeepForHtml(options: { positions: boolean; partialFile?: string }) {
  return (tree: Root) => {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElementHast;
      if (element.name && /^[a-z]/.test(element.name)) reactAttributeNames(element);
    });
    if (options.positions || options.partialFile) {
      // A partial's elements carry the partial's name too (for the sanitizer's messages).
      const where = options.partialFile ? `:${options.partialFile}` : '';
      visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
        const element = node as MdxJsxFlowElementHast;
        const start = element.position?.start;
        // Components get no extra prop: only elements written as HTML (lowercase names). A heading
        // written so is no heading of the page's Markdown: MDX renders it as written (Docusaurus's
        // MDXComponents never see it), so it gets no id of its own and no TOC entry, as a
        // component's own heading (see restoreFromHtml).
        if (start && element.name && /^[a-z]/.test(element.name) && !/^h[1-6]$/.test(element.name)) {
          element.attributes.push({ type: 'mdxJsxAttribute', name: POSITION_HTML_ATTRIBUTE, value: `${start.line}:${start.column}${where}` });
        }
      });
    }
    visit(tree, 'element', (node: Element) => {
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties.dataMeta = meta;
      const start = node.position?.start;
      if (options.positions && start && (node.tagName === 'a' || node.tagName === 'img' || node.tagName === 'pre' || /^h[1-6]$/.test(node.tagName))) {
        node.properties[POSITION_ATTRIBUTE] = `${start.line}:${start.column}`;
      }
      // A partial's elements keep their place in the partial, with its name (for the link gate,
      // the code-block warnings and the sanitizer's messages: raw HTML of a `.md` partial too).
      if (options.partialFile && start) node.properties[POSITION_ATTRIBUTE] = `${start.line}:${start.column}:${options.partialFile}`;
      // Every heading of the Markdown carries the attribute, empty without a place (a site's plugin
      // made it): a heading of the rendered HTML without it is a component's own, or one written as
      // JSX in the page (`<h3>`), which MDX renders as written (see restoreFromHtml).
      if (/^h[1-6]$/.test(node.tagName) && node.properties[POSITION_ATTRIBUTE] === undefined) node.properties[POSITION_ATTRIBUTE] = '';
    });
  };
}

/**
 * HTML pasted into MDX keeps HTML's attribute names (`allowfullscreen`, `frameborder`), which
 * React drops or warns about: give them React's names (`allowFullScreen`), as a browser would
 * read them.
 */
function reactAttributeNames(element: MdxJsxFlowElementHast): void {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !/^[a-z]+$/.test(attribute.name) || attribute.name === 'class') continue;
    const { property } = find(html, attribute.name);
    if (property !== attribute.name) attribute.name = property;
  }
}

/**
 * Docusaurus reads `## Title {#custom-id}` in MDX too, where `{…}` is an expression: escape the
 * brace on heading lines (outside code fences) so remarkHeadingId sees the text it knows.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      return line.replace(/^(\s{0,3}#{1,6}\s.*?)\{(#[A-Za-z][\w-]*\}\s*)$/, '$1\\{$2');
    })
    .join('\n');
}

/**
 * Docusaurus's ```` ```mdx-code-block ```` fences hold MDX content (written so that other Markdown
 * tools show it as code): their fence lines become blank lines, so the content is read as MDX and
 * keeps its line numbers.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const lines = source.split('\n');
  let fence: string | undefined;
  let unwrapping = false;
  for (let i = 0; i < lines.length; i++) {
    const match = /^\s{0,3}(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]!);
    if (!match) continue;
    const marker = match[1]!;
    if (!fence) {
      fence = marker;
      unwrapping = match[2] === 'mdx-code-block';
      if (unwrapping) lines[i] = '';
    } else if (marker[0] === fence[0] && marker.length >= fence.length && lines[i]!.trim() === marker) {
      if (unwrapping) lines[i] = '';
      fence = undefined;
      unwrapping = false;
    }
  }
  return lines.join('\n');
}

/** The text the MDX compiler reads of an MDX file (see browserOnlyModule, which reads it again). */
export function mdxSourceText(source: string): string {
  return escapeHeadingIds(unwrapMdxCodeBlocks(source));
}

export interface CompiledMdx {
  code: string;
  file: VFile;
}

/**
 * One MDX (or, for `.md` partials, Markdown) file → an ES module whose default export renders
 * it. docsgen's remark plugins run inside the compiler, so directives, heading ids and links to
 * pages work as in `.md`. Throws a VFileMessage with the position on malformed input.
 */
export async function compileMdx(
  source: string,
  filePath: string,
  remarkPlugins: PluggableList,
  options: { positions: boolean; markdownAsMdx?: boolean; idPrefix?: string; partialFile?: string; sharedSource?: boolean; mdx1Compat?: Pick<Mdx1Compat, 'comments' | 'headingIds'> | undefined },
): Promise<CompiledMdx> {
  // A `.md` file is Markdown unless the site reads every file as MDX (`markdown.format: 'mdx'`).
  const markdown = filePath.endsWith('.md') && !options.markdownAsMdx;
  // Too many JSX elements stop the page before the MDX parser spends gigabytes on them.
  if (!markdown) checkJsxCount(source);
  else await loadRawHtmlParser();
  // Docusaurus's markdown.mdx1Compat: off, `{#id}` in a heading is left to MDX (an expression), and `<!--` too (an error, as MDX 3 reads it).
  const { comments = true, headingIds = true } = options.mdx1Compat ?? {};
  const file = new VFile({ path: filePath, value: markdown ? escapeHeadingIds(source) : headingIds ? mdxSourceText(source) : unwrapMdxCodeBlocks(source) });
  if (options.idPrefix) file.data.idPrefix = options.idPrefix;
  const processor = createProcessor({
    format: markdown ? 'md' : 'mdx',
    outputFormat: 'program',
    jsxImportSource: 'react',
    // Components a page uses without importing them come from here (see bundleMdx: the site's MDXComponents).
    providerImportSource: 'docsgen:mdx-components',
    development: false,
    // `<!-- … -->` is not MDX syntax, but Docusaurus sites write it in MDX pages (lint and
    // formatter switches, notes to writers): drop it, as Docusaurus does.
    remarkPlugins: markdown ? remarkPlugins : [...(comments ? [remarkComment] : []), remarkBrowserOnlyIslands, remarkHeadElement, ...remarkPlugins, remarkTocExport],
    // A `.md` partial's raw HTML is parsed as in a `.md` page (the MDX compiler would drop it);
    // the page's sanitizer then sees it like any other HTML.
    rehypePlugins: markdown ? [rehypeRawHtml, [rehypeKeepForHtml, options]] : [[rehypeKeepForHtml, options]],
  });
  // Without remarkComment the parser reads other syntax: its trees are kept apart.
  const tree = parseOnce(processor, file, { remarkPlugins, format: markdown ? 'md' : comments ? 'mdx' : 'mdx-no-comments', keep: options.sharedSource === true });
  const code = String(processor.stringify(await processor.run(tree as never, file), file));
  // As `compile` leaves it: the file's value is the compiled module.
  file.value = code;
  return { code, file };
}

/** How many parsed trees a worker keeps for pages that share their source (see parseOnce). */
const KEPT_PARSES = 4;
/** Trees parsed with a remark list (the parser's syntax extensions come from it), by format and text. */
const keptParses = new WeakMap<PluggableList, Map<string, MdastRoot>>();

/**
 * The file's Markdown tree. Pages whose source is the same text (a versioned docs folder copied
 * unchanged: the executor sends them to one worker, one after the other, see runPages) are parsed
 * once: the first keeps an untouched copy (`keep`), the next ones get a copy of it, since the
 * plugins change the tree they are given. Parsing depends on the text, the format and the syntax
 * extensions of the remark list, nothing else.
 */
function parseOnce(processor: ReturnType<typeof createProcessor>, file: VFile, { remarkPlugins, format, keep }: { remarkPlugins: PluggableList; format: 'md' | 'mdx' | 'mdx-no-comments'; keep: boolean }): MdastRoot {
  const key = `${format}\n${String(file.value)}`;
  const kept = keptParses.get(remarkPlugins)?.get(key);
  if (kept) return structuredClone(kept);
  const tree = processor.parse(file) as MdastRoot;
  if (!keep) return tree;
  let trees = keptParses.get(remarkPlugins);
  if (!trees) keptParses.set(remarkPlugins, (trees = new Map()));
  if (trees.size >= KEPT_PARSES) trees.delete(trees.keys().next().value!);
  trees.set(key, structuredClone(tree));
  return tree;
}

/**
 * Counts the tags (`<Name` or `<name`) of an MDX source outside fenced code blocks, without
 * parsing it: past MAX_PAGE_ELEMENTS the page fails at the tag that passed it. An upper bound of
 * the JSX elements the parser would build (inline code counts too), checked exactly after parsing.
 */
function checkJsxCount(source: string): void {
  let count = 0;
  let fence: string | undefined;
  let line = 0;
  for (const text of source.split('\n')) {
    line++;
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence || !text.includes('<')) continue;
    for (const match of text.matchAll(/<[A-Za-z]/g)) {
      if (++count > MAX_PAGE_ELEMENTS) throw new VFileMessage(TOO_MANY_ELEMENTS, { place: { line, column: match.index + 1 }, ruleId: 'elements', source: 'docsgen' });
    }
  }
}

/** An MDX compile error's text and position (some carry their position only in the text: `(3:1-3:7)`). */
export function mdxErrorPosition(error: VFileMessage): { reason: string; line?: number; column?: number } {
  if (error.line != null) return { reason: error.reason, line: error.line, column: error.column ?? undefined };
  const match = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(error.reason);
  if (!match) return { reason: error.reason };
  return { reason: error.reason.slice(0, match.index), line: Number(match[1]), column: Number(match[2]) };
}
