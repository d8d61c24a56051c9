import elasticlunr from 'elasticlunr';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, SearchIndexBuilder } from '../../src/search/buildSearchIndex.js';
import { PostingList } from '../../src/search/postingList.js';
import { tokenTreeChunks } from '../../src/search/tokenTreeChunks.js';
import { withSplitIdentifiers } from '../../src/search/tokens.js';
import type { SearchDoc } from '../../src/shared/searchTypes.js';

/** What a plain elasticlunr index of the same sections serialises to: the files the client loads. */
function reference(docs: SearchDoc[]): { index: string; docs: string } {
  const index = elasticlunr<{ id: string; title: string; heading: string; text: string }>(function () {
    this.setRef('id');
    this.addField('title');
    this.addField('heading');
    this.addField('text');
    this.saveDocument(false);
  });
  docs.forEach((doc, i) => index.addDoc({ id: String(i), title: doc.title, heading: withSplitIdentifiers(doc.heading), text: withSplitIdentifiers(doc.text) }));
  return { index: JSON.stringify(index.toJSON()), docs: JSON.stringify(docs.map((doc, i) => ({ ...doc, id: String(i) }))) };
}

// Words that exercise elasticlunr's counting and tree: stems, stop words, identifiers, digits
// (integer-like tokens and keys come first in JavaScript objects), tokens named like
// Object.prototype members, non-ASCII letters and characters outside the BMP.
const WORDS = [
  'copy', 'copies', 'copying', 'copied', 'the', 'and', 'keepLocalCopy', 'files', 'file', '--', '...', 'URI', 'uris',
  'running', 'ran', 'a', 'cachesDirectory', 'é', 'naïve', '2024', '42', '7', '007', '1a', 'a1', '0', '9lives', 'v2',
  'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', '__defineGetter__', 'isPrototypeOf', 'docs', 'df',
  'emoji😀', '😀', '日本語', 'ǅ', 'x'.repeat(300), 'fs.readFileSync(path)', 'a-b-c', '"quoted"', 'back\\slash',
];

/** A small deterministic generator (a linear congruential one), so the fixtures never change. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomDocs(seed: number, count: number): SearchDoc[] {
  const rand = numbers(seed);
  const words = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    id: `/docs/p${i}#s`,
    title: `Page ${i} ${words(2)}`,
    heading: i % 3 ? words(3) : '',
    text: i % 11 === 5 ? '' : words(5 + Math.floor(rand() * 80)),
    url: `/docs/p${i}#s`,
  }));
}

describe('SearchIndexBuilder', () => {
  it('writes exactly the files a plain elasticlunr index of the same sections serialises to', () => {
    for (const [seed, count] of [[1, 1], [2, 60], [3, 400]] as const) {
      const docs = randomDocs(seed, count);
      expect(buildSearchIndex(docs)).toEqual(reference(docs));
    }
    // The fixtures reach elasticlunr's quirks: a score that is not a number, digit keys first.
    const { index } = reference(randomDocs(3, 400));
    expect(index).toContain('"tf":null');
    expect(index).toMatch(/"root":\{"0":/);
  });

  it('gives the same files page by page as all at once', () => {
    const docs = randomDocs(4, 120);
    const builder = new SearchIndexBuilder();
    for (let i = 0; i < docs.length; i += 7) builder.add(docs.slice(i, i + 7));
    const files = builder.finish();
    expect({ index: [...files.index].join(''), docs: [...files.docs].join('') }).toEqual(reference(docs));
  });

  it('writes files elasticlunr loads and searches as the index it built itself', () => {
    const docs = randomDocs(5, 200);
    type Fields = { id: string; title: string; heading: string; text: string };
    const loaded = elasticlunr.Index.load<Fields>(JSON.parse(buildSearchIndex(docs).index));
    const own = elasticlunr.Index.load<Fields>(JSON.parse(reference(docs).index));
    const fields = { title: { boost: 3 }, heading: { boost: 2 }, text: { boost: 1 } };
    for (const query of ['copy', 'keep local', '2024', 'caches directory', 'readFileSync']) {
      const hits = loaded.search(query, { fields });
      expect(hits.length).toBeGreaterThan(0);
      expect(hits).toEqual(own.search(query, { fields }));
    }
  });

  it('writes the index in pieces, none of them a large part of it', () => {
    const docs = randomDocs(6, 8000);
    const pieces = [...new SearchIndexBuilder().finish().index];
    const builder = new SearchIndexBuilder();
    builder.add(docs);
    const { index, docs: docsFile } = builder.finish();
    const indexPieces = [...index];
    const docsPieces = [...docsFile];
    const total = indexPieces.join('').length;
    expect(pieces.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(1_000_000);
    expect(Math.max(...indexPieces.map((p) => p.length))).toBeLessThan(total / 10);
    expect(Math.max(...docsPieces.map((p) => p.length))).toBeLessThan(docsPieces.join('').length / 5);
    // Every piece stays small (V8 puts strings over about 128 KB in its large-object space).
    expect(Math.max(...indexPieces.map((p) => p.length), ...docsPieces.map((p) => p.length))).toBeLessThan(64 * 1024);
  });
});

describe('PostingList', () => {
  it('gives back what was added, large numbers and zero counts included', () => {
    const list = new PostingList();
    const added: [number, number][] = [[0, 1], [1, 0], [127, 128], [128, 3], [20_000, 1], [2 ** 31 + 5, 70_000], [2 ** 40, 2]];
    for (const [ref, count] of added) list.add(ref, count);
    expect([...list.entries()]).toEqual(added);
    expect(list.length).toBe(added.length);
  });
});

describe('tokenTreeChunks', () => {
  it('nests one node per character, digits first, then docs, df and the others in the order they were made', () => {
    const json = [...tokenTreeChunks(['ba', 'a', '1', 'b'], (i) => [[`{"${i}":{"tf":1}}`], 1])].join('');
    expect(json).toBe('{"1":{"docs":{"2":{"tf":1}},"df":1},"docs":{},"df":0,"b":{"docs":{"3":{"tf":1}},"df":1,"a":{"docs":{"0":{"tf":1}},"df":1}},"a":{"docs":{"1":{"tf":1}},"df":1}}');
  });

  it('writes a token of 100,000 characters (the tree is walked without recursion)', () => {
    const json = [...tokenTreeChunks(['z'.repeat(100_000)], () => [['{}'], 0])].join('');
    expect(json.length).toBeGreaterThan(100_000 * 20);
  });
});
