import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { ConfigError, formatLocation } from '../util/errors.js';
import { describeEsbuildError } from '../util/esbuildError.js';
import { onInterrupt, processAlive } from '../util/interrupts.js';
import { escapeRegExp } from '../shared/escapeRegExp.js';
import { cachedBuild, installedPackages, type BuildResult } from '../util/cachedBuild.js';
import { loadEsbuild } from '../util/loadEsbuild.js';
import { packageRoot } from '../util/packageRoot.js';
import { cachePaths } from './cachePaths.js';
import { siteCacheDir } from './resolveConfig.js';
import { localFile } from './localFile.js';
import { modulePathsPlugin } from './modulePathsPlugin.js';
import { CJS_NAMESPACE, PACKAGE_REQUIRE_BANNER, packageImportsPlugin } from './packageImportsPlugin.js';

/** What the config loader's stand-in for prism-react-renderer gives for `themes.<name>`. */
export const PRISM_THEME_KEY = 'docsgenPrismTheme';

/** A compiled site module as its record keeps it: the code, the files it was made from (absolute), and their folders' listings. */
interface CompiledModule {
  code: string;
  inputs: string[];
  listings: Record<string, string[]>;
}

/**
 * A module of the site (the config, a Docusaurus plugin in the site's folder) as Node would run it
 * whatever it is written in (TypeScript, JSX, CommonJS): esbuild bundles its local files into one
 * temporary module beside it, leaving packages to the site's node_modules. `what` names it in errors.
 * The compiled code is kept in the site's cache folder (`siteDir`'s, see cachedBuild) while the
 * files it was made from hash the same, no file was added beside them (one could now be resolved
 * instead) and the site's installed packages are the same: a build that changed one page neither
 * loads esbuild nor starts its service for the config.
 */
export async function importSiteModule(file: string, what: string, siteDir: string): Promise<{ module: Record<string, unknown>; inputs: string[] }> {
  const temp = path.join(path.dirname(file), `.docsgen-config-${process.pid}-${randomUUID().slice(0, 8)}.mjs`);
  const records = { dir: cachePaths(siteCacheDir(siteDir)).modules, name: `module-${createHash('sha256').update(file).digest('hex').slice(0, 12)}`, base: siteDir };
  const preloads = packagePreloads(file, temp);
  let compiled: CompiledModule;
  try {
    compiled = await cachedBuild<CompiledModule>(records, [file, packageRoot(), installedPackages(siteDir)], () => compile(file, temp, what, preloads.load), (value) =>
      Object.entries(value.listings).every(([dir, names]) => sameNames(listing(dir), names)),
    );
  } finally {
    await preloads.settled();
  }
  return importCompiled(file, temp, compiled.code, compiled.inputs, what);
}

/**
 * The packages the module imports, loaded while esbuild still compiles it (the main thread waits on
 * esbuild's service then): a config's packages (prism-react-renderer evaluates all of Prism and its
 * grammars, some 80 ms of CPU) would otherwise load one after the other once the compile is done.
 * As esbuild resolves an import statement of a package, the package is loaded as the compiled module
 * will load it: an ES module imported by its name from a module beside the config (it resolves as
 * the compiled module's import will, beside it too), a CommonJS package required by its file (see
 * packageImportsPlugin), with the CommonJS globals the compiled module's import provides (see
 * provideCommonJsGlobals). Node keeps one instance of a module per resolved file, so the compiled
 * module's import finds it loaded: the same objects, evaluated once. Only import statements: a
 * `require()` or `import()` in a function, and `require.resolve`, may never load the package. A
 * package that fails to load is left for the compiled module's own import to report.
 */
type PackageLoad = { import: string } | { require: string };

function packagePreloads(file: string, temp: string): { load: (what: PackageLoad) => void; settled: () => Promise<void> } {
  const loads = new Map<string, Promise<unknown>>();
  const requireBeside = createRequire(file);
  let restoreGlobals: (() => void) | undefined;
  return {
    load(what) {
      const key = JSON.stringify(what);
      if (loads.has(key)) return;
      restoreGlobals ??= provideCommonJsGlobals(temp, file);
      // After esbuild has its answer for this import: the package loads while it goes on compiling.
      const loaded = new Promise((resolve) => setImmediate(resolve)).then(() => ('require' in what ? requireBeside(what.require) : importBeside(file, what.import)));
      loads.set(key, loaded.catch(() => undefined));
    },
    async settled() {
      await Promise.all(loads.values());
      restoreGlobals?.();
      restoreGlobals = undefined;
    },
  };
}

