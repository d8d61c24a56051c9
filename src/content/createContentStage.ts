import { allPages } from './allPages.js';
import { createHash } from 'node:crypto';
import type { GlobalData } from '../shared/types.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsgenFingerprint } from '../util/docsgenFingerprint.js';
import type { Logger } from '../util/log.js';
import type { DocContext, PageWorkConfig } from './pagePlugin.js';
import { workerCount } from '../workers/workers.js';
import { ContentCache } from './contentCache.js';
import { gitDates, type GitUpdate } from './gitDates.js';
import { lastUpdate } from './lastUpdate.js';
import { admonitionTitles } from './plugins/remarkAdmonitions.js';
import type { Messages } from '../config/translationFile.js';
import { loadContent, type NamedContentSource } from './loadContent.js';
import { runPages } from './runPages.js';
import type { PagePool } from '../workers/pagePool.js';
import type { AddedRoute, Content, Doc } from './types.js';
import { SourceMemo } from './sourceMemo.js';
import type { ResolvedReact } from '../config/configValues.js';
import { replaceDoc } from './keepBodyOnDisk.js';
import { throwIfAny } from './loadContent.js';
import type { ContentError } from '../util/errors.js';
import type { PageSidebar } from './mdx/docusaurus/siteContext.js';
import type { PageRunOptions } from './runPages.js';
import { packageValuesKey } from '../config/packageValues.js';

export interface ContentStageOptions {
  logger: Logger;
  /** `serve --watch`: docs stay in memory between runs (see GenerateOptions.dev). */
  dev?: boolean;
  /** Keep processed docs on disk for the next build. */
  persistCache?: boolean;
  /** The pages' git dates, when the caller has already asked git. */
  gitDates?: Promise<Map<string, GitUpdate>>;
  /** The registered sources (see src/routes/pageSources.ts): those with Markdown files are read. */
  sources: readonly NamedContentSource[];
  /** A site's own plugin reads page trees after the page step (in `contentLoaded`). */
  pluginsReadTrees?: boolean;
  /** The page workers the page step runs in (see GenerateOptions.pagePool). */
  pagePool: PagePool;
}

export interface ContentStageInput {
  /** Files changed since the last run (absolute paths). */
  changedFiles: readonly string[];
  /** The run's output, as plugins' `transformDoc` writes to it and warns (see DocContext). */
  output: Pick<DocContext, 'emitFile' | 'warn'>;
  /** The compiled theme module: page workers render page bodies with it. */
  themeFile: string;
  /** The site's code block swizzle's files as one key (see ThemeAndClient.codeBlockKey): pages cached with another are processed again. */
  codeBlockKey?: string;
  /** Whether `.md` fences render through the site's swizzled code block (see ThemeAndClient.rendersCodeBlock): part of the cache salt. */
  rendersCodeBlock?: boolean;
  /** The Markdown elements the site's MDXComponents maps (see ThemeAndClient.mdxElements): pages cached with others are processed again. */
  mdxElements?: readonly string[];
  /** What the site's plugins gave its components this run (`useGlobalData`): pages render with it. */
  globalData?: GlobalData;
  /** What the site's plugins define for its code (`process.env.X`, see LoadContentContext.define): pages are bundled with it. */
  defines?: Readonly<Record<string, string>>;
  /** The theme folders of the site's plugins (Docusaurus's `getThemePath`, see LoadContentContext.addThemePaths): pages' `@theme/` imports after the site's. */
  themePaths?: readonly string[];
  /** The pages the site's plugins added this run (Docusaurus's `addRoute`): React pages. */
  addedRoutes?: readonly AddedRoute[];
}

export interface ContentStage {
  run(input: ContentStageInput): Promise<Content>;
  /**
   * The run's MDX pages that read the docs sidebar (`<DocCardList />`, the sidebar hooks), processed
   * again with it now that the routes stage has worked sidebars out: each doc takes its new body
   * in place, and counts as processed in this run.
   */
  renderSidebarReaders(content: Content, sidebarOf: (doc: Doc) => PageSidebar): Promise<void>;
  /** Settles once the dev server's background save of its first run is over (at once when none was started). */
  saved(): Promise<void>;
}

