import path from 'node:path';
import type { FileSink } from './fileSink.js';

/** A sink writing into `folder` of another (a locale's pages under `fr/` of the output): paths given relative to the folder. */
export function underFolder(sink: FileSink, folder: string): FileSink {
  const at = (relative: string) => `${folder}/${relative}`;
  return {
    write: (relative, contents) => sink.write(at(relative), contents),
    copyDir: async (from, siteRoot, progress, into) => {
      const copied = await sink.copyDir(from, siteRoot, progress, into ? at(into) : folder);
      return copied.map((file) => file.slice(folder.length + 1));
    },
    copyFile: (relative, from, link) => sink.copyFile(at(relative), from, link),
    ...(sink.dir !== undefined ? { dir: path.join(sink.dir, folder) } : {}),
    ...(sink.track ? { track: (relative: string, bytes: number, mtimeMs?: number) => sink.track!(at(relative), bytes, mtimeMs) } : {}),
  };
}
