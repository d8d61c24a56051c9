import { allPages } from '../content/allPages.js';
import { createHash } from 'node:crypto';
import type { GitUpdate } from '../content/gitDates.js';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigValues, ResolvedReact } from '../config/configValues.js';
import type { Content } from '../content/types.js';
import { docsgenFingerprint } from '../util/docsgenFingerprint.js';
import { hashFile } from '../util/hashFile.js';
import { fileHashes } from './fileHashes.js';
import { builtInThemeDir } from '../util/packageRoot.js';
import { slashPath } from '../util/slashPath.js';
import { isInside } from '../util/isInside.js';
import { writeFileAtomic } from '../util/writeFileAtomic.js';
import { packageValuesKey } from '../config/packageValues.js';

/**
 * What the last successful build into a folder was made from, and what it wrote. When every input
 * hashes the same and the folder still holds exactly those files, a rebuild would write the same
 * bytes and pass the same gates, so `docsgen build` can stop early.
 */
export interface BuildStamp {
  version: 3;
  /**
   * Hash of every input: content, theme, config modules, git dates, docsgen itself. Absent when
   * the build did not hash them (see build: `--strict`, `--locale`, a site plugin's loadContent):
   * no build is up to date with that stamp, which keeps its crawl and page count for the next.
   */
  inputs?: string;
  outDir: string;
  pages: number;
  /** Whether that build also passed the linkinator crawl. */
  crawled: boolean;
  /** Every output file: relative path, size, mtime (ms). */
  files: [string, number, number][];
  /**
   * Files the pages imported besides their content (MDX components and the stylesheets they
   * import, which may live outside the content and theme folders), with the hash of each.
   */
  imported?: [string, string][];
  /** What that build's crawl read and found, for the next build to read again only the pages that changed. */
  crawl?: LastCrawl;
}

/** A crawl's pages and problems (site paths), as the stamp keeps them. */
export interface LastCrawl {
  base: string;
  pages: string[];
  /** Every URL on the site a link was checked to. */
  checked: string[];
  problems: { page: string; url: string; status: number }[];
}

// 2: a crawl no longer reads the static folder's HTML files (its `pages` had them).
// 3: a crawl reads every rendered page, not those reached from `/` (its `pages` are all of them).
const STAMP_VERSION = 3;

/** What hashInputs gives: the hash of a build's inputs, and how many of them look like pages. */
export interface Inputs {
  hash: string;
  /**
   * The Markdown and MDX files of the source folders (the static folder's and partials, named
   * `_…`, left out): about the pages a build will make, known before the content is read.
   */
  pageSources: number;
}

/**
 * Hashes everything a build reads. Contents are hashed (not mtimes), so a fresh clone matches too;
 * a file whose stat is unchanged since it was last hashed is not read again (see fileHashes).
 * `dates` are the pages' git dates (git runs while the files hash). Counts the page sources met on
 * the way (see Inputs).
 */
export async function hashInputs(config: ConfigValues & ResolvedReact, outDir: string, dates: Promise<Map<string, GitUpdate>>): Promise<Inputs> {
  const hashes = await fileHashes(config.paths.cache.inputHashes);
  const hash = createHash('sha256');
  const add = (...parts: (string | Uint8Array)[]) => {
    for (const part of parts) hash.update(part).update('\0');
  };
  add(String(STAMP_VERSION), process.version, outDir);
  // docsgen itself: another version or build may process or render differently.
  add(docsgenFingerprint());
  // The React it renders with: the site's own may be installed, upgraded or removed.
  add(config.reactFingerprint);
  for (const file of [...config.configInputs].sort()) add(file, hashes.of(file));
  // What the config takes from packages: the installed packages (an install that upgrades a remark plugin) and its Prism themes as resolved.
  add(packageValuesKey(config));
  const sourceDirs = new Set(config.paths.sourceDirs);
  let pageSources = 0;
  // The default theme is part of docsgen, but a checkout of docsgen may edit it. A Docusaurus
  // site's src/theme: a swizzle added, changed or removed there changes every page's frame.
  for (const dir of new Set([...config.paths.sourceDirs, config.paths.themeDir, config.paths.swizzleDir, builtInThemeDir()])) {
    for (const file of filesUnder(dir)) {
      add(dir, file, hashes.of(path.join(dir, file)));
      if (sourceDirs.has(dir) && PAGE_SOURCE.test(file) && !isInside(config.paths.staticDir, path.join(dir, file))) pageSources++;
    }
  }
  for (const file of config.paths.customCss) add(file, hashes.of(file));
  // "Last updated" dates come from git history, not from the files.
  for (const [file, { date, author }] of [...(await dates)].sort(([a], [b]) => (a < b ? -1 : 1))) add(file, `${date} ${author}`);
  await hashes.save();
  return { hash: hash.digest('hex'), pageSources };
}

