import type { Root } from 'hast';
import { messageWarning } from './messageWarning.js';
import type { Root as MdastRoot } from 'mdast';
import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype, { defaultHandlers } from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { MissingGrammars } from './plugins/missingGrammars.js';
import { remarkAdmonitions } from './plugins/remarkAdmonitions.js';
import { remarkDetails } from './plugins/remarkDetails.js';
import { rehypeMermaid, remarkMermaid } from './plugins/mermaidDiagrams.js';
import { remarkFencedAdmonitions } from './plugins/remarkFencedAdmonitions.js';
import { remarkGfmLinkLiterals } from './plugins/remarkGfmLinkLiterals.js';
import { remarkGithubAlerts } from './plugins/remarkGithubAlerts.js';
import { remarkHeadingId } from './plugins/remarkHeadingId.js';
import { remarkNestingLimit } from './plugins/remarkNestingLimit.js';
import { remarkMarkdownLinks, type LinkTarget, type MarkdownLinkProblem } from './plugins/remarkMarkdownLinks.js';
import { remarkNpm2yarn } from './plugins/remarkNpm2yarn.js';
import { remarkTabs } from './plugins/remarkTabs.js';
import { remarkUnknownDirectives } from './plugins/remarkUnknownDirectives.js';
import { remarkYoutube } from './plugins/remarkYoutube.js';
import { rehypeCodeBlocks } from './plugins/rehypeCodeBlocks.js';
import type { TokenColours } from './plugins/compactTokens.js';
import type { MagicComment } from './plugins/magicComments.js';
import { rehypeExternalLinks } from './plugins/rehypeExternalLinks.js';
import { rehypeHeadingIds } from './plugins/rehypeHeadingIds.js';
import { rehypeRawHtml } from './plugins/rehypeRawHtml.js';
import { rehypeSafeHtml, type UnsafeContentProblem } from './plugins/rehypeSafeHtml.js';
import { parseInChunks } from './parseInChunks.js';

export interface ProcessorOptions {
  routesBySource: ReadonlyMap<string, string>;
  /** The docs folder: Markdown links a page's folder does not hold are looked up there too. */
  docsDir?: string;
  /** Every docs version's folder: a versioned page looks links up in its own version's folder instead of `docsDir`. */
  docsDirs?: readonly string[];
  /** The site's plugins that run before docsgen's own (Docusaurus's `beforeDefault…` lists), then those after them. */
  beforeDefaultRemarkPlugins?: PluggableList;
  remarkPlugins?: PluggableList;
  beforeDefaultRehypePlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** The site's line directives in code blocks (`themeConfig.prism.magicComments`); Docusaurus's default without. */
  magicComments?: readonly MagicComment[];
  /** What the site's Prism themes colour apart beyond the usual roles (see TokenColours); nothing without. */
  codeColours?: TokenColours;
  /** The admonitions' titles in the locale, by type (see admonitionTitles); English without. */
  admonitionTitles?: Readonly<Record<string, string>> | undefined;
  /** A `:::details` block's summary without a label, in the locale (`theme.Details.summary`); English without. */
  detailsSummary?: string | undefined;
  /** The config's `markdown.mdx1Compat` (all on without): what MDX 1 syntax pages may still use. */
  mdx1Compat?: Mdx1Compat | undefined;
  /** `markdown.mermaid` is on: ```` ```mermaid ```` fences are diagrams (see remarkMermaid). */
  mermaid?: boolean | undefined;
}

/** Docusaurus's `markdown.mdx1Compat` (see the config schema). */
export interface Mdx1Compat {
  comments: boolean;
  admonitions: boolean;
  headingIds: boolean;
}

export interface MarkdownResult {
  hast: Root;
  brokenMarkdownLinks: MarkdownLinkProblem[];
  linkTargets: LinkTarget[];
  unsafeContent: UnsafeContentProblem[];
  /** What the plugins reported without failing (`file.message`): shown, or fatal with --strict. */
  warnings: ContentWarning[];
}

/** A problem in a page that does not stop its build, with its position in the source file. */
export interface ContentWarning {
  message: string;
  line?: number;
  column?: number;
  /** The partial or component it is in (relative to the site's folder), when not the page's own file. */
  file?: string;
  /**
   * Not a problem of docsgen's: what docsgen did in the site's place as Docusaurus does without a
   * word (a package's nested React replaced by the build's; a fence's unclosed magic comment, which
   * marks nothing in either). Said once as an info line naming file:line, never a warning.
   */
  note?: true;
}

/**
 * The one place where Markdown features are registered, in order: the remark plugins (Markdown
 * AST), shared by `.md` pages and, inside the MDX compiler, by `.mdx` pages.
 */