/** Imports package `name` from a temporary module beside `file` (removed once loaded). */
async function importBeside(file: string, name: string): Promise<void> {
  const module = path.join(path.dirname(file), `.docsgen-config-${process.pid}-${randomUUID().slice(0, 8)}.mjs`);
  const stopCleanup = onInterrupt(() => rmSync(module, { force: true }));
  try {
    await writeFile(module, `import ${JSON.stringify(name)};\n`);
    await import(pathToFileURL(module).href);
  } finally {
    await rm(module, { force: true });
    stopCleanup();
  }
}

/**
 * A folder's entries, but the compiled modules builds running now have beside a config, and
 * node_modules (the installed packages are in the key; its cache folder is made by the first build).
 */
function listing(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name !== 'node_modules' && !COMPILED_MODULE.test(name))
      .sort();
  } catch {
    return [];
  }
}

function sameNames(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i]);
}

async function compile(file: string, temp: string, what: string, preload: (what: PackageLoad) => void): Promise<BuildResult<CompiledModule>> {
  let code: string;
  let inputs: string[];
  let metafile: Metafile;
  try {
    const { build } = await loadEsbuild();
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      // An inline source map lets an error thrown by the config name its own line.
      sourcemap: 'inline',
      outfile: temp,
      metafile: true,
      banner: { js: `${PACKAGE_REQUIRE_BANNER} ${SITE_RESOLVE_BANNER}` },
      define: { 'require.resolve': '__docsgenSiteResolve' },
      plugins: [
        modulePathsPlugin(),
        {
          // Docusaurus configs import prism-react-renderer for their code themes only. Installed
          // beside the config, its themes colour code (fromDocusaurus maps them); else the config
          // loads with a stand-in that gives the themes' names, for the warning (its `plain` is
          // marked too, so a theme a site builds on one of them is known for what it is).
          name: 'prism-themes',
          setup(b) {
            b.onResolve({ filter: /^prism-react-renderer$/ }, (args) => {
              if (!isInstalled('prism-react-renderer', args.resolveDir || path.dirname(file))) return { path: 'prism-react-renderer', namespace: 'docsgen-prism' };
              if (args.kind === 'import-statement') preload({ import: args.path });
              return { path: args.path, external: true };
            });
            b.onLoad({ filter: /.*/, namespace: 'docsgen-prism' }, () => ({
              contents: `const themes = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? { ${PRISM_THEME_KEY}: name, plain: { ${PRISM_THEME_KEY}: name }, styles: [] } : undefined) }); export { themes }; export default { themes };`,
              loader: 'js',
            }));
          },
        },
        packageImportsPlugin(preload),
      ],
    });
    code = result.outputFiles[0]!.text;
    metafile = result.metafile;
    // Metafile paths are relative to the working directory.
    inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.startsWith(`${CJS_NAMESPACE}:`))
      .map((input) => path.resolve(input));
  } catch (error) {
    throw new ConfigError(describeEsbuildError(error, relative(file), `cannot compile ${what}`), { cause: error });
  }
  const listings = Object.fromEntries([...new Set(inputs.map((input) => path.dirname(input)))].map((dir) => [dir, listing(dir)]));
  return { value: { code, inputs, listings }, metafile, workingDir: process.cwd() };
}

