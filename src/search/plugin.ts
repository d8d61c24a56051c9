import { createHash } from 'node:crypto';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { deserialize, serialize } from 'node:v8';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { docsgenFingerprint } from '../util/docsgenFingerprint.js';
import { registerPageWork, withShardedPart } from '../content/shardedPart.js';
import { treeOf, type Doc } from '../content/types.js';
import type { DocsgenPlugin, PluginContext } from '../plugins/types.js';
import { normalizePath } from '../shared/paths.js';
import type { SearchDoc, SearchManifest, SearchShardFiles } from '../shared/searchTypes.js';
import { IncrementalSearchIndex, SearchIndexBuilder, tokenizeSections, type SectionTokens } from './buildSearchIndex.js';
import { lockSearchCache, type SearchCacheLock } from './lockSearchCache.js';
import { splitSections } from './splitSections.js';
import { cachedSearchFiles, searchFileNames, writeSearchFiles } from './writeSearchFiles.js';

/**
 * A page's search sections, as a page worker hands them over (and the content cache keeps them
 * with the page): a hash of the sections, which is all a shard's cache key needs of a page, and
 * the sections with their tokens serialised, read only when the page's shard is indexed again
 * (when one page changed, one shard of sixteen). Reading every page's tokens back as objects, and
 * making JSON of every page's sections for the keys, cost a build more than indexing the shard.
 */
type PageSections = { hash: string } & ({ data: Uint8Array } | { sections: SearchDoc[] });

function sectionsHash(sections: SearchDoc[]): string {
  return createHash('sha256').update(JSON.stringify(sections)).digest('hex');
}

/**
 * A page's sections as a worker hands them over: tokenized there, serialised once and compressed
 * (to about a third: the main thread keeps every page's until the index is built, which at 10,000
 * pages was some 170 MB as they were).
 */
function workerSections(sections: SearchDoc[]): PageSections {
  return { hash: sectionsHash(sections), data: deflateRawSync(serialize({ sections, tokens: tokenizeSections(sections) }), { level: 1 }) };
}

function readSections(page: PageSections): { sections: SearchDoc[]; tokens?: SectionTokens[] } {
  return 'data' in page ? (deserialize(inflateRawSync(page.data)) as { sections: SearchDoc[]; tokens: SectionTokens[] }) : { sections: page.sections };
}

/** Bump when splitting or indexing changes, so cached search files are rebuilt. */
const INDEX_VERSION = 6;

export interface SearchOptions {
  /** Route paths kept out of the index, e.g. '/docs/license'. */
  ignore?: string[];
  /** Search every docs version from any page (default: a versioned site's search keeps to the version being read). */
  disableVersioning?: boolean;
  /**
   * The search box on a phone in the Docusaurus layout: 'button' (the default), a 38px magnifier at
   * 768px and below, as Algolia DocSearch's; 'field', a 9rem field down to 360px, as a local search
   * plugin's (docusaurus-lunr-search: a Docusaurus config with it sets this); 'tablet-field', that
   * field from 577 to 996px and the button below, as @easyops-cn/docusaurus-search-local's. docsgen's
   * own layout always shows a field.
   */
  phoneBox?: 'button' | 'field' | 'tablet-field';
  /**
   * In the Docusaurus layout, the box among the navbar's left items, before the left item of this
   * index (a Docusaurus navbar item `{ type: 'search', position: 'left' }`: a config with one sets
   * it); on narrow screens it stays at the navbar's end. Left out, the box ends the right items.
   */
  leftIndex?: number;
}

/**
 * Local search: elasticlunr indexes and their documents in shards, two content-hashed files a
 * shard, plus `search-files.json`, the stable pointer to them that pages reference.
 */
const SEARCH = 'search';

/** The stable pointer to the shards' files, which every page names (`SiteData.searchManifest`). */
const MANIFEST = 'search-files.json';

