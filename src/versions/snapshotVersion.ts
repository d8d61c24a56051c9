import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SidebarItemConfig } from '../config/schema.js';
import { readVersionNames, versioningFiles, versionNameProblem } from '../config/resolveVersions.js';
import { UsageError } from '../util/errors.js';
import { writeFileAtomic } from '../util/writeFileAtomic.js';

export interface SnapshotInput {
  /** The version's name (`1.0`). */
  name: string;
  /** The config's folder: versions.json, versioned_docs/ and versioned_sidebars/ go there, as in Docusaurus. */
  rootDir: string;
  /** The docs instance (`default`, or a second instance's id). */
  instanceId: string;
  /** The current docs folder. */
  docsDir: string;
  /** The current sidebars, as the config gives them. */
  sidebars: Record<string, SidebarItemConfig[]>;
}

/**
 * `docs:version <name>`: copies the current docs into `versioned_docs/version-<name>/`, their
 * sidebars into `versioned_sidebars/version-<name>-sidebars.json`, and puts the name first in
 * versions.json. It refuses a bad or taken name and never writes over a file: all checks come
 * before the first write. Returns the paths it wrote.
 */
export async function snapshotVersion(input: SnapshotInput): Promise<string[]> {
  const { name, rootDir } = input;
  const shown = (file: string) => path.relative(process.cwd(), file) || '.';
  const problem = versionNameProblem(name);
  if (problem) throw new UsageError(`docs:version: "${name}" cannot be a version name: ${problem} (e.g. 1.0.0)`);
  const files = versioningFiles(rootDir, input.instanceId);
  const names = readVersionNames(files.versionsFile, rootDir);
  if (names.includes(name)) throw new UsageError(`docs:version: version "${name}" already exists in ${shown(files.versionsFile)}: choose another name`);
  const docsDir = files.docsDirOf(name);
  const sidebarsFile = files.sidebarsFileOf(name);
  for (const taken of [docsDir, sidebarsFile]) {
    if (existsSync(taken)) throw new UsageError(`docs:version: ${shown(taken)} already exists: docsgen never writes over it (remove it, or choose another name)`);
  }
  if (!existsSync(input.docsDir)) throw new UsageError(`docs:version: the docs folder ${shown(input.docsDir)} does not exist: nothing to snapshot`);

  await mkdir(path.dirname(docsDir), { recursive: true });
  await cp(input.docsDir, docsDir, { recursive: true, errorOnExist: true, force: false });
  await mkdir(path.dirname(sidebarsFile), { recursive: true });
  await writeFile(sidebarsFile, `${JSON.stringify(input.sidebars, null, 2)}\n`, { flag: 'wx' });
  await writeFileAtomic(files.versionsFile, `${JSON.stringify([name, ...names], null, 2)}\n`);
  return [docsDir, sidebarsFile, files.versionsFile];
}
