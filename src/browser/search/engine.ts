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
  return {
    query(text) {
      const terms = text.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
      if (terms.length === 0) return [];
      // expand: prefix matching, so `keepLoc` finds keepLocalCopy.
      const results = index.search(text, { fields: FIELDS, expand: true, bool: 'OR' } as never);
      const ranked = results.map((r) => byId.get(r.ref)).filter((d): d is SearchDoc => d !== undefined);
      return groupByPage(ranked).map((doc) => ({
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
