import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, writeSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashFile } from '../util/hashFile.js';
import type { LinkTarget } from './plugins/remarkMarkdownLinks.js';
import type { FinishedPage } from './processPage.js';
import { hasTree, type Doc, type DocWithTree } from './types.js';

/** Bump when the shape of a processed Doc changes, so old caches are ignored. */
const CACHE_VERSION = 9;

/**
 * Processed docs keyed by a hash of their source (plus the config), so unchanged pages are not
 * parsed and highlighted again. A page also depends on the routes of the Markdown files it links
 * to: an entry records them and is used only while each still resolves the same, so adding,
 * moving or removing one page reprocesses just the pages that link to it. An `.mdx` page also
 * depends on the files it imports (partials, components, images): an entry records a hash of each
 * and is used only while they are unchanged.
 * Beside the processed doc, an entry may hold the page step's whole result for it (a FinishedPage:
 * plugins' state, emitted files; then its body HTML), valid for one `finishKey` (the theme and what
 * else shapes that step) while the files the page's plugins depend on (images) are unchanged: a page
 * with one is taken again without a worker, and its body is read from here only if it renders again
 * (its hash, kept in the header, stands for it in the page cache's key).
 * Kept on disk between builds and dev server starts, and in memory by `serve --watch`. On disk the
 * cache file is a small header (every entry's key, dependencies and place) and the entries' bytes
 * are in segment files beside it (`content.bin.<id>.seg`), which are never changed once written: a
 * build that changed one page writes one small segment and a new header, not the whole cache again.
 */
type Inputs = [file: string, hash: string][];

/** An open segment file: one the header names, or the one being written (a temp file until saved). */
interface Store {
  fd: number;
  /** Its size: bytes written so far (where the next entry goes), for a file being written. */
  size: number;
  /** The temp file's path, while it is not yet a segment. */
  temp?: string;
  /** The segment's file name (beside the cache file), once saved. */
  name?: string;
  /** Bodies are read from it after the cache is released (see getFinished): it is closed once unreachable. */
  lent?: boolean;
}

/** Closes a store's file once nothing can read from it any more (a body lent by getFinished). */
const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // closed already
  }
});

/** Where serialised bytes are: `size` bytes at `offset` of a store, never in memory. */
interface Blob {
  store: Store;
  offset: number;
  size: number;
}

/** A processed doc, and the page step's finished result for it when there is one. */
interface Entry extends Blob {
  key: string;
  targets: LinkTarget[];
  inputs: Inputs;
  /** `size` bytes: the serialised FinishedPage (`headSize` bytes), then the body's UTF-8 bytes, whose hash is `bodyHash`. */
  finished?: Blob & { finishKey: string; deps: Inputs; headSize: number; bodyHash: string };
}

/**
 * The page step's result as the cache gives it back: the page and its body, each read only when
 * asked for (a build reads every cached page, but only once its workers have their pages: see runPages).
 */
export interface CachedFinishedPage {
  readPage: () => FinishedPage;
  readBody: () => Buffer;
  /** The body's hash (see hashBody). */
  bodyHash: string;
}

/** The page step's result as the cache keeps it: the serialised FinishedPage, the body's bytes and their hash. */
export interface FinishedData {
  page: Uint8Array;
  body: Uint8Array;
  bodyHash: string;
}

/** An entry in the header: its blobs as segment (index into the header's `segments`), offset, size. */
type Row = [sourcePath: string, key: string, targets: LinkTarget[], inputs: Inputs, segment: number, offset: number, size: number, finished?: [finishKey: string, deps: Inputs, segment: number, offset: number, size: number, headSize: number, bodyHash: string]];

interface Header {
  version: number;
  segments: string[];
  entries: Row[];
}

/**
 * Past this share of dead bytes in the segments (entries replaced or dropped since they were
 * written), a save writes every live entry into one new segment and the old ones go.
 */
const COMPACT_WHEN_DEAD = 0.5;

let temps = 0;

