import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * docsgen's own folder, whether running from src/ (tests) or the compiled dist/. Its real path:
 * esbuild reports real paths, and an installed docsgen may be reached through a symlink.
 */
export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docsgen: cannot find its package.json');
    dir = parent;
  }
  root = realpathSync(dir);
  return root;
}

/**
 * A module of docsgen that the site build bundles for the browser or into the theme (the browser
 * entry, the theme contract): its TypeScript source in a checkout of the repository, its compiled
 * copy in dist/ in the published package (which holds no src/). `file` is relative to src/,
 * without extension.
 */
export function engineModule(file: string): string {
  const root = packageRoot();
  for (const ext of ['.ts', '.tsx']) {
    const source = path.join(root, 'src', `${file}${ext}`);
    if (existsSync(source)) return source;
  }
  return path.join(root, 'dist', `${file}.js`);
}

/** The default theme that ships with docsgen. */
export function builtInThemeDir(): string {
  return path.join(packageRoot(), 'templates');
}
