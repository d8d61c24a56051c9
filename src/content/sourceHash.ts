import { createHash } from 'node:crypto';

/** The last hash made for an object's Markdown source, with the text it was made of. */
const known = new WeakMap<object, { text: string; hash: string }>();

/**
 * The SHA-256 (hex) of a page's Markdown source `text`, made once for `holder` (the page's source
 * file, then its doc): the content cache's key and the page cache's key both take it, where each
 * hashed the whole text again (some 8 MB at 1,000 pages, every build). Made again when `holder`'s
 * text is another (a page read again).
 */
export function sourceHash(holder: object, text: string): string {
  const memo = known.get(holder);
  if (memo && memo.text === text) return memo.hash;
  const hash = createHash('sha256').update(text).digest('hex');
  known.set(holder, { text, hash });
  return hash;
}

/** Lets `to` (a doc made from a source file) answer with the hash made for `from`. */
export function shareSourceHash(from: object, to: object): void {
  const memo = known.get(from);
  if (memo) known.set(to, memo);
}
