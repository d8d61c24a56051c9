import { existsSync, rmSync, statSync } from 'node:fs';
import { copyFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { onInterrupt } from '../util/interrupts.js';
import { slashPath } from '../util/slashPath.js';
import { copyStatic } from './copyStatic.js';
import { folderWriter } from './folderWriter.js';
import { generationsDir, newGenerationId, prepareGenerations, releaseGeneration, removeGenerationsDirIfEmpty, swapOutput } from './generations.js';
import { makeDir } from '../util/makeDir.js';
import { linkOrCopy } from './linkOrCopy.js';

/** The file docsgen writes into every output folder: proof that docsgen may replace the folder. */
export const OUTPUT_MARKER = '.docsgen-output';
export const OUTPUT_MARKER_TEXT = 'This folder was written by docsgen: `docsgen build` replaces all of it.\n';

/**
 * output stage: the site is written into a new generation folder (`.docsgen-<out>/<id>/`) while
 * the out dir keeps the previous site; `commit()` moves the new folder in its place (see
 * generations.ts). A failed or killed build leaves the previous output exactly as it was.
 */
export interface OutputFolder {
  dir: string;
  /** Relative paths (with `/`) of every file written so far. */
  files: Set<string>;
  /** Those of `files` copyDir copied from the static folder and nothing wrote over since: the site's own files, which the link crawl checks to answer but does not read. */
  copied: Set<string>;
  bytes: number;
  /**
   * Every file in `dir` (sorted) with its size and modification time (ms, rounded), the marker
   * file included: what the up-to-date stamp records. From the folder's own record of the files
   * written and tracked, with a stat only of those whose stat it has not seen (the files written
   * now: a build where one page changed links most of its files from the page cache, whose stat
   * the cache took), where listing the folder took a stat of every file (3,000 at 1,000 pages).
   */
  listing(): [string, number, number][];
  write(relative: string, contents: string | Uint8Array): Promise<void>;
  copyDir(from: string, siteRoot: string, progress?: (done: number, total: number) => void, into?: string): Promise<string[]>;
  copyFile(relative: string, from: string, link?: boolean): Promise<void>;
  /** Records a file written into `dir` by someone else (a page worker rendering, the page cache); `mtimeMs` when a stat of it gave it. */
  track(relative: string, bytes: number, mtimeMs?: number): void;
  /**
   * Lends `dir` to code outside docsgen that may write or change files there (a plugin's
   * `postBuild`): first each file shared with a cache by a hard link becomes a copy of its own, so
   * a change in place reaches nothing else; afterwards every file is recorded as it is then.
   */
  lend(use: (dir: string) => Promise<void>): Promise<void>;
  /**
   * Runs `use` with these folders of the output (relative paths) moved out of `dir`, then back:
   * a default locale's postBuild sees its own site only, as in Docusaurus, which builds it before
   * the other locales' folders exist (plugin-pwa's service worker precaches what it finds).
   */
  outOfSight<T>(folders: readonly string[], use: () => Promise<T>): Promise<T>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export async function createOutputFolder(target: string): Promise<OutputFolder> {
  const final = path.resolve(target);
  // Finishes a replacement a killed build left half done, and removes what killed builds left.
  await prepareGenerations(final);
  const id = newGenerationId();
  const dir = path.join(generationsDir(final), id);
  // Ctrl-C or `kill` removes the unfinished generation (once moved in place, it is no longer there).
  // Set before the folder exists: a signal that lands as it is made still finds the handler.
  const stopCleanup = onInterrupt(() => {
    rmSync(dir, { recursive: true, force: true });
    removeGenerationsDirIfEmpty(final);
  });
  try {
    await makeDir(dir);
  } catch (error) {
    stopCleanup();
    throw error;
  }
  const writeInto = folderWriter(dir);
  try {
    await writeInto(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
  } catch (error) {
    // Not even the marker fits (a full disk): nothing of this generation stays.
    stopCleanup();
    releaseGeneration(id);
    await rm(dir, { recursive: true, force: true });
    removeGenerationsDirIfEmpty(final);
    throw error;
  }
  // Each file's size and modification time, from a stat of it taken once it was in place (a file
  // written again replaces its entry); undefined until a stat is taken.
  const stats = new Map<string, [size: number, mtimeMs: number] | undefined>([[OUTPUT_MARKER, undefined]]);
  const folder: OutputFolder = {
    dir,
    files: new Set(),
    copied: new Set(),
    bytes: 0,
    listing() {
      const files: [string, number, number][] = [];
      for (const [name, known] of stats) {
        const [size, mtimeMs] = known ?? statOf(path.join(dir, name));
        files.push([name, size, Math.round(mtimeMs)]);
      }
      return files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    },
    async write(relative, contents) {
      folder.track(relative, await writeInto(relative, contents));
    },
    track(relative, bytes, mtimeMs) {
      const name = slashPath(relative);
      folder.files.add(name);
      folder.copied.delete(name);
      folder.bytes += bytes;
      stats.set(name, mtimeMs === undefined ? undefined : [bytes, mtimeMs]);
    },
    async copyFile(relative, from, linked) {
      const file = path.join(dir, relative);
      await makeDir(path.dirname(file));
      if (linked) await linkOrCopy(from, file);
      else await copyFile(from, file);
      const { size, mtimeMs } = await stat(file);
      folder.track(relative, size, mtimeMs);
    },
    async copyDir(from, siteRoot, progress, into) {
      // Counted like written files, so the summary's file count and bytes include them.
      const copied = await copyStatic(from, into ? path.join(dir, into) : dir, siteRoot, progress);
      const names = copied.map((file) => (into ? `${into}/${slashPath(file.relative)}` : slashPath(file.relative)));
      copied.forEach((file, i) => folder.track(names[i]!, file.bytes));
      for (const name of names) folder.copied.add(name);
      return names;
    },
    async lend(use) {
      await Promise.all([...stats.keys()].map((name) => ownCopy(path.join(dir, name))));
      await use(dir);
      folder.files.clear();
      folder.bytes = 0;
      stats.clear();
      for (const name of await filesUnder(dir)) {
        const [size, mtimeMs] = statOf(path.join(dir, name));
        if (name !== OUTPUT_MARKER) {
          folder.files.add(name);
          folder.bytes += size;
        }
        stats.set(name, [size, mtimeMs]);
      }
    },
    async outOfSight(folders, use) {
      const present = folders.filter((folderName) => existsSync(path.join(dir, folderName)));
      if (present.length === 0) return use();
      // Beside the generation, under a name of its own: a build killed meanwhile leaves it for the next build to remove.
      const asideId = newGenerationId();
      const aside = path.join(generationsDir(final), asideId);
      const stopAsideCleanup = onInterrupt(() => {
        rmSync(aside, { recursive: true, force: true });
        removeGenerationsDirIfEmpty(final);
      });
      await makeDir(aside);
      const moved: string[] = [];
      let used = false;
      try {
        for (const [i, name] of present.entries()) {
          await rename(path.join(dir, name), path.join(aside, String(i)));
          moved.push(name);
        }
        const result = await use();
        used = true;
        return result;
      } finally {
        // Every folder is tried, and the aside always goes: a folder that cannot come back fails the build
        // (this generation is never published), after use's own error if it threw one.
        const stuck: string[] = [];
        for (const [i, name] of moved.entries()) await rename(path.join(aside, String(i)), path.join(dir, name)).catch(() => stuck.push(name));
        stopAsideCleanup();
        releaseGeneration(asideId);
        await rm(aside, { recursive: true, force: true });
        if (used && stuck.length > 0) throw new Error(`${stuck.join(', ')}: could not be moved back into the new output after the default locale's postBuild (a plugin wrote a folder of that name there?)`);
      }
    },
    async commit() {
      await swapOutput(final, id);
      stopCleanup();
    },
    async abort() {
      stopCleanup();
      releaseGeneration(id);
      // After the swap (saving the up-to-date stamp failed) `dir` is no longer there: the new site stays.
      await rm(dir, { recursive: true, force: true });
      removeGenerationsDirIfEmpty(final);
    },
  };
  return folder;
}

/** A file with other hard links replaced by a copy of it (same bytes, a link of its own). */
async function ownCopy(file: string): Promise<void> {
  const { nlink } = await stat(file).catch(() => ({ nlink: 1 }));
  if (nlink <= 1) return;
  const temp = `${file}.own-${process.pid}`;
  await copyFile(file, temp);
  await rename(temp, file);
}

/** Every file under `dir`, as relative paths with `/`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => slashPath(path.relative(dir, path.join(entry.parentPath, entry.name))));
}

function statOf(file: string): [size: number, mtimeMs: number] {
  const { size, mtimeMs } = statSync(file);
  return [size, mtimeMs];
}
