import { lstatSync, mkdirSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a stand-in npm package into `<root>/node_modules/<name>`, as npm would have installed it:
 * its package.json (`name`, then `manifest`'s fields: by default `version: '1.0.0'` and
 * `main: 'index.js'`; a field given as undefined is left out) and `files` (path inside the package
 * → text). Returns the package's folder. A test site's node_modules holds links to docsgen's own
 * packages (siteCopy's linkDocsgenModules): a link where the package goes is removed first, and a
 * linked scope folder becomes a folder of links to its other packages, so the stand-in never writes
 * into the linked install. A root whose node_modules is itself a link (copyFixtureFolder's top
 * folder links the checkout's) is refused: the stand-in would land in that install. Synchronous: a
 * few small files, written where a test needs them.
 */
export function writePackage(root: string, name: string, files: Record<string, string>, manifest: Record<string, unknown> = {}): string {
  const modules = path.join(root, 'node_modules');
  const dir = path.join(modules, ...name.split('/'));
  if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) {
    throw new Error(`writePackage: ${modules} is a link (to ${realpathSync(modules)}): a stand-in ${name} written there would land in that install; give the site's own folder`);
  }
  if (name.startsWith('@')) unlinkScope(path.join(modules, name.split('/')[0]!));
  if (lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js', ...manifest }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A linked scope folder (`@babel` → docsgen's) made a folder of its own holding links to the same packages. */
function unlinkScope(scope: string): void {
  if (!lstatSync(scope, { throwIfNoEntry: false })?.isSymbolicLink()) return;
  const target = realpathSync(scope);
  rmSync(scope);
  mkdirSync(scope);
  for (const entry of readdirSync(target)) symlinkSync(path.join(target, entry), path.join(scope, entry));
}
