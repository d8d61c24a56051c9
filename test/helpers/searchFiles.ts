import type { SearchDoc, SearchManifest } from '../../src/shared/searchTypes.js';

/**
 * Every section document of a site's search files, shard after shard: `read(sitePath)` gives a
 * file's text by its site path (`/search-files.json`, then each shard's documents file).
 */
export async function searchDocs(read: (sitePath: string) => string | Promise<string>): Promise<SearchDoc[]> {
  const manifest = JSON.parse(await read('/search-files.json')) as SearchManifest;
  const docs: SearchDoc[] = [];
  for (const shard of manifest.shards) docs.push(...(JSON.parse(await read(shard.docs)) as SearchDoc[]));
  return docs;
}