/** Imports the compiled code of `file` from a temporary module beside it (removed once loaded). */
async function importCompiled(file: string, temp: string, code: string, inputs: string[], what: string): Promise<{ module: Record<string, unknown>; inputs: string[] }> {
  // Ctrl-C while the config loads must not leave the compiled module beside it.
  const stopCleanup = onInterrupt(() => rmSync(temp, { force: true }));
  await writeFile(temp, code);
  process.setSourceMapsEnabled(true);
  // A CommonJS config (module.exports, require.resolve('./sidebars.js'), __dirname) runs as in Node.
  const restoreGlobals = provideCommonJsGlobals(temp, file);
  try {
    return { module: (await import(pathToFileURL(temp).href)) as Record<string, unknown>, inputs };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const frame = new RegExp(`${escapeRegExp(file)}:(\\d+):(\\d+)`).exec(String((error as Error)?.stack ?? ''));
    const where = frame ? formatLocation(relative(file), Number(frame[1]), Number(frame[2])) : relative(file);
    throw new ConfigError(`${where}: ${what} threw while loading: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  } finally {
    restoreGlobals();
    await rm(temp, { force: true });
    stopCleanup();
  }
}

/**
 * `require`, `__dirname` and `__filename` as globals while the compiled config loads, so code
 * written for CommonJS finds them (the module itself is ESM); a config that declares its own
 * shadows them. Returns the function that puts the previous values back.
 */
function provideCommonJsGlobals(temp: string, file: string): () => void {
  const globals = globalThis as Record<string | symbol, unknown>;
  const values: Record<string | symbol, unknown> = { require: createRequire(temp), __dirname: path.dirname(file), __filename: file, [SITE_RESOLVE]: siteResolve(temp, file) };
  const keys = Reflect.ownKeys(values);
  const previous = new Map(keys.map((key) => [key, Object.getOwnPropertyDescriptor(globals, key)]));
  for (const key of keys) if (!previous.get(key)) globals[key] = values[key];
  return () => {
    for (const key of keys) if (!previous.get(key)) delete globals[key];
  };
}

/**
 * The global the compiled code's `require.resolve` reads (esbuild's define makes every
 * `require.resolve` of the bundle `__docsgenSiteResolve`, which the banner takes from it): a free
 * `require` is not always Node's global (a module runner gives its modules their own), this is.
 */
const SITE_RESOLVE = Symbol.for('docsgen.siteResolve');
const SITE_RESOLVE_BANNER = `const __docsgenSiteResolve = globalThis[Symbol.for('docsgen.siteResolve')] ?? __docsgenRequire.resolve;`;

/**
 * `require.resolve` of a site module (the compiled code's every `require.resolve` is this, see
 * SITE_RESOLVE): Node's beside the compiled module, then, where it finds nothing, a site file as
 * jiti (which loads a Docusaurus config) finds it: a path without its extension or a folder's index
 * module (`require.resolve('./plugins/x')` for x.ts), and, from a TypeScript config, `.js`/`.mjs`/
 * `.cjs` written for the `.ts`/`.mts`/`.cts` file (TypeScript's import style: trpc's
 * `require.resolve('./sidebars.js')` names its sidebars.ts).
 */
function siteResolve(temp: string, file: string): NodeJS.RequireResolve {
  const nodeResolve = createRequire(temp).resolve;
  const fromTypeScript = /\.[cm]?tsx?$/.test(file);
  const resolve = (request: string, options?: { paths?: string[] }): string => {
    try {
      return nodeResolve(request, options);
    } catch (error) {
      if (options?.paths || !/^\.{0,2}\//.test(request)) throw error;
      const base = path.resolve(path.dirname(file), request);
      const found = localFile(base) ?? (fromTypeScript ? localFile(base.replace(/\.([cm]?)js$/, '.$1ts')) : undefined);
      if (found === undefined) throw error;
      return found;
    }
  };
  return Object.assign(resolve, { paths: nodeResolve.paths });
}

/** Whether a package resolves from a folder (as the config's own import of it will). */
function isInstalled(name: string, fromDir: string): boolean {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  for (const request of [`${name}/package.json`, name]) {
    try {
      require.resolve(request);
      return true;
    } catch {
      // not this way: try the next
    }
  }
  return false;
}

const COMPILED_MODULE = /^\.docsgen-config-(\d+)-[0-9a-f]{8}\.mjs$/;

/** Compiled configs that killed runs (SIGKILL) left beside the config. */
export function removeStaleModules(dir: string): void {
  for (const name of readdirSync(dir)) {
    const match = COMPILED_MODULE.exec(name);
    if (match && !processAlive(Number(match[1]))) rmSync(path.join(dir, name), { force: true });
  }
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
