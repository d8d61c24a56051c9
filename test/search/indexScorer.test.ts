import elasticlunr from 'elasticlunr';
import { describe, expect, it } from 'vitest';
import '../../src/browser/search/lunrGlobal.js';
import { IndexScorer } from '../../src/browser/search/indexScorer.js';
import { SEARCH_FIELD_BOOSTS } from '../../src/shared/searchTypes.js';

type Doc = { id: string; title: string; heading: string; text: string };

const vocabulary = ['picker', 'pick', 'pickers', 'viewer', 'copy', 'copyTo', 'local', 'cache', 'cached', 'android', 'uri', 'mode', 'import', 'open', 'save', 'dialog', 'file', 'files', 'preview', 'virtual', 'bookmark', 'directory', 'permission', 'platform', 'plain', 'error', 'errors', 'v2', 'v20', '404'];

/** Deterministic pseudo-random sections: common and rare words, prefixes of each other, digits. */
function sections(count: number, ref: (i: number) => string): Doc[] {
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = (n: number) => Array.from({ length: n }, () => vocabulary[Math.floor(random() * random() * vocabulary.length)]).join(' ');
  return Array.from({ length: count }, (_, i) => ({ id: ref(i), title: `Page ${i % 40} ${words(2)}`, heading: i % 5 ? words(3) : '', text: i % 17 ? words(1 + (i % 60)) : '' }));
}

function indexOf(docs: Doc[]): elasticlunr.Index<Doc> {
  const index = elasticlunr<Doc>(function () {
    this.setRef('id');
    for (const field of Object.keys(SEARCH_FIELD_BOOSTS)) this.addField(field as keyof Doc);
    this.saveDocument(false);
  });
  for (const doc of docs) index.addDoc(doc);
  // What the browser gets: the index after a JSON round trip.
  return elasticlunr.Index.load<Doc>(JSON.parse(JSON.stringify(index.toJSON())));
}

const config = { fields: { title: { boost: 3 }, heading: { boost: 2 }, text: { boost: 1 } }, expand: true, bool: 'OR' } as never;
const queries = ['picker', 'pick', 'p', 'copy local', 'local copy', 'copy copy', 'err', 'v2', '4', 'bookmark directory permission', 'page 12', 'zzz', 'files preview'];

describe('IndexScorer', () => {
  const index = indexOf(sections(900, (i) => String(i)));
  const scorer = new IndexScorer([index as never], SEARCH_FIELD_BOOSTS);

  // One scorer answers every query in turn: each must start from a clean slate.
  it.each(queries)('scores "%s" exactly as elasticlunr Index.search', (query) => {
    const tokens = index.pipeline.run(elasticlunr.tokenizer(query));
    const { matched, count, scores } = scorer.score(tokens);
    const ours = new Map(Array.from(matched.subarray(0, count), (position) => [scorer.refs[position]![1], scores[position]]));
    const theirs = new Map(index.search(query, config).map(({ ref, score }) => [ref, score]));
    expect(ours).toEqual(theirs);
    if (query !== 'zzz') expect(ours.size).toBeGreaterThan(0);
  });

  it('scores an index with URL refs and removed sections (the dev server index) the same way', () => {
    const docs = sections(300, (i) => `/docs/p${i % 40}#s${i}`);
    const live = elasticlunr<Doc>(function () {
      this.setRef('id');
      for (const field of Object.keys(SEARCH_FIELD_BOOSTS)) this.addField(field as keyof Doc);
      this.saveDocument(true);
    });
    for (const doc of docs) live.addDoc(doc);
    for (const doc of docs.filter((_, i) => i % 7 === 0)) live.removeDocByRef(doc.id);
    const loaded = elasticlunr.Index.load<Doc>(JSON.parse(JSON.stringify(live.toJSON())));
    const urlScorer = new IndexScorer([loaded as never], SEARCH_FIELD_BOOSTS);
    for (const query of ['picker', 'copy local', 'p']) {
      const { matched, count, scores } = urlScorer.score(loaded.pipeline.run(elasticlunr.tokenizer(query)));
      const ours = new Map(Array.from(matched.subarray(0, count), (position) => [urlScorer.refs[position]![1], scores[position]]));
      expect(ours).toEqual(new Map(loaded.search(query, config).map(({ ref, score }) => [ref, score])));
      expect([...ours.keys()].some((ref) => ref.endsWith('#s0') || ref.endsWith('#s7'))).toBe(false);
    }
  });

  // The build splits a site's sections into shards by page: scored together they score as one index.
  it('scores the shards of an index as the one index of all their sections', () => {
    const docs = sections(900, (i) => String(i));
    const shards = [0, 1, 2].map((shard) => indexOf(docs.filter((_, i) => Math.floor(i / 7) % 3 === shard)));
    const sharded = new IndexScorer(shards as never[], SEARCH_FIELD_BOOSTS);
    expect(sharded.refs.length).toBe(900);
    for (const query of queries) {
      const { matched, count, scores } = sharded.score(index.pipeline.run(elasticlunr.tokenizer(query)));
      const ours = new Map(Array.from(matched.subarray(0, count), (position) => [sharded.refs[position]![1], scores[position]!]));
      const theirs = index.search(query, config);
      expect([...ours.keys()].sort()).toEqual(theirs.map(({ ref }) => ref).sort());
      for (const { ref, score } of theirs) expect(ours.get(ref)).toBeCloseTo(score, 10);
    }
  });
});
