import './lunrGlobal.js';
import elasticlunr from 'elasticlunr';
import { SEARCH_FIELD_BOOSTS, type SearchDoc, type SearchHit } from '../../shared/searchTypes.js';
import { makeSnippet } from './snippet.js';

const MAX_HITS = 8;
const MAX_SECTIONS_PER_PAGE = 2;
const FIELDS = Object.fromEntries(Object.entries(SEARCH_FIELD_BOOSTS).map(([field, boost]) => [field, { boost }]));

export interface SearchEngine {
  query(text: string): SearchHit[];
}

/** Fetches the two search files and returns a query function over them. */
export async function loadSearchEngine(manifest: string): Promise<SearchEngine> {
  const files = (await fetchJson(manifest, 'no-cache')) as { index: string; docs: string };
  const [indexJson, docs] = await Promise.all([fetchJson(files.index), fetchJson(files.docs)]);
  return createSearchEngine(indexJson, docs as SearchDoc[]);
}

export function createSearchEngine(indexJson: unknown, docs: SearchDoc[]): SearchEngine {
  const index = elasticlunr.Index.load<SearchDoc>(indexJson as never);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  // What Index.search builds from JSON on every call, built once. expand: prefix matching, so
  // `keepLoc` finds keepLocalCopy.
  const config = new elasticlunr.Configuration<SearchDoc>(JSON.stringify({ fields: FIELDS, expand: true, bool: 'OR' }), index.getFields()).get();
  const forgetNodes = memoizeNodeLookups(index);
  return {
    query(text) {
      const terms = text.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
      if (terms.length === 0) return [];
      forgetNodes();
      const tokens = index.pipeline.run(elasticlunr.tokenizer(text));
      if (tokens.length === 0) return [];
      return pickHits(rank(index, tokens, config), byId).map((doc) => ({
        id: doc.id,
        title: doc.title,
        heading: doc.heading,
        url: withHighlight(doc.url, terms),
        snippet: makeSnippet(doc.text || doc.heading, terms),
        terms,
      }));
    },
  };
}

/**
 * elasticlunr walks a token's trie path again for every matching section (its getTermFrequency
 * calls getNode once per document). The index never changes once loaded, so within a query each
 * token's node is looked up once; the memo is emptied before every query.
 */
function memoizeNodeLookups(index: elasticlunr.Index<SearchDoc>): () => void {
  type Inverted = { getNode(token: string): unknown };
  const memos: Map<string, unknown>[] = [];
  for (const field of index.getFields()) {
    const inverted = (index as unknown as { index: Record<string, Inverted> }).index[field as string]!;
    const lookup = inverted.getNode.bind(inverted);
    const memo = new Map<string, unknown>();
    memos.push(memo);
    inverted.getNode = (token) => {
      if (!memo.has(token)) memo.set(token, lookup(token));
      return memo.get(token);
    };
  }
  return () => {
    for (const memo of memos) memo.clear();
  };
}

type Scored = [ref: string, score: number];

/**
 * elasticlunr's Index.search, scores and order unchanged (by score; ties in for-in order, which
 * puts integer refs in ascending order), minus its full sort: with thousands of matching sections
 * only the best few are ever shown, so the top candidates are sorted first.
 */
function rank(index: elasticlunr.Index<SearchDoc>, tokens: string[], config: elasticlunr.SearchConfig<SearchDoc>): { top: Scored[]; all: () => Scored[] } {
  const scores: Record<string, number> = {};
  for (const field of Object.keys(config) as (keyof SearchDoc)[]) {
    const found = index.fieldSearch(tokens, field, config as never) as Record<string, number>;
    const boost = (config as Record<string, { boost: number }>)[field]!.boost;
    // Refs are integer-like keys: V8 keeps them in a fast element store, unlike a Map's hashing.
    for (const ref in found) scores[ref] = (scores[ref] ?? 0) + found[ref]! * boost;
  }
  const entries: Scored[] = [];
  for (const ref in scores) entries.push([ref, scores[ref]!]);
  const all = () => entries.sort(byScore);
  if (entries.length <= TOP_CANDIDATES) return { top: all(), all };
  const threshold = kthLargest(entries.map(([, score]) => score), TOP_CANDIDATES);
  return { top: entries.filter(([, score]) => score >= threshold).sort(byScore), all };
}

/** Enough candidates for MAX_HITS hits at MAX_SECTIONS_PER_PAGE per page in all but odd cases. */
const TOP_CANDIDATES = 64;

/** Stable, so equal scores keep the for-in order elasticlunr's own sort starts from. */
function byScore(a: Scored, b: Scored): number {
  return b[1] - a[1];
}

/** The k-th largest value (quickselect, average linear time). */
function kthLargest(values: number[], k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j]!, values[i]!];
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}

/** The hits from the top candidates; from every match when those did not fill the list. */
function pickHits(ranked: { top: Scored[]; all: () => Scored[] }, byId: Map<string, SearchDoc>): SearchDoc[] {
  const toDocs = (list: Scored[]) => list.map(([ref]) => byId.get(ref)).filter((d): d is SearchDoc => d !== undefined);
  const hits = groupByPage(toDocs(ranked.top));
  if (hits.length === MAX_HITS) return hits;
  const all = ranked.all();
  return all.length === ranked.top.length ? hits : groupByPage(toDocs(all));
}

/**
 * The best MAX_HITS sections, at most MAX_SECTIONS_PER_PAGE of each page (every section repeats
 * its page title, so one page could otherwise fill the list), in relevance order between pages
 * with a page's sections next to each other.
 */
function groupByPage(ranked: SearchDoc[]): SearchDoc[] {
  const pages = new Map<string, SearchDoc[]>();
  let count = 0;
  for (const doc of ranked) {
    if (count === MAX_HITS) break;
    const page = doc.url.split('#')[0]!;
    const list = pages.get(page) ?? [];
    if (list.length === MAX_SECTIONS_PER_PAGE) continue;
    list.push(doc);
    pages.set(page, list);
    count++;
  }
  return [...pages.values()].flat();
}

function withHighlight(url: string, terms: string[]): string {
  const [path, hash] = url.split('#');
  const query = terms.map((t) => `_highlight=${encodeURIComponent(t)}`).join('&');
  return `${path}?${query}${hash ? `#${hash}` : ''}`;
}

async function fetchJson(url: string, cache: RequestCache = 'default'): Promise<unknown> {
  const response = await fetch(url, { cache });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
