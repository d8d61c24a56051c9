import { createHash } from 'node:crypto';

/**
 * The last hash made for an object's Markdown source, with the text it was made of; no text when
 * the hash was taken from the source memo (the file is unchanged since it was hashed, see SourceMemo).
 */
const known = new WeakMap<object, { text?: string; hash: string }>();

/**
 * The SHA-256 (hex) of a page's Markdown source, made once for `holder` (the page's source file,
 * then its doc): the content cache's key and the page cache's key both take it, where each hashed
 * the whole text again (some 8 MB at 1,000 pages, every build). `text` is asked for only when the
 * hash did not come from the source memo: a page's source is then not read at all. Made again when
 * `holder`'s text is another (a page read again).
 */
export function sourceHash(holder: object, text: () => string): string {
  const memo = known.get(holder);
  if (memo && memo.text === undefined) return memo.hash;
  const current = text();
  if (memo && memo.text === current) return memo.hash;
  const hash = createHash('sha256').update(current).digest('hex');
  known.set(holder, { text: current, hash });
  return hash;
}

/** The hash of `holder`'s source as the source memo keeps it: its text is not read for it. */
export function knownSourceHash(holder: object, hash: string): void {
  known.set(holder, { hash });
}

/** Lets `to` (a doc made from a source file) answer with the hash made for `from`. */
export function shareSourceHash(from: object, to: object): void {
  const memo = known.get(from);
  if (memo) known.set(to, memo);
}
