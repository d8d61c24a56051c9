import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isInside } from '../isInside.js';
import { slashPath } from '../slashPath.js';

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
  /** Bytes `start` to `end`, both included. */
  stream(start: number, end: number): Readable;
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
 * the folder that leads elsewhere answers 404. Files are streamed, never read whole unless the
 * server asks (to compress or rewrite them).
 */
export function diskSource(root: string): FileSource {
  const absolute = path.resolve(root);
  return {
    root: absolute,
    async open(file) {
      if (!isInside(absolute, file)) return null;
      const relative = path.relative(absolute, file);
      try {
        // The root is resolved per request: the out dir is a link that each build points at a
        // new folder, and one request must read one version of the site.
        const rootReal = await realpath(absolute);
        const real = await realpath(path.join(rootReal, relative));
        if (!isInside(rootReal, real)) return null;
        const info = await stat(real);
        if (!info.isFile()) return null;
        return {
          size: info.size,
          mtime: info.mtime,
          tag: [info.size, Math.round(info.mtimeMs), info.ino].map((n) => n.toString(36)).join('-'),
          read: () => readFile(real),
          stream: (start, end) => createReadStream(real, { start, end }),
        };
      } catch {
        return null;
      }
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
