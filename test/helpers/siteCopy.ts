import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/**
 * A writable copy of a fixture site in a temp folder: its content, its theme folder (if any), and
 * a node_modules of links to docsgen's packages (the theme's imports resolve from the site) with
 * no `.cache`, so the copy's caches and up-to-date stamp are its own. Returns the folder and the
 * fixture's config source, for the test to write a config of its own from.
 */
export async function copyFixtureSite(fixtureDir: string, prefix: string): Promise<{ root: string; configSource: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(path.join(fixtureDir, 'content'), path.join(root, 'content'), { recursive: true });
  if (existsSync(path.join(fixtureDir, 'theme'))) await cp(path.join(fixtureDir, 'theme'), path.join(root, 'theme'), { recursive: true });
  await mkdir(path.join(root, 'node_modules'));
  for (const name of await readdir(modules)) if (name !== '.cache') await symlink(path.join(modules, name), path.join(root, 'node_modules', name));
  return { root, configSource: await readFile(path.join(fixtureDir, 'site.config.ts'), 'utf8') };
}

/**
 * A writable copy of a Docusaurus-layout fixture (docusaurus.config.js beside docs/, src/…) in a
 * temp folder, its node_modules links to docsgen's packages, for a build in place that leaves the
 * fixture untouched. `links`: symbolic links to make in the copy (path → target), which git would
 * not keep as written.
 */
export async function copyDocusaurusSite(fixtureDir: string, prefix: string, links: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(fixtureDir, root, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  await mkdir(path.join(root, 'node_modules'));
  for (const name of await readdir(modules)) if (name !== '.cache') await symlink(path.join(modules, name), path.join(root, 'node_modules', name));
  for (const [link, target] of Object.entries(links)) await symlink(target, path.join(root, link));
  return root;
}
