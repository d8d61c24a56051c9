import { serialize } from 'node:v8';
import type { CachedFinishedPage } from './contentCache.js';
import type { GlobalData } from '../shared/types.js';
import type { Root } from 'hast';
import type { ConfigValues, ResolvedReact } from '../config/configValues.js';
import { configLines } from '../config/configLines.js';
import { pluginFailure } from '../util/errors.js';
import { shardedPart } from './shardedPart.js';
import type { DocContext, PagePlugin } from './pagePlugin.js';
import { createMarkdownProcessor } from './markdownProcessor.js';
import { postReadingTime } from './blog/truncate.js';
import { loadRawHtmlParser, RawHtmlParserNotLoaded } from './plugins/rehypeRawHtml.js';
import type { createMdxProcessor } from './mdx/processMdx.js';
import type { createReactPageProcessor } from './mdx/processReactPage.js';
import { isReactPage } from './isReactPage.js';
import { pluginListsOf, type MarkdownPluginLists, type PluginScope } from './markdownPluginLists.js';
import { loadLanguages } from './plugins/highlighter.js';
import { MissingGrammars } from './plugins/missingGrammars.js';
import { fenceLanguages } from './plugins/fenceLanguages.js';
import { docFromResult, toContentError, toDoc, type SourceFile } from './toDoc.js';
import { htmlIds } from './htmlIds.js';
import type { Doc, DocWithTree } from './types.js';
import type { PageSidebar } from './mdx/docusaurus/siteContext.js';
import { codeTranslationsFile } from '../config/codeTranslationsFile.js';
import { admonitionTitles as admonitionTitlesOf } from './plugins/remarkAdmonitions.js';
import { toFailure, type PageFailure } from './pageFailure.js';
import { magicCommentsOf } from './plugins/magicComments.js';
import { siteTokenStyles } from '../css/prismTokenStyles.js';
import { markdownUsesElements } from '../theme/markdownOverrides.js';

/** What every page worker of a run is started with (plain data: it is copied to each worker). */
export interface PageSetup {
  /** Every page's source path and route (Markdown links resolve against them). */
  routes: [string, string][];
  /** The compiled theme module (its Markdown components render page bodies). */
  themeFile: string;
  /** Whether `.md` fences render through the site's swizzled code block: decided once by the client stage (swizzledCodeBlock), not per worker. */
  rendersCodeBlock?: boolean;
  /**
   * The site's plugins in config order: a built-in one as its factory and options, a site's own
   * by its name (the worker takes it from the config module, which it loads for these).
   */
  plugins: ({ factory: string; options: unknown } | { name: string })[];
  /**
   * The config values `transformDoc` is handed, and the config file site plugins come from; pages
   * render with its React. The config's line service does not cross to a worker: the step makes its own.
   */
  config: Omit<ConfigValues, 'lines'> & Pick<ResolvedReact, 'react'>;
  cacheDir: string;
  /** `serve --watch`. */
  dev: boolean;
  /** Whether the content cache keeps processed pages (then each also comes back with its doc before plugins, serialised: `cacheData`). */
  cache: boolean;
  /** Whether the config has remark/rehype plugin lists, of any source (the worker then loads them from the config module). */
  hasMarkdownPlugins: boolean;
  /** Whether each page's tree comes back too (the dev server, and a site plugin's `contentLoaded`, read trees). */
  keepTrees: boolean;
  /** What the site's Docusaurus plugins gave its components (`useGlobalData`), as pages render with it. */
  globalData?: GlobalData;
  /** What the site's plugins define for its code (`process.env.X` → `"1.2.3"`, see LoadContentContext.define): MDX and React pages are bundled with it. */
  defines?: Readonly<Record<string, string>>;
  /** The theme folders of the site's plugins (`getThemePath`), in plugin order: MDX and React pages' `@theme/` imports after the site's (see themeLayerFile). */
  themePaths?: readonly string[];
  /**
   * The Markdown elements (`h2`, `a`, `table`…) the site's global MDXComponents maps to its own
   * components, decided once for the run (see mdxComponentsElements): a `.md` page that holds one is
   * compiled by MDX (its 'md' format) with them, as Docusaurus compiles every `.md` page; one that
   * holds none stays on the Markdown path. Empty under markdown.format 'mdx'.
   */
  mdxElements?: readonly string[];
}

/**
 * One page to process: its source, and its processed doc when the content cache had it; or the
 * page step's whole result for it, from the content cache (it then needs no worker).
 */