export class ContentCache {
  // Docs are kept serialised, on disk: each new entry is appended to a temp file as it is set (a
  // build of 10,000 pages would otherwise hold a gigabyte of entries until the end), and entries
  // loaded from the cache file are read from it when asked for. `save` adds the header and renames
  // the temp file over the cache file.
  private entries = new Map<string, Entry>();
  /** With `keepObjects` (`serve --watch`), the docs themselves: no copies on later runs. */
  private live = new Map<string, { key: string; targets: LinkTarget[]; inputs: Inputs; doc: Doc }>();
  /** The file new entries go to (until `save`), and every store still open. */
  private writing: Store | undefined;
  private stores = new Set<Store>();
  private dirty = false;
  private readonly keepObjects: boolean;
  hits = 0;
  misses = 0;

  /**
   * With a file: serialised docs, loaded and saved between runs of docsgen. With `keepObjects`
   * (the default without a file): the doc objects themselves are handed out again, for a
   * long-running dev server, which transforms each doc object once. Both: a dev server that
   * starts from the docs an earlier build or dev server saved.
   */
  constructor(
    private file?: string,
    options: { keepObjects?: boolean } = {},
  ) {
    this.keepObjects = options.keepObjects ?? !file;
  }

  static key(...parts: string[]): string {
    const hash = createHash('sha256').update(String(CACHE_VERSION));
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('hex');
  }

  /**
   * Reads the header; an entry's bytes are read from its segment when it is asked for. A segment
   * that cannot be opened (another build replaced it meanwhile) leaves its entries out.
   */
  async load(): Promise<void> {
    this.closeStores();
    this.entries = new Map();
    if (!this.file) return;
    let header: Header;
    try {
      header = deserialize(readFileSync(this.file)) as Header;
      if (header?.version !== CACHE_VERSION || !Array.isArray(header.segments) || !Array.isArray(header.entries)) return;
    } catch {
      return;
    }
    const dir = path.dirname(this.file);
    const stores = header.segments.map((name): Store | undefined => {
      try {
        const fd = openSync(path.join(dir, name), 'r');
        const store: Store = { fd, size: fstatSync(fd).size, name };
        closer.register(store, fd, store);
        this.stores.add(store);
        return store;
      } catch {
        return undefined;
      }
    });
    for (const [sourcePath, key, targets, inputs, segment, offset, size, finished] of header.entries) {
      const store = stores[segment];
      if (!store || offset + size > store.size) continue;
      const entry: Entry = { key, targets, inputs, store, offset, size };
      if (finished) {
        const [finishKey, deps, finishedSegment, finishedOffset, finishedSize, headSize, bodyHash] = finished;
        const finishedStore = stores[finishedSegment];
        if (finishedStore && finishedOffset + finishedSize <= finishedStore.size) entry.finished = { finishKey, deps, store: finishedStore, offset: finishedOffset, size: finishedSize, headSize, bodyHash };
      }
      this.entries.set(sourcePath, entry);
    }
  }

  /**
   * A copy of the cached doc (later stages change HAST in place), if `key` matches and every file
   * the page links to still has the route it had (`routeOf` gives today's, null for no page). Its
   * tree is there: an entry is the page step's doc before plugins ran (or the dev server's, which
   * keeps trees).
   */
  get(sourcePath: string, key: string, routeOf: (sourcePath: string) => string | null): DocWithTree | undefined {
    const entry = this.live.get(sourcePath) ?? this.entries.get(sourcePath);
    const valid =
      entry?.key === key && entry.targets.every(([target, route]) => routeOf(target) === route) && entry.inputs.every(([file, hash]) => hashFile(file) === hash);
    if (!valid) {
      this.misses++;
      return undefined;
    }
    const doc: Doc = 'doc' in entry ? entry.doc : deserialize(readAt(entry.store.fd, entry.offset, entry.size));
    // One kept without its tree (none is written so) is no hit: the page step needs the tree.
    if (!hasTree(doc)) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    if (this.keepObjects && !('doc' in entry)) this.live.set(sourcePath, { key, targets: entry.targets, inputs: entry.inputs, doc });
    return doc;
  }

