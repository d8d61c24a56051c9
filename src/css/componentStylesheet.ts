import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { ContentError } from '../util/errors.js';
import { slashPath } from '../util/slashPath.js';
import { cssErrorMessage, cssModule } from './cssModule.js';
import { CSS_ASSET_LOADERS, cssSiteUrls } from './cssSiteUrls.js';
import { sassPlugin } from './sass.js';
import { loadEsbuild } from '../util/loadEsbuild.js';

export interface ComponentStylesheet {
  css: string;
  /** Files the stylesheet's `url()`s point at, relative to the output folder (`assets/x-HASH.woff2`). */
  assets: { path: string; contents: Uint8Array }[];
  /** Every file it was made from (absolute): the stylesheets, those they `@import`, their `url()` files. */
  inputs: string[];
}

const OUT_DIR = '.component-css-out';
/** The name of the bundle's entry, which @imports every stylesheet (no file of a site is called that). */
const STDIN_NAME = '<stylesheets components import>';

/**
 * The stylesheets the site's components import (see componentCssPlugin), bundled into one
 * minified stylesheet in a stable order: their `@import`s inlined, CSS modules with the same
 * hashed names their components were given, `url()` files copied as hashed assets (`@site/` and
 * the static folder's `/x` as Docusaurus reads them, see cssSiteUrls).
 */
export async function componentStylesheet(files: Iterable<string>, rootDir: string, staticDir?: string): Promise<ComponentStylesheet> {
  const sorted = [...new Set(files)].sort();
  if (sorted.length === 0) return { css: '', assets: [], inputs: [] };
  // Files Sass read besides the stylesheets (their partials): inputs too.
  const loaded = new Set<string>();
  const modules: Plugin = {
    name: 'docsgen-css-modules',
    setup(b) {
      b.onLoad({ filter: /\.module\.(css|s[ac]ss)$/ }, (args) => {
        try {
          return { contents: cssModule(args.path, rootDir, loaded).code, loader: 'css' };
        } catch (error) {
          return { errors: [cssErrorMessage(error, args.path, rootDir)] };
        }
      });
    },
  };
  const result = await (await loadEsbuild()).build({
    stdin: { contents: sorted.map((file) => `@import ${JSON.stringify(file)};`).join('\n'), loader: 'css', resolveDir: rootDir, sourcefile: STDIN_NAME },
    bundle: true,
    minify: true,
    write: false,
    absWorkingDir: rootDir,
    // The stylesheet is served from /assets/ (joined to the theme's): its url()s stay relative.
    outdir: `${OUT_DIR}/assets`,
    assetNames: '[name]-[hash]',
    loader: CSS_ASSET_LOADERS,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    plugins: [cssSiteUrls({ rootDir, staticDir }), modules, sassPlugin(rootDir, loaded)],
    metafile: true,
    logLevel: 'silent',
  }).catch((error: { errors?: Message[] }) => {
    const first = error.errors?.[0];
    if (!first) throw error;
    const where = first.location;
    throw new ContentError(where ? path.relative(rootDir, path.resolve(rootDir, where.file)) : 'a stylesheet a component imports', first.text, where?.line, where ? where.column + 1 : undefined);
  });
  const out = path.join(rootDir, OUT_DIR);
  let css = '';
  const assets: ComponentStylesheet['assets'] = [];
  for (const file of result.outputFiles) {
    const relative = slashPath(path.relative(out, file.path));
    if (relative.endsWith('.css')) css = file.text;
    else assets.push({ path: relative, contents: file.contents });
  }
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== STDIN_NAME && !input.includes(':'))
    .map((input) => path.resolve(rootDir, input))
    .concat([...loaded]);
  return { css, assets, inputs: [...new Set(inputs)] };
}