export interface PageJob {
  n: number;
  source: SourceFile;
  cached?: DocWithTree;
  finished?: CachedFinishedPage;
  /** The page's docs sidebar: an MDX page that read it is processed again with it (see sidebarPages). */
  sidebar?: PageSidebar;
  /** Another page of the run has the same source text, in the same batch (see runPages): its parse is kept for it. */
  sharedSource?: boolean;
}

/**
 * The page step's result for one page as the content cache keeps it (see PageResult): every file
 * the page emitted with its contents, so the page can be taken again without running it.
 */
export interface FinishedPage {
  /** The doc without its tree, its source and its body (the body comes apart: see PageResult.body). */
  doc: Omit<Doc, 'hast' | 'markdown' | 'html'>;
  states: unknown[];
  emitted: [path: string, contents: string | Uint8Array][];
  dependsOn: string[];
  warnings: string[];
}

/**
 * What the page step hands back. The page itself (a FinishedPage) is serialised once, in the
 * worker: the bytes are handed to the main thread (transferred, not copied), which deserialises
 * them, and are what the content cache keeps. Posting the page's objects beside them would
 * serialise the same data a second time.
 */
export type PageResult =
  | {
      /** The FinishedPage, serialised (v8.serialize): its doc without the tree and source (the main thread has the source already). */
      page: Uint8Array;
      /**
       * The page's body HTML, UTF-8: apart from the page, so the main thread keeps it on disk as
       * it is (never a string there), and the content cache keeps it where a later build reads it
       * only if the page renders again.
       */
      body: Uint8Array;
      /** The doc as the content cache keeps it (with its tree, before plugins), serialised; for a page processed now, with the cache on. */
      cacheData?: Uint8Array;
      /** The tree after plugins, when `keepTrees`. */
      tree?: Root;
    }
  | { error: { file: string; detail: string; line?: number; column?: number; cause?: PageFailure } }
  | { failure: PageFailure };

export interface PageStepOptions extends Omit<PageSetup, 'hasMarkdownPlugins'> {
  /** The plugins made from `PageSetup.plugins`. */
  pluginList: PagePlugin[];
  /**
   * The remark/rehype lists that run on a page of each scope (see pluginListsOf); functions do not
   * cross to workers in `config`: a worker loads them from the config module.
   */
  markdownPlugins?: (scope: PluginScope | undefined) => MarkdownPluginLists;
  /** Renders a page body: the theme's Markdown renderer. */
  renderBody: (hast: Root) => string;
  /** Says what the step is doing now (the executor names it when a page is stopped). */
  doing?: (what: string) => void;
}

