import { createHash } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { bodyHash, hashBody } from '../content/keepBodyOnDisk.js';
import { sourceHash } from '../content/sourceHash.js';
import type { Route } from '../routes/types.js';
import { hasMarkdownCopy } from '../routes/hasMarkdownCopy.js';
import { linkOrCopy, linkOrCopySync } from '../output/linkOrCopy.js';
import { decodeRoutePath, markdownFileOf, pageDataFile, routeToFile } from '../shared/paths.js';
import type { SidebarEntry } from '../shared/types.js';

/** The files a route renders to, relative to the output folder (its HTML's by the site's `trailingSlash`, see routeToFile). */
export function filesOfRoute(route: Route, trailingSlash: boolean): string[] {
  const files = [route.kind === 'notFound' ? '404.html' : routeToFile(route.path, trailingSlash), pageDataFile(route.path)];
  if (hasMarkdownCopy(route)) files.push(markdownFileOf(route.path));
  // Routes are URL paths; files are named as the request for them decodes (`a b.html`).
  return files.map(decodeRoutePath);
}

/** Pages whose files `storeAll` links at once. */
const STORE_AT_ONCE = 64;

/**
 * Rendered pages from earlier builds, keyed by everything that shapes a page (its HAST after
 * plugins, its route data and sidebar, the theme, assets and site data). A hit is hard-linked
 * into the new output folder instead of being rendered again.
 */
export class PageCache {
  private readonly sidebarHashes = new Map<string, string>();
  /** Folders created (or being created), so each is made once. */
  private readonly madeDirs = new Map<string, Promise<void>>();

  constructor(
    private readonly dir: string,
    /** Hash of what every page shares: theme module, client assets, site data, config. */
    private readonly shellHash: string,
    private readonly sidebars: Record<string, SidebarEntry[]>,
    /** The site's `trailingSlash`: where a page's HTML file goes (filesOfRoute). */
    private readonly trailingSlash = false,
  ) {}

  static hash(value: unknown): string {
    return createHash('sha256').update(JSON.stringify(value)).digest('hex');
  }

  keyOf(route: Route): string {
    const sidebar = route.sidebarId ? this.sidebarHash(route.sidebarId) : '';
    const { doc, ...data } = route;
    if (!doc) return PageCache.hash([this.shellHash, sidebar, data, null]);
    // The body stands for its tree, by the hash of its bytes: known without reading it for a body
    // kept on disk (a page nothing changed, whose body stays in the content cache: see bodyHash).
    // The Markdown by its hash, made once a build (the content cache's key took it already).
    const body = bodyHash(doc) ?? hashBody(Buffer.from(doc.html, 'utf8'));
    return PageCache.hash([this.shellHash, sidebar, data, [null, body, sourceHash(doc, () => doc.markdown), doc.lastUpdated, doc.lastUpdatedBy, doc.sourcePath, doc.facts.headings]]);
  }

  /**
   * Links a cached page's files into `outDir`; returns their sizes and, for a file linked (not
   * copied), its modification time (the output folder's record, see OutputFolder.listing), or null
   * on a miss. With the
   * system's calls made one after another in this thread: a build where one page changed restores
   * every other page (some 3,000 files at 1,000 pages), and a promise for each call cost the main
   * thread several times the calls themselves.
   */
  restore(key: string, route: Route, outDir: string): [file: string, size: number, mtimeMs: number | undefined][] | null {
    const cached = path.join(this.dir, key.slice(0, 2), key);
    const files = filesOfRoute(route, this.trailingSlash);
    try {
      // The first file's stat is the check (on a cold build every page misses, with no exception).
      const first = statSync(path.join(cached, '0'), { throwIfNoEntry: false });
      if (!first) return null;
      const stats = files.map((_, i) => (i === 0 ? first : statSync(path.join(cached, String(i)))));
      const linked = files.map((file, i) => this.placeNow(path.join(cached, String(i)), path.join(outDir, file)));
      return files.map((file, i) => [file, stats[i]!.size, linked[i] ? stats[i]!.mtimeMs : undefined]);
    } catch {
      return null;
    }
  }

  /**
   * Links the rendered pages' files into the cache (each page by its key), STORE_AT_ONCE pages at
   * a time: a promise for every file at once (some 30,000 after a cold build of 10,000 pages) put
   * about 150 MB on the build's peak memory at the end of the render stage, and was no faster (the
   * links are made by libuv's four threads).
   */
  async storeAll(pages: readonly (readonly [key: string, route: Route])[], outDir: string): Promise<void> {
    for (let at = 0; at < pages.length; at += STORE_AT_ONCE) {
      await Promise.all(pages.slice(at, at + STORE_AT_ONCE).map(([key, route]) => this.store(key, route, outDir)));
    }
  }

  private async store(key: string, route: Route, outDir: string): Promise<void> {
    const cached = path.join(this.dir, key.slice(0, 2), key);
    // A page that cannot be cached is rendered again next time.
    await Promise.all(filesOfRoute(route, this.trailingSlash).map((file, i) => this.place(path.join(outDir, file), path.join(cached, String(i))).catch(() => undefined)));
  }

  /** Hard-links `from` to `to` (see linkOrCopy), creating each folder once. */
  private async place(from: string, to: string): Promise<void> {
    const parent = path.dirname(to);
    let made = this.madeDirs.get(parent);
    if (!made) {
      made = mkdir(parent, { recursive: true }).then(() => undefined);
      this.madeDirs.set(parent, made);
    }
    await made;
    await linkOrCopy(from, to);
  }

  /** `place`, synchronously (for `restore`): true for a link, false for a copy. */
  private placeNow(from: string, to: string): boolean {
    const parent = path.dirname(to);
    if (!this.madeDirs.has(parent)) {
      mkdirSync(parent, { recursive: true });
      this.madeDirs.set(parent, Promise.resolve());
    }
    return linkOrCopySync(from, to);
  }

  private sidebarHash(id: string): string {
    let hash = this.sidebarHashes.get(id);
    if (!hash) {
      hash = PageCache.hash(this.sidebars[id] ?? null);
      this.sidebarHashes.set(id, hash);
    }
    return hash;
  }
}

