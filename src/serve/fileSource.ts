import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface SourceFile {
  body: Buffer;
  mtime: Date;
}

/** Where the server reads files from: the output folder, or the dev server's memory. */
export interface FileSource {
  root: string;
  read(file: string): Promise<SourceFile | null>;
}

export function diskSource(root: string): FileSource {
  const absolute = path.resolve(root);
  return {
    root: absolute,
    async read(file) {
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: await readFile(file), mtime: info.mtime };
      } catch {
        return null;
      }
    },
  };
}

/** An in-memory site, keyed by path relative to `root` with `/` separators. */
export function memorySource(root: string, files: Map<string, SourceFile>): FileSource {
  const absolute = path.resolve(root);
  return {
    root: absolute,
    async read(file) {
      return files.get(path.relative(absolute, file).split(path.sep).join('/')) ?? null;
    },
  };
}
