import { mkdirSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { docsgenFingerprint } from '../util/docsgenFingerprint.js';
import { stampMatches, statStamp } from '../util/statStamp.js';
import { writeFileAtomic } from '../util/writeFileAtomic.js';
import type { SplitSource } from './frontMatter.js';

/** What reading a page's source gave that does not depend on the build: kept for the next build. */
export interface SourceFacts {
  /** The SHA-256 of the source text (see sourceHash). */
  hash: string;
  frontMatter: SplitSource['frontMatter'];
  /** The front matter's warnings (keys read but unused). */
  warnings: SplitSource['warnings'];
  bodyStart: number;
  blankLines: number;
  /** The line of the first MDX import/export line, in a `.md` page that has one (see findEsmLine). */
  esmLine?: number;
}

/** The file: docsgen's fingerprint (its checks decide what a page's source gives) and an entry a file. */
interface MemoFile {
  fingerprint: string;
  /** By source path: size, mtimeMs, ctimeMs, ino (size -1: not to be trusted by stat), the keys its source reads, the facts as JSON. */
  files: Record<string, [number, number, number, number, string, string]>;
}

type Entry = MemoFile['files'][string];

/**
 * What each page's source gave in the last build (its hash, front matter, where its body starts),
 * kept in `file` (`sources.json` in the site's cache) with the file's size, modification and change
 * times and inode, as the up-to-date check's hashes are (see fileHashes): a build where one page
 * changed reads that page only, where it read and hashed every source (some 8 MB at 1,000 pages)
 * and split each one's front matter. A source whose stat changed is read; when its text hashes the
 * same as before (a fresh checkout, a file saved unchanged), its facts are taken all the same.
 * A stat taken while the file's modification time is less than RACY_MS old is not trusted (the
 * file could change again within the file system's time resolution). Only a source that read
 * without error is kept (a page whose front matter is wrong fails each build with its message).
 * The facts are kept as JSON text, so each page gets its own objects. `file` undefined (a build
 * without the cache): nothing is kept. `save` writes the entries this run used, when any changed.
 */
export class SourceMemo {
  private known: Record<string, Entry> = {};
  private used = new Map<string, Entry>();
  private changed = false;

  constructor(
    private readonly file: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    if (!file) return;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as MemoFile;
      if (data.fingerprint === docsgenFingerprint() && data.files && typeof data.files === 'object') this.known = data.files;
    } catch {
      // No file yet, or an unreadable one: every page is read.
    }
  }

  /** The facts of `sourcePath` when its stat is the one they were taken with (the file need not be read). */
  byStat(sourcePath: string, stat: Stats, read: ReadonlySet<string> | undefined): SourceFacts | undefined {
    const entry = this.known[sourcePath];
    if (!entry || !stampMatches(entry, stat) || entry[4] !== keysOf(read)) return undefined;
    this.used.set(sourcePath, entry);
    return JSON.parse(entry[5]) as SourceFacts;
  }

  /** The facts of `sourcePath` when its text hashes as it did (its stat changed): they are kept with the new stat. */
  byHash(sourcePath: string, stat: Stats, read: ReadonlySet<string> | undefined, hash: string, statAt: number): SourceFacts | undefined {
    const entry = this.known[sourcePath];
    if (!entry || entry[4] !== keysOf(read)) return undefined;
    const facts = JSON.parse(entry[5]) as SourceFacts;
    if (facts.hash !== hash) return undefined;
    this.set(sourcePath, stat, read, facts, statAt);
    return facts;
  }

  /** Keeps what reading `sourcePath` gave; `statAt`: the clock when its stat was taken, before it was read. */
  set(sourcePath: string, stat: Stats, read: ReadonlySet<string> | undefined, facts: SourceFacts, statAt: number): void {
    // Racily clean: kept with no stat (never matches), so the next build reads it again.
    this.used.set(sourcePath, [...statStamp(stat, statAt), keysOf(read), JSON.stringify(facts)]);
    this.changed = true;
  }

  /** The clock, for `set`'s `statAt`. */
  clock(): number {
    return this.now();
  }

  /** Writes the entries used since the last save (none changed and none dropped: nothing to write). */
  async save(): Promise<void> {
    const dropped = Object.keys(this.known).length !== this.used.size;
    if (this.file && (this.changed || dropped)) {
      const data: MemoFile = { fingerprint: docsgenFingerprint(), files: Object.fromEntries(this.used) };
      try {
        mkdirSync(path.dirname(this.file), { recursive: true });
        await writeFileAtomic(this.file, JSON.stringify(data));
      } catch {
        // A cache folder that cannot be written: the next build reads every page.
      }
    }
    this.known = Object.fromEntries(this.used);
    this.used = new Map();
    this.changed = false;
  }
}

/** The front matter keys a source reads itself (they decide which keys are warned about). */
function keysOf(read: ReadonlySet<string> | undefined): string {
  return read ? [...read].sort().join(',') : '';
}
