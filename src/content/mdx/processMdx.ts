import path from 'node:path';
import type { Element, Root } from 'hast';
import { unified } from 'unified';
import { visit } from '../visit.js';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { ContentError } from '../../util/errors.js';
import { hashFile } from '../../util/hashFile.js';
import { toString } from 'hast-util-to-string';
import { blockLanguages, highlightTokens, loadLanguages } from '../plugins/highlighter.js';
import { MissingGrammars } from '../plugins/missingGrammars.js';
import { rehypeChain, remarkChain, type MarkdownResult, type ProcessorOptions } from '../markdownProcessor.js';
import { messageWarning } from '../messageWarning.js';
import { routeAddress, withBase } from '../../shared/paths.js';
import { bundleMdx, undefinedImportFailure } from './bundleMdx.js';
import { ANCHOR_HEADING_ATTRIBUTE, COMPONENT_HEADING_ATTRIBUTE, POSITION_ATTRIBUTE, compileMdx, mdxErrorPosition, type CompiledMdx } from './compileMdx.js';
import type { DocusaurusSite, PageSidebar } from './docusaurus/siteContext.js';
import { fillInlineTocs } from './fillInlineTocs.js';
import { HEADING_MARK_TAG } from './docusaurus/headingMarks.js';
import { htmlFragment } from './htmlFragment.js';
import { loadMdxRuntime } from './loadMdxRuntime.js';
import { DEFAULT_SITE, renderPageModule } from './renderPageModule.js';
import { slashPath } from '../../util/slashPath.js';
import type { ReactCopy } from '../../config/configValues.js';
import type { HeadTag } from '../../shared/headTags.js';
import { ISLAND_CHILDREN_TAG, ISLAND_SLOT_TAG, ISLAND_TAG } from '../../shared/islands.js';

export interface MdxProcessorOptions extends ProcessorOptions {
  rootDir: string;
  /** The build's React (`config.react`): pages render with it. */
  react: ReactCopy;
  /** The site's static folder, where Docusaurus-style `/img/x.png` imports point. */
  staticDir: string;
  /** Where `@generated/` imports point (see SitePaths.generatedDir). */
  generatedDir?: string;
  /** Read `.md` pages and partials as MDX too (`markdown.format: 'mdx'`). */
  markdownAsMdx?: boolean;
  /** The site's theme folder: its MDXComponents is the site's global components, like src/theme/MDXComponents. */
  themeDir?: string;
  /** A Docusaurus site's swizzle folder (SitePaths.swizzleDir): its MDXComponents and `@theme/` components come first. */
  swizzleDir?: string;
  /** What Docusaurus's client API (`useDocusaurusContext`, `useBaseUrl`…) reads; the page's path is added per page. */
  site?: Omit<DocusaurusSite, 'pathname'>;
  /** What the site's plugins define for its code (see BundleOptions.define). */
  defines?: Readonly<Record<string, string>> | undefined;
  /** The theme folders of the site's plugins (see BundleOptions.pluginThemes). */
  pluginThemes?: readonly string[] | undefined;
}

export interface MdxResult extends MarkdownResult {
  /** Files the page is built from besides its own source, with a hash of each: partials, components, images. */
  inputs: [file: string, hash: string][];
  /** The interactive site modules the page renders as islands (absolute paths): the client bundle gets a chunk for each. */
  islands: string[];
  /** What the page's `<Head>`s put in its document's `<head>`, deduplicated (see dedupeHeadTags). */
  head?: HeadTag[];
  /** The page read the docs sidebar (a sidebar hook, `<DocCardList />`) before it was known: it renders again with it (see sidebarPages). */
  readsSidebar?: boolean;
}

/**
 * `.mdx` pages: compiled with MDX 3 (docsgen's remark plugins inside), bundled with their imports,
 * rendered to static HTML with the build's React (the site's or docsgen's, see loadMdxRuntime), and parsed back into a tree that goes through the
 * same rehype plugins as a Markdown page. The page ships no JavaScript of its own.
 */
