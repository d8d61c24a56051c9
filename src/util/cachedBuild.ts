import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { hashFile } from './hashFile.js';
import { stampMatches, statStamp, type StatStamp } from './statStamp.js';
import { docsgenFingerprint } from './docsgenFingerprint.js';
import { writeFileAtomic } from './writeFileAtomic.js';

/** What a cache record keeps: each file esbuild read (relative to the build's folder) with its hash, and the result. */
interface BuildRecord<T> {
  inputs: [file: string, hash: string][];
  value: T;
}

export interface BuildResult<T> {
  value: T;
  /** esbuild's metafile of the build: its inputs are the files the record is checked against. */
  metafile: Metafile;
  /** The working directory esbuild named the metafile's inputs from. */
  workingDir: string;
  /** Files a plugin read that esbuild did not (Sass partials): checked like its inputs. */
  otherInputs?: Iterable<string>;
}

/** Where a build's records are kept: `dir/<name>-<key hash>.json`; input files are recorded relative to `base`. */
export interface BuildRecords {
  dir: string;
  name: string;
  /** The folder the build's input files are named from in its record (the site's folder). */
  base: string;
}

/** How many records of one name a folder keeps (the most recently used): a theme edited back and forth, a bundle with and without islands. */
export const RECORDS_KEPT = 16;

/**
 * An esbuild build kept between runs in a JSON record named by `key` (what the build was asked
 * for, with docsgen's fingerprint added): reused while every file the build read still has the
 * contents it had, so an unchanged theme costs a few file hashes rather than a bundle. Files are
 * named relative to `records.base`, so a key that names its paths relative to that folder too
 * makes a record that holds wherever the folder is (a site moved, a cache restored into another
 * checkout). Files esbuild read are known only after it ran: a file that the build would now
 * resolve instead (a new theme file replacing the default theme's, a package installed again) must
 * be in `key` — see `themeListing` and `installedPackages`. `records` undefined (a build without
 * the cache) always builds. A record that cannot be written is only not kept; `usable` rejects one
 * whose files are gone. Each name keeps its RECORDS_KEPT most recently used records.
 */
export async function cachedBuild<T>(records: BuildRecords | undefined, key: unknown[], build: () => Promise<BuildResult<T>>, usable: (value: T) => boolean = () => true): Promise<T> {
  const keyText = createHash('sha256').update(JSON.stringify([docsgenFingerprint(), ...key])).digest('hex');
  const file = records && path.join(records.dir, `${records.name}-${keyText.slice(0, 32)}.json`);
  if (records && file) {
    const record = (await readFile(file, 'utf8').then(JSON.parse, () => undefined)) as BuildRecord<T> | undefined;
    if (record && record.inputs.every(([input, hash]) => hashFile(path.resolve(records.base, input)) === hash) && usable(record.value)) {
      // Used now: the last to be pruned.
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return record.value;
    }
  }
  const { value, metafile, workingDir, otherInputs = [] } = await build();
  if (records && file) {
    // Inputs in a plugin's namespace (`docsgen-custom-css:custom.css`) are made from the key's values.
    const read = Object.keys(metafile.inputs)
      .filter((input) => !/^[\w-]{2,}:/.test(input) && input !== '<stdin>')
      .map((input) => path.resolve(workingDir, input));
    const inputs = [...new Set([...read, ...otherInputs])].map((absolute): [string, string] => [path.relative(records.base, absolute), hashFile(absolute)]);
    const record: BuildRecord<T> = { inputs, value };
    await mkdir(records.dir, { recursive: true })
      .then(() => writeFileAtomic(file, JSON.stringify(record)))
      .then(() => pruneRecords(records))
      .catch(() => undefined);
  }
  return value;
}

/** The records of `name` in `dir` (entry names), as cachedBuild names them. */
async function recordEntries(dir: string, name: string): Promise<string[]> {
  const pattern = new RegExp(`^${name}-[0-9a-f]{32}\\.json$`);
  return (await readdir(dir).catch(() => [] as string[])).filter((entry) => pattern.test(entry));
}

