import { lstat, mkdir, readdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a stand-in npm package into `<root>/node_modules/<name>`, as npm would have installed it:
 * its package.json (`name`, then `manifest`'s fields: by default `version: '1.0.0'` and
 * `main: 'index.js'`) and `files` (path inside the package → text). Returns the package's folder.
 * A test site's node_modules holds links to docsgen's own packages (siteCopy's linkDocsgenModules):
 * a link where the package goes is removed first, and a linked scope folder becomes a folder of
 * links to its other packages, so the stand-in never writes into the linked install.
 */
export async function writePackage(root: string, name: string, files: Record<string, string>, manifest: Record<string, unknown> = {}): Promise<string> {
  const modules = path.join(root, 'node_modules');
  const dir = path.join(modules, ...name.split('/'));
  if (name.startsWith('@')) await unlinkScope(path.join(modules, name.split('/')[0]!));
  await unlinkIfLink(dir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js', ...manifest }));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

async function unlinkIfLink(file: string): Promise<void> {
  const stat = await lstat(file).catch(() => undefined);
  if (stat?.isSymbolicLink()) await rm(file);
}

/** A linked scope folder (`@babel` → docsgen's) made a folder of its own holding links to the same packages. */
async function unlinkScope(scope: string): Promise<void> {
  const stat = await lstat(scope).catch(() => undefined);
  if (!stat?.isSymbolicLink()) return;
  const target = await realpath(scope);
  await rm(scope);
  await mkdir(scope);
  for (const entry of await readdir(target)) await symlink(path.join(target, entry), path.join(scope, entry));
}
