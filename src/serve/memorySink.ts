import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileSink } from '../output/fileSink.js';
import type { SourceFile } from './fileSource.js';

/** The dev server's site: every generated file kept in memory, nothing written to disk. */
export function memorySink(files: Map<string, SourceFile>): FileSink {
  return {
    async write(relative, contents) {
      files.set(relative.split(path.sep).join('/'), { body: Buffer.from(contents), mtime: new Date() });
    },
    async copyDir(from) {
      let entries;
      try {
        entries = await readdir(from, { recursive: true, withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        files.set(path.relative(from, full).split(path.sep).join('/'), { body: await readFile(full), mtime: new Date() });
      }
    },
  };
}
