import { createHash } from 'node:crypto';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isInside } from '../util/isInside.js';
import { slashPath } from '../util/slashPath.js';

/** A file the dev server keeps in memory. */
export interface SourceFile {
  body: Buffer;
  mtime: Date;
}

/** A file found for a request: its size and date, read whole or streamed in parts. */
export interface ServedFile {
  size: number;
  mtime: Date;
  /** Changes whenever the contents do (the ETag's value). */
  tag: string;
  read(): Promise<Buffer>;
  /** Bytes `start` to `end`, both included (at most once per file). */
  stream(start: number, end: number): Readable;
  /** Lets go of the file once the answer is sent (a streamed file lets go when its stream ends). */
  close?(): Promise<void>;
}

/** Where the server reads files from: the output folder, or the dev server's memory. */
export interface FileSource {
  root: string;
  /** `file` is an absolute path below `root`; null when there is no such file. */
  open(file: string): Promise<ServedFile | null>;
}

/**
 * Files of a folder on disk. A request is answered only by a regular file whose real path (all
 * symbolic links resolved, the root's own included) lies inside the root's real path: a link in
 * the folder that leads elsewhere answers 404. The file is opened before anything is sent and
 * read through that handle, so a rebuild that removes it meanwhile cannot cut the answer short;
 * files are streamed, never read whole unless the server asks (to compress or rewrite them).
 *
 * `alternatives`: other folders that hold the site while `root` is being replaced (docsgen's
 * output folder during a build's swap, see output/generations.ts), tried when `root` lacks a file.
 */
export function diskSource(root: string, alternatives?: (root: string) => string[]): FileSource {
  const absolute = path.resolve(root);
  return {
    root: absolute,
    async open(file) {
      if (!isInside(absolute, file)) return null;
      const relative = path.relative(absolute, file);
      const found = await openInside(absolute, relative);
      if (found !== 'missing' || !alternatives) return found === 'missing' ? null : found;
      // Between the swap's two renames the site is beside `root`; after them, in `root` again.
      for (const folder of [...alternatives(absolute), absolute]) {
        const other = await openInside(folder, relative);
        if (other !== 'missing') return other;
      }
      return null;
    },
  };
}

/** Opens `relative` inside `root`; null when it is not a file there, 'missing' when it is absent. */
async function openInside(root: string, relative: string): Promise<ServedFile | null | 'missing'> {
  let handle: FileHandle;
  let real: string;
  try {
    const rootReal = await realpath(root);
    real = await realpath(path.join(rootReal, relative));
    if (!isInside(rootReal, real)) return null;
    handle = await open(real, 'r');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : null;
  }
  const info = await handle.stat().catch(() => undefined);
  if (!info?.isFile()) {
    await handle.close();
    return null;
  }
  let streaming = false;
  let closed = false;
  return {
    size: info.size,
    mtime: info.mtime,
    tag: [info.size, Math.round(info.mtimeMs), info.ino].map((n) => n.toString(36)).join('-'),
    read: () => handle.readFile(),
    stream(start, end) {
      // The stream closes the handle when it ends or is destroyed.
      streaming = true;
      return handle.createReadStream({ start, end, autoClose: true });
    },
    async close() {
      if (streaming || closed) return;
      closed = true;
      await handle.close();
    },
  };
}

/** A tag for contents the server holds in memory: the same bytes, the same tag. */
export function contentTag(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64url').slice(0, 22);
}

const tags = new WeakMap<Buffer, string>();

/** An in-memory site, keyed by path relative to `root` with `/` separators. */
export function memorySource(root: string, files: Map<string, SourceFile>): FileSource {
  const absolute = path.resolve(root);
  return {
    root: absolute,
    async open(file) {
      const entry = files.get(slashPath(path.relative(absolute, file)));
      if (!entry) return null;
      const { body, mtime } = entry;
      let tag = tags.get(body);
      if (!tag) {
        tag = contentTag(body);
        tags.set(body, tag);
      }
      return {
        size: body.length,
        mtime,
        tag,
        read: async () => body,
        stream: (start, end) => Readable.from([body.subarray(start, end + 1)]),
      };
    },
  };
}
