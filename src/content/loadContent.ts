import { lstatSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { encodeRoutePath } from '../shared/paths.js';
import type { PluggableList } from 'unified';
import type { SiteConfig } from '../config/siteConfig.js';
import { AggregateBuildError, ContentError, groupProblems } from '../errors.js';
import { formatBytes } from '../log.js';
import { slashPath } from '../slashPath.js';
import { findEsmLine } from './findEsmLine.js';
import { splitFrontMatter } from './frontMatter.js';
import { loadCategories } from './loadCategories.js';
import { createMarkdownProcessor } from './markdownProcessor.js';
import { fenceLanguages, loadLanguages } from './plugins/highlighter.js';
import type { Content, Doc } from './types.js';
import { ContentCache } from './contentCache.js';
import { createMdxProcessor } from './mdx/processMdx.js';
import { checkLineNesting } from './plugins/remarkNestingLimit.js';
import { docFromResult, toContentError, toDoc, type SourceFile } from './toDoc.js';
import { walkDocs } from './walkDocs.js';
import { findStandalonePages } from './findStandalonePages.js';
import { docRoute } from '../routes/docRoute.js';
import { processInWorkers, workersAvailable, type ProcessResult } from './workerPool.js';

/** Below this many pages to process, starting worker threads costs more than it saves. */
const WORKER_THRESHOLD = 120;
/** MDX pages processed at once. */
const MDX_BATCH = 8;


export interface LoadContentOptions {
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** Reuses docs whose source (and the site's routes) did not change. */
  cache?: ContentCache;
  /** Extra input to every cache key (e.g. a hash of the config file). */
  cacheSalt?: string;
  /**
   * Called for every doc as soon as it is processed or taken from the cache (cache hits first),
   * after it is cached: plugins' per-page work, then compacting its tree.
   */
  onDoc?: (doc: Doc) => void | Promise<void>;
  /**
   * Content shards (builds): when there are many Markdown pages to process, they run through the
   * whole per-page chain in worker threads and come back finished (plugins' page work done, body
   * rendered, tree let go), so they are not handed to `onDoc`.
   */
  shards?: PageShards;
  /** Pages done (processed, failed or taken from the cache) of all pages: the terminal's progress line. */
  progress?: (done: number, total: number) => void;
}

/** A page a shard finished: the doc, and its content-cache entry as bytes (when the cache keeps pages). */
export type ShardedResult = { doc: Doc; cacheData?: Uint8Array } | { error: ContentError };

export interface PageShards {
  /** Processes `sources`, handing each result to `accept` in their order. */
  run(sources: SourceFile[], routesBySource: ReadonlyMap<string, string>, languages: Set<string>, accept: (n: number, result: ShardedResult) => Promise<void>): Promise<void>;
}

/** content stage: reads `<contentDir>/docs`, parses front matter and Markdown into HAST and facts. */
export async function loadContent(config: SiteConfig, options: LoadContentOptions = {}): Promise<Content> {
  const { docsDir } = config.paths;
  const display = (file: string) => path.relative(config.rootDir, file) || file;
  const exists = await stat(docsDir).then((s) => s.isDirectory(), () => false);
  if (!exists) throw new ContentError(display(docsDir), 'content folder not found');
  const { pages, categoryFiles } = await walkDocs(docsDir, config.rootDir);
  if (pages.length === 0) throw new ContentError(display(docsDir), 'no Markdown pages found (add a .md file with front matter)');

  const problems: ContentError[] = [];
  const sources: SourceFile[] = [];
  for (const sourcePath of pages) {
    try {
      sources.push(readSource(sourcePath, docsDir, config, display));
    } catch (error) {
      problems.push(toContentError(error, display(sourcePath)));
    }
  }
  throwIfAny(problems);
  checkUniqueIds(sources);
  // Pages outside the docs (the home page content/index.md; src/pages in Docusaurus's layout),
  // processed like every doc. Their id is their route: no doc id starts with `/`.
  const standalone = await findStandalonePages(config, display);
  for (const page of standalone) {
    try {
      const source = readSource(page.file, docsDir, config, display);
      // Docusaurus shows a Markdown page's body as written, with no title heading of the theme's
      // (front matter `title` is the document title): its own `# heading` stays.
      if (config.layout === 'docusaurus') source.frontMatter = { ...source.frontMatter, hide_title: source.frontMatter.hide_title ?? true };
      sources.push({ ...source, id: page.route, route: page.route });
    } catch (error) {
      problems.push(toContentError(error, display(page.file)));
    }
  }
  throwIfAny(problems);
  const homePath = standalone.find((page) => page.route === '/')?.file;
  const pageFiles = new Set(standalone.map((page) => page.file));

  const routesBySource = new Map(sources.map((s) => [s.sourcePath, s.route]));
  const routeOf = (sourcePath: string) => routesBySource.get(sourcePath) ?? null;
  // Cached pages first; the rest is processed in worker threads when there are many of them,
  // else here one by one, each handed to `onDoc` before the next is parsed.
  const slots: (Doc | undefined)[] = [];
  let done = 0;
  const tick = () => options.progress?.(++done, sources.length);
  const misses: { index: number; source: SourceFile; key: string }[] = [];
  for (const [index, source] of sources.entries()) {
    const key = ContentCache.key(options.cacheSalt ?? '', source.sourcePath, source.raw);
    slots[index] = options.cache?.get(source.sourcePath, key, routeOf);
    if (slots[index]) {
      await options.onDoc?.(slots[index]);
      tick();
    } else misses.push({ index, source, key });
  }
  const customPlugins = (options.remarkPlugins?.length ?? 0) + (options.rehypePlugins?.length ?? 0) > 0;
  const reprocessed = new Set<string>();
  const accept = async (miss: (typeof misses)[number], result: ProcessResult) => {
    tick();
    if ('error' in result) {
      problems.push(result.error);
      return;
    }
    options.cache?.set(miss.source.sourcePath, miss.key, result.doc);
    reprocessed.add(miss.source.sourcePath);
    slots[miss.index] = result.doc;
    await options.onDoc?.(result.doc);
  };
  // Highlighting is synchronous: the grammars these pages use are loaded first (content workers
  // and shards load the same ones: a grammar may highlight code inside it in another language
  // when that one is loaded).
  const languages = fenceLanguages(misses.map((m) => m.source.body));
  // MDX pages are bundled and rendered here (asynchronously); Markdown pages as below.
  const asMdx = (source: SourceFile) => config.markdown.format === 'mdx' || source.sourcePath.endsWith('.mdx');
  const mdxMisses = misses.filter((miss) => asMdx(miss.source));
  const mdMisses = misses.filter((miss) => !asMdx(miss.source));
  const sharded = options.shards !== undefined && mdMisses.length >= WORKER_THRESHOLD;
  if (!sharded || mdxMisses.length > 0) await loadLanguages(languages);
  if (sharded) {
    await options.shards!.run(
      mdMisses.map((m) => m.source),
      routesBySource,
      languages,
      async (n, result) => {
        const miss = mdMisses[n]!;
        tick();
        if ('error' in result) {
          problems.push(result.error);
          return;
        }
        options.cache?.set(miss.source.sourcePath, miss.key, result.doc, result.cacheData);
        reprocessed.add(miss.source.sourcePath);
        slots[miss.index] = result.doc;
      },
    );
  } else if (mdMisses.length >= WORKER_THRESHOLD && !customPlugins && workersAvailable()) {
    const results = await processInWorkers(mdMisses.map((m) => m.source), routesBySource, docsDir);
    for (const [n, result] of results.entries()) await accept(mdMisses[n]!, result);
  } else if (mdMisses.length > 0) {
    const processMarkdown = createMarkdownProcessor({ routesBySource, docsDir, remarkPlugins: options.remarkPlugins, rehypePlugins: options.rehypePlugins });
    for (const miss of mdMisses) await accept(miss, processOne(miss.source, processMarkdown));
  }
  if (mdxMisses.length > 0) {
    const processMdx = createMdxProcessor({
      routesBySource,
      docsDir,
      remarkPlugins: options.remarkPlugins,
      rehypePlugins: options.rehypePlugins,
      rootDir: config.rootDir,
      staticDir: config.paths.staticDir,
      themeDir: config.paths.themeDir,
      markdownAsMdx: config.markdown.format === 'mdx',
      site: {
        siteConfig: {
          title: config.title,
          tagline: config.tagline,
          url: new URL(config.urls.siteUrl).origin,
          baseUrl: config.urls.base,
          customFields: config.customFields,
          trailingSlash: false,
        },
        colorMode: config.colorMode.defaultMode,
      },
    });
    // Bundling waits on esbuild's service: a few pages at a time keep it busy, and each batch is
    // handed on before the next starts, so a large site never holds every tree at once.
    for (let start = 0; start < mdxMisses.length; start += MDX_BATCH) {
      const batch = mdxMisses.slice(start, start + MDX_BATCH);
      const results = await Promise.all(
        batch.map(async (miss): Promise<ProcessResult> => {
          try {
            return { doc: docFromResult(miss.source, await processMdx(miss.source.body, miss.source.sourcePath)) };
          } catch (error) {
            const problem = toContentError(error, miss.source.displayPath);
            problem.page ??= miss.source.displayPath;
            return { error: problem };
          }
        }),
      );
      for (const [n, result] of results.entries()) await accept(batch[n]!, result);
    }
  }
  const loaded = slots.filter((doc): doc is Doc => doc !== undefined);
  throwIfAny(problems);
  options.cache?.retain(new Set(routesBySource.keys()));
  const docs = loaded.filter((doc) => !pageFiles.has(doc.sourcePath));
  const home = loaded.find((doc) => doc.sourcePath === homePath);
  const others = loaded.filter((doc) => pageFiles.has(doc.sourcePath) && doc.sourcePath !== homePath);
  return { docs, ...(home ? { home } : {}), ...(others.length > 0 ? { pages: others } : {}), categories: await loadCategories(categoryFiles, docsDir, display), reprocessed };
}



/**
 * Reads one page. Synchronously: a site's pages are many small files, and awaiting each read in
 * turn cost 0.1-0.2 s at 1,000 pages (over a second at 10,000) against about 13 ms read this way.
 */
function readSource(sourcePath: string, docsDir: string, config: SiteConfig, display: (f: string) => string): SourceFile {
  const displayPath = display(sourcePath);
  let raw: string;
  try {
    // Size first: a page over the limit is never read (nor parsed, which would take minutes).
    const size = statSync(sourcePath).size;
    if (size > config.maxPageSize) {
      throw new ContentError(
        displayPath,
        `the page is ${formatBytes(size)}, more than maxPageSize (${formatBytes(config.maxPageSize)}): split it into several pages, or raise maxPageSize in ${path.basename(config.configFile)}`,
      );
    }
    raw = readFileSync(sourcePath, 'utf8');
  } catch (error) {
    if (error instanceof ContentError) throw error;
    // "EACCES: permission denied, open '/abs/path'" → "EACCES: permission denied"
    const reason = (error as Error).message.replace(/, \w+ '.*'$/, '');
    const dangling = (error as NodeJS.ErrnoException).code === 'ENOENT' && isSymbolicLink(sourcePath);
    throw new ContentError(displayPath, `cannot read file (${reason})${dangling ? ': it is a symbolic link to a missing file' : ''}`);
  }
  const { frontMatter, body, warnings, bodyStart, blankLines } = splitFrontMatter(raw, displayPath);
  checkLineNesting(body);
  const file = slashPath(path.relative(docsDir, sourcePath));
  const relative = file.replace(/\.mdx?$/, '');
  const id = frontMatter.id ? relative.replace(/[^/]+$/, frontMatter.id) : relative;
  const base = `/${config.docs.routeBasePath}`.replace(/\/$/, '');
  // The route is the page's URL path: a file name with a space, `?`, `#` or `%` is percent-encoded.
  const route = encodeRoutePath(`${base}${docRoute(file, frontMatter)}` || '/');
  // A regular-expression test first: most pages have no such line, and need no line-by-line scan.
  if (config.markdown.format === 'detect' && sourcePath.endsWith('.md') && /^(?:import|export)\s/m.test(body)) {
    const line = findEsmLine(body);
    if (line !== undefined) {
      const message = "an MDX import/export line in a .md page, shown as text: docsgen reads .md files as CommonMark; rename the page to .mdx, or set markdown: { format: 'mdx' } in the config to read every page as MDX (as Docusaurus 3 does)";
      warnings.push({ message, line });
    }
  }
  return {
    sourcePath,
    displayPath,
    id,
    route,
    raw,
    // Made again each time it is read (for the fence scan, a content worker, the parser): a body
    // kept as the joined string becomes a second copy of the page's text the first time it is
    // searched or sent to a worker (V8 flattens it in place), which a build held for every page.
    get body() {
      return '\n'.repeat(blankLines) + raw.slice(bodyStart);
    },
    frontMatter,
    ...(warnings.length ? { warnings } : {}),
  };
}

function checkUniqueIds(sources: SourceFile[]): void {
  const seen = new Map<string, SourceFile>();
  const problems: ContentError[] = [];
  for (const source of sources) {
    const other = seen.get(source.id);
    if (other) problems.push(new ContentError(source.displayPath, `duplicate doc id "${source.id}" (also used by ${other.displayPath})`));
    else seen.set(source.id, source);
  }
  throwIfAny(problems);
}

function throwIfAny(problems: ContentError[]): void {
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) {
    // A problem in a shared component or partial is listed once, with the pages it stopped.
    const { short, full } = groupProblems(problems.map((p) => ({ message: p.message, page: p.page !== p.file ? p.page : undefined })));
    throw new AggregateBuildError(`${problems.length} content files have errors${short.length < problems.length ? ` (${short.length} different)` : ''}`, short, full);
  }
}

function processOne(source: SourceFile, processMarkdown: ReturnType<typeof createMarkdownProcessor>): ProcessResult {
  try {
    return { doc: toDoc(source, processMarkdown) };
  } catch (error) {
    return { error: toContentError(error, source.displayPath) };
  }
}

function isSymbolicLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