/** A Markdown or MDX file that is not a partial (`_name.md`), by its `/`-separated relative name. */
const PAGE_SOURCE = /(?:^|\/)[^_/][^/]*\.mdx?$/;

/** Every file under `dir` (sorted, `/`-separated, relative); none if it is missing. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const relativeName = relativeNames(dir);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) if (entry.isFile()) files.push(relativeName(entry.parentPath, entry.name));
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The stamp of the last build (in `stampFile`, CachePaths.lastBuild), if it was made from `inputs` into `outDir` and the folder is untouched. */
export async function upToDateStamp(stampFile: string, inputs: string, outDir: string): Promise<BuildStamp | undefined> {
  let stamp: BuildStamp;
  try {
    stamp = JSON.parse(await readFile(stampFile, 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
  if (stamp.version !== STAMP_VERSION || stamp.inputs !== inputs || stamp.outDir !== outDir) return undefined;
  if (!(stamp.imported ?? []).every(([file, hash]) => existsSync(file) && hashFile(file) === hash)) return undefined;
  return sameFiles(stamp.files, listFiles(outDir)) ? stamp : undefined;
}

/**
 * Whether `outDir` holds exactly the files the last build wrote there (an output of a docsgen
 * version that wrote no marker file, untouched since).
 */
export function isLastBuildOutput(stampFile: string, outDir: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp;
    return stamp.outDir === outDir && stamp.files.length > 0 && sameFiles(stamp.files, listFiles(outDir));
  } catch {
    return false;
  }
}

/** How many pages the last build into any folder had (none when no build left a stamp). */
export function lastBuildPages(stampFile: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp).pages;
  } catch {
    return undefined;
  }
}

/**
 * The last build's crawl into `outDir`, with the files that build wrote there: only while the
 * folder still holds exactly those files (else nothing is known of what a crawl would find).
 */
export function lastCrawl(stampFile: string, outDir: string): { crawl: LastCrawl; files: string[] } | undefined {
  let stamp: BuildStamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
  if (stamp.version !== STAMP_VERSION || stamp.outDir !== outDir || !stamp.crawl || !sameFiles(stamp.files, listFiles(outDir))) return undefined;
  return { crawl: stamp.crawl, files: stamp.files.map(([file]) => file) };
}

/** Records the build just put in place; `files` is the output folder's record of what it holds (see OutputFolder.listing). */
export async function writeStamp(stampFile: string, stamp: Omit<BuildStamp, 'version'>): Promise<void> {
  const full: BuildStamp = { version: STAMP_VERSION, ...stamp };
  await mkdir(path.dirname(stampFile), { recursive: true });
  await writeFileAtomic(stampFile, JSON.stringify(full));
}

/** Every file under `dir` (sorted, `/`-separated), with size and mtime; none if it is missing. */
function listFiles(dir: string): [string, number, number][] {
  if (!existsSync(dir)) return [];
  const files: [string, number, number][] = [];
  const relativeName = relativeNames(dir);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const stat = statSync(path.join(entry.parentPath, entry.name));
    files.push([relativeName(entry.parentPath, entry.name), stat.size, Math.round(stat.mtimeMs)]);
  }
  return files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A lister of files' paths relative to `dir` (`/`-separated) from the folder `readdir` found each
 * in: path.relative once a folder, where once a file cost some 50 ms for 3,000 output files.
 */
function relativeNames(dir: string): (parent: string, name: string) => string {
  const prefixes = new Map<string, string>();
  return (parent, name) => {
    let prefix = prefixes.get(parent);
    if (prefix === undefined) {
      const folder = slashPath(path.relative(dir, parent));
      prefix = folder === '' ? '' : `${folder}/`;
      prefixes.set(parent, prefix);
    }
    return prefix + name;
  };
}

function sameFiles(a: [string, number, number][], b: [string, number, number][]): boolean {
  return a.length === b.length && a.every(([file, size, mtime], i) => b[i]![0] === file && b[i]![1] === size && b[i]![2] === mtime);
}

/** What the pages imported besides their own source, with the hashes they were built from (see BuildStamp.imported). */
export function importedFiles(content: Content): [string, string][] {
  const docs = allPages(content);
  const seen = new Map<string, string>();
  for (const doc of docs) for (const [file, hash] of doc.inputs ?? []) seen.set(file, hash);
  return [...seen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
