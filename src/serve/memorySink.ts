import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { walkSiteFiles } from '../content/walkSiteFiles.js';
import type { FileSink } from '../output/fileSink.js';
import { slashPath } from '../util/slashPath.js';
import type { SourceFile } from './fileSource.js';

/** The dev server's site: every generated file kept in memory, nothing written to disk. */
export function memorySink(files: Map<string, SourceFile>): FileSink {
  return {
    async write(relative, contents) {
      files.set(slashPath(relative), { body: Buffer.from(contents), mtime: new Date() });
    },
    async copyFile(relative, from) {
      files.set(slashPath(relative), { body: await readFile(from), mtime: new Date() });
    },
    async copyDir(from, siteRoot, progress, into) {
      // The same rules as a build: real files only, nothing from outside the site.
      const found = await walkSiteFiles(from, siteRoot);
      const copied: string[] = [];
      for (const [index, file] of found.entries()) {
        if (!file.dangling) {
          const name = (into ? `${into}/` : '') + slashPath(path.relative(from, file.path));
          files.set(name, { body: await readFile(file.real), mtime: new Date() });
          copied.push(name);
        }
        progress?.(index + 1, found.length);
      }
      return copied;
    },
  };
}
