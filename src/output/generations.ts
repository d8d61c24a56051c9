import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { lstat, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { processAlive } from '../interrupts.js';
import { makeDir } from './makeDir.js';
import { writeFileAtomic } from './writeFileAtomic.js';

/**
 * The output folder `<parent>/<name>` is a symbolic link to one complete site, a generation kept
 * in `<parent>/.docsgen-<name>/`:
 *
 *   build -> .docsgen-build/gen-<time>-<pid>-<rand>/
 *   .docsgen-build/previous    the generation `build` pointed at before (kept for readers still in it)
 *   .docsgen-build/.gitignore  `*`, so git never lists the generations
 *
 * A build writes a new generation beside the current one, stages a link to it and renames the
 * link over the out-dir name: rename(2) replaces it atomically, so the name always holds the old
 * site or the new one. The previous generation stays until the next build replaces the site
 * (a server reading a file from it finishes); everything else is removed by the next build.
 */
export function generationsDir(outDir: string): string {
  return path.join(path.dirname(outDir), `.docsgen-${path.basename(outDir)}`);
}

const PREVIOUS = 'previous';
const GITIGNORE = '.gitignore';
/** Entries this module creates; the pid names the build that owns them. */
const OWNED = /^(?:gen|link|legacy)-[0-9a-z]+-(\d+)-[0-9a-f]+$|^previous\.tmp-(\d+)$/;
/** Temporary folders of docsgen versions that renamed whole folders (`build.tmp-<pid>-<time>`). */
const OLD_STYLE = /^(.*)\.(?:tmp|old)-(\d+)-[0-9a-z]+$/;

/** Generations this process is writing (a second build in the same process must not remove them). */
const active = new Set<string>();

function uniqueName(kind: 'gen' | 'link' | 'legacy'): string {
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

/** The generation the out dir points at, when it is docsgen's link. */
export function currentGeneration(outDir: string): string | undefined {
  try {
    const resolved = path.resolve(path.dirname(outDir), readlinkSync(outDir));
    return path.dirname(resolved) === generationsDir(outDir) ? path.basename(resolved) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `outDir` is a link docsgen made (to one of its generations). */
export function isGenerationLink(outDir: string): boolean {
  return currentGeneration(outDir) !== undefined;
}

/**
 * Before a build writes: makes the generations folder, finishes a replacement that a killed build
 * left between its two renames, and removes what killed builds left behind.
 */
export async function prepareGenerations(outDir: string): Promise<void> {
  const gens = generationsDir(outDir);
  await makeDir(gens);
  if (!existsSync(path.join(gens, GITIGNORE))) await writeFile(path.join(gens, GITIGNORE), '*\n');
  await restoreOutputLink(outDir);
  await removeLeftovers(outDir, new Set([currentGeneration(outDir), previousGeneration(gens)].filter((id): id is string => !!id)));
}

/**
 * A build killed after moving an old-style folder aside, before the link took its name, leaves
 * no out dir and a staged link to the complete new site: this puts the link in place (the build
 * and `serve` both do, before they look at the out dir). Renames only; never deletes.
 */
export async function restoreOutputLink(outDir: string): Promise<void> {
  if (await lstat(outDir).catch(() => undefined)) return;
  const gens = generationsDir(outDir);
  const staged = (await readdir(gens).catch(() => [] as string[])).filter((name) => name.startsWith('link-')).sort();
  if (staged.length) await rename(path.join(gens, staged.at(-1)!), outDir);
}

/** Points `outDir` at generation `id` (one atomic rename), then removes the generations no one needs. */
export async function flipOutput(outDir: string, id: string): Promise<void> {
  const gens = generationsDir(outDir);
  const info = await lstat(outDir).catch(() => undefined);
  let previous = currentGeneration(outDir);
  const staged = path.join(gens, uniqueName('link'));
  // Relative, so the project folder can move; Windows uses a junction (no privilege needed).
  if (process.platform === 'win32') await symlink(path.join(gens, id), staged, 'junction');
  else await symlink(path.relative(path.dirname(outDir), path.join(gens, id)), staged);
  if (info && !info.isSymbolicLink()) {
    // A real folder: the output of an older docsgen (the out-dir check accepted it). It becomes
    // the previous generation; between these two renames the name is missing for an instant,
    // once, and the next build or server start puts the staged link in place if killed there.
    previous = uniqueName('legacy');
    await rename(outDir, path.join(gens, previous));
  }
  await rename(staged, outDir);
  releaseGeneration(id);
  await writeFileAtomic(path.join(gens, PREVIOUS), previous ?? '');
  await removeLeftovers(outDir, new Set([id, previous].filter((g): g is string => !!g)));
}

function previousGeneration(gens: string): string | undefined {
  try {
    return readFileSync(path.join(gens, PREVIOUS), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Removes every generation, staged link and temporary file except `keep` and those of running builds. */
async function removeLeftovers(outDir: string, keep: Set<string>): Promise<void> {
  const gens = generationsDir(outDir);
  for (const name of await readdir(gens)) {
    if (name === GITIGNORE || name === PREVIOUS || keep.has(name) || active.has(name)) continue;
    const owner = OWNED.exec(name);
    // Names docsgen did not make are left alone.
    if (!owner) continue;
    const pid = Number(owner[1] ?? owner[2]);
    if (pid !== process.pid && processAlive(pid)) continue;
    await rm(path.join(gens, name), { recursive: true, force: true });
  }
  // Folders older docsgen versions left beside the output when they were killed.
  const parent = path.dirname(outDir);
  for (const name of await readdir(parent)) {
    const match = OLD_STYLE.exec(name);
    if (match && match[1] === path.basename(outDir) && !processAlive(Number(match[2]))) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}
