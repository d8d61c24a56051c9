import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Doc } from './types.js';

/** Bump when the shape of a processed Doc changes, so old caches are ignored. */
const CACHE_VERSION = 2;

/**
 * Processed docs keyed by a hash of their source (plus everything else that shapes the result:
 * the site's routes and the config), so unchanged pages are not parsed and highlighted again.
 * Kept in memory by `serve --watch` and on disk between builds.
 */
export class ContentCache {
  // Docs are kept serialised: one v8.serialize per doc replaces both the defensive copy and the
  // work of writing the cache file.
  private entries = new Map<string, { key: string; data: Uint8Array }>();
  /** In memory-only mode (`serve --watch`), the docs themselves: no copies, no serialising. */
  private live = new Map<string, { key: string; doc: Doc }>();
  private dirty = false;
  hits = 0;
  misses = 0;

  /**
   * With a file: serialised docs, loaded and saved between builds. Without one: the doc objects
   * themselves are reused, for a long-running dev server whose plugins leave HAST in a state they
   * can run on again (the images plugin skips images it already turned into <picture>).
   */
  constructor(private readonly file?: string) {}

  static key(...parts: string[]): string {
    const hash = createHash('sha256').update(String(CACHE_VERSION));
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('hex');
  }

  async load(): Promise<void> {
    if (!this.file) return;
    try {
      this.entries = deserialize(await readFile(this.file)) as typeof this.entries;
    } catch {
      this.entries = new Map();
    }
  }

  /** A copy of the cached doc: later stages (the images plugin) change HAST in place. */
  get(sourcePath: string, key: string): Doc | undefined {
    if (!this.file) {
      const live = this.live.get(sourcePath);
      if (live?.key === key) this.hits++;
      else this.misses++;
      return live?.key === key ? live.doc : undefined;
    }
    const entry = this.entries.get(sourcePath);
    if (entry?.key !== key) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    return deserialize(entry.data) as Doc;
  }

  set(sourcePath: string, key: string, doc: Doc): void {
    if (!this.file) {
      this.live.set(sourcePath, { key, doc });
      return;
    }
    this.entries.set(sourcePath, { key, data: serialize(doc) });
    this.dirty = true;
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

  async save(): Promise<void> {
    if (!this.file || !this.dirty) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, serialize(this.entries));
    await rename(temp, this.file);
    this.dirty = false;
  }
}
