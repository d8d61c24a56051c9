import elasticlunr from 'elasticlunr';
import { SEARCH_FIELD_BOOSTS, type SearchDoc } from '../shared/searchTypes.js';
import type { Root } from 'hast';
import { splitSections } from './splitSections.js';
import { PostingList } from './postingList.js';
import { tokenTreeChunks } from './tokenTreeChunks.js';
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
 * the index build. Each distinct token now goes through it once (see stemOf); the results are the same.
 */
function memoizePipeline(pipeline: elasticlunr.Pipeline): void {
  const run = pipeline.run.bind(pipeline);
  pipeline.run = (tokens: string[]) => {
    const out: string[] = [];
    for (const token of tokens) {
      const stem = stemOf(token, run);
      if (stem !== null) out.push(stem.token);
    }
    return out;
  };
}

/**
 * What elasticlunr's pipeline makes of each token seen so far in this thread (null: left out, a
 * stop word): one Stem per distinct result, shared by the tokens that give it, so that counting a
 * section's tokens (tokenizeSections) needs no second Map.
 */
const stems = new Map<string, Stem | null>();
const stemsByResult = new Map<string, Stem>();

interface Stem {
  token: string;
  /** What a section's first occurrence counts: 1, or 0 for a token named like an Object.prototype member; null for `__proto__`, never counted (see tokenizeSections). */
  first: number | null;
  /** The field of a section (see tokenizeSections' `pass`) that `count` is of. */
  pass: number;
  count: number;
}

/** `token` through elasticlunr's pipeline (`run`), once per distinct token. */
function stemOf(token: string, run: (tokens: string[]) => string[]): Stem | null {
  let stem = stems.get(token);
  if (stem === undefined) {
    const result = run([token])[0];
    stem = null;
    if (result !== undefined) {
      stem = stemsByResult.get(result) ?? null;
      if (!stem) {
        stem = { token: result, first: result === '__proto__' ? null : result in Object.prototype ? 0 : 1, pass: 0, count: 0 };
        stemsByResult.set(result, stem);
      }
    }
    stems.set(token, stem);
  }
  return stem;
}

function fields(doc: SearchDoc): IndexedFields {
  return { id: doc.id, title: doc.title, heading: withSplitIdentifiers(doc.heading), text: withSplitIdentifiers(doc.text) };
}

/** Builds the elasticlunr index (title and heading boosted at query time) and serialises both files. */
export function buildSearchIndex(docs: SearchDoc[]): SearchFiles {
  const builder = new SearchIndexBuilder();
  builder.add(docs);
  const { index, docs: docsFile } = builder.finish();
  return { index: [...index].join(''), docs: [...docsFile].join('') };
}

type Field = keyof IndexedFields & keyof typeof SEARCH_FIELD_BOOSTS;
const FIELDS = Object.keys(SEARCH_FIELD_BOOSTS) as Field[];

/**
 * One section's tokens as the index takes them: per field, the token count, and each distinct
 * token with its count, in the order they first occur (see tokenizeSections).
 * A page worker makes it and the content cache keeps it with the page, so it is compact: per
 * field one string of the tokens joined by a line break (no token holds whitespace) and an array
 * of their counts, rather than thousands of small arrays to copy between threads.
 */
export interface SectionTokens {
  lengths: number[];
  tokens: string[];
  counts: number[][];
}

let runPipeline: ((tokens: string[]) => string[]) | undefined;

/** Tokens as elasticlunr's tokenizer splits a text (after trimming it and lowering its case). */
const SEPARATOR = /[\s-]+/;

/**
 * Each section through elasticlunr's tokenizer and pipeline, field by field (see SectionTokens):
 * what `Index.addDoc` counts. Counted on each token's Stem (one lookup a word, see stemOf) rather
 * than in a plain object as elasticlunr does (the object's many keys made the page workers'
 * tokenising cost more than the pipeline), with the object's quirks kept: a token named like an
 * Object.prototype member counts as text (its count is not a number: 0 here), and `__proto__` is
 * never counted (setting it to a number does nothing). The object lists integer-like keys first;
 * here they stay where they came, which writes the same index: such a token is digits only, and
 * the token tree puts digit keys first, in order, wherever they were added (see tokenTreeChunks).
 */
export function tokenizeSections(docs: SearchDoc[]): SectionTokens[] {
  const run = (runPipeline ??= (() => {
    const pipeline = createIndex(false).pipeline;
    return pipeline.run.bind(pipeline);
  })());
  return docs.map((doc) => {
    const values = fields(doc);
    const section: SectionTokens = { lengths: [], tokens: [], counts: [] };
    for (const field of FIELDS) {
      const text = values[field];
      let length = 0;
      // Each stem holds its count in this field: a stem whose `pass` is not this one's is not counted yet.
      const pass = ++passes;
      const distinct: Stem[] = [];
      if (text) {
        for (const word of text.trim().toLowerCase().split(SEPARATOR)) {
          const stem = stemOf(word, run);
          if (stem === null) continue;
          length++;
          if (stem.pass !== pass) {
            stem.pass = pass;
            if (stem.first === null) continue;
            stem.count = stem.first;
            distinct.push(stem);
          } else if (stem.count !== 0) stem.count++;
        }
      }
      section.lengths.push(length);
      section.tokens.push(distinct.map((stem) => stem.token).join('\n'));
      section.counts.push(distinct.map((stem) => stem.count));
    }
    return section;
  });
}