/** The values the records of `name` in `dir` hold (a record that cannot be read is left out). */
export async function recordedValues({ dir, name }: Pick<BuildRecords, 'dir' | 'name'>): Promise<unknown[]> {
  const records = await Promise.all((await recordEntries(dir, name)).map((entry) => readFile(path.join(dir, entry), 'utf8').then((text) => (JSON.parse(text) as BuildRecord<unknown>).value, () => undefined)));
  return records.filter((value) => value !== undefined);
}

/** Removes all but the RECORDS_KEPT most recently used records of `records.name` in its folder. */
async function pruneRecords({ dir, name }: BuildRecords): Promise<void> {
  const found = await recordEntries(dir, name);
  if (found.length <= RECORDS_KEPT) return;
  const used = await Promise.all(found.map(async (entry) => ({ entry, at: (await stat(path.join(dir, entry)).catch(() => undefined))?.mtimeMs ?? 0 })));
  used.sort((a, b) => b.at - a.at);
  await Promise.all(used.slice(RECORDS_KEPT).map(({ entry }) => rm(path.join(dir, entry), { force: true })));
}

/** The files of a theme folder (relative names, sorted): a file added there can replace the default theme's. */
export function themeListing(dir: string | undefined): string[] {
  if (!dir || !existsSync(dir)) return [];
  const names: string[] = [];
  listInto(dir, '', names);
  return names.sort();
}

/**
 * Every file and folder under `dir` (a symbolic link to a folder followed), `node_modules` left out
 * and not entered. Walked with the entries' types: Node 20's recursive readdir stats every entry
 * to find the folders, some four times the cost (it runs at every build, twice).
 */
function listInto(dir: string, under: string, names: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const name = under ? path.join(under, entry.name) : entry.name;
    names.push(name);
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(file, { throwIfNoEntry: false })?.isDirectory())) listInto(file, name, names);
  }
}

/**
 * What a package manager writes into a node_modules folder as it installs (npm's hidden lockfile,
 * yarn 1's integrity file, yarn's node-modules linker state, pnpm's modules file), and the
 * lockfiles beside it: one changes with every install that adds, removes or upgrades a package.
 */
const INSTALL_RECORDS = ['node_modules/.package-lock.json', 'node_modules/.yarn-integrity', 'node_modules/.yarn-state.yml', 'node_modules/.modules.yaml', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb'];

/**
 * A hash of the site's installed packages, as their package managers record them: the install
 * records and lockfiles (INSTALL_RECORDS) of the site's folder and of every folder above it, where
 * Node looks for packages too (a workspace's packages are installed at its root). An install can
 * change which files imports resolve to, and what a package the config takes code or values from
 * gives (a remark plugin, a theme): every cache keyed on it, the up-to-date check among them (see
 * packageValuesKey), is then out of date, as a first build. A file edited by hand inside
 * node_modules, with no install, leaves it the same. Each record is named relative to the site's
 * folder: a key that holds wherever the site is (the client bundle's, see cachedBuild) still does,
 * for a folder as deep (a moved site, the tests' copies sharing one folder of bundles).
 */
export function installedPackages(siteDir: string): string {
  const hash = createHash('sha256');
  const site = path.resolve(siteDir);
  let found = false;
  for (let dir = site; ; dir = path.dirname(dir)) {
    for (const name of INSTALL_RECORDS) {
      const file = path.join(dir, name);
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile()) continue;
      // A build asks several times (its caches' keys, the stamp): a file is hashed again only once its stat changed.
      let known = recordHashes.get(file);
      if (!known || !stampMatches(known.stamp, stat)) {
        const takenAt = Date.now();
        const contents = hashFile(file);
        if (contents === 'missing') continue;
        known = { stamp: statStamp(stat, takenAt), hash: contents };
        recordHashes.set(file, known);
      }
      hash.update(path.relative(site, file)).update('\0').update(known.hash).update('\0');
      found = true;
    }
    if (path.dirname(dir) === dir) break;
  }
  return found ? hash.digest('hex') : 'none';
}

/** The install records' hashes this process made, with the stat each was made at (see installedPackages). */
const recordHashes = new Map<string, { stamp: StatStamp; hash: string }>();
