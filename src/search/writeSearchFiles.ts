import { createHash, type Hash } from 'node:crypto';
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';

/** The search files' names, content-hashed: `search-index-<hash>.json`, `search-doc-<hash>.json`. */
export interface SearchFileNames {
  index: string;
  docs: string;
}

/** The two files' JSON, in pieces (SearchIndexBuilder.finish). */
export interface SearchFilePieces {
  index: Iterable<string>;
  docs: Iterable<string>;
}

/** The names of both files, from a hash of the index's JSON followed by the documents' JSON. */
export function searchFileNames(hash: Hash): SearchFileNames {
  const suffix = hash.digest('hex').slice(0, 10);
  return { index: `search-index-${suffix}.json`, docs: `search-doc-${suffix}.json` };
}

/**
 * Writes the two files into the folder `dir` (a cache entry) a piece at a time, hashing them on the
 * way, so neither is ever one string in memory (for 10,000 pages they are 140 and 80 MB, and
 * building each as one string took twice that at once). The folder appears whole or not at all
 * (written under a temporary name, then renamed). Returns the files' names, or undefined when the
 * folder cannot be made (nothing of `files` has been read then).
 */
export async function writeSearchFiles(files: SearchFilePieces, dir: string): Promise<SearchFileNames | undefined> {
  const temp = `${dir}.${process.pid}.tmp`;
  try {
    await rm(temp, { recursive: true, force: true });
    await mkdir(temp, { recursive: true });
  } catch {
    return undefined;
  }
  try {
    const hash = createHash('sha256');
    await writePieces(path.join(temp, 'index'), files.index, hash);
    await writePieces(path.join(temp, 'docs'), files.docs, hash);
    const names = searchFileNames(hash);
    await rename(path.join(temp, 'index'), path.join(temp, names.index));
    await rename(path.join(temp, 'docs'), path.join(temp, names.docs));
    // Another build may have written the same entry meanwhile, with the same files, and may be
    // linking them into its output: its entry is kept (a rename onto a folder with files fails).
    const kept = await rename(temp, dir).then(
      () => undefined,
      () => cachedSearchFiles(dir),
    );
    if (kept) {
      await rm(temp, { recursive: true, force: true });
      return kept;
    }
    if (existsSync(temp)) {
      // Not an entry this makes (a folder an older version left): replaced.
      await rm(dir, { recursive: true, force: true });
      await rename(temp, dir);
    }
    return names;
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
}

/** The files of a cache entry `writeSearchFiles` made, if there is one. */
export async function cachedSearchFiles(dir: string): Promise<SearchFileNames | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const index = names.find((name) => /^search-index-[0-9a-f]{10}\.json$/.test(name));
  const docs = index && `search-doc-${index.slice('search-index-'.length)}`;
  return index && docs && names.includes(docs) ? { index, docs } : undefined;
}

/**
 * Pieces are gathered to about 64 KB, then hashed and written, synchronously: each string dies
 * young, in the space V8 collects cheaply. Larger ones (a megabyte), or ones kept across an
 * await, ended in the old generation: 10,000 pages left some 100 MB there that no collection
 * came for while the main thread waited on the page workers rendering. Between two writes (nothing
 * gathered) the event loop has a turn: the files are written while the pages render, and the
 * main thread hands the page workers their next pages meanwhile.
 */
const WRITE_SIZE = 1 << 16;

async function writePieces(file: string, pieces: Iterable<string>, hash: Hash): Promise<void> {
  const fd = openSync(file, 'w');
  try {
    let gathered: string[] = [];
    let size = 0;
    const write = () => {
      const text = gathered.join('');
      gathered = [];
      size = 0;
      hash.update(text);
      const bytes = Buffer.from(text);
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
    };
    for (const piece of pieces) {
      gathered.push(piece);
      size += piece.length;
      if (size >= WRITE_SIZE) {
        write();
        await turn();
      }
    }
    write();
  } finally {
    closeSync(fd);
  }
}