/** Fields tokenized so far in this thread (see tokenizeSections). */
let passes = 0;

/**
 * The same index, built a page at a time (the same documents in the same order give the same
 * files), and written out in pieces. Each section goes through elasticlunr's own tokenizer and
 * pipeline as `Index.addDoc` would take it, but what is kept is compact: per field, each token's
 * sections and counts in a byte array (see PostingList) and each section's token count, instead of
 * elasticlunr's tree of objects (over half a gigabyte for 10,000 realistic pages). `finish` writes
 * exactly the JSON `JSON.stringify(index.toJSON())` gives for an elasticlunr index of the same
 * sections, a piece at a time.
 */
export class SearchIndexBuilder {
  private readonly tokens = FIELDS.map(() => new Map<string, PostingList>());
  /** Each section's token count per field, field after field. */
  private lengths: number[] = [];
  private numbered: SearchDoc[] = [];

  /** Adds sections, with their tokens when they were made already (in a page worker, or cached). */
  add(docs: SearchDoc[], tokenized: SectionTokens[] = tokenizeSections(docs)): void {
    docs.forEach((doc, d) => {
      // Short numeric refs ('0', '1', …): elasticlunr keeps scores in objects keyed by ref, and V8
      // handles integer-like keys far faster than URLs. They also make the index file smaller.
      const ref = this.numbered.length;
      this.numbered.push({ ...doc, id: String(ref) });
      const section = tokenized[d]!;
      FIELDS.forEach((_field, f) => {
        this.lengths.push(section.lengths[f]!);
        const byToken = this.tokens[f]!;
        const counts = section.counts[f]!;
        if (counts.length === 0) return;
        section.tokens[f]!.split('\n').forEach((token, t) => {
          let list = byToken.get(token);
          if (!list) byToken.set(token, (list = new PostingList()));
          list.add(ref, counts[t]!);
        });
      });
    });
  }

  /** The two files' JSON, in pieces; the builder is done with after this. */
  finish(): { index: Iterable<string>; docs: Iterable<string> } {
    return { index: this.indexChunks(), docs: this.docsChunks() };
  }

  private *indexChunks(): Generator<string> {
    const shape = createIndex(false).toJSON();
    const count = this.numbered.length;
    yield `{"version":${JSON.stringify(shape.version)},"fields":${JSON.stringify(shape.fields)},"ref":${JSON.stringify(shape.ref)},"documentStore":{"docs":{`;
    yield* pieces(count, (ref) => `"${ref}":null`);
    yield '},"docInfo":{';
    const lengths = this.lengths;
    yield* pieces(count, (ref) => `"${ref}":{${FIELDS.map((field, f) => `${JSON.stringify(field)}:${lengths[ref * FIELDS.length + f]}`).join(',')}}`);
    yield `},"length":${count},"save":${JSON.stringify((shape.documentStore as { save?: boolean }).save)}},"index":{`;
    const tf = scoreText();
    for (const [f, field] of FIELDS.entries()) {
      yield `${f > 0 ? ',' : ''}${JSON.stringify(field)}:{"root":`;
      const byToken = this.tokens[f]!;
      const lists = [...byToken.values()];
      yield* tokenTreeChunks([...byToken.keys()], (i) => [docsJson(lists[i]!, tf), lists[i]!.length]);
      yield '}';
      byToken.clear();
    }
    yield `},"pipeline":${JSON.stringify(shape.pipeline)}}`;
    this.lengths = [];
  }

  private *docsChunks(): Generator<string> {
    const docs = this.numbered;
    this.numbered = [];
    yield '[';
    yield* pieces(docs.length, (i) => JSON.stringify(docs[i]));
    yield ']';
  }
}

/** A token's `docs` object as elasticlunr writes it (`{"<ref>":{"tf":<score>},…}`), in pieces. */
function* docsJson(list: PostingList, tf: (count: number) => string): Generator<string> {
  let entries: string[] = [];
  let first = true;
  yield '{';
  for (const [ref, n] of list.entries()) {
    entries.push(`"${ref}":{"tf":${tf(n)}}`);
    if (entries.length === PER_PIECE) {
      yield `${first ? '' : ','}${entries.join(',')}`;
      first = false;
      entries = [];
    }
  }
  if (entries.length > 0) yield `${first ? '' : ','}${entries.join(',')}`;
  yield '}';
}

/**
 * Items a piece: pieces stay well under the size V8 allocates in its large-object space, which
 * only a full collection frees (the build then waits on its page workers with it in its heap).
 */
const PER_PIECE = 32;

/** `item(0)`, `item(1)`, … comma-separated, a few to a piece. */
function* pieces(count: number, item: (i: number) => string): Generator<string> {
  for (let start = 0; start < count; start += PER_PIECE) {
    const parts: string[] = [];
    for (let i = start; i < Math.min(count, start + PER_PIECE); i++) parts.push(item(i));
    yield `${start > 0 ? ',' : ''}${parts.join(',')}`;
  }
}

/** A count's score as elasticlunr writes it (`Math.sqrt(count)`; 0 stands for one that is not a number). */
function scoreText(): (count: number) => string {
  const known: string[] = [];
  return (count) => (known[count] ??= count === 0 ? 'null' : JSON.stringify(Math.sqrt(count)));
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
