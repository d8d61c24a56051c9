import { createHash } from 'node:crypto';
import path from 'node:path';
import { docsgenFingerprint } from '../docsgenFingerprint.js';
import { registerPageWork, withShardedPart } from '../content/shardedPart.js';
import type { Doc } from '../content/types.js';
import type { DocsgenPlugin, PluginContext } from '../plugins/types.js';
import { normalizePath } from '../shared/paths.js';
import type { SearchDoc } from '../shared/searchTypes.js';
import { IncrementalSearchIndex, SearchIndexBuilder, tokenizeSections, type SectionTokens } from './buildSearchIndex.js';
import { splitSections } from './splitSections.js';
import { cachedSearchFiles, searchFileNames, writeSearchFiles, type SearchFileNames } from './writeSearchFiles.js';

/** A page's search sections and their tokens, as a page worker hands them over. */
interface PageSections {
  sections: SearchDoc[];
  tokens: SectionTokens[];
}

/** Bump when splitting or indexing changes, so cached search files are rebuilt. */
const INDEX_VERSION = 4;

export interface SearchOptions {
  /** Route paths kept out of the index, e.g. '/docs/license'. */
  ignore?: string[];
  /** Search every docs version from any page (default: a versioned site's search keeps to the version being read). */
  disableVersioning?: boolean;
}

/**
 * Local search: an elasticlunr index and its documents, written as two content-hashed files,
 * plus `search-files.json`, the stable pointer to them that pages reference.
 */
const SEARCH = 'search';

export function search(options: SearchOptions = {}): DocsgenPlugin {
  const ignored = new Set((options.ignore ?? []).map(normalizePath));
  // `options.ignore`, and a page its source placed as unlisted (a blog's `unlisted` post: reached
  // only by its link). Its source's data is on the page here, not yet in the page workers.
  const skipped = (doc: Doc) => ignored.has(doc.route) || doc.data?.unlisted === true;
  let devIndex: IncrementalSearchIndex | undefined;
  // In builds each page's sections, and their tokens, are taken while its tree is at hand
  // (transformDoc, in a page worker; the content cache keeps them with the page); the index is
  // built from them once every page is known.
  const sectionsByPage = new Map<string, PageSections>();
  // A build's pages come from the page workers, and the main thread waits on them meanwhile: it
  // indexes each page as it arrives, and the index is used when the pages arrived in the order the
  // index lists them (a cold build); else it is built at the end.
  let early: { builder: SearchIndexBuilder; order: string[] } | undefined;
  const plugin: DocsgenPlugin = {
    name: 'docsgen:search',
    transformDoc(doc, ctx) {
      if (ctx.dev || ignored.has(doc.route)) return;
      const found = splitSections(doc.hast, { title: doc.title, route: doc.route });
      // A versioned site's docs say which version they are of (the browser searches the one being read).
      const version = doc.version && !options.disableVersioning ? `${doc.version.instance}:${doc.version.name}` : undefined;
      const sections = version ? found.map((section) => ({ ...section, version })) : found;
      const page = { sections, tokens: tokenizeSections(sections) };
      sectionsByPage.set(doc.sourcePath, page);
      if (early) addEarly(doc.sourcePath, page);
    },
    async contentLoaded(ctx) {
      const pages = ctx.docs.filter((doc) => !skipped(doc));
      try {
        const urls = ctx.dev ? devFiles(ctx, pages) : await buildFiles(ctx, pages);
        ctx.site.searchManifest = ctx.emitFile('search-files.json', JSON.stringify(urls));
      } finally {
        sectionsByPage.clear();
        early = undefined;
      }
    },
  };

  /** The dev server's files: stable names, so an edit does not change every page. */
  function devFiles(ctx: PluginContext, pages: Doc[]): SearchFileNames {
    devIndex ??= new IncrementalSearchIndex();
    const files = devIndex.update(pages.map((doc) => ({ key: doc.sourcePath, title: doc.title, route: doc.route, hast: doc.hast })));
    return { index: ctx.emitFile('search-index.json', files.index), docs: ctx.emitFile('search-doc.json', files.docs) };
  }

  /**
   * A build's files, content-hashed. They depend only on each page's route, title and source: an
   * earlier build's are reused from the cache. Else they are written into the cache a piece at a
   * time and copied to the output from there.
   */
  async function buildFiles(ctx: PluginContext, pages: Doc[]): Promise<SearchFileNames> {
    const key = createHash('sha256').update(JSON.stringify([INDEX_VERSION, docsgenFingerprint()]));
    for (const doc of pages) key.update(JSON.stringify([doc.route, doc.title, doc.markdown]));
    const entry = path.join(ctx.cacheDir, 'search', key.digest('hex'));
    let names = await cachedSearchFiles(entry);
    if (!names) {
      const inOrder = early && early.order.length === pages.length && pages.every((doc, i) => doc.sourcePath === early!.order[i]);
      let builder: SearchIndexBuilder;
      if (inOrder) builder = early!.builder;
      else {
        builder = new SearchIndexBuilder();
        for (const doc of pages) {
          const page = sectionsByPage.get(doc.sourcePath);
          if (page) builder.add(page.sections, page.tokens);
          else builder.add(splitSections(doc.hast, { title: doc.title, route: doc.route }));
        }
      }
      // The builder holds what it needs: the sections can go before the files are written.
      sectionsByPage.clear();
      early = undefined;
      const files = builder.finish();
      names = await writeSearchFiles(files, entry);
      if (!names) {
        // A cache folder that cannot be written: the files are made in memory.
        const index = [...files.index].join('');
        const docs = [...files.docs].join('');
        names = searchFileNames(createHash('sha256').update(index).update(docs));
        return { index: ctx.emitFile(names.index, index), docs: ctx.emitFile(names.docs, docs) };
      }
    }
    return { index: ctx.copyFile(names.index, path.join(entry, names.index)), docs: ctx.copyFile(names.docs, path.join(entry, names.docs)) };
  }

  // In a page worker, a page's sections come back as plain data.
  return withShardedPart(plugin, {
    factory: SEARCH,
    options,
    takePage(sourcePath) {
      const sections = sectionsByPage.get(sourcePath);
      sectionsByPage.delete(sourcePath);
      return sections;
    },
    putPage(sourcePath, state) {
      if (!state) return;
      const page = state as PageSections;
      sectionsByPage.set(sourcePath, page);
      early ??= { builder: new SearchIndexBuilder(), order: [] };
      addEarly(sourcePath, page);
    },
  });

  function addEarly(sourcePath: string, page: PageSections): void {
    early!.builder.add(page.sections, page.tokens);
    early!.order.push(sourcePath);
  }
}

registerPageWork(SEARCH, search);
