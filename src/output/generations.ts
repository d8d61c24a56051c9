import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, renameSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { processAlive } from '../util/interrupts.js';
import { folderWriter } from './folderWriter.js';
import { makeDir } from '../util/makeDir.js';
import { removeSite } from './removeSite.js';

/**
 * The output folder `<parent>/<name>` is a plain folder. A build writes the new site into a
 * generation beside it, in `<parent>/.docsgen-<name>/` (a folder that exists only while a build
 * runs, or after one was killed, and holds a `.gitignore` of `*`):
 *
 *   .docsgen-build/gen-<time>-<pid>-<rand>/    the site being written
 *   .docsgen-build/swap-<time>-<pid>-<rand>    journal of a replacement: { new, old }
 *   .docsgen-build/old-<time>-<pid>-<rand>/    the site `build` held, while it is removed
 *
 * The replacement is two renames, made back to back (synchronously: no signal handler runs between
 * them): `build` → `old-…`, then `gen-…` → `build`. The journal, written before them, says where
 * both sites are; a server reading the folder looks there when `build/` lacks a file (see
 * `inFlightFolders`), and a build or server starting after a SIGKILL between the two renames puts
 * the new site in place (`restoreOutput`). Then the old site is removed, and so is the generations
 * folder: at rest only `build/` is left.
 */
export function generationsDir(outDir: string): string {
  return path.join(path.dirname(outDir), `.docsgen-${path.basename(outDir)}`);
}

const GITIGNORE = '.gitignore';
/** Entries this module (or an older docsgen) creates; the pid names the build that owns them. */
const OWNED = /^(?:gen|link|legacy|old|swap)-[0-9a-z]+-(\d+)-[0-9a-f]+(?:\.tmp)?$|^previous\.tmp-(\d+)$/;
/** The journal file of an older docsgen, which pointed `build` at generations by a symbolic link. */
const OLD_JOURNAL = 'previous';
/** Temporary folders of docsgen versions that renamed whole folders (`build.tmp-<pid>-<time>`). */
const OLD_STYLE = /^(.*)\.(?:tmp|old)-(\d+)-[0-9a-z]+$/;

/** Generations this process is writing (a second build in the same process must not remove them). */
const active = new Set<string>();

