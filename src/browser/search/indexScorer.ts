import type elasticlunr from 'elasticlunr';

/** A node of elasticlunr's serialised token trie: one key per next character, plus its postings. */
interface TrieNode {
  df: number;
  docs: Record<string, { tf: number }>;
  [char: string]: unknown;
}

/** A node's postings as typed arrays: section positions, their term frequencies, and the idf. */
interface Postings {
  positions: Int32Array;
  tf: Float64Array;
  idf: number;
}

/** Sections scored by one query: `matched[0..count)` are positions, `scores` is indexed by position. */
export interface ScoredSections {
  matched: Int32Array;
  count: number;
  scores: Float64Array;
}

interface Field {
  /** The field's token trie in each shard. */
  roots: TrieNode[];
  boost: number;
  /** 1 / √(field length) per section, 1 for an empty field: elasticlunr's length norm. */
  lengthNorm: Float64Array;
  /** A term's df over every shard, as one index of all the sections would have it. */
  df: Map<string, number>;
}

/** A set of sections touched by a query, with one number each; cleared in time proportional to its size. */
class SparseScores {
  readonly values: Float64Array;
  readonly list: Int32Array;
  count = 0;
  private readonly member: Uint8Array;

  constructor(size: number) {
    this.values = new Float64Array(size);
    this.list = new Int32Array(size);
    this.member = new Uint8Array(size);
  }

  /** Adds `score` to the section's value; the first addition sets it, as elasticlunr's merges do. */
  add(position: number, score: number): void {
    if (this.member[position]) this.values[position]! += score;
    else {
      this.member[position] = 1;
      this.values[position] = score;
      this.list[this.count++] = position;
    }
  }

  clear(): void {
    for (let i = 0; i < this.count; i++) {
      const position = this.list[i]!;
      this.member[position] = 0;
      this.values[position] = 0;
    }
    this.count = 0;
  }
}

/**
 * Scores loaded elasticlunr indexes (the shards of one site's index) as one index of all their
 * sections: as its `Index.search` does with `expand: true` and `bool: 'OR'` (same terms, same
 * floating-point operations; a term's idf from its df in every shard and the sections of all),
 * but over typed arrays indexed by section position instead of objects keyed by ref: elasticlunr's
 * for-in loops over thousands of refs were most of a query's time. A section's position is its
 * shard's offset plus its place in the shard's document store, whose key order ties keep. A trie
 * node's postings are converted on first use and kept, since the indexes never change once loaded.
 * Over one shard the scores are exactly elasticlunr's.
 */
export class IndexScorer {
  /** Each section's shard and ref, by position. */
  readonly refs: [shard: number, ref: string][] = [];
  private readonly fields: Field[];
  private readonly positionOf: Map<string, number>[];
  private readonly storeLength: number;
  private readonly postingsCache = new WeakMap<TrieNode, Postings>();
  private readonly total: SparseScores;
  private readonly field: SparseScores;
  private readonly token: SparseScores;
  /** Per section, how many query tokens it contains unexpanded (elasticlunr's coord norm). */
  private readonly exactTokens: Int32Array;

  constructor(indexes: elasticlunr.Index<never>[], boosts: Record<string, number>) {
    const shards = indexes.map((index) => index as unknown as {
      documentStore: { length: number; docs: Record<string, unknown>; docInfo: Record<string, Record<string, number>> };
      index: Record<string, { root: TrieNode }>;
    });
    this.positionOf = shards.map(({ documentStore }, shard) => {
      const refs = Object.keys(documentStore.docs);
      const offset = this.refs.length;
      for (const ref of refs) this.refs.push([shard, ref]);
      return new Map(refs.map((ref, i) => [ref, offset + i]));
    });
    this.storeLength = shards.reduce((sum, { documentStore }) => sum + documentStore.length, 0);
    this.fields = Object.entries(boosts).map(([name, boost]) => ({
      roots: shards.map(({ index }) => index[name]!.root),
      boost,
      lengthNorm: Float64Array.from(this.refs, ([shard, ref]) => {
        const length = shards[shard]!.documentStore.docInfo[ref]?.[name] ?? 0;
        return length !== 0 ? 1 / Math.sqrt(length) : 1;
      }),
      df: new Map(),
    }));
    const size = this.refs.length;
    this.total = new SparseScores(size);
    this.field = new SparseScores(size);
    this.token = new SparseScores(size);
    this.exactTokens = new Int32Array(size);
  }

  /** Every section matching a token or a word it prefixes, with its boosted score summed over fields. */
  score(tokens: string[]): ScoredSections {
    const { total, field, token, exactTokens } = this;
    total.clear();
    for (const fieldOf of this.fields) {
      const { roots, boost, lengthNorm } = fieldOf;
      for (const queryToken of tokens) {
        roots.forEach((root, shard) => {
          const node = findNode(root, queryToken);
          if (!node) return;
          forEachTerm(node, queryToken, (term, termNode) => {
            const postings = this.postings(termNode, shard, fieldOf, term);
            const exact = term.length === queryToken.length;
            // Words the query token only prefixes count for less, the longer they are.
            const penalty = exact ? 1 : (1 - (term.length - queryToken.length) / term.length) * 0.15;
            const { positions, tf, idf } = postings;
            for (let i = 0; i < positions.length; i++) {
              const position = positions[i]!;
              if (exact) exactTokens[position]!++;
              token.add(position, tf[i]! * idf * lengthNorm[position]! * penalty);
            }
          });
        });
        for (let i = 0; i < token.count; i++) field.add(token.list[i]!, token.values[token.list[i]!]!);
        token.clear();
      }
      for (let i = 0; i < field.count; i++) {
        const position = field.list[i]!;
        const exact = exactTokens[position]!;
        const score = exact > 0 ? (field.values[position]! * exact) / tokens.length : field.values[position]!;
        total.add(position, score * boost);
        exactTokens[position] = 0;
      }
      field.clear();
    }
    return { matched: total.list, count: total.count, scores: total.values };
  }

  private postings(node: TrieNode, shard: number, field: Field, term: string): Postings {
    let postings = this.postingsCache.get(node);
    if (!postings) {
      const positionOf = this.positionOf[shard]!;
      const refs = Object.keys(node.docs).filter((ref) => positionOf.has(ref));
      postings = {
        positions: Int32Array.from(refs, (ref) => positionOf.get(ref)!),
        tf: Float64Array.from(refs, (ref) => node.docs[ref]!.tf),
        idf: 1 + Math.log(this.storeLength / (this.df(field, term) + 1)),
      };
      this.postingsCache.set(node, postings);
    }
    return postings;
  }

  /** A term's df summed over the shards (a shard without the term adds none). */
  private df(field: Field, term: string): number {
    let df = field.df.get(term);
    if (df === undefined) {
      df = 0;
      for (const root of field.roots) df += findNode(root, term)?.df ?? 0;
      field.df.set(term, df);
    }
    return df;
  }
}

function findNode(root: TrieNode, token: string): TrieNode | undefined {
  let node: TrieNode | undefined = root;
  for (let i = 0; i < token.length && node; i++) node = node[token[i]!] as TrieNode | undefined;
  return token ? node : undefined;
}

/** elasticlunr's expandToken order: the node's own term first (if indexed), then each child's subtree. */
function forEachTerm(node: TrieNode, term: string, visit: (term: string, node: TrieNode) => void): void {
  if (node.df > 0) visit(term, node);
  for (const key in node) {
    if (key === 'docs' || key === 'df') continue;
    forEachTerm(node[key] as TrieNode, term + key, visit);
  }
}
