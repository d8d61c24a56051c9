import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { knownSourceHash } from './sourceHash.js';
import type { Doc } from './types.js';

/**
 * Rendered page bodies waiting for the render stage, in a temporary file: a build holds every
 * page's body from the content stage to the render stage, about 175 MB for 10,000 realistic pages
 * (as strings, about 300 MB of the main thread's heap, which the garbage collector let grow to a
 * multiple of that; as bytes in memory, 175 MB of the build's peak). The file is removed from its
 * folder as soon as it is opened, so nothing is left behind whatever happens to the build; its
 * space is freed when the store is no longer reachable (its descriptor is closed then).
 */
export class BodyStore {
  private readonly fd: number;
  private size = 0;

  constructor(dir = os.tmpdir()) {
    const file = path.join(dir, `docsgen-bodies-${process.pid}-${stores++}`);
    this.fd = openSync(file, 'w+');
    try {
      unlinkSync(file);
    } catch {
      // A system that cannot remove an open file (Windows): removed when the process exits.
      process.once('exit', () => {
        try {
          closeSync(this.fd);
          unlinkSync(file);
        } catch {
          // gone already
        }
      });
    }
    closer.register(this, this.fd);
  }

  /** Appends `text` (UTF-8); returns where it is. */
  put(text: string): { offset: number; length: number } {
    return this.putBytes(Buffer.from(text, 'utf8'));
  }

  /** Appends `bytes`; returns where they are. */
  putBytes(bytes: Uint8Array): { offset: number; length: number } {
    const offset = this.size;
    for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at, bytes.length - at, offset + at);
    this.size += bytes.length;
    return { offset, length: bytes.length };
  }

  read(offset: number, length: number): Buffer {
    const bytes = Buffer.allocUnsafe(length);
    for (let at = 0; at < length; ) {
      const read = readSync(this.fd, bytes, at, length - at, offset + at);
      if (read === 0) throw new Error('a page body kept on disk was cut short');
      at += read;
    }
    return bytes;
  }
}

let stores = 0;

// Closing a descriptor twice could close another file opened meanwhile under the same number.
const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // closed at exit already
  }
});

const kept = new WeakMap<Doc, { read: () => Buffer; hash: string }>();

/** The SHA-256 (hex) of a body's UTF-8 bytes: what the page cache's key takes for the body (see bodyHash). */
export function hashBody(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Moves a rendered page's body into `store` until pages render; `doc.html` reads it back as a
 * fresh string (each render batch sent to a worker). `body`: the body's UTF-8 bytes, when they came
 * apart from the doc (a page worker's result); else the doc's `html`. Returns the bytes and their
 * hash (see bodyHash).
 */
export function keepBodyOnDisk(doc: Doc, store: BodyStore, body?: Uint8Array): { bytes: Uint8Array; hash: string } | undefined {
  const bytes = body ?? (doc.html === undefined ? undefined : Buffer.from(doc.html, 'utf8'));
  if (bytes === undefined) return undefined;
  const { offset, length } = store.putBytes(bytes);
  const hash = hashBody(bytes);
  keepBodyAt(doc, () => store.read(offset, length), hash);
  return { bytes, hash };
}

/**
 * Gives `doc` a body that is on disk already (the content cache's copy of a page nothing changed):
 * read only if the page renders again; `hash` stands for it in the page cache's key.
 */
export function keepBodyAt(doc: Doc, read: () => Buffer, hash: string): void {
  kept.set(doc, { read, hash });
  Object.defineProperty(doc, 'html', { get: () => read().toString('utf8'), enumerable: true, configurable: true });
}

/** The body's UTF-8 bytes when it is kept on disk (no string decoded for a hash of it). */
export function bodyBytes(doc: Doc): Uint8Array | undefined {
  return kept.get(doc)?.read();
}

/** The hash of the body's UTF-8 bytes when it is kept on disk (see hashBody): known without reading it. */
export function bodyHash(doc: Doc): string | undefined {
  return kept.get(doc)?.hash;
}

/** By doc, the length of its Markdown source kept on disk (see keepMarkdownOnDisk). */
const markdownLengths = new WeakMap<Doc, number>();

/**
 * Moves a processed page's Markdown source (`text`, whose SHA-256 is `hash`) into `store` until
 * pages render (each doc page's `.md` copy): the main thread held every page's text to the end of
 * the build (about 85 MB for 10,000 realistic pages, live through the render stage, where the
 * build's memory peaks). `doc.markdown` reads it back as a fresh string; its hash is kept without
 * the text, for the page cache's key (see sourceHash).
 */
export function keepMarkdownOnDisk(doc: Doc, store: BodyStore, text: string, hash: string): void {
  const { offset, length } = store.putBytes(Buffer.from(text, 'utf8'));
  markdownLengths.set(doc, text.length);
  knownSourceHash(doc, hash);
  Object.defineProperty(doc, 'markdown', { get: () => store.read(offset, length).toString('utf8'), enumerable: true, configurable: true });
}

/** The length of `doc.markdown`, without reading it back when it is kept on disk. */
export function markdownLength(doc: Doc): number {
  return markdownLengths.get(doc) ?? doc.markdown.length;
}

/**
 * Puts `replacement`'s fields on `doc` (a page processed again: every stage holds the doc object
 * itself), its body kept on disk included.
 */
export function replaceDoc(doc: Doc, replacement: Doc): void {
  for (const key of Object.keys(doc)) if (!(key in replacement)) delete (doc as unknown as Record<string, unknown>)[key];
  for (const key of Object.keys(replacement)) Object.defineProperty(doc, key, Object.getOwnPropertyDescriptor(replacement, key)!);
  const body = kept.get(replacement);
  if (body) kept.set(doc, body);
  else kept.delete(doc);
  const length = markdownLengths.get(replacement);
  if (length !== undefined) markdownLengths.set(doc, length);
  else markdownLengths.delete(doc);
}
