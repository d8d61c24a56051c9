import { createHash } from 'node:crypto';
import type { DocsgenPlugin } from '../plugins/types.js';
import { normalizePath } from '../shared/paths.js';
import type { SearchDoc } from '../shared/searchTypes.js';
import { buildSearchIndex, IncrementalSearchIndex } from './buildSearchIndex.js';
import { splitSections } from './splitSections.js';

export interface SearchOptions {
  /** Route paths kept out of the index, e.g. '/docs/license'. */
  ignore?: string[];
  /** The spec's search has one docs version only. */
  disableVersioning?: boolean;
}

/** Local search: an elasticlunr index and its documents, written as two content-hashed files. */
export function search(options: SearchOptions = {}): DocsgenPlugin {
  const ignored = new Set((options.ignore ?? []).map(normalizePath));
  let devIndex: IncrementalSearchIndex | undefined;
  return {
    name: 'docsgen:search',
    contentLoaded(ctx) {
      const pages = ctx.docs.filter((doc) => !ignored.has(doc.route));
      let files;
      if (ctx.dev) {
        devIndex ??= new IncrementalSearchIndex();
        files = devIndex.update(pages.map((doc) => ({ key: doc.sourcePath, title: doc.title, route: doc.route, hast: doc.hast })));
      } else {
        const docs: SearchDoc[] = pages.flatMap((doc) => splitSections(doc.hast, { title: doc.title, route: doc.route }));
        files = buildSearchIndex(docs);
      }
      // Content-hashed names in builds; stable names in dev, so an edit does not change every page.
      const suffix = ctx.dev ? '' : `-${createHash('sha256').update(files.index).update(files.docs).digest('hex').slice(0, 10)}`;
      ctx.site.searchFiles = {
        index: ctx.emitFile(`search-index${suffix}.json`, files.index),
        docs: ctx.emitFile(`search-doc${suffix}.json`, files.docs),
      };
    },
  };
}
