import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { walkSiteFiles } from '../content/walkSiteFiles.js';
import type { FileSink } from '../output/fileSink.js';
import type { SourceFile } from './fileSource.js';

/** The dev server's site: every generated file kept in memory, nothing written to disk. */
export function memorySink(files: Map<string, SourceFile>): FileSink {
  return {
    async write(relative, contents) {
      files.set(relative.split(path.sep).join('/'), { body: Buffer.from(contents), mtime: new Date() });
    },
    async copyFile(relative, from) {
      files.set(relative.split(path.sep).join('/'), { body: await readFile(from), mtime: new Date() });
    },
    async copyDir(from, siteRoot) {
      // The same rules as a build: real files only, nothing from outside the site.
      for (const file of await walkSiteFiles(from, siteRoot)) {
        if (file.dangling) continue;
        files.set(path.relative(from, file.path).split(path.sep).join('/'), { body: await readFile(file.real), mtime: new Date() });
      }
    },
  };
}
