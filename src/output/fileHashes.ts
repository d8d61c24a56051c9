import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { stampMatches, statStamp } from '../util/statStamp.js';
import { writeFileAtomic } from '../util/writeFileAtomic.js';

/**
 * The hashes of the files a build reads (the up-to-date check's inputs), remembered with each
 * file's size, modification and change times and inode (CachePaths.inputHashes, `memoFile`):
 * a file whose stat is the same as when it was hashed is not read again, as make, git and Bazel
 * decide. A file can change without its stat changing when it is written again within the file
 * system's time resolution of the moment it was hashed (git's "racily clean" entries): a hash taken
 * while the file's modification time is less than RACY_MS old is not trusted, so that file is read
 * and hashed again by the next build too. The hash is of the contents only: a fresh checkout (new
 * stats, same bytes) gives the same hashes.
 */
export interface FileHashes {
  /** The file's content hash ('missing' when it cannot be read). */
  of(file: string): string;
  /** Saves what was hashed (only the files asked for this time), when anything changed; never fails the build. */
  save(): Promise<void>;
  /** How many files were read and hashed (the others' stats matched): for tests and `--report`. */
  readonly read: number;
}

const VERSION = 1;

/** size, mtimeMs, ctimeMs, ino, hash. */
type Entry = [number, number, number, number, string];

export async function fileHashes(memoFile: string, now: () => number = Date.now): Promise<FileHashes> {
  let known = new Map<string, Entry>();
  try {
    const saved = JSON.parse(await readFile(memoFile, 'utf8')) as { version: number; files: Record<string, Entry> };
    if (saved.version === VERSION) known = new Map(Object.entries(saved.files));
  } catch {
    // No memo yet (or an unreadable one): every file is read.
  }
  const used = new Map<string, Entry>();
  let changed = false;
  let read = 0;
  return {
    get read() {
      return read;
    },
    of(file) {
      let stat: Stats;
      try {
        stat = statSync(file);
      } catch {
        return 'missing';
      }
      const entry = known.get(file);
      if (entry && stampMatches(entry, stat)) {
        used.set(file, entry);
        return entry[4];
      }
      // The clock before the read: a write after it shows as a modification time within RACY_MS.
      const hashedAt = now();
      let hash: string;
      try {
        hash = createHash('sha256').update(readFileSync(file)).digest('hex');
      } catch {
        return 'missing';
      }
      read++;
      changed = true;
      // Racily clean: remembered with no stat (never matches), so the next build reads it again.
      used.set(file, [...statStamp(stat, hashedAt), hash]);
      return hash;
    },
    async save() {
      if (!changed && used.size === known.size) return;
      try {
        await mkdir(path.dirname(memoFile), { recursive: true });
        await writeFileAtomic(memoFile, JSON.stringify({ version: VERSION, files: Object.fromEntries(used) }));
      } catch {
        // A cache folder that cannot be written: the next build reads every file again.
      }
    },
  };
}
