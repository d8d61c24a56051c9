import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { hashFile } from './hashFile.js';
import { docsgenFingerprint } from './docsgenFingerprint.js';
import { writeFileAtomic } from './writeFileAtomic.js';

/** What a cache record keeps: the key it was made for, each file esbuild read with its hash, and the result. */
interface BuildRecord<T> {
  key: string;
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

/**
 * An esbuild build kept between runs in `file` (a JSON record): reused while `key` (what the build
 * was asked for, with docsgen's fingerprint added) is the same and every file the build read still
 * has the contents it had, so an unchanged theme costs a few file hashes rather than a bundle.
 * Files esbuild read are known only after it ran: a file that the build would now resolve instead
 * (a new theme file replacing the default theme's, a package installed again) must be in `key` —
 * see `themeListing` and `installedPackages`. `file` undefined (a build without the cache) always
 * builds. A record that cannot be written is only not kept; `usable` rejects one whose files are gone.
 */
export async function cachedBuild<T>(file: string | undefined, key: unknown[], build: () => Promise<BuildResult<T>>, usable: (value: T) => boolean = () => true): Promise<T> {
  const keyText = createHash('sha256').update(JSON.stringify([docsgenFingerprint(), ...key])).digest('hex');
  if (file) {
    const record = (await readFile(file, 'utf8').then(JSON.parse, () => undefined)) as BuildRecord<T> | undefined;
    if (record?.key === keyText && record.inputs.every(([input, hash]) => hashFile(input) === hash) && usable(record.value)) return record.value;
  }
  const { value, metafile, workingDir, otherInputs = [] } = await build();
  if (file) {
    // Inputs in a plugin's namespace (`docsgen-custom-css:custom.css`) are made from the key's values.
    const read = Object.keys(metafile.inputs)
      .filter((input) => !/^[\w-]{2,}:/.test(input) && input !== '<stdin>')
      .map((input) => path.resolve(workingDir, input));
    const inputs = [...new Set([...read, ...otherInputs])].map((absolute): [string, string] => [absolute, hashFile(absolute)]);
    const record: BuildRecord<T> = { key: keyText, inputs, value };
    await mkdir(path.dirname(file), { recursive: true })
      .then(() => writeFileAtomic(file, JSON.stringify(record)))
      .catch(() => undefined);
  }
  return value;
}

/** The files of a theme folder (relative names, sorted): a file added there can replace the default theme's. */
export function themeListing(dir: string | undefined): string[] {
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.split(path.sep).includes('node_modules')).sort();
}

/** A hash of npm's record of the site's installed packages: an install can change which files imports resolve to. */
export function installedPackages(siteDir: string): string {
  try {
    return createHash('sha256').update(readFileSync(path.join(siteDir, 'node_modules', '.package-lock.json'))).digest('hex');
  } catch {
    return 'none';
  }
}
