import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from '../visit.js';
import type { VFile } from 'vfile';
import type { PartialPosition } from '../extractFacts.js';
import { parseCodeMeta } from './codeMeta.js';
import type { TokenColours } from './compactTokens.js';
import { highlightLines, resolveLanguage, unloadedLanguages } from './highlighter.js';
import type {} from './missingGrammars.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, type MagicComment } from './magicComments.js';

/**
 * The `code` elements whose children this plugin made: highlighter spans (class names only) and
 * the block's own text. `rehypeSafeHtml` checks such an element itself but not its children,
 * which are most of a page's nodes. Only this module can add to it.
 */
const highlighted = new WeakSet<Element>();

/** True when `node` is a `code` element whose children are rehypeCodeBlocks' own output. */
export function isHighlightedCode(node: Element): boolean {
  return highlighted.has(node);
}

/**
 * A message at `node` (an info one, `file.info()`: a note, see ContentWarning.note): a block of an
 * imported partial is named at its place in the partial (the message's `file`; see
 * PartialPosition), the page's own at its position.
 */
function infoAt(file: VFile, reason: string, node: Element): void {
  const partial = (node.data as { partialPosition?: PartialPosition } | undefined)?.partialPosition;
  if (!partial) {
    file.info(reason, node);
    return;
  }
  const message = file.info(reason, { place: { line: partial.line, column: partial.column } });
  message.file = partial.file;
}

/**
 * `pre > code.language-x` → highlighted lines, with the fence's title, highlighted lines (from
 * `{1,3-5}` and highlight comments; the site's other magic comments give their lines their class),
 * line numbers and language on the `pre` element for the
 * theme's CodeBlock component. A language the highlighter does not know renders as plain text,
 * without a word, as Docusaurus's highlighter does (it has fewer grammars than docsgen's): a fence's
 * language is the author's label, not a mistake to report.
 */
export function rehypeCodeBlocks(options: { magicComments?: readonly MagicComment[]; colours?: TokenColours } = {}) {
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      // As in Docusaurus, a fence's `{1,3}` ranges and its magic comments do not mix: with ranges
      // the comments are code like any other line.
      const text = toString(code).replace(/\n$/, '');
      const magic = meta.highlightLines.size > 0 ? { code: text, highlighted: new Set<number>(), unclosed: false } : applyMagicComments(text, magicComments);
      if (magic.unclosed) {
        const start = magic.unclosedStart ?? 'highlight-start';
        const end = magicComments.find((comment) => comment.block?.start === start)?.block?.end ?? 'highlight-end';
        // Docusaurus marks nothing there either, without a word: a note (an info line), not a warning.
        infoAt(file, `\`${start}\` without \`${end}\`: not ${start === 'highlight-start' ? 'highlighted' : 'marked'} (as in Docusaurus)`, pre);
      }
      const highlightedLines = new Set([...meta.highlightLines, ...magic.highlighted]);
      const numbered = meta.lineNumbersStart === undefined ? undefined : { start: meta.lineNumbersStart };
      // A site's swizzled CodeBlock/Line rendered the lines from the build's tokens (see CodeBlockContent): they stay.
      const ownLines = code.properties.dataDocsgenLines !== undefined;
      delete code.properties.dataDocsgenLines;
      // What else a site's `code` component (src/theme/MDXComponents) put on the element stays.
      const { className: _classes, ...others } = code.properties;
      // `codeBlockLines`: the name Docusaurus's CSS module class of this element starts with, which a
      // site's CSS selects (`code[class*='codeBlockLines']`, undoing its own rule for inline `code`).
      code.properties = { ...others, className: [...(lang ? [`language-${lang}`] : []), 'codeBlockLines'] };
      const preClass = () => ['code-block__pre', resolveLanguage(lang) !== undefined ? `language-${lang}` : 'language-text', ...(numbered ? ['code-block__pre--numbered'] : [])];
      // The number gutter is as wide as the block's widest number (Docusaurus's table cell of numbers is).
      const digits = numbered ? String(numbered.start + (ownLines ? text : magic.code).split('\n').length - 1).length : undefined;
      const style = [pre.properties.style, digits && `--dg-line-digits:${digits}`].filter(Boolean).join(';');
      pre.properties = {
        ...pre.properties,
        className: preClass(),
        dataLanguage: lang,
        dataTitle: meta.title,
        tabIndex: 0,
        ...(style ? { style } : {}),
      };
      if (!ownLines) {
        code.children = highlightLines(magic.code, lang, highlightedLines, numbered, magic.classes, options.colours);
        highlighted.add(code);
      }
      // A grammar it needs was not loaded (a site's plugin made the block, or raw HTML, or a
      // partial: the page's fences did not show it): highlighted again once it is (see MissingGrammars).
      file.data.missingGrammars?.wait(unloadedLanguages(lang, magic.code), () => {
        if (!ownLines) code.children = highlightLines(magic.code, lang, highlightedLines, numbered, magic.classes, options.colours);
        pre.properties.className = preClass();
      });
      // The new token spans hold nothing to visit.
      return SKIP;
    });
  };
}
