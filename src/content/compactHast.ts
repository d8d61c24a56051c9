import type { Root } from 'hast';
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { Doc } from './types.js';

/** A digest of each compacted doc's tree, for the page cache. */
const digests = new WeakMap<Doc, string>();

/**
 * Stores a processed page's HAST as bytes (about a quarter of the memory of the object tree);
 * `doc.hast` then reads a fresh copy. A build keeps every page this way between processing and
 * rendering, so memory holds one page's tree at a time, not the whole site's.
 */
export function compactHast(doc: Doc): void {
  const tree = doc.hast;
  // The digest hashes the tree's JSON, not the bytes: v8.serialize output depends on how values
  // are represented in memory, so a freshly parsed tree and the same tree read back from the
  // cache give different bytes, and the page cache would never hit after a cold build.
  digests.set(doc, createHash('sha256').update(JSON.stringify(tree)).digest('hex'));
  const bytes = serialize(tree);
  Object.defineProperty(doc, 'hast', { get: () => deserialize(bytes) as Root, enumerable: true, configurable: true });
}

/** The digest of a compacted doc's tree (what the page cache keys on), if it was compacted. */
export function hastDigest(doc: Doc): string | undefined {
  return digests.get(doc);
}
