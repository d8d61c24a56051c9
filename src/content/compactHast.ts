import type { Root } from 'hast';
import { deserialize, serialize } from 'node:v8';
import type { Doc } from './types.js';

const compacted = new WeakMap<Doc, Uint8Array>();

/**
 * Stores a processed page's HAST as bytes (about a quarter of the memory of the object tree);
 * `doc.hast` then reads a fresh copy. A build keeps every page this way between processing and
 * rendering, so memory holds one page's tree at a time, not the whole site's.
 */
export function compactHast(doc: Doc): void {
  const bytes = serialize(doc.hast);
  compacted.set(doc, bytes);
  Object.defineProperty(doc, 'hast', { get: () => deserialize(bytes) as Root, enumerable: true, configurable: true });
}

/** The stored bytes of a compacted doc's HAST (what the page cache hashes), if it was compacted. */
export function hastBytes(doc: Doc): Uint8Array | undefined {
  return compacted.get(doc);
}
