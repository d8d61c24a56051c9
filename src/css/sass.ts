import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/** A Sass file's name: `.scss` or the indented `.sass`. */
export const SASS_FILE = /\.s[ac]ss$/;

/** The part of the `sass` (or `sass-embedded`) package docsgen calls. */
interface SassCompiler {
  compile(file: string, options: Record<string, unknown>): { css: string; loadedUrls: URL[] };
}

interface SassException {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

/** A stylesheet docsgen could not compile, with where (`file`, 1-based `line` and `column`) when Sass said. */
export class SassError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

const compilers = new Map<string, SassCompiler | undefined>();

const NO_SASS = 'a Sass stylesheet needs the `sass` package installed in the site (npm install --save-dev sass), as docusaurus-plugin-sass does';

/**
 * The error for `import './x.scss'` when the site has no Sass installed (undefined when it has):
 * given at the import, so the message names the file and line that ask for Sass.
 */
export function missingSass(stylesheet: string, rootDir: string): string | undefined {
  if (!SASS_FILE.test(stylesheet) || siteCompiler(rootDir)) return undefined;
  return `"${stylesheet}" is a Sass stylesheet: it needs the \`sass\` package installed in the site (npm install --save-dev sass), as docusaurus-plugin-sass does`;
}

/**
 * The site's own Sass compiler, as docusaurus-plugin-sass uses it: `sass` (or `sass-embedded`)
 * installed in the site (that plugin needs it installed too). docsgen does not ship one.
 */
function siteCompiler(rootDir: string): SassCompiler | undefined {
  if (!compilers.has(rootDir)) {
    const require = createRequire(path.join(rootDir, 'package.json'));
    let found: SassCompiler | undefined;
    for (const name of ['sass', 'sass-embedded']) {
      try {
        found = require(name) as SassCompiler;
        break;
      } catch {
        // not installed: the next one
      }
    }
    compilers.set(rootDir, found);
  }
  return compilers.get(rootDir);
}

/**
 * A `.scss` / `.sass` file compiled to CSS by the site's Sass, with every file it loaded (its
 * `@use`d partials, for the caches). `~pkg/x` imports (webpack's sass-loader) and bare package
 * paths resolve in the site's node_modules.
 */
export function compileSass(file: string, rootDir: string): { css: string; loaded: string[] } {
  const relative = path.relative(rootDir, file) || file;
  const sass = siteCompiler(rootDir);
  if (!sass) throw new SassError(NO_SASS, relative);
  const nodeModules = path.join(rootDir, 'node_modules');
  try {
    const result = sass.compile(file, {
      style: 'expanded',
      loadPaths: [nodeModules],
      importers: [
        {
          // webpack's `~package/file`: a file in node_modules.
          findFileUrl: (url: string) => (url.startsWith('~') ? pathToFileURL(path.join(nodeModules, url.slice(1))) : null),
        },
      ],
    });
    return { css: result.css, loaded: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)) };
  } catch (error) {
    const exception = error as SassException;
    const span = exception.span;
    const where = span?.url?.protocol === 'file:' ? path.relative(rootDir, fileURLToPath(span.url)) : relative;
    throw new SassError(exception.sassMessage ?? exception.message, where, span ? span.start.line + 1 : undefined, span ? span.start.column + 1 : undefined);
  }
}

/** A stylesheet's CSS: a Sass file compiled (its loaded files added to `loaded`), a CSS file as it is. */
export function stylesheetSource(file: string, rootDir: string, loaded?: Set<string>): Buffer {
  if (!SASS_FILE.test(file)) return readFileSync(file);
  const { css, loaded: files } = compileSass(file, rootDir);
  for (const each of files) loaded?.add(each);
  return Buffer.from(css);
}

/**
 * esbuild loads `.scss` / `.sass` files (a Docusaurus site's `customCss: './src/css/custom.scss'`,
 * a component's `import './x.scss'`) as the CSS the site's Sass compiles them to. The files Sass
 * loaded besides go to `loaded`, for the caches that check the files a build read.
 */
export function sassPlugin(rootDir: string, loaded: Set<string>): Plugin {
  return {
    name: 'docsgen-sass',
    setup(b) {
      b.onLoad({ filter: SASS_FILE }, (args) => {
        try {
          const { css, loaded: files } = compileSass(args.path, rootDir);
          for (const file of files) loaded.add(file);
          return { contents: css, loader: 'css', watchFiles: files };
        } catch (error) {
          if (!(error instanceof SassError)) throw error;
          return { errors: [sassErrorMessage(error, rootDir)] };
        }
      });
    },
  };
}

/** A SassError as an esbuild message: esbuild's error then names the file and line. */
export function sassErrorMessage(error: SassError, rootDir: string): { text: string; location: { file: string; line: number; column: number } } {
  const file = path.resolve(rootDir, error.file);
  return { text: error.message, location: { file, line: error.line ?? 1, column: (error.column ?? 1) - 1 } };
}