export function createMdxProcessor(options: MdxProcessorOptions) {
  const remarkPlugins = remarkChain(options);
  const rehype = unified().use(rehypeChain(options)).freeze();
  const partials = new Map<string, { source: string; compiled: Promise<CompiledMdx> }>();
  /**
   * `sidebar`: the page's docs sidebar, once sidebars are worked out (see sidebarPages); without it the page's sidebar hooks mark it to render again.
   * `sharedSource`: another page of the run has the same source (see PageJob.sharedSource).
   * `missingGrammars`: the page's (see MissingGrammars); the page step settles it once the page is processed.
   */
  return async (body: string, filePath: string, sidebar?: PageSidebar, sharedSource?: boolean, missingGrammars = new MissingGrammars()): Promise<MdxResult> => {
    const display = path.relative(options.rootDir, filePath);
    const page = await compileMdx(body, filePath, remarkPlugins, { positions: true, markdownAsMdx: options.markdownAsMdx, mdx1Compat: options.mdx1Compat, ...(sharedSource ? { sharedSource } : {}) }).catch((error: unknown) => {
      if (!(error instanceof VFileMessage)) throw error;
      const { reason, line, column } = mdxErrorPosition(error);
      throw new ContentError(display, reason, line, column);
    });
    const bundle = await bundleMdx(page.code, filePath, { rootDir: options.rootDir, react: options.react, staticDir: options.staticDir, ...(options.generatedDir ? { generatedDir: options.generatedDir } : {}), themeDir: options.themeDir, swizzleDir: options.swizzleDir, pluginThemes: options.pluginThemes, remarkPlugins, partials, markdownAsMdx: options.markdownAsMdx, mdx1Compat: options.mdx1Compat, define: options.defines });
    let readsSidebar = false;
    const site: DocusaurusSite = {
      ...(options.site ?? DEFAULT_SITE),
      pathname: withBase(options.site?.siteConfig.baseUrl ?? '/', routeAddress(options.routesBySource.get(filePath) ?? '/', options.site?.siteConfig.trailingSlash === true)),
      ...(sidebar ? { docsSidebar: sidebar } : { sidebarPending: () => void (readsSidebar = true) }),
    };
    const runtime = await loadMdxRuntime(options.react);
    const { createElement, TabsCounter } = runtime;
    let html: string;
    let islands: string[];
    let head: HeadTag[];
    let translated = false;
    try {
      // A swizzled CodeBlock's lines: the same tokens and colour classes as the page's fences.
      const missing = new Set<string>();
      const tokenize = (code: string, lang: string | undefined) => highlightTokens(code, lang, options.codeColours, missing);
      const renderPage = () => renderPageModule(runtime, site, bundle.code, (Content) => createElement(runtime.codeBlockRuntime.CodeTokensContext.Provider, { value: tokenize }, createElement(TabsCounter.Provider, { value: { next: 0 } }, createElement(Content))));
      let render = renderPage();
      // A swizzled CodeBlock/Line read tokens in a language whose grammar was not loaded: the page
      // waits for it as a block of a page's tree does, and renders again once it is loaded (its
      // compile and the site's Markdown plugins do not run again). Its tree is made from the render.
      missingGrammars.wait([...missing], () => void (render = renderPage()));
      await missingGrammars.settle();
      ({ html, head, translated } = render);
      // Only the islands the page shows (the global components are bundled into every page).
      islands = bundle.islands.filter((file) => render.modules.has(slashPath(path.relative(options.rootDir, file))));
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      // MDX's message for a component used but never imported (Docusaurus sites may register global ones).
      const missing = /^Expected component `([\w.]+)` to be defined/.exec(message)?.[1];
      if (missing) {
        const where = lineOf(body, new RegExp(`<${missing.replace('.', '\\.')}[\\s/>]`));
        throw new ContentError(display, `<${missing}> is not defined: import it in the page, or make it global in src/theme/MDXComponents.js (a default export spreading @theme-original/MDXComponents)`, where?.line, where?.column);
      }
      throw undefinedImportFailure(display, 'MDX page', error, bundle.undefinedImports) ?? new ContentError(display, `the MDX page failed to render: ${message}`);
    }
    const hast = htmlFragment(html);
    restoreFromHtml(hast);
    // Highlighting is synchronous: load the grammars of every code block first (partials' and
    // <CodeBlock>s' included, which the content stage's look at the page's own fences misses).
    await loadLanguages(codeLanguages(hast));
    const file = new VFile({ path: filePath, value: body, data: { missingGrammars } });
    const tree = rehype.runSync(hast, file) as Root;
    fillInlineTocs(tree);
    return {
      hast: tree,
      brokenMarkdownLinks: [...(page.file.data.brokenMarkdownLinks ?? []), ...bundle.brokenMarkdownLinks],
      linkTargets: [...(page.file.data.linkTargets ?? []), ...bundle.linkTargets],
      unsafeContent: file.data.unsafeContent ?? [],
      warnings: [
        ...page.file.messages.map(messageWarning),
        // A message about a partial's element names the partial (see rehypeCodeBlocks).
        ...file.messages.map((m) => ({ ...messageWarning(m), ...(m.file && m.file !== file.path ? { file: m.file } : {}) })),
        ...bundle.warnings,
      ],
      inputs: translatedInputs(bundle.inputs, translated, site),
      islands,
      ...(head.length ? { head } : {}),
      ...(readsSidebar ? { readsSidebar } : {}),
    };
  };
}

/**
 * The files a page is built from, hashed: its bundle's, and the locale's code translations file
 * when the page read a translation (a change to code.json builds such pages again; `missing`
 * stands for a file not written yet).
 */
