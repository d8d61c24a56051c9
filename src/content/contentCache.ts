import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashFile } from './hashFile.js';
import type { LinkTarget } from './plugins/remarkMarkdownLinks.js';
import type { Doc } from './types.js';

/** Bump when the shape of a processed Doc changes, so old caches are ignored. */
const CACHE_VERSION = 5;

/**
 * Processed docs keyed by a hash of their source (plus the config), so unchanged pages are not
 * parsed and highlighted again. A page also depends on the routes of the Markdown files it links
 * to: an entry records them and is used only while each still resolves the same, so adding,
 * moving or removing one page reprocesses just the pages that link to it. An `.mdx` page also
 * depends on the files it imports (partials, components, images): an entry records a hash of each
 * and is used only while they are unchanged.
 * Kept on disk between builds and dev server starts, and in memory by `serve --watch`.
 */
type Inputs = [file: string, hash: string][];

export class ContentCache {
  // Docs are kept serialised: one v8.serialize per doc replaces both the defensive copy and the
  // work of writing the cache file.
  private entries = new Map<string, { key: string; targets: LinkTarget[]; inputs: Inputs; data: Uint8Array }>();
  /** With `keepObjects` (`serve --watch`), the docs themselves: no copies on later runs. */
  private live = new Map<string, { key: string; targets: LinkTarget[]; inputs: Inputs; doc: Doc }>();
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
   * The file: a 4-byte header length, a serialised header (source path, key and size of every
   * entry), then the entries' bytes one after another. Entries are views into the one buffer read.
   */
  async load(): Promise<void> {
    if (!this.file) return;
    try {
      const bytes = await readFile(this.file);
      const headerLength = bytes.readUInt32LE(0);
      const header = deserialize(bytes.subarray(4, 4 + headerLength)) as { version: number; entries: [string, string, LinkTarget[], Inputs, number][] };
      if (header.version !== CACHE_VERSION) throw new Error('old cache');
      this.entries = new Map();
      let offset = 4 + headerLength;
      for (const [sourcePath, key, targets, inputs, size] of header.entries) {
        this.entries.set(sourcePath, { key, targets, inputs, data: bytes.subarray(offset, offset + size) });
        offset += size;
      }
    } catch {
      this.entries = new Map();
    }
  }

  /**
   * A copy of the cached doc (later stages change HAST in place), if `key` matches and every file
   * the page links to still has the route it had (`routeOf` gives today's, null for no page).
   */
  get(sourcePath: string, key: string, routeOf: (sourcePath: string) => string | null): Doc | undefined {
    const entry = this.live.get(sourcePath) ?? this.entries.get(sourcePath);
    const valid =
      entry?.key === key && entry.targets.every(([target, route]) => routeOf(target) === route) && entry.inputs.every(([file, hash]) => hashFile(file) === hash);
    if (!valid) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    if ('doc' in entry) return entry.doc;
    const doc = deserialize(entry.data) as Doc;
    if (this.keepObjects) this.live.set(sourcePath, { key, targets: entry.targets, inputs: entry.inputs, doc });
    return doc;
  }

  /**
   * Keeps a freshly processed doc: serialised before any plugin changes it, when there is a file
   * (`data`: serialised already, by the content shard that processed it).
   */
  set(sourcePath: string, key: string, doc: Doc, data?: Uint8Array): void {
    const inputs = doc.inputs ?? [];
    if (this.keepObjects) this.live.set(sourcePath, { key, targets: doc.linkTargets, inputs, doc });
    if (!this.file) return;
    this.entries.set(sourcePath, { key, targets: doc.linkTargets, inputs, data: data ?? serialize(doc) });
    this.dirty = true;
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

  /** Writes the file entry by entry (never one buffer holding every entry again). */
  async save(): Promise<void> {
    const file = this.file;
    if (!file || !this.dirty) return;
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    const entries = [...this.entries];
    const header = serialize({ version: CACHE_VERSION, entries: entries.map(([sourcePath, { key, targets, inputs, data }]) => [sourcePath, key, targets, inputs, data.byteLength]) });
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.byteLength);
    const handle = await open(temp, 'w');
    try {
      await handle.writev([length, header]);
      // writev takes at most IOV_MAX buffers a call.
      for (let i = 0; i < entries.length; i += 512) await handle.writev(entries.slice(i, i + 512).map(([, { data }]) => data));
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    this.dirty = false;
  }

  /**
   * From now on keeps docs in memory only, and frees the serialised copies (the dev server, once
   * its first run is saved: it does not save again).
   */
  stopSaving(): void {
    this.file = undefined;
    this.entries = new Map();
  }

  /** Forgets the entries (a one-shot build, after saving): the next `load` reads them again. */
  release(): void {
    this.entries = new Map();
  }
}