  /**
   * The page step's result for the page, if the doc's entry is valid (as for `get`) and it has a
   * result made with `finishKey` whose dependencies are unchanged. Never reads the doc itself, nor
   * the page until `readPage` is called, nor the body until `readBody` is (either may be after the
   * cache is released: the file stays open while a reader can be called).
   */
  getFinished(sourcePath: string, key: string, finishKey: string, routeOf: (sourcePath: string) => string | null): CachedFinishedPage | undefined {
    const entry = this.entries.get(sourcePath);
    const finished = entry?.finished;
    const valid =
      finished?.finishKey === finishKey &&
      entry!.key === key &&
      entry!.targets.every(([target, route]) => routeOf(target) === route) &&
      [...entry!.inputs, ...finished.deps].every(([file, hash]) => hashFile(file) === hash);
    if (!valid) return undefined;
    this.hits++;
    const { store, offset, size, headSize, bodyHash } = finished;
    store.lent = true;
    return { readPage: () => deserialize(readAt(store.fd, offset, headSize)) as FinishedPage, readBody: () => readAt(store.fd, offset + headSize, size - headSize), bodyHash };
  }

  /** Keeps the page step's result (a serialised FinishedPage, then its body) beside the page's doc. */
  setFinished(sourcePath: string, finishKey: string, dependsOn: string[], data: FinishedData): void {
    const entry = this.entries.get(sourcePath);
    if (!entry || !this.file) return;
    const store = (this.writing ??= this.openTemp(this.file));
    const offset = store.size;
    for (const bytes of [data.page, data.body]) {
      for (let at = 0; at < bytes.byteLength; ) at += writeSync(store.fd, bytes, at, bytes.byteLength - at, store.size + at);
      store.size += bytes.byteLength;
    }
    entry.finished = { finishKey, deps: [...new Set(dependsOn)].map((file) => [file, hashFile(file)]), store, offset, size: store.size - offset, headSize: data.page.byteLength, bodyHash: data.bodyHash };
    this.dirty = true;
  }

  /**
   * Keeps a freshly processed doc: serialised before any plugin changes it, when there is a file
   * (`data`: serialised already, by the page worker that processed it).
   */
  set(sourcePath: string, key: string, doc: Doc, data?: Uint8Array): void {
    const inputs = doc.inputs ?? [];
    if (this.keepObjects) this.live.set(sourcePath, { key, targets: doc.linkTargets, inputs, doc });
    if (!this.file) return;
    const bytes = data ?? serialize(doc);
    const store = (this.writing ??= this.openTemp(this.file));
    writeSync(store.fd, bytes, 0, bytes.byteLength, store.size);
    this.entries.set(sourcePath, { key, targets: doc.linkTargets, inputs, store, offset: store.size, size: bytes.byteLength });
    store.size += bytes.byteLength;
    this.dirty = true;
  }

  /**
   * The dev server keeps the finished doc it made from a cached one: the next run takes that
   * object as it is.
   */
  keepFinished(sourcePath: string, doc: Doc): void {
    const entry = this.live.get(sourcePath);
    if (entry) entry.doc = doc;
  }

  /** Forgets one page, so the next run processes it again. */
  invalidate(sourcePath: string): void {
    this.live.delete(sourcePath);
    if (this.entries.delete(sourcePath)) this.dirty = true;
  }

  /** Drops pages that no longer exist. */
  retain(sourcePaths: Set<string>): void {
    for (const key of this.live.keys()) if (!sourcePaths.has(key)) this.live.delete(key);
    for (const key of this.entries.keys()) {
      if (!sourcePaths.has(key)) {
        this.entries.delete(key);
        this.dirty = true;
      }
    }
  }

