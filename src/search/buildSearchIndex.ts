import elasticlunr from 'elasticlunr';
import { SEARCH_FIELD_BOOSTS, type SearchDoc } from '../shared/searchTypes.js';
import type { Root } from 'hast';
import { splitSections } from './splitSections.js';
import { withSplitIdentifiers } from './tokens.js';

export interface SearchFiles {
  index: string;
  docs: string;
}

type IndexedFields = { id: string; title: string; heading: string; text: string };

/** `keepDocuments` stores what was indexed, which elasticlunr needs to remove a document later. */
function createIndex(keepDocuments: boolean) {
  const index = elasticlunr<IndexedFields>(function () {
    this.setRef('id');
    for (const field of Object.keys(SEARCH_FIELD_BOOSTS) as (keyof typeof SEARCH_FIELD_BOOSTS)[]) this.addField(field);
    this.saveDocument(keepDocuments);
  });
  memoizePipeline(index.pipeline);
  return index;
}

/**
 * elasticlunr's pipeline (trimmer, stop-word filter, Porter stemmer) maps each token on its own,
 * yet runs for every occurrence of every word: the stemmer's regular expressions were a third of
 * the index build. Each distinct token now goes through it once; the results are the same.
 */
function memoizePipeline(pipeline: elasticlunr.Pipeline): void {
  const run = pipeline.run.bind(pipeline);
  const memo = new Map<string, string | undefined>();
  pipeline.run = (tokens: string[]) => {
    const out: string[] = [];
    for (const token of tokens) {
      let result = memo.get(token);
      if (result === undefined && !memo.has(token)) {
        result = run([token])[0];
        memo.set(token, result);
      }
      if (result !== undefined) out.push(result);
    }
    return out;
  };
}

function fields(doc: SearchDoc): IndexedFields {
  return { id: doc.id, title: doc.title, heading: withSplitIdentifiers(doc.heading), text: withSplitIdentifiers(doc.text) };
}

/** Builds the elasticlunr index (title and heading boosted at query time) and serialises both files. */
export function buildSearchIndex(docs: SearchDoc[]): SearchFiles {
  const builder = new SearchIndexBuilder();
  builder.add(docs);
  return builder.finish();
}

/** The same index, built a page at a time (the same documents in the same order give the same files). */
export class SearchIndexBuilder {
  private index: ReturnType<typeof createIndex> | undefined = createIndex(false);
  private numbered: SearchDoc[] = [];

  add(docs: SearchDoc[]): void {
    for (const doc of docs) {
      // Short numeric refs ('0', '1', …): elasticlunr keeps scores in objects keyed by ref, and V8
      // handles integer-like keys far faster than URLs. They also make the index file smaller.
      const numbered = { ...doc, id: String(this.numbered.length) };
      this.numbered.push(numbered);
      this.index!.addDoc(fields(numbered));
    }
  }

  /** The two files; the builder is done with after this (its index and documents are let go one by one). */
  finish(): SearchFiles {
    const index = JSON.stringify(this.index!.toJSON());
    this.index = undefined;
    const docs = JSON.stringify(this.numbered);
    this.numbered = [];
    return { index, docs };
  }
}

export interface IndexedPage {
  key: string;
  title: string;
  route: string;
  hast: Root;
}

/**
 * The dev server's index: kept between rebuilds, it re-indexes only pages whose HAST object
 * changed (the content cache hands back the same object for an unchanged page).
 */
export class IncrementalSearchIndex {
  private index = createIndex(true);
  private pages = new Map<string, { hast: Root; title: string; docs: SearchDoc[] }>();

  update(pages: IndexedPage[]): SearchFiles {
    const seen = new Set<string>();
    for (const page of pages) {
      seen.add(page.key);
      const previous = this.pages.get(page.key);
      if (previous?.hast === page.hast && previous.title === page.title) continue;
      if (previous) this.remove(previous.docs);
      const docs = splitSections(page.hast, page);
      for (const doc of docs) this.index.addDoc(fields(doc));
      this.pages.set(page.key, { hast: page.hast, title: page.title, docs });
    }
    for (const [key, previous] of this.pages) {
      if (seen.has(key)) continue;
      this.remove(previous.docs);
      this.pages.delete(key);
    }
    const docs = pages.flatMap((page) => this.pages.get(page.key)!.docs);
    return { index: JSON.stringify(this.index.toJSON()), docs: JSON.stringify(docs) };
  }

  private remove(docs: SearchDoc[]): void {
    for (const doc of docs) this.index.removeDocByRef(doc.id);
  }
}
