import { allPages } from './allPages.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { pluginFailure } from '../errors.js';
import type { SiteConfig } from '../config/siteConfig.js';
import { docsgenFingerprint } from '../docsgenFingerprint.js';
import type { Logger } from '../log.js';
import type { DocContext } from '../plugins/types.js';
import { compactHast } from './compactHast.js';
import { ContentCache } from './contentCache.js';
import { createContentShards } from './createContentShards.js';
import { gitDates } from './gitDates.js';
import { loadContent } from './loadContent.js';
import { releaseHast } from './releaseHast.js';
import type { Content, Doc } from './types.js';

export interface ContentStageOptions {
  logger: Logger;
  /** `serve --watch`: docs stay in memory between runs (see GenerateOptions.dev). */
  dev?: boolean;
  /** Keep processed docs on disk for the next build. */
  persistCache?: boolean;
  /** The pages' git dates, when the caller has already asked git. */
  gitDates?: Promise<Map<string, string>>;
}

export interface ContentStageInput {
  /** Files changed since the last run (absolute paths). */
  changedFiles: readonly string[];
  /** What plugins' `transformDoc` is handed, apart from `dependOn` (which this stage keeps). */
  context: Omit<DocContext, 'dependOn'>;
  /** Renders a page body (the theme's Markdown renderer): builds render each page right after its plugins. */
  renderBody?: (hast: Root) => string;
  /** The compiled theme module (builds): content shards render page bodies with it. */
  themeFile?: string;
}

export interface ContentStage {
  run(input: ContentStageInput): Promise<Content>;
}

/**
 * content stage across runs: processed docs from the content cache (on disk for builds, in memory
 * for the dev server), plugins' `transformDoc` once per processed doc, git dates, and the files
 * each page depends on besides its Markdown.
 */
export function createContentStage(config: SiteConfig, options: ContentStageOptions): ContentStage {
  const { logger } = options;
  const remarkPlugins = config.plugins.flatMap((p) => p.remarkPlugins ?? []);
  const rehypePlugins = config.plugins.flatMap((p) => p.rehypePlugins ?? []);
  // Builds keep processed docs on disk; the dev server starts from them too, and then keeps the
  // doc objects themselves in memory.
  const cachePath = options.persistCache || options.dev ? path.join(config.paths.cacheDir, 'content.bin') : undefined;
  const cache = new ContentCache(cachePath, { keepObjects: options.dev });
  let savedOnce = false;
  let cacheLoaded = false;
  // Everything in the config (and the local modules it imports) can shape processed pages, and so
  // can docsgen's own code.
  const cacheSalt = [docsgenFingerprint(), ...config.configInputs.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''))].join('\0');
  // Commit dates only change with commits: read them once per generator.
  let dates: Promise<Map<string, string>> | undefined = options.gitDates;
  // Files pages depend on besides their Markdown (images), each with the pages that use it.
  const dependents = new Map<string, Set<string>>();
  // Docs whose plugins' transformDoc has run: each doc object is transformed once.
  const transformed = new WeakSet<Doc>();
  // A plugin of the site's own may read trees in contentLoaded: builds then keep each tree (as
  // bytes) until pages render. docsgen's own plugins take what they need in transformDoc.
  const keepTrees = config.plugins.some((plugin) => plugin.contentLoaded && !plugin.name.startsWith('docsgen:'));
  const dependOn = (doc: Doc, file: string) => {
    const pages = dependents.get(file) ?? new Set<string>();
    pages.add(doc.sourcePath);
    dependents.set(file, pages);
  };

  return {
    async run({ changedFiles, context, renderBody, themeFile }) {
      const docContext: DocContext = { ...context, dependOn };
      // A page is processed again when a file it depends on changed: its cached tree already has
      // that file's old version built in.
      for (const file of changedFiles) for (const sourcePath of dependents.get(file) ?? []) cache.invalidate(sourcePath);
      // Each page: plugins' per-page work, then (in builds) its body rendered and its tree let go,
      // or kept as bytes until pages render when a plugin may still read it.
      const onDoc = async (doc: Doc) => {
        // The dev server's cache hands back the doc object it processed last time, already
        // transformed; a page that depends on a changed file was processed again instead.
        if (transformed.has(doc)) return;
        for (const plugin of config.plugins) {
          try {
            await plugin.transformDoc?.(doc, docContext);
          } catch (error) {
            throw pluginFailure(error, plugin.name, 'transformDoc', doc.displayPath);
          }
        }
        transformed.add(doc);
        if (options.dev) return;
        if (renderBody) doc.html = renderBody(doc.hast);
        if (keepTrees || !renderBody) compactHast(doc);
        else releaseHast(doc);
      };
      if (!cacheLoaded) {
        await cache.load();
        cacheLoaded = true;
      }
      dates ??= gitDates(config.paths.sourceDirs);
      // Builds take many pages from Markdown to HTML in content shards, when the site allows it.
      const shards =
        !options.dev && renderBody && themeFile && !keepTrees ? createContentShards(config, { themeFile, context: docContext, cache: cachePath !== undefined }) : undefined;
      let loaded: Content;
      let lastUpdated: Map<string, string>;
      try {
        [loaded, lastUpdated] = await Promise.all([loadContent(config, { remarkPlugins, rehypePlugins, cache, cacheSalt, onDoc, shards, progress: (done, total) => logger.progress?.(done, total) }), dates]);
      } catch (error) {
        // What this run wrote to the cache is not saved: delete it (the next run loads the file again).
        cache.discard();
        cacheLoaded = false;
        throw error;
      }
      if (shards?.processed) logger.info(`    ${shards.processed} pages processed in ${Math.min(shards.workers, shards.processed)} worker threads`);
      for (const doc of allPages(loaded)) doc.lastUpdated = lastUpdated.get(doc.sourcePath);
      if (!options.dev) {
        await cache.save();
        // A build has no further use for the saved entries: free them for the rest of the run.
        cache.release();
        cacheLoaded = false;
      } else if (!savedOnce) {
        // The dev server saves its first run only, in the background (the next start reuses it;
        // writing the whole file after every edit would cost more than those pages take).
        savedOnce = true;
        void cache
          .save()
          .catch((error: Error) => logger.warn(`could not save the content cache: ${error.message}`))
          .finally(() => cache.stopSaving());
      }
      return loaded;
    },
  };
}
