import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import { sidebarsSchema } from '../config/schema.js';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { encodeRoutePath } from '../shared/paths.js';
import type { SiteConfig } from '../config/siteConfig.js';
import { AggregateBuildError, ContentError, groupProblems } from '../errors.js';
import { formatBytes } from '../log.js';
import { slashPath } from '../slashPath.js';
import { findEsmLine } from './findEsmLine.js';
import { splitFrontMatter } from './frontMatter.js';
import { loadCategories } from './loadCategories.js';
import { fenceLanguages } from './plugins/highlighter.js';
import type { Content, Doc, DocSet, DocVersionRef } from './types.js';
import { CURRENT_VERSION, isVersioned, type DocsInstance, type DocsVersion } from '../config/resolveVersions.js';
import { ContentCache } from './contentCache.js';
import { checkLineNesting } from './plugins/remarkNestingLimit.js';
import type { PageJob } from './processPage.js';
import type { PageOutcome } from './runPages.js';
import { toContentError, type SourceFile } from './toDoc.js';
import { walkDocs } from './walkDocs.js';
import { findStandalonePages } from './findStandalonePages.js';
import { docRoute } from '../routes/docRoute.js';

export interface LoadContentOptions {
  /** Reuses docs whose source (and the site's routes) did not change. */
  cache?: ContentCache;
  /** Extra input to every cache key (e.g. a hash of the config file). */
  cacheSalt?: string;
  /**
   * What else shapes the page step's result (the theme): with it, a page whose result the cache
   * keeps for this key is taken from the cache whole, with no worker (see ContentCache.getFinished).
   */
  finishKey?: string;
  /**
   * Runs the page step (see runPages) on the pages given, cached docs included, and hands each
   * outcome to `accept` in their order.
   */
  runPages: (jobs: PageJob[], routesBySource: ReadonlyMap<string, string>, languages: Set<string>, accept: (n: number, outcome: PageOutcome) => Promise<void>) => Promise<void>;
  /** A cached doc that is finished already (the dev server's, processed in an earlier run): it skips the page step. */
  finished?: (doc: Doc) => boolean;
  /** Pages done (processed, failed or taken from the cache) of all pages: the terminal's progress line. */
  progress?: (done: number, total: number) => void;
}

/** content stage: reads `<contentDir>/docs`, parses front matter and Markdown into HAST and facts. */
export async function loadContent(config: SiteConfig, options: LoadContentOptions): Promise<Content> {
  const display = (file: string) => path.relative(config.rootDir, file) || file;
  const problems: ContentError[] = [];
  const sources: SourceFile[] = [];
  // Each docs instance's versions, each read from its own folder and served under its own route base.
  const sets: { instance: DocsInstance; version: DocsVersion; categoryFiles: string[]; sourcePaths: Set<string> }[] = [];
  // Pages carry their version only where there is more than one (a site without builds as before).
  const versioned = isVersioned(config.docsInstances);
  for (const instance of config.docsInstances) {
    for (const version of instance.versions) {
      const { docsDir } = version;
      const exists = await stat(docsDir).then((s) => s.isDirectory(), () => false);
      if (!exists) throw new ContentError(display(docsDir), version.name === CURRENT_VERSION ? 'content folder not found' : `the folder of docs version "${version.name}" (named in versions.json) is not found`);
      const { pages, categoryFiles } = await walkDocs(docsDir, config.rootDir);
      if (pages.length === 0) throw new ContentError(display(docsDir), 'no Markdown pages found (add a .md file with front matter)');
      const versionSources: SourceFile[] = [];
      for (const sourcePath of pages) {
        try {
          versionSources.push(readSource(sourcePath, docsDir, version.routeBase, config, display, versioned ? { instance: instance.id, name: version.name } : undefined));
        } catch (error) {
          problems.push(toContentError(error, display(sourcePath)));
        }
      }
      throwIfAny(problems);
      // Ids are unique within a version: every version has its own `intro`.
      checkUniqueIds(versionSources);
      sources.push(...versionSources);
      sets.push({ instance, version, categoryFiles, sourcePaths: new Set(pages) });
    }
  }
  const mainDocs = config.docsInstances[0]!.versions.find((version) => version.isLast)!;
  // Pages outside the docs (the home page content/index.md; src/pages in Docusaurus's layout),
  // processed like every doc. Their id is their route: no doc id starts with `/`.
  const standalone = await findStandalonePages(config, display);
  for (const page of standalone) {
    try {
      const source = readSource(page.file, mainDocs.docsDir, mainDocs.routeBase, config, display);
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
  // Every page goes through the page step, a cached one with its cached doc (plugins' page work
  // and its body are made again); only the dev server's finished docs are taken as they are.
  const slots: (Doc | undefined)[] = [];
  let done = 0;
  const tick = () => options.progress?.(++done, sources.length);
  const jobs: PageJob[] = [];
  const keys: string[] = [];
  for (const [index, source] of sources.entries()) {
    const key = ContentCache.key(options.cacheSalt ?? '', source.sourcePath, source.raw);
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
  // The grammars of the pages processed now (a grammar may highlight code inside it in another
  // language when that one is loaded: every worker loads the same ones).
  const languages = fenceLanguages(jobs.filter((job) => !job.cached && !job.finished).map((job) => job.source.body));
  await options.runPages(jobs, routesBySource, languages, async (index, outcome) => {
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
  const loaded = slots.filter((doc): doc is Doc => doc !== undefined);
  throwIfAny(problems);
  options.cache?.retain(new Set(routesBySource.keys()));
  const docs = loaded.filter((doc) => !pageFiles.has(doc.sourcePath));
  const home = loaded.find((doc) => doc.sourcePath === homePath);
  const others = loaded.filter((doc) => pageFiles.has(doc.sourcePath) && doc.sourcePath !== homePath);
  const docSets: DocSet[] = [];
  for (const set of sets) {
    docSets.push({
      instance: set.instance,
      version: set.version,
      docs: docs.filter((doc) => set.sourcePaths.has(doc.sourcePath)),
      categories: await loadCategories(set.categoryFiles, set.version.docsDir, display),
      ...versionSidebars(set.version, display),
    });
  }
  return { docs, ...(home ? { home } : {}), ...(others.length > 0 ? { pages: others } : {}), docSets, reprocessed };
}



/**
 * Reads one page. Synchronously: a site's pages are many small files, and awaiting each read in
 * turn cost 0.1-0.2 s at 1,000 pages (over a second at 10,000) against about 13 ms read this way.
 */
function readSource(sourcePath: string, docsDir: string, routeBase: string, config: SiteConfig, display: (f: string) => string, version?: DocVersionRef): SourceFile {
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
  // The route is the page's URL path: a file name with a space, `?`, `#` or `%` is percent-encoded.
  const route = encodeRoutePath(`${routeBase}${docRoute(file, frontMatter)}` || '/');
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
    ...(version ? { version } : {}),
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

function isSymbolicLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * A released version's sidebars: its versioned_sidebars file, as Docusaurus does (without that
 * file it has no sidebar). The current docs use the config's (left out here: see buildRoutes).
 */
function versionSidebars(version: DocsVersion, display: (f: string) => string): Pick<DocSet, 'sidebars' | 'sidebarsFile'> {
  const file = version.sidebarsFile;
  if (file === undefined) return {};
  if (!existsSync(file)) return { sidebars: {}, sidebarsFile: file };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(display(file), `not valid JSON (${(error as Error).message})`);
  }
  const parsed = sidebarsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(display(file), `not a sidebars file: ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
  }
  return { sidebars: parsed.data, sidebarsFile: file };
}
