import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { docsgenFingerprint } from '../docsgenFingerprint.js';
import { withShardedPart } from '../plugins/shardedPlugin.js';
import type { DocsgenPlugin } from '../plugins/types.js';
import { normalizePath } from '../shared/paths.js';
import type { SearchDoc } from '../shared/searchTypes.js';
import { buildSearchIndex, IncrementalSearchIndex, SearchIndexBuilder, type SearchFiles } from './buildSearchIndex.js';
import { splitSections } from './splitSections.js';

/** Bump when splitting or indexing changes, so cached search files are rebuilt. */
const INDEX_VERSION = 3;

export interface SearchOptions {
  /** Route paths kept out of the index, e.g. '/docs/license'. */
  ignore?: string[];
  /** The spec's search has one docs version only. */
  disableVersioning?: boolean;
}

/**
 * Local search: an elasticlunr index and its documents, written as two content-hashed files,
 * plus `search-files.json`, the stable pointer to them that pages reference.
 */
export function search(options: SearchOptions = {}): DocsgenPlugin {
  const ignored = new Set((options.ignore ?? []).map(normalizePath));
  let devIndex: IncrementalSearchIndex | undefined;
  // In builds each page's sections are taken while its tree is at hand (transformDoc); the
  // index is built from them once every page is known.
  const sectionsByPage = new Map<string, SearchDoc[]>();
  // When a build's pages come from content shards, the main thread waits on them meanwhile: it
  // indexes each page as it arrives, and the index is used when the pages arrived in the order the
  // index lists them (a cold build). A build that starts with pages processed in this thread (taken
  // from the cache) builds the index at the end, since its search files are most likely cached.
  let early: { builder: SearchIndexBuilder; order: string[] } | undefined;
  let inThreadFirst = false;
  const plugin: DocsgenPlugin = {
    name: 'docsgen:search',
    transformDoc(doc, ctx) {
      if (ctx.dev || ignored.has(doc.route)) return;
      const sections = splitSections(doc.hast, { title: doc.title, route: doc.route });
      sectionsByPage.set(doc.sourcePath, sections);
      if (early) addEarly(doc.sourcePath, sections);
      else inThreadFirst = true;
    },
    async contentLoaded(ctx) {
      const pages = ctx.docs.filter((doc) => !ignored.has(doc.route));
      let files: SearchFiles | undefined;
      if (ctx.dev) {
        devIndex ??= new IncrementalSearchIndex();
        files = devIndex.update(pages.map((doc) => ({ key: doc.sourcePath, title: doc.title, route: doc.route, hast: doc.hast })));
      } else {
        // The files depend only on each page's route, title and source: reuse an earlier build's.
        const key = createHash('sha256').update(JSON.stringify([INDEX_VERSION, docsgenFingerprint(), pages.map((doc) => [doc.route, doc.title, doc.markdown])])).digest('hex');
        const cached = path.join(ctx.cacheDir, 'search', `${key}.txt`);
        files = await readCachedFiles(cached);
        if (!files) {
          const inOrder = early && early.order.length === pages.length && pages.every((doc, i) => doc.sourcePath === early!.order[i]);
          files = inOrder
            ? early!.builder.finish()
            : buildSearchIndex(pages.flatMap((doc) => sectionsByPage.get(doc.sourcePath) ?? splitSections(doc.hast, { title: doc.title, route: doc.route })));
          // Best effort: a cache that cannot be written only costs the next build time.
          await writeCachedFiles(cached, files).catch(() => undefined);
        }
      }
      sectionsByPage.clear();
      early = undefined;
      inThreadFirst = false;
      // Content-hashed names in builds; stable names in dev, so an edit does not change every page.
      const suffix = ctx.dev ? '' : `-${createHash('sha256').update(files.index).update(files.docs).digest('hex').slice(0, 10)}`;
      const urls = {
        index: ctx.emitFile(`search-index${suffix}.json`, files.index),
        docs: ctx.emitFile(`search-doc${suffix}.json`, files.docs),
      };
      ctx.site.searchManifest = ctx.emitFile('search-files.json', JSON.stringify(urls));
    },
  };
  // In a content shard, a page's sections come back as plain data.
  return withShardedPart(plugin, {
    factory: 'search',
    options,
    takePage(sourcePath) {
      const sections = sectionsByPage.get(sourcePath);
      sectionsByPage.delete(sourcePath);
      return sections;
    },
    putPage(sourcePath, sections) {
      if (!sections) return;
      sectionsByPage.set(sourcePath, sections as SearchDoc[]);
      if (!early && !inThreadFirst) early = { builder: new SearchIndexBuilder(), order: [] };
      if (early) addEarly(sourcePath, sections as SearchDoc[]);
    },
  });

  function addEarly(sourcePath: string, sections: SearchDoc[]): void {
    early!.builder.add(sections);
    early!.order.push(sourcePath);
  }
}

/**
 * The cached search files: the index's JSON, a newline (JSON text has none of its own), then the
 * documents' JSON. Written string by string: wrapping both in one JSON string would escape every
 * quote into a third copy of them (hundreds of megabytes for 10,000 pages).
 */
async function writeCachedFiles(file: string, files: SearchFiles): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // A temp file renamed into place: a build stopped halfway never leaves half a file to be read.
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.write(files.index);
    await handle.write('\n');
    await handle.write(files.docs);
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

async function readCachedFiles(file: string): Promise<SearchFiles | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const split = text?.indexOf('\n') ?? -1;
  return text && split > 0 ? { index: text.slice(0, split), docs: text.slice(split + 1) } : undefined;
}
