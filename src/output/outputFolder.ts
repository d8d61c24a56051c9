import { existsSync, rmSync } from 'node:fs';
import { copyFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { onInterrupt } from '../interrupts.js';
import { slashPath } from '../slashPath.js';
import { copyStatic } from './copyStatic.js';
import { folderWriter } from './folderWriter.js';
import { currentGeneration, flipOutput, generationsDir, newGenerationId, prepareGenerations, releaseGeneration } from './generations.js';
import { makeDir } from './makeDir.js';

/** The file docsgen writes into every output folder: proof that docsgen may replace the folder. */
export const OUTPUT_MARKER = '.docsgen-output';
export const OUTPUT_MARKER_TEXT = 'This folder was written by docsgen: `docsgen build` replaces all of it.\n';

/**
 * output stage: the site is written into a new generation folder (`.docsgen-<out>/<id>/`) while
 * the out-dir name keeps pointing at the previous one; `commit()` points the name at the new
 * generation with one atomic rename of a symbolic link. At every instant the out-dir name holds
 * one complete site, and a failed or killed build leaves the previous output exactly as it was.
 */
export interface OutputFolder {
  dir: string;
  /** Relative paths (with `/`) of every file written so far. */
  files: Set<string>;
  bytes: number;
  write(relative: string, contents: string | Uint8Array): Promise<void>;
  copyDir(from: string, siteRoot: string): Promise<void>;
  copyFile(relative: string, from: string): Promise<void>;
  /** Records a file written into `dir` by someone else (a render worker). */
  track(relative: string, bytes: number): void;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export async function createOutputFolder(target: string): Promise<OutputFolder> {
  const final = path.resolve(target);
  // Finishes a replacement a killed build left half done, and removes what killed builds left.
  await prepareGenerations(final);
  const id = newGenerationId();
  const dir = path.join(generationsDir(final), id);
  await makeDir(dir);
  // Ctrl-C or `kill` removes the unfinished generation (never the one the out dir points at).
  const stopCleanup = onInterrupt(() => {
    if (currentGeneration(final) !== id) rmSync(dir, { recursive: true, force: true });
  });
  const writeInto = folderWriter(dir);
  try {
    await writeInto(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
  } catch (error) {
    // Not even the marker fits (a full disk): nothing of this generation stays.
    stopCleanup();
    releaseGeneration(id);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const folder: OutputFolder = {
    dir,
    files: new Set(),
    bytes: 0,
    async write(relative, contents) {
      folder.track(relative, await writeInto(relative, contents));
    },
    track(relative, bytes) {
      folder.files.add(slashPath(relative));
      folder.bytes += bytes;
    },
    async copyFile(relative, from) {
      const file = path.join(dir, relative);
      await makeDir(path.dirname(file));
      await copyFile(from, file);
      folder.track(relative, (await stat(file)).size);
    },
    async copyDir(from, siteRoot) {
      // Counted like written files, so the summary's file count and bytes include them.
      for (const file of await copyStatic(from, dir, siteRoot)) folder.track(file.relative, file.bytes);
    },
    async commit() {
      await flipOutput(final, id);
      stopCleanup();
    },
    async abort() {
      stopCleanup();
      releaseGeneration(id);
      // A failure after the swap (saving the up-to-date stamp) leaves the new site in place.
      if (currentGeneration(final) === id) return;
      await rm(dir, { recursive: true, force: true });
    },
  };
  return folder;
}