/**
 * content stage across runs: processed docs from the content cache (on disk for builds, in memory
 * for the dev server), plugins' `transformDoc` once per processed doc, git dates, and the files
 * each page depends on besides its Markdown.
 */
export function createContentStage(config: PageWorkConfig & ResolvedReact, options: ContentStageOptions): ContentStage {
  const { logger } = options;
  // Builds keep processed docs on disk; the dev server starts from them too, and then keeps the
  // doc objects themselves in memory.
  const kept = options.persistCache || options.dev ? config.paths.cache : undefined;
  const cache = new ContentCache(kept?.content, { keepObjects: options.dev });
  const sourceMemo = new SourceMemo(kept?.sources);
  // The dev server's save of its first run, once started (see run).
  let saving: Promise<void> | undefined;
  let cacheLoaded = false;
  // Everything in the config (and the local modules it imports, and what it takes from packages,
  // known by the installed packages: packageValuesKey) can shape processed pages, and so can docsgen's own code and the React MDX pages render with.
  // The admonitions' titles in the locale are written into the pages (a site's code.json may change them).
  const cacheSalt = [docsgenFingerprint(), config.reactFingerprint, ...config.configInputs.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')), packageValuesKey(config), JSON.stringify(bodyWords(config.i18n.codeTranslations))].join('\0');
  // Commit dates only change with commits: read them once per generator.
  let dates: Promise<Map<string, GitUpdate>> | undefined = options.gitDates;
  // Files pages depend on besides their Markdown (images), each with the pages that use it.
  const dependents = new Map<string, Set<string>>();
  // The dev server's finished docs (processed in an earlier run): taken again as they are.
  const finished = new WeakSet<Doc>();
  // The dev server's search reads trees, and so may a site's own plugin in contentLoaded: pages
  // then come back with their tree.
  const keepTrees = options.dev === true || options.pluginsReadTrees === true;
  const dependOn = (doc: Doc, file: string) => {
    const pages = dependents.get(file) ?? new Set<string>();
    pages.add(doc.sourcePath);
    dependents.set(file, pages);
  };

  // The last run's page options: the sidebar readers are processed again as that run processed them.
  let lastPageOptions: PageRunOptions | undefined;

  return {
    saved: () => saving ?? Promise.resolve(),
    async renderSidebarReaders(content, sidebarOf) {
      const readers = content.sidebarReaders;
      if (!readers || !lastPageOptions) return;
      const jobs = readers.pages.map(({ source, doc }, n) => ({ n, source, sidebar: sidebarOf(doc) }));
      const problems: ContentError[] = [];
      await runPages(config, jobs, readers.routesBySource, lastPageOptions, async (n, outcome) => {
        if ('error' in outcome) {
          problems.push(outcome.error);
          return;
        }
        const { source, doc } = readers.pages[n]!;
        if (source.data) outcome.doc.data = source.data;
        if (doc.lastUpdated !== undefined) outcome.doc.lastUpdated = doc.lastUpdated;
        if (doc.lastUpdatedBy !== undefined) outcome.doc.lastUpdatedBy = doc.lastUpdatedBy;
        replaceDoc(doc, outcome.doc);
        content.reprocessed.add(doc.sourcePath);
      });
      throwIfAny(problems);
    },
    async run({ changedFiles, output, themeFile, codeBlockKey = '', mdxElements = [], rendersCodeBlock = false, globalData = {}, defines = {}, themePaths = [], addedRoutes }) {
      const docContext: DocContext = { config, dev: options.dev ?? false, cacheDir: config.paths.cacheDir, ...output, dependOn };
      // A page is processed again when a file it depends on changed: its cached tree already has
      // that file's old version built in.
      for (const file of changedFiles) for (const sourcePath of dependents.get(file) ?? []) cache.invalidate(sourcePath);
      if (!cacheLoaded) {
        await cache.load();
        cacheLoaded = true;
      }
      dates ??= gitDates(config.paths.sourceDirs);
      let pages = 0;
      let fromCache = 0;
      let workers = 0;
      // Under markdown.format 'mdx' every page is MDX already: the elements change nothing then.
      const markdownElements = config.markdown.format === 'mdx' ? [] : mdxElements;
      const pageOptions = { themeFile, rendersCodeBlock, context: docContext, cache: kept !== undefined, keepTrees, globalData, defines, themePaths, mdxElements: markdownElements, pool: options.pagePool };
      lastPageOptions = { ...pageOptions, cache: false };
      // Pages processed with other global data (the site's Docusaurus plugins' setGlobalData), defines or
      // plugin theme folders are processed again: any component may read it, and which do is not known.
      const globalDataKey = Object.keys(globalData).length > 0 || Object.keys(defines).length > 0 || themePaths.length > 0 ? `\0${createHash('sha256').update(JSON.stringify(themePaths.length > 0 ? [globalData, defines, themePaths] : [globalData, defines])).digest('hex')}` : '';
      let loaded: Content;
      let lastUpdated: Map<string, GitUpdate>;
      try {
        [loaded, lastUpdated] = await Promise.all([
          loadContent(config, {
            sources: options.sources,
            dev: options.dev ?? false,
            ...(addedRoutes?.length ? { addedRoutes } : {}),
            cache,
            // A code block swizzle added, removed or given another part: every page's fences render otherwise.
            // So does a change of the Markdown elements the site's MDXComponents maps: which `.md` pages are MDX.
            cacheSalt: cacheSalt + globalDataKey + (codeBlockKey && `\0${codeBlockKey}`) + (markdownElements.length > 0 ? `\0mdx:${markdownElements.join(',')}` : '') + (rendersCodeBlock ? '\0md-through-CodeBlock' : ''),
            sourceMemo,
            // A build takes finished pages from its cache; the dev server keeps its own (`finished`).
            ...(kept !== undefined && !keepTrees ? { finishKey: path.basename(themeFile) } : {}),
            finished: (doc) => finished.has(doc),
            progress: (done, total) => logger.progress?.(done, total),
            runPages: (jobs, routesBySource, accept) => {
              pages += jobs.length;
              fromCache += jobs.filter((job) => job.cached || job.finished).length;
              workers = Math.max(workers, Math.min(workerCount(), Math.ceil(jobs.filter((job) => !job.finished).length / 4)));
              return runPages(config, jobs, routesBySource, pageOptions, async (n, outcome) => {
                if ('doc' in outcome) finished.add(outcome.doc);
                await accept(n, outcome);
              });
            },
          }),
          dates,
        ]);
      } catch (error) {
        // What this run wrote to the cache is not saved: delete it (the next run loads the file again).
        cache.discard();
        cacheLoaded = false;
        throw error;
      }
      await sourceMemo.save();
      if (pages) logger.info(`    ${pages} ${pages === 1 ? 'page' : 'pages'}${workers ? ` in ${workers} page ${workers === 1 ? 'worker' : 'workers'}` : ''} (${pages - fromCache} processed, ${fromCache} from the cache)`);
      for (const doc of allPages(loaded)) Object.assign(doc, lastUpdate(doc.frontMatter.last_update, lastUpdated.get(doc.sourcePath)));
      if (!options.dev) {
        await cache.save();
        // A build has no further use for the saved entries: free them for the rest of the run.
        cache.release();
        cacheLoaded = false;
      } else if (!saving) {
        // The dev server saves its first run only, in the background (the next start reuses it;
        // writing the whole file after every edit would cost more than those pages take).
        saving = cache
          .save()
          .catch((error: Error) => logger.warn(`could not save the content cache: ${error.message}`))
          .finally(() => cache.stopSaving());
      }
      return loaded;
    },
  };
}

/** The locale's words a page's body is written with (the admonitions' titles, a details block's summary, a heading link's name): a page cached with others is built again. */
function bodyWords(messages: Messages): unknown {
  return [admonitionTitles(messages) ?? null, messages['theme.Details.summary'] ?? null, messages['theme.common.headingLinkTitle'] ?? null];
}
