import type { Doc } from './types.js';

/**
 * Keeps a rendered page's body as UTF-8 bytes outside the JavaScript heap until pages render;
 * `doc.html` decodes a fresh string when read (the page cache's key, each render batch). A build
 * holds every page's body from the content stage to the render stage: as strings, 10,000 realistic
 * pages put about 300 MB more live data in the main thread's heap, which the garbage collector
 * then lets grow to a multiple of that.
 */
export function keepBodyAsBytes(doc: Doc): void {
  if (doc.html === undefined) return;
  const bytes = Buffer.from(doc.html, 'utf8');
  kept.set(doc, bytes);
  Object.defineProperty(doc, 'html', { get: () => bytes.toString('utf8'), enumerable: true, configurable: true });
}

const kept = new WeakMap<Doc, Uint8Array>();

/** The body's UTF-8 bytes when it is kept so (no string decoded for a hash of it). */
export function bodyBytes(doc: Doc): Uint8Array | undefined {
  return kept.get(doc);
}
