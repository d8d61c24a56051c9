import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { folderWriter } from './folderWriter.js';

/**
 * output stage: pages stream into a temporary folder beside the target; `commit()` swaps it in
 * with renames, so a failed build leaves the previous output exactly as it was.
 */
export interface OutputFolder {
  dir: string;
  /** Relative paths (with `/`) of every file written so far. */
  files: Set<string>;
  bytes: number;
  write(relative: string, contents: string | Uint8Array): Promise<void>;
  copyDir(from: string): Promise<void>;
  /** Records a file written into `dir` by someone else (a render worker). */
  track(relative: string, bytes: number): void;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export async function createOutputFolder(target: string): Promise<OutputFolder> {
  const final = path.resolve(target);
  const dir = `${final}.tmp-${process.pid}-${Date.now().toString(36)}`;
  await mkdir(dir, { recursive: true });
  const writeInto = folderWriter(dir);
  const folder: OutputFolder = {
    dir,
    files: new Set(),
    bytes: 0,
    async write(relative, contents) {
      folder.track(relative, await writeInto(relative, contents));
    },
    track(relative, bytes) {
      folder.files.add(relative.split(path.sep).join('/'));
      folder.bytes += bytes;
    },
    async copyDir(from) {
      if (!existsSync(from)) return;
      await cp(from, dir, { recursive: true });
      // Counted like written files, so the summary's file count and bytes include them.
      for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        folder.track(path.relative(from, file), (await stat(file)).size);
      }
    },
    async commit() {
      const old = `${final}.old-${process.pid}-${Date.now().toString(36)}`;
      const hadOld = existsSync(final);
      if (hadOld) await rename(final, old);
      await rename(dir, final);
      if (hadOld) await rm(old, { recursive: true, force: true });
    },
    async abort() {
      await rm(dir, { recursive: true, force: true });
    },
  };
  return folder;
}
