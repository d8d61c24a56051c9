import { lstatSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { AggregateBuildError, ContentError, groupProblems } from '../util/errors.js';
import { formatBytes } from '../util/log.js';
import { findEsmLine } from './findEsmLine.js';
import { knownSourceHash, shareSourceHash, sourceHash } from './sourceHash.js';
import { splitFrontMatter } from './frontMatter.js';
import type { SourceFacts, SourceMemo } from './sourceMemo.js';
import type { AddedRoute, Content, Doc, DocSet } from './types.js';
import type { ContentSource, FoundFiles } from './contentSource.js';
import { ContentCache } from './contentCache.js';
import { checkLineNesting } from './plugins/remarkNestingLimit.js';
import type { PageJob } from './processPage.js';
import type { PageOutcome } from './runPages.js';
import { toContentError, type SourceFile } from './toDoc.js';
import { pluginListsKey, pluginScope, type PluginScope } from './markdownPluginLists.js';

/** The name the docs' source is registered under: its pages are `Content.docs`. */
export const DOCS = 'docs';

export interface LoadContentOptions {
  /** The registered sources (see src/routes/pageSources.ts): those with `content` are read. */
  sources: readonly NamedContentSource[];
  /** Reuses docs whose source (and the site's routes) did not change. */
  cache?: ContentCache;
  /** Extra input to every cache key (e.g. a hash of the config file). */
  cacheSalt?: string;
  /** What each source gave in earlier builds: an unchanged one is not read again (see SourceMemo). */
  sourceMemo?: SourceMemo;
  /**
   * What else shapes the page step's result (the theme): with it, a page whose result the cache
   * keeps for this key is taken from the cache whole, with no worker (see ContentCache.getFinished).
   */
  finishKey?: string;
  /**
   * Runs the page step (see runPages) on the pages given, cached docs included, and hands each
   * outcome to `accept` in their order.
   */
  runPages: (jobs: PageJob[], routesBySource: ReadonlyMap<string, string>, accept: (n: number, outcome: PageOutcome) => Promise<void>) => Promise<void>;
  /** A cached doc that is finished already (the dev server's, processed in an earlier run): it skips the page step. */
  finished?: (doc: Doc) => boolean;
  /** Pages done (processed, failed or taken from the cache) of all pages: the terminal's progress line. */
  progress?: (done: number, total: number) => void;
  /** The dev server: sources show what a build leaves out (a blog's drafts). */
  dev?: boolean;
  /** The pages the site's plugins added (see FindContext.addedRoutes). */
  addedRoutes?: readonly AddedRoute[];
}

/** The pages processed in a run whose other pages failed (keyed by the error loadContent threw). */
export const pagesBeforeFailure = new WeakMap<Error, Doc[]>();

/** A content source as loadContent reads it: its name (the key of its pages in Content.sources) and what it reads. */
export interface NamedContentSource {
  name: string;
  content?: ContentSource;
}

/**
 * content stage: reads every registered source's Markdown files (see src/routes/pageSources.ts),
 * parses front matter, and runs each page through the page step. The docs are read first, then
 * the other sources in the order they are registered.
 */
export async function loadContent(config: ConfigValues, options: LoadContentOptions): Promise<Content> {
  const display = (file: string) => path.relative(config.rootDir, file) || file;
  const readers = options.sources.filter((source): source is Required<NamedContentSource> => source.content !== undefined);
  const ordered = [...readers.filter((source) => source.name === DOCS), ...readers.filter((source) => source.name !== DOCS)];

  const problems: ContentError[] = [];
  const sources: SourceFile[] = [];
  const sourceOf: string[] = [];
  const finishers: NonNullable<FoundFiles['finish']>[] = [];
  const aliases: [string, string][] = [];
  for (const { name, content } of ordered) {
    const found = await content.findFiles(config, display, { dev: options.dev ?? false, ...(options.addedRoutes ? { addedRoutes: options.addedRoutes } : {}) });
    if (found.finish) finishers.push(found.finish);
    if (found.aliases) aliases.push(...found.aliases);
    const read: SourceFile[] = [];
    for (const sourcePath of found.files) {
      try {
        read.push(readSource(sourcePath, name, found, config, display, options.sourceMemo));
      } catch (error) {
        problems.push(toContentError(error, display(sourcePath)));
      }
    }
    throwIfAny(problems);
    checkUniqueIds(read);
    for (const source of read) {
      sources.push(source);
      sourceOf.push(name);
    }
  }

  const routesBySource = new Map(sources.map((s) => [s.sourcePath, s.route]));
  for (const [alias, file] of aliases) {
    const route = routesBySource.get(file);
    if (route !== undefined && !routesBySource.has(alias)) routesBySource.set(alias, route);
  }
  const routeOf = (sourcePath: string) => routesBySource.get(sourcePath) ?? null;
  // Every page goes through the page step, a cached one with its cached doc (plugins' page work
  // and its body are made again); only the dev server's finished docs are taken as they are.
  const slots: (Doc | undefined)[] = [];
  let done = 0;
  const tick = () => options.progress?.(++done, sources.length);
  const jobs: PageJob[] = [];
  const keys: string[] = [];
  const listsKeys = new Map<PluginScope | undefined, string>();
  for (const [index, source] of sources.entries()) {
    // The page's Markdown plugin lists are part of its key (each source has its own).
    const listsKey = listsKeys.get(source.pluginScope) ?? pluginListsKey(config, source.pluginScope);
    listsKeys.set(source.pluginScope, listsKey);
    const key = ContentCache.key(`${options.cacheSalt ?? ''}\0${listsKey}`, source.sourcePath, sourceHash(source, () => source.raw));
    keys[index] = key;
    const finished = options.finishKey === undefined ? undefined : options.cache?.getFinished(source.sourcePath, key, options.finishKey, routeOf);
    if (finished) {
      jobs.push({ n: index, source, finished });
      continue;
    }
    const cached = options.cache?.get(source.sourcePath, key, routeOf);
    if (cached && options.finished?.(cached)) {
      slots[index] = cached;
      tick();
    } else jobs.push({ n: index, source, ...(cached ? { cached } : {}) });
  }
  const reprocessed = new Set<string>();
  const fromCache = new Set(jobs.filter((job) => job.cached || job.finished).map((job) => job.n));
  await options.runPages(jobs, routesBySource, async (index, outcome) => {
    tick();
    if ('error' in outcome) {
      problems.push(outcome.error);
      return;
    }
    const source = sources[index]!;
    if (!fromCache.has(index)) {
      options.cache?.set(source.sourcePath, keys[index]!, outcome.doc, outcome.cacheData);
      reprocessed.add(source.sourcePath);
    } else options.cache?.keepFinished(source.sourcePath, outcome.doc);
    if (outcome.finishedData && options.finishKey !== undefined) options.cache?.setFinished(source.sourcePath, options.finishKey, outcome.dependsOn ?? [], outcome.finishedData);
    slots[index] = outcome.doc;
  });
  // What a source placed on its pages is the current run's, whether the page was processed now or not.
  for (const [index, doc] of slots.entries()) {
    const data = sources[index]!.data;
    if (doc && data) slots[index] = { ...doc, data };
  }
  try {
    throwIfAny(problems);
  } catch (error) {
    // The pages that did get through: their problems join the failure in a `--report` (see generateSite).
    if (error instanceof Error) pagesBeforeFailure.set(error, slots.filter((doc): doc is Doc => doc !== undefined));
    throw error;
  }
  options.cache?.retain(new Set(routesBySource.keys()));
  const bySource: Record<string, Doc[]> = Object.fromEntries(ordered.map(({ name }) => [name, []]));
  for (const [index, doc] of slots.entries()) if (doc) bySource[sourceOf[index]!]!.push(doc);
  const docs = bySource[DOCS] ?? [];
  const docSets: DocSet[] = [];
  for (const finish of finishers) docSets.push(...(await finish(docs)));
  // The MDX pages that read the docs sidebar render again once it is known (see sidebarPages).
  const sidebarReaders = slots.flatMap((doc, index) => (doc?.readsSidebar ? [{ source: sources[index]!, doc }] : []));
  return { docs, sources: bySource, docSets, reprocessed, ...(sidebarReaders.length ? { sidebarReaders: { pages: sidebarReaders, routesBySource } } : {}) };
}

/**
 * Reads one page. Synchronously: a site's pages are many small files, and awaiting each read in
 * turn cost 0.1-0.2 s at 1,000 pages (over a second at 10,000) against about 13 ms read this way.
 * A page whose stat is the one the source memo took its facts with is not read: its text is read
 * only if something asks for it (a page processed or rendered again, a Markdown copy).
 */
function readSource(sourcePath: string, sourceName: string, found: FoundFiles, config: ConfigValues, display: (f: string) => string, memo: SourceMemo | undefined): SourceFile {
  const displayPath = display(sourcePath);
  let text: string | undefined;
  let facts: SourceFacts | undefined;
  let stat: Stats;
  let statAt = 0;
  try {
    // Size first: a page over the limit is never read (nor parsed, which would take minutes).
    statAt = memo?.clock() ?? 0;
    stat = statSync(sourcePath);
    if (stat.size > config.maxPageSize) {
      throw new ContentError(
        displayPath,
        `the page is ${formatBytes(stat.size)}, more than maxPageSize (${formatBytes(config.maxPageSize)}): split it into several pages, or raise maxPageSize in ${config.configFileName}`,
      );
    }
    facts = memo?.byStat(sourcePath, stat, found.frontMatterKeys);
    if (!facts) text = readFileSync(sourcePath, 'utf8');
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw cannotRead(error, sourcePath, displayPath);
  }
  const holder = {};
  if (text !== undefined) {
    const read = text;
    const hash = sourceHash(holder, () => read);
    facts = memo?.byHash(sourcePath, stat, found.frontMatterKeys, hash, statAt);
    if (!facts) {
      const { frontMatter, body, warnings, bodyStart, blankLines } = splitFrontMatter(read, displayPath, found.frontMatterKeys);
      checkLineNesting(body);
      // A regular-expression test first: most pages have no such line, and need no line-by-line scan.
      const esmLine = sourcePath.endsWith('.md') && /^(?:import|export)\s/m.test(body) ? findEsmLine(body) : undefined;
      facts = { hash, frontMatter, warnings, bodyStart, blankLines, ...(esmLine !== undefined ? { esmLine } : {}) };
      memo?.set(sourcePath, stat, found.frontMatterKeys, facts, statAt);
    }
  }
  const { frontMatter, warnings, bodyStart, blankLines, esmLine } = facts!;
  const place = found.place(sourcePath, frontMatter);
  if (place.warnings) warnings.push(...place.warnings);
  const rewrite = found.body;
  // A page of an unversioned site carries no version: it is the site's own docs instance's.
  const scope = pluginScope(sourceName, place.version?.instance ?? config.docsIds.main);
  if (config.markdown.format === 'detect' && esmLine !== undefined) {
    const message = "an MDX import/export line in a .md page, shown as text: docsgen reads .md files as CommonMark; rename the page to .mdx, or set markdown: { format: 'mdx' } in the config to read every page as MDX (as Docusaurus 3 does)";
    warnings.push({ message, line: esmLine });
  }
  // Read now if the memo had the page's facts (and its text is asked for).
  const raw = () => {
    if (text === undefined) {
      try {
        text = readFileSync(sourcePath, 'utf8');
      } catch (error) {
        throw cannotRead(error, sourcePath, displayPath);
      }
    }
    return text;
  };
  const source: SourceFile = {
    sourcePath,
    displayPath,
    id: place.id,
    route: place.route,
    get raw() {
      return raw();
    },
    // Made again each time it is read (for the fence scan, a content worker, the parser): a body
    // kept as the joined string becomes a second copy of the page's text the first time it is
    // searched or sent to a worker (V8 flattens it in place), which a build held for every page.
    get body() {
      const body = '\n'.repeat(blankLines) + raw().slice(bodyStart);
      return rewrite ? rewrite(body) : body;
    },
    frontMatter: place.frontMatter ?? frontMatter,
    ...(place.version ? { version: place.version } : {}),
    ...(place.data ? { data: place.data } : {}),
    ...(warnings.length ? { warnings } : {}),
    ...(place.fallbackTitle ? { fallbackTitle: place.fallbackTitle } : {}),
    ...(place.rendersTitle ? { rendersTitle: true as const } : {}),
    ...(place.position !== undefined ? { position: place.position } : {}),
    ...(place.sourceDir !== undefined ? { sourceDir: place.sourceDir } : {}),
    ...(scope ? { pluginScope: scope } : {}),
  };
  if (text !== undefined) shareSourceHash(holder, source);
  else knownSourceHash(source, facts!.hash);
  return source;
}

/** A page that cannot be read, as its message: "EACCES: permission denied, open '/abs/path'" → "EACCES: permission denied". */
function cannotRead(error: unknown, sourcePath: string, displayPath: string): ContentError {
  const reason = (error as Error).message.replace(/, \w+ '.*'$/, '');
  const dangling = (error as NodeJS.ErrnoException).code === 'ENOENT' && isSymbolicLink(sourcePath);
  return new ContentError(displayPath, `cannot read file (${reason})${dangling ? ': it is a symbolic link to a missing file' : ''}`);
}

function checkUniqueIds(sources: SourceFile[]): void {
  const seen = new Map<string, SourceFile>();
  const problems: ContentError[] = [];
  for (const source of sources) {
    // Ids are unique within a version: every version has its own `intro`.
    const key = JSON.stringify([source.version?.instance, source.version?.name, source.id]);
    const other = seen.get(key);
    if (other) problems.push(new ContentError(source.displayPath, `duplicate doc id "${source.id}" (also used by ${other.displayPath})`));
    else seen.set(key, source);
  }
  throwIfAny(problems);
}

export function throwIfAny(problems: ContentError[]): void {
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) {
    // A problem in a shared component or partial is listed once, with the pages it stopped.
    const { short, full } = groupProblems(problems.map((p) => ({ message: p.message, page: p.page !== p.file ? p.page : undefined })));
    throw new AggregateBuildError(`${problems.length} content files have errors${short.length < problems.length ? ` (${short.length} different)` : ''}`, short, full);
  }
}

function isSymbolicLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