export function remarkChain(options: ProcessorOptions): PluggableList {
  return [
    // First: a page nested too deeply stops here, before any tree walk could overflow.
    remarkNestingLimit,
    // Syntax extensions (and GFM's link literals, on the pages that can have one): every plugin gets the tree they make.
    remarkGfmLinkLiterals,
    remarkDirective,
    // `:::note Title` made the directive `:::note[Title]` is: Docusaurus rewrites that form before it
    // parses (its mdx1Compat.admonitions), so the site's plugins below see the directive, not paragraphs.
    [remarkFencedAdmonitions, { titleAfterName: options.mdx1Compat?.admonitions !== false }],
    // As in Docusaurus: before any of docsgen's transforms (directives, admonitions and headings untouched).
    ...(options.beforeDefaultRemarkPlugins ?? []),
    // Docusaurus's first default plugins: a mermaid fence is no code block for the plugins after it.
    ...(options.mermaid ? [remarkMermaid] : []),
    remarkGithubAlerts,
    remarkUnknownDirectives,
    remarkHeadingId,
    remarkNpm2yarn,
    remarkTabs,
    [remarkAdmonitions, { titles: options.admonitionTitles }],
    [remarkDetails, { summary: options.detailsSummary }],
    remarkYoutube,
    [remarkMarkdownLinks, { routesBySource: options.routesBySource, docsDir: options.docsDir, ...(options.docsDirs ? { docsDirs: options.docsDirs } : {}) }],
    ...(options.remarkPlugins ?? []),
  ];
}

/** The rehype plugins (HTML AST) after the remark chain; for `.mdx` pages they run on the rendered body. */
export function rehypeChain(options: ProcessorOptions): PluggableList {
  return [
    ...(options.beforeDefaultRehypePlugins ?? []),
    ...(options.mermaid ? [rehypeMermaid] : []),
    rehypeHeadingIds,
    rehypeExternalLinks,
    ...(options.rehypePlugins ?? []),
    // Last: highlighting multiplies the nodes every later tree walk would visit.
    [rehypeCodeBlocks, { magicComments: options.magicComments, colours: options.codeColours }],
    // Really last: nothing any source or plugin put in the tree reaches the page unchecked.
    rehypeSafeHtml,
  ];
}

/**
 * remark-rehype (raw HTML kept), then the Markdown tree emptied: unified holds on to it until the
 * whole run ends, and for a big page it would stay in memory beside the HTML tree the rehype
 * plugins grow (highlighting multiplies the nodes). On the way it notes in `file.data.rawHtml`
 * whether the page had raw HTML, so that rehypeRawHtml need not walk the tree to find out. Raw
 * nodes come from the Markdown's `html` nodes, or from a site's remark plugin (through a node's
 * `data.hChildren`): with site remark plugins the note is left out.
 */
function remarkRehypeReleasing({ noteRawHtml }: { noteRawHtml: boolean }) {
  return (tree: MdastRoot, file: VFile): Root => {
    let rawHtml = false;
    const html: typeof defaultHandlers.html = (state, node) => {
      rawHtml = true;
      return defaultHandlers.html(state, node);
    };
    const transform = remarkRehype({ allowDangerousHtml: true, handlers: { html } }) as unknown as (tree: MdastRoot, file: VFile) => Root;
    const hast = transform(tree, file);
    if (noteRawHtml) file.data.rawHtml = rawHtml;
    tree.children = [];
    return hast;
  };
}

export function createMarkdownProcessor(options: ProcessorOptions) {
  // Raw HTML is kept and parsed into elements (positions stay the file's own) before any rehype
  // plugin runs; rehypeSafeHtml, last in the rehype chain, removes what could run script.
  const processor = unified()
    .use(remarkParse)
    .use(remarkChain(options))
    .use(remarkRehypeReleasing, { noteRawHtml: !options.remarkPlugins?.length && !options.beforeDefaultRemarkPlugins?.length })
    .use(rehypeRawHtml)
    .use(rehypeChain(options))
    .freeze();

  /**
   * Throws the VFileMessage of a `file.fail()` (with its position) on malformed input. A code block
   * whose grammar is not loaded waits in `missingGrammars` (see MissingGrammars): plain text without.
   */
  return (markdown: string, filePath: string, chunkChars?: number, missingGrammars?: MissingGrammars): MarkdownResult => {
    const file = new VFile({ path: filePath, value: markdown, ...(missingGrammars ? { data: { missingGrammars } } : {}) });
    // A big page is parsed in pieces: parsed whole, its tokens alone would take about 1 GB.
    const hast = processor.runSync(parseInChunks(processor, file, chunkChars), file) as Root;
    const warnings = file.messages.map(messageWarning);
    return {
      hast,
      brokenMarkdownLinks: file.data.brokenMarkdownLinks ?? [],
      linkTargets: file.data.linkTargets ?? [],
      unsafeContent: file.data.unsafeContent ?? [],
      warnings,
    };
  };
}