export function search(options: SearchOptions = {}): DocsgenPlugin {
  const ignored = new Set((options.ignore ?? []).map(normalizePath));
  // `options.ignore`, and a page its source placed as unlisted (a blog's `unlisted` post: reached
  // only by its link). Its source's data is on the page here, not yet in the page workers.
  const skipped = (doc: Doc) => ignored.has(doc.route) || doc.data?.unlisted === true;
  let devIndex: IncrementalSearchIndex | undefined;
  // In builds each page's sections, and their tokens, are taken while its tree is at hand
  // (transformDoc, in a page worker; the content cache keeps them with the page); the shards whose
  // pages' sections changed are indexed once every page is known.
  const sectionsByPage = new Map<string, PageSections>();
  const plugin: DocsgenPlugin = {
    name: 'docsgen:search',
    // The phone-sized field's rules, under the widths it shows at (see search-field.css).
    docusaurusStylesheets: options.phoneBox === 'field' ? ['search-field-361.css'] : options.phoneBox === 'tablet-field' ? ['search-field-577.css'] : [],
    transformDoc(doc, ctx) {
      if (ctx.dev || ignored.has(doc.route)) return;
      const found = splitSections(doc.hast, { title: doc.title, route: doc.route });
      // A versioned site's docs say which version they are of (the browser searches the one being read).
      const version = doc.version && !options.disableVersioning ? `${doc.version.instance}:${doc.version.name}` : undefined;
      const sections = version ? found.map((section) => ({ ...section, version })) : found;
      sectionsByPage.set(doc.sourcePath, workerSections(sections));
    },
    contentLoaded(ctx) {
      const pages = ctx.docs.filter((doc) => !skipped(doc));
      if (options.phoneBox === 'field' || options.phoneBox === 'tablet-field') ctx.site.searchPhoneBox = options.phoneBox;
      if (options.leftIndex !== undefined) ctx.site.searchLeftIndex = options.leftIndex;
      if (ctx.dev) {
        sectionsByPage.clear();
        ctx.site.searchManifest = ctx.emitFile(MANIFEST, JSON.stringify(devFiles(ctx, pages)));
        return;
      }
      // The pages name the manifest, whose name never changes; its shards are indexed and written
      // while the pages render.
      ctx.site.searchManifest = `/${MANIFEST}`;
      ctx.whileRendering(async () => {
        try {
          const { manifest, indexed, reused } = await buildFiles(ctx, pages);
          ctx.emitFile(MANIFEST, JSON.stringify(manifest));
          // The build's report says how many shards were indexed again (`work.searchShards`).
          return { searchShards: { indexed, reused } };
        } finally {
          sectionsByPage.clear();
        }
      });
    },
  };

  /** The dev server's files: one shard with stable names, so an edit does not change every page. */
  function devFiles(ctx: PluginContext, pages: Doc[]): SearchManifest {
    devIndex ??= new IncrementalSearchIndex();
    const files = devIndex.update(pages.map((doc) => ({ key: doc.sourcePath, title: doc.title, route: doc.route, hast: treeOf(doc) })));
    return { shards: [{ index: ctx.emitFile('search-index.json', files.index), docs: ctx.emitFile('search-doc.json', files.docs) }] };
  }

  /**
   * A build's files: the pages in SHARDS shards (by route, in site order within a shard, empty
   * ones left out), each shard's two files content-hashed. A shard's files depend only on its
   * pages' sections: an earlier build's are reused from the cache, so a build where one page
   * changed indexes and writes that page's shard only. Else they are written into the cache a
   * piece at a time and copied to the output from there. Also gives how many shards were indexed
   * now and how many were the cache's.
   */
  async function buildFiles(ctx: PluginContext, pages: Doc[]): Promise<{ manifest: SearchManifest; indexed: number; reused: number }> {
    const groups: Doc[][] = Array.from({ length: SHARDS }, () => []);
    for (const doc of pages) groups[shardOf(doc.route)]!.push(doc);
    // The entries this build uses are held while it runs; at its end the others are pruned, so the
    // cache holds one build's entries, not every build's.
    const lock = await lockSearchCache(path.join(ctx.cacheDir, 'search'));
    const shards: SearchShardFiles[] = [];
    let indexed = 0;
    try {
      for (const group of groups) {
        if (group.length === 0) continue;
        const { files, fromCache } = await shardFiles(ctx, group, lock);
        shards.push(files);
        if (!fromCache) indexed++;
      }
    } catch (error) {
      await lock?.release();
      throw error;
    }
    await lock?.prune();
    return { manifest: { shards }, indexed, reused: shards.length - indexed };
  }

  async function shardFiles(ctx: PluginContext, pages: Doc[], lock: SearchCacheLock | undefined): Promise<{ files: SearchShardFiles; fromCache: boolean }> {
    const sections = pages.map((doc): PageSections => {
      const found = sectionsByPage.get(doc.sourcePath);
      if (found) return found;
      const made = splitSections(treeOf(doc), { title: doc.title, route: doc.route });
      return { hash: sectionsHash(made), sections: made };
    });
    // Each shard's pages are let go once it is made: the index is built while the pages render, whose workers need the memory.
    for (const doc of pages) sectionsByPage.delete(doc.sourcePath);
    const key = createHash('sha256').update(JSON.stringify([INDEX_VERSION, docsgenFingerprint()]));
    for (const page of sections) key.update(page.hash).update('\n');
    const entry = path.join(ctx.cacheDir, 'search', key.digest('hex'));
    let names = await cachedSearchFiles(entry);
    const fromCache = names !== undefined;
    if (!names) {
      const builder = new SearchIndexBuilder();
      for (const [i, page] of sections.entries()) {
        const read = readSections(page);
        builder.add(read.sections, read.tokens);
        // The main thread also hands the page workers their next pages while they render: it
        // answers them between a few pages' worth of index (see whileRendering).
        if (i % PAGES_A_TURN === PAGES_A_TURN - 1) await turn();
      }
      const files = builder.finish();
      names = await writeSearchFiles(files, entry);
      if (!names) {
        // A cache folder that cannot be written: the files are made in memory.
        const index = [...files.index].join('');
        const docs = [...files.docs].join('');
        names = searchFileNames(createHash('sha256').update(index).update(docs));
        return { files: { index: ctx.emitFile(names.index, index), docs: ctx.emitFile(names.docs, docs) }, fromCache };
      }
    }
    await lock?.use(entry);
    // Linked, not copied (some 25 MB at 1,000 pages, every build): an entry's files are never
    // changed once written (writeSearchFiles renames a whole new folder in).
    return { files: { index: ctx.copyFile(names.index, path.join(entry, names.index), { link: true }), docs: ctx.copyFile(names.docs, path.join(entry, names.docs), { link: true }) }, fromCache };
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
      // Deserialised with the page, `data` is a view into the whole page's bytes (v8.deserialize
      // does not copy typed arrays): kept as it is, it kept every page's serialised doc alive until
      // the index was built (10,000 realistic pages: hundreds of MB). Its own copy lets them go.
      sectionsByPage.set(sourcePath, 'data' in page ? { hash: page.hash, data: new Uint8Array(page.data) } : page);
    },
  });
}

/** Pages indexed between two turns of the event loop (about a millisecond of work). */
const PAGES_A_TURN = 8;

/**
 * How many shards a site's search files are split into. A page's shard follows from its route
 * alone, so a changed page changes one shard's files (a new or removed page too); the browser
 * loads them all. 16 keeps a one-page rebuild of a 1,000-page site to about 60 pages' index.
 */
const SHARDS = 16;

/** A route's shard: FNV-1a of its characters. */
export function shardOf(route: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) hash = Math.imul(hash ^ route.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % SHARDS;
}

registerPageWork(SEARCH, search);