/** A fenced code block's opening line (CommonMark: up to three spaces, three backticks or tildes). */
const FENCE = /^ {0,3}(?:```|~~~)/m;

/**
 * The one per-page step, for `.md` and `.mdx` alike: parse → Markdown plugins (docsgen's and the
 * site's) → plugins' `transformDoc` → the body rendered to HTML, with the page's data. It runs in a
 * page worker (see runPages), where the build can stop it; the tree lives and dies here unless
 * asked for.
 */
export async function createPageStep(options: PageStepOptions): Promise<(job: PageJob) => Promise<PageResult>> {
  const routesBySource = new Map(options.routes);
  const { pluginList: plugins, renderBody, config } = options;
  const contextConfig: ConfigValues = { ...config, lines: configLines(config.configFile) };
  const doing = options.doing ?? (() => undefined);
  const { docsDir, staticDir } = config.paths;
  const docsDirs = config.docsInstances.flatMap((instance) => instance.versions.map((version) => version.docsDir));
  const magicComments = magicCommentsOf((config.docusaurusSiteConfig.themeConfig.prism as { magicComments?: unknown } | undefined)?.magicComments);
  // With Prism themes, code is coloured as prism-react-renderer colours it (siteTokenStyles); else by docsgen's roles.
  const tokenStyles = siteTokenStyles(config.theme?.prism);
  const languages = config.theme?.prism?.languages;
  const codeColours = { ...(tokenStyles ? { prism: tokenStyles } : {}), ...(languages ? { only: new Set(languages) } : {}) };
  const listsOf = options.markdownPlugins ?? ((scope: PluginScope | undefined) => pluginListsOf(config, scope));
  const { i18n } = config;
  const admonitionTitles = admonitionTitlesOf(i18n.codeTranslations);
  const detailsSummary = i18n.codeTranslations['theme.Details.summary'];
  const site = {
    siteConfig: config.docusaurusSiteConfig,
    i18n: config.docusaurusI18n,
    codeTranslations: { file: codeTranslationsFile(i18n), messages: i18n.codeTranslations },
    colorMode: config.colorMode.defaultMode,
    globalData: options.globalData ?? {},
    docsVersions: config.docsInstances.flatMap((instance) =>
      instance.versions.map((version) => ({ instance: instance.id, name: version.name, label: version.label, path: version.routeBase, basePath: instance.routeBase, isLast: version.isLast, banner: version.banner, badge: version.badge })),
    ),
  };
  // One Markdown processor (and MDX one) per scope: each content source's own lists run on its
  // own pages (after the config's markdown.* lists), then docsgen plugins' lists after them.
  // The MDX compiler and bundler load only in a worker that meets an MDX page: a Markdown site's
  // workers start without them.
  const processors = new Map<PluginScope | undefined, { markdown: ReturnType<typeof createMarkdownProcessor>; siteRemarkPlugins: boolean; mdx: () => Promise<ReturnType<typeof createMdxProcessor>> }>();
  const processorsOf = (scope: PluginScope | undefined) => {
    const known = processors.get(scope);
    if (known) return known;
    const lists = listsOf(scope);
    const { beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins } = lists;
    const remarkPlugins = [...lists.remarkPlugins, ...plugins.flatMap((p) => p.remarkPlugins ?? [])];
    const rehypePlugins = [...lists.rehypePlugins, ...plugins.flatMap((p) => p.rehypePlugins ?? [])];
    const chains = { routesBySource, docsDir, docsDirs, beforeDefaultRemarkPlugins, remarkPlugins, beforeDefaultRehypePlugins, rehypePlugins, magicComments, codeColours, admonitionTitles, detailsSummary, mdx1Compat: config.markdown.mdx1Compat, mermaid: config.markdown.mermaid !== false };
    let mdx: Promise<ReturnType<typeof createMdxProcessor>> | undefined;
    const made = {
      markdown: createMarkdownProcessor(chains),
      siteRemarkPlugins: remarkPlugins.length > 0 || beforeDefaultRemarkPlugins.length > 0,
      mdx: () =>
        (mdx ??= import('./mdx/processMdx.js').then(({ createMdxProcessor }) =>
          createMdxProcessor({ ...chains, defines: options.defines, pluginThemes: options.themePaths, rootDir: config.rootDir, react: config.react, staticDir, generatedDir: config.paths.generatedDir, themeDir: config.paths.themeDir, swizzleDir: config.paths.swizzleDir, markdownAsMdx: config.markdown.format === 'mdx', site }),
        )),
    };
    processors.set(scope, made);
    return made;
  };
  let react: Promise<ReturnType<typeof createReactPageProcessor>> | undefined;
  const processReactPage = async (file: string) => {
    react ??= import('./mdx/processReactPage.js').then(({ createReactPageProcessor }) => createReactPageProcessor({ routesBySource, defines: options.defines, pluginThemes: options.themePaths, rootDir: config.rootDir, react: config.react, staticDir, generatedDir: config.paths.generatedDir, themeDir: config.paths.themeDir, swizzleDir: config.paths.swizzleDir, site }));
    return (await react)(file);
  };
  const processMdx = async (body: string, file: string, scope: PluginScope | undefined, sidebar: PageSidebar | undefined, sharedSource: boolean | undefined, grammars: MissingGrammars) => (await processorsOf(scope).mdx())(body, file, sidebar, sharedSource, grammars);
  // A site that swizzled @theme/CodeBlock (or a part): a `.md` page's fences render through it as
  // an MDX page's do, so a page with one is compiled as Markdown by the MDX compiler (its 'md'
  // format, as Docusaurus compiles it); a page without one stays on the Markdown path.
  const mdFencesThroughCodeBlock = config.markdown.format !== 'mdx' && options.rendersCodeBlock === true;
  // A site whose MDXComponents maps a Markdown element (`h2`, `a`, `table`…): a `.md` page holding one
  // is compiled the same way, so it renders with the site's component, as Docusaurus renders it.
  const mdxElements = options.mdxElements ?? [];
  const asMdx = (source: SourceFile) =>
    config.markdown.format === 'mdx' || source.sourcePath.endsWith('.mdx') || (mdFencesThroughCodeBlock && FENCE.test(source.body)) || (mdxElements.length > 0 && markdownUsesElements(source.body, mdxElements));
  /** A page's body processed to its doc, by its kind. */
  const processBody = async (source: SourceFile, sidebar: PageSidebar | undefined, sharedSource: boolean | undefined, grammars: MissingGrammars): Promise<DocWithTree> => {
    if (isReactPage(source)) {
      doing('bundling and rendering the React page');
      const result = await processReactPage(source.sourcePath);
      // Its <Layout title description> names the page (the site's title without one, as Docusaurus's <title>).
      const frontMatter = { ...source.frontMatter, title: result.title ?? config.title, ...(result.description !== undefined ? { description: result.description } : {}) };
      return docFromResult({ ...source, frontMatter }, result);
    }
    if (asMdx(source)) {
      doing('compiling and rendering the MDX page');
      const doc = docFromResult(source, await processMdx(source.body, source.sourcePath, source.pluginScope, sidebar, sharedSource, grammars));
      // Rendered with its sidebar now, and again in every run (see sidebarPages).
      if (sidebar) doc.readsSidebar = true;
      return doc;
    }
    doing('parsing the Markdown');
    const processor = processorsOf(source.pluginScope);
    // The grammars of the page's fences (those inside a Markdown block's too), before highlighting.
    // With a site's remark plugin, the HTML parser too, before its first page: the plugin must see
    // each page once (it may count what it meets), and it may make raw HTML of its own.
    await Promise.all([loadLanguages(fenceLanguages([source.body])), processor.siteRemarkPlugins ? loadRawHtmlParser() : undefined]);
    try {
      return toDoc(source, processor.markdown, grammars);
    } catch (error) {
      // Else the HTML parser loads with the first page that has raw HTML (a `<` in code is none):
      // that page goes through docsgen's own plugins again, which keep nothing between runs.
      if (!(error instanceof RawHtmlParserNotLoaded)) throw error;
      await loadRawHtmlParser();
      return toDoc(source, processor.markdown, grammars);
    }
  };
  const parts = plugins.map((plugin) => shardedPart(plugin));
  return async ({ source, cached, sidebar, sharedSource }) => {
    let doc: DocWithTree;
    let cacheData: Uint8Array | undefined;
    if (cached) doc = cached;
    else {
      try {
        // Highlighting is synchronous: a code block the page's fences did not show (a site's Markdown
        // plugin made it, or raw HTML) whose grammar was not loaded yet waits in the page's own
        // MissingGrammars, has it loaded now and is highlighted in place, so that no block depends on
        // what pages this worker met before and no plugin sees the page twice.
        const grammars = new MissingGrammars();
        doc = await processBody(source, sidebar, sharedSource, grammars);
        await grammars.settle();
        // A blog post's reading time, counted here (in parallel, and kept in the cache with the page) rather than by the blog's routes.
        if (source.pluginScope === 'blog') doc.readingTime = postReadingTime(source.raw);
      } catch (error) {
        const { file, detail, line, column, cause } = toContentError(error, source.displayPath);
        // The cause of an unexpected error (a bug in a Markdown plugin): its stack, for --verbose.
        return { error: { file, detail, line, column, ...(cause ? { cause: toFailure(cause) } : {}) } };
      }
      if (options.cache) cacheData = serialize(doc);
    }
    const emitted: [string, string | Uint8Array][] = [];
    const dependsOn: string[] = [];
    const warnings: string[] = [];
    const context: DocContext = {
      config: contextConfig,
      cacheDir: options.cacheDir,
      dev: options.dev,
      emitFile(relative, contents) {
        emitted.push([relative, contents]);
        return `/${relative}`;
      },
      warn: (message) => warnings.push(message),
      dependOn: (_doc, file) => dependsOn.push(file),
    };
    for (const plugin of plugins) {
      if (!plugin.transformDoc) continue;
      doing(`running plugin "${plugin.name}"'s transformDoc`);
      try {
        await plugin.transformDoc(doc, context);
      } catch (error) {
        return { failure: toFailure(pluginFailure(error, plugin.name, 'transformDoc', doc.displayPath)) };
      }
    }
    const states = parts.map((part) => part?.takePage(doc.sourcePath));
    doing('rendering the page body with the theme');
    let html: string;
    try {
      html = renderBody(doc.hast);
    } catch (error) {
      return { failure: toFailure(error) };
    }
    // The page's anchors are the ids of its final body HTML, whatever made them (see htmlIds).
    doc.facts = { ...doc.facts, ids: htmlIds(html) };
    const { hast, markdown: _source, html: _old, ...data } = doc;
    const finished: FinishedPage = { doc: data, states, emitted, dependsOn, warnings };
    return { page: serialize(finished), body: new Uint8Array(Buffer.from(html, 'utf8')), ...(cacheData ? { cacheData } : {}), ...(options.keepTrees ? { tree: hast } : {}) };
  };
}