export function translatedInputs(files: readonly string[], translated: boolean, site: Pick<DocusaurusSite, 'codeTranslations'>): [file: string, hash: string][] {
  const inputs = translated && site.codeTranslations ? [...files, site.codeTranslations.file] : files;
  return inputs.map((input) => [input, hashFile(input)]);
}

/**
 * An island's children are rendered twice by the build: in the component's `<docsgen-slot>` and in
 * a hidden `<docsgen-children>`. When the component rendered them, the hidden copy goes; when it
 * left them out (a collapsed example), the copy stays, so the page's HTML keeps the content and
 * the browser has it to hand the component.
 */
function keepChildrenOnce(island: Element): void {
  const copy = island.children.findIndex((child) => child.type === 'element' && child.tagName === ISLAND_CHILDREN_TAG);
  if (copy === -1) return;
  let rendered = false;
  visit({ type: 'root', children: island.children.slice(copy + 1) } as Root, 'element', (node: Element) => {
    if (node.tagName === ISLAND_TAG) return 'skip';
    if (node.tagName === ISLAND_SLOT_TAG) rendered = true;
    return undefined;
  });
  if (rendered) island.children.splice(copy, 1);
}

/** The 1-based line and column of the first match of `pattern` in `source`. */
function lineOf(source: string, pattern: RegExp): { line: number; column: number } | undefined {
  const match = pattern.exec(source);
  if (!match) return undefined;
  const before = source.slice(0, match.index);
  return { line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') };
}

function codeLanguages(tree: Root): Set<string> {
  const languages = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'code') return;
    const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
    const lang = classes.map(String).find((name) => name.startsWith('language-'))?.slice('language-'.length);
    if (lang) for (const name of blockLanguages(lang, toString(node))) languages.add(name);
  });
  return languages;
}

/**
 * Puts back what the HTML carried for the rehype plugins (fence options, source positions), and
 * tidies what JSX written as HTML leaves: `<details>` styled as the Markdown ones, and the empty
 * paragraphs the HTML parser makes when MDX wraps a `<summary>` line in a paragraph.
 */
function restoreFromHtml(tree: Root): void {
  // The tree has no positions (see htmlFragment): those the page's elements carried go back on.
  // A heading mark (see headingsMarked) hands its attribute to the first heading after it.
  let marked: unknown;
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === HEADING_MARK_TAG && parent && index !== undefined) {
      marked = node.properties[POSITION_ATTRIBUTE];
      parent.children.splice(index, 1);
      return index;
    }
    if (/^h[1-6]$/.test(node.tagName) && marked !== undefined) {
      if (node.properties[POSITION_ATTRIBUTE] === undefined) node.properties[POSITION_ATTRIBUTE] = marked as string;
      marked = undefined;
    }
    if (node.tagName === ISLAND_TAG) keepChildrenOnce(node);
    if (node.tagName === 'p' && node.children.length === 0 && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    if (node.tagName === 'details' && node.properties.className === undefined) node.properties.className = ['details'];
    const meta = node.properties.dataMeta;
    if (node.tagName === 'code' && meta !== undefined) {
      node.data = { ...node.data, meta: String(meta) } as never;
      delete node.properties.dataMeta;
    }
    const position = node.properties[POSITION_ATTRIBUTE];
    // A heading without the attribute is one a component rendered in its own JSX (a collapsible's
    // `<summary><h4>`, a card's title, `@theme/Heading`) or one written as JSX in the page, not one
    // of the page's Markdown: as in Docusaurus, whose TOC and heading ids come from the Markdown's
    // headings, it gets no id of its own (it keeps the one it is given) and no TOC entry.
    // The theme draws it as written (Docusaurus's markup), but for @theme/Heading with an id: an anchor, as a Markdown heading.
    if (position === undefined && /^h[1-6]$/.test(node.tagName)) {
      node.data = { ...node.data, componentHeading: true } as never;
      if (node.properties[ANCHOR_HEADING_ATTRIBUTE] === undefined && node.tagName !== 'h1') node.properties[COMPONENT_HEADING_ATTRIBUTE] = '';
    }
    delete node.properties[ANCHOR_HEADING_ATTRIBUTE];
    if (position === '') delete node.properties[POSITION_ATTRIBUTE];
    else if (typeof position === 'string') {
      delete node.properties[POSITION_ATTRIBUTE];
      const [line, column, ...file] = position.split(':');
      const start = { line: Number(line), column: Number(column) };
      // An element of a partial: its place is in another file than the page's (see extractFacts).
      if (file.length > 0) node.data = { ...node.data, partialPosition: { file: file.join(':'), ...start } } as never;
      else node.position = { start, end: start };
    }
    return undefined;
  });
}