function uniqueName(kind: 'gen' | 'old' | 'swap'): string {
  return `${kind}-${Date.now().toString(36)}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

export function newGenerationId(): string {
  const id = uniqueName('gen');
  active.add(id);
  return id;
}

export function releaseGeneration(id: string): void {
  active.delete(id);
}

/**
 * Whether `outDir` is the symbolic link an older docsgen made (to one of its generations): the
 * next build replaces it by a plain folder.
 */
export function isGenerationLink(outDir: string): boolean {
  try {
    const resolved = path.resolve(path.dirname(outDir), readlinkSync(outDir));
    return path.dirname(resolved) === generationsDir(outDir);
  } catch {
    return false;
  }
}

interface Journal {
  new: string;
  old: string;
}

function journals(gens: string): Journal[] {
  let names: string[];
  try {
    names = readdirSync(gens).filter((name) => name.startsWith('swap-') && !name.endsWith('.tmp')).sort();
  } catch {
    return [];
  }
  const found: Journal[] = [];
  for (const name of names) {
    try {
      found.push(JSON.parse(readFileSync(path.join(gens, name), 'utf8')) as Journal);
    } catch {
      // Removed meanwhile (the replacement finished), or never completely written.
    }
  }
  return found;
}

/**
 * Where a server reading `outDir` finds the site while a build replaces it: the old site moved
 * aside and the new one not yet moved in, newest replacement first. Empty at rest.
 */
export function inFlightFolders(outDir: string): string[] {
  const gens = generationsDir(outDir);
  return journals(gens)
    .reverse()
    .flatMap((journal) => [journal.old, journal.new].map((name) => path.join(gens, name)));
}

/**
 * Before a build writes: makes the generations folder, finishes a replacement that a killed build
 * left between its two renames, and removes what killed builds left behind.
 */
export async function prepareGenerations(outDir: string): Promise<void> {
  const gens = generationsDir(outDir);
  await restoreOutput(outDir);
  await removeLeftovers(outDir, false);
  const existed = existsSync(gens);
  await makeDir(gens);
  try {
    if (!existsSync(path.join(gens, GITIGNORE))) await folderWriter(gens)(GITIGNORE, '*\n');
  } catch (error) {
    // A full disk: nothing this build made stays.
    if (!existed) removeGenerationsDirIfEmpty(outDir);
    throw error;
  }
}

/**
 * A build killed between its two renames leaves no out dir, the old site in `old-…` and the
 * complete new one in `gen-…` (it had passed every gate): this moves the new site in place, or the
 * old one if the new is gone. The build and `serve` both do, before they look at the out dir; an
 * older docsgen's staged link is put in place the same way. Renames only; never deletes.
 */
export async function restoreOutput(outDir: string): Promise<void> {
  if (await lstat(outDir).catch(() => undefined)) return;
  const gens = generationsDir(outDir);
  for (const journal of journals(gens).reverse()) {
    for (const name of [journal.new, journal.old]) {
      const ok = await rename(path.join(gens, name), outDir).then(
        () => true,
        () => false,
      );
      if (ok) return;
    }
  }
  const staged = (await readdir(gens).catch(() => [] as string[])).filter((name) => name.startsWith('link-')).sort();
  if (staged.length) await rename(path.join(gens, staged.at(-1)!), outDir);
}

/**
 * Puts generation `id` in place of `outDir` (two renames, see above), then removes the old site,
 * the journal and, when nothing else is in it, the generations folder.
 */
export async function swapOutput(outDir: string, id: string): Promise<void> {
  const gens = generationsDir(outDir);
  const old = uniqueName('old');
  const journal = path.join(gens, uniqueName('swap'));
  writeFileSync(`${journal}.tmp`, JSON.stringify({ new: id, old } satisfies Journal));
  renameSync(`${journal}.tmp`, journal);
  const hadOutput = lstatOrUndefined(outDir) !== undefined;
  // Back to back: a signal handler cannot run between them, only a SIGKILL can land there.
  if (hadOutput) renameSync(outDir, path.join(gens, old));
  renameSync(path.join(gens, id), outDir);
  releaseGeneration(id);
  // A server may still be reading a file of the old site: it holds the file open (see diskSource).
  await removeSite(path.join(gens, old));
  unlinkSync(journal);
  await removeLeftovers(outDir, true);
}

function lstatOrUndefined(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** Removes the generations folder when only its `.gitignore` is left in it. */
export function removeGenerationsDirIfEmpty(outDir: string): void {
  const gens = generationsDir(outDir);
  try {
    const names = readdirSync(gens);
    if (names.some((name) => name !== GITIGNORE)) return;
    if (names.length) unlinkSync(path.join(gens, GITIGNORE));
    rmdirSync(gens);
  } catch {
    // Gone already, or another build just wrote into it.
  }
}

/**
 * Removes every generation, old site, journal and staged link except those of running builds,
 * what older docsgen versions left, then the generations folder if nothing is left in it.
 */
async function removeLeftovers(outDir: string, removeDir: boolean): Promise<void> {
  const gens = generationsDir(outDir);
  for (const name of await readdir(gens).catch(() => [] as string[])) {
    if (name === GITIGNORE || active.has(name)) continue;
    // The journal of an older docsgen (its `build` link is gone once this build replaced it).
    if (name === OLD_JOURNAL && !isGenerationLink(outDir)) {
      await rm(path.join(gens, name), { force: true });
      continue;
    }
    const owner = OWNED.exec(name);
    // Names docsgen did not make are left alone.
    if (!owner) continue;
    const pid = Number(owner[1] ?? owner[2]);
    if (pid !== process.pid && processAlive(pid)) continue;
    // While an older docsgen's link still points at its generation, that one stays.
    if (isGenerationLink(outDir) && path.resolve(path.dirname(outDir), readlinkSync(outDir)) === path.join(gens, name)) continue;
    await rm(path.join(gens, name), { recursive: true, force: true });
  }
  // Folders older docsgen versions left beside the output when they were killed.
  const parent = path.dirname(outDir);
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const match = OLD_STYLE.exec(name);
    if (match && match[1] === path.basename(outDir) && !processAlive(Number(match[2]))) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  if (removeDir) removeGenerationsDirIfEmpty(outDir);
}
