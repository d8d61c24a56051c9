import './lunrGlobal.js';
import elasticlunr from 'elasticlunr';
import { identifierParts } from '../../shared/searchTokens.js';
import { SEARCH_FIELD_BOOSTS, type SearchDoc, type SearchHit, type SearchManifest } from '../../shared/searchTypes.js';
import { IndexScorer, type ScoredSections } from './indexScorer.js';
import { makeSnippet } from './snippet.js';

const MAX_HITS = 8;
const MAX_SECTIONS_PER_PAGE = 2;

export interface SearchEngine {
  /** `inScope`: which docs versions' sections may be hits (a versioned site's search keeps to the version being read). */
  query(text: string, inScope?: (version: string | undefined) => boolean): SearchHit[];
}

/**
 * Fetches the search files (each shard's index and documents) and returns a query function over
 * them. The manifest and the files it names are site paths: `publicPath` puts them under the site's base.
 */
export async function loadSearchEngine(manifest: string, publicPath: (sitePath: string) => string = (p) => p): Promise<SearchEngine> {
  const files = (await fetchJson(publicPath(manifest), 'no-cache')) as SearchManifest;
  const shards = await Promise.all(
    files.shards.map(async (shard) => {
      const [index, docs] = await Promise.all([fetchJson(publicPath(shard.index)), fetchJson(publicPath(shard.docs))]);
      return { index, docs: docs as SearchDoc[] };
    }),
  );
  return createSearchEngine(shards);
}

/** A query function over the shards of a site's index, scored as one index (see IndexScorer). */
export function createSearchEngine(shards: { index: unknown; docs: SearchDoc[] }[]): SearchEngine {
  const indexes = shards.map((shard) => elasticlunr.Index.load<never>(shard.index as never));
  const scorer = new IndexScorer(indexes, SEARCH_FIELD_BOOSTS);
  const byId = shards.map((shard) => new Map(shard.docs.map((doc) => [doc.id, doc])));
  const docAt = scorer.refs.map(([shard, ref]) => byId[shard]!.get(ref));
  const pipeline = indexes[0]?.pipeline;
  return {
    query(text, inScope) {
      const terms = text.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
      if (terms.length === 0 || !pipeline) return [];
      // The parts of `fs.readFileSync` too, as the index has them.
      const tokens = pipeline.run(elasticlunr.tokenizer([text, ...identifierParts(text)].join(' ')));
      if (tokens.length === 0) return [];
      // Prefix matching (`keepLoc` finds keepLocalCopy) is elasticlunr's `expand`, which the scorer does.
      const ranked = rank(scorer.score(tokens));
      const toDocs = (positions: number[]) =>
        positions.map((position) => docAt[position]).filter((d): d is SearchDoc => d !== undefined && (!inScope || inScope(d.version)));
      return pickHits(ranked, toDocs).map((doc) => ({
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

interface Ranked {
  /** The best candidates, best first. */
  top: number[];
  /** Every matching section, best first (sorted on demand). */
  all: () => number[];
}

/**
 * elasticlunr's ranking: by score, ties in the document store's order (for-in order, in which its
 * own sort starts), minus its full sort: with thousands of matching sections only the best few
 * are ever shown, so only the top candidates are sorted unless they do not fill the list.
 */
function rank({ matched, count, scores }: ScoredSections): Ranked {
  const byScore = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
  const candidates = Array.from(matched.subarray(0, count));
  const all = () => candidates.sort(byScore);
  if (count <= TOP_CANDIDATES) return { top: all(), all };
  const threshold = kthLargest(candidates.map((position) => scores[position]!), TOP_CANDIDATES);
  return { top: candidates.filter((position) => scores[position]! >= threshold).sort(byScore), all };
}

/** Enough candidates for MAX_HITS hits at MAX_SECTIONS_PER_PAGE per page in all but odd cases. */
const TOP_CANDIDATES = 64;

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
function pickHits(ranked: Ranked, toDocs: (positions: number[]) => SearchDoc[]): SearchDoc[] {
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