  /**
   * Writes the header: entries set in this run are in a temp file already, which becomes a new
   * segment; entries kept from the loaded segments stay where they are (unless most of the
   * segments' bytes are dead: then every live entry is copied into the new segment). The header
   * takes the cache file's place atomically (a reader sees the old one or the new one), then
   * segments no header names any more are deleted.
   */
  async save(): Promise<void> {
    const file = this.file;
    if (!file || !this.dirty) return;
    const blobs = [...this.entries.values()].flatMap((entry) => (entry.finished ? [entry, entry.finished] : [entry]));
    const live = blobs.reduce((sum, blob) => sum + blob.size, 0);
    const total = [...this.stores].reduce((sum, store) => sum + store.size, 0);
    const compact = total > 0 && (total - live) / total > COMPACT_WHEN_DEAD;
    let store = this.writing;
    // Entries set from now on go to a file of their own.
    this.writing = undefined;
    if (compact) {
      store ??= this.openTemp(file);
      // A blob's new offset in the segment being written (copied into it when it is in another).
      for (const blob of blobs) {
        if (blob.store === store) continue;
        const offset = store.size;
        for (let done = 0; done < blob.size; done += COPY_CHUNK) {
          const chunk = readAt(blob.store.fd, blob.offset + done, Math.min(COPY_CHUNK, blob.size - done));
          writeSync(store.fd, chunk, 0, chunk.byteLength, store.size);
          store.size += chunk.byteLength;
        }
        blob.store = store;
        blob.offset = offset;
      }
    }
    if (store) {
      const name = `${path.basename(file)}.${randomUUID().slice(0, 13)}.seg`;
      await rename(store.temp!, path.join(path.dirname(file), name));
      store.temp = undefined;
      store.name = name;
    }
    const segments: string[] = [];
    const segmentOf = new Map<Store, number>();
    const place = (blob: Blob) => {
      let index = segmentOf.get(blob.store);
      if (index === undefined) {
        index = segments.push(blob.store.name!) - 1;
        segmentOf.set(blob.store, index);
      }
      return index;
    };
    const rows: Row[] = [];
    for (const [sourcePath, entry] of this.entries) {
      const { finished } = entry;
      const row: Row = [sourcePath, entry.key, entry.targets, entry.inputs, place(entry), entry.offset, entry.size];
      if (finished) row.push([finished.finishKey, finished.deps, place(finished), finished.offset, finished.size, finished.headSize, finished.bodyHash]);
      rows.push(row);
    }
    const header: Header = { version: CACHE_VERSION, segments, entries: rows };
    const temp = `${file}.${process.pid}.${temps++}.tmp`;
    await writeFile(temp, serialize(header));
    await rename(temp, file);
    // Segments no entry is in any more: closed, and deleted unless the header names them.
    for (const open of this.stores) {
      if (!segmentOf.has(open) && open !== this.writing) {
        this.close(open);
        this.stores.delete(open);
      }
    }
    const named = new Set(segments);
    const prefix = `${path.basename(file)}.`;
    for (const name of readdirSync(path.dirname(file))) {
      if (name.startsWith(prefix) && name.endsWith('.seg') && !named.has(name)) rmSync(path.join(path.dirname(file), name), { force: true });
    }
    this.dirty = false;
  }

  /**
   * From now on keeps docs in memory only, and frees the serialised copies (the dev server, once
   * its first run is saved: it does not save again).
   */
  stopSaving(): void {
    this.file = undefined;
    this.entries = new Map();
    this.closeStores();
  }

  /** Forgets the entries (a one-shot build, after saving): the next `load` reads them again. */
  release(): void {
    this.entries = new Map();
    this.closeStores();
  }

  /** Forgets the entries of a run that failed, and deletes what was written of them. */
  discard(): void {
    this.release();
    this.dirty = false;
  }

  private openTemp(file: string): Store {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${temps++}.tmp`;
    const store: Store = { fd: openSync(temp, 'w+'), size: 0, temp };
    closer.register(store, store.fd, store);
    this.stores.add(store);
    return store;
  }

  /** Closes a store's file, unless bodies are read from it later (then it closes once unreachable). */
  private close(store: Store): void {
    if (store.lent) return;
    closer.unregister(store);
    closeSync(store.fd);
  }

  /** Closes every open file; a temp file never saved is deleted. */
  private closeStores(): void {
    for (const store of this.stores) {
      this.close(store);
      if (store.temp) rmSync(store.temp, { force: true });
    }
    this.stores.clear();
    this.writing = undefined;
  }
}

/** Bytes copied at a time from the loaded file into the one being saved. */
const COPY_CHUNK = 1 << 20;

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, position + done);
    if (read === 0) throw new Error('the cache file ends early');
    done += read;
  }
  return buffer;
}
