/** One searchable section of a page, as stored in the search document file. */
export interface SearchDoc {
  id: string;
  /** Page title. */
  title: string;
  /** Section heading; empty for the text before the first heading. */
  heading: string;
  text: string;
  url: string;
  /** The docs version of a versioned site's doc (`<instance>:<version>`, e.g. `default:1.0`): search keeps to the version being read. */
  version?: string;
}

export interface SearchHit {
  id: string;
  title: string;
  heading: string;
  url: string;
  /** Snippet split into plain and matched parts, so the UI never injects HTML. */
  snippet: { text: string; match: boolean }[];
  terms: string[];
}

/** Field boosts: the index is built with these fields and queries weigh them so. */
export const SEARCH_FIELD_BOOSTS = { title: 3, heading: 2, text: 1 } as const;

/** One shard of the search index: an elasticlunr index and its section documents (site paths). */
export interface SearchShardFiles {
  index: string;
  docs: string;
}

/**
 * `search-files.json`, which pages point at: the shards, each a part of the site's pages (see
 * the search plugin's `shardOf`). The browser loads every shard and scores them as one index.
 */
export interface SearchManifest {
  shards: SearchShardFiles[];
}
