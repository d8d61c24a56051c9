import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * esbuild plugin: one of the theme's stylesheets (`file`, an absolute path) loaded through
 * `transform`; every other file with its name is left to esbuild.
 */
export function themeStylesheetPlugin(name: string, file: string, transform: (css: string) => string): Plugin {
  const filter = new RegExp(`[\\\\/]${path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return {
    name,
    setup(b) {
      b.onLoad({ filter }, async (args) => {
        if (path.resolve(args.path) !== file) return undefined;
        return { contents: transform(await readFile(file, 'utf8')), loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}
