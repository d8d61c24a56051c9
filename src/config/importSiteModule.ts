import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, formatLocation } from '../util/errors.js';
import { describeEsbuildError } from '../util/esbuildError.js';
import { onInterrupt, processAlive } from '../util/interrupts.js';
import { escapeRegExp } from '../shared/escapeRegExp.js';
import { modulePathsPlugin } from './modulePathsPlugin.js';
import { CJS_NAMESPACE, PACKAGE_REQUIRE_BANNER, packageImportsPlugin } from './packageImportsPlugin.js';

/** What the config loader's stand-in for prism-react-renderer gives for `themes.<name>`. */
export const PRISM_THEME_KEY = 'docsgenPrismTheme';

/**
 * A module of the site (the config, a Docusaurus plugin in the site's folder) as Node would run it
 * whatever it is written in (TypeScript, JSX, CommonJS): esbuild bundles its local files into one
 * temporary module beside it, leaving packages to the site's node_modules. `what` names it in errors.
 */
export async function importSiteModule(file: string, what: string): Promise<{ module: Record<string, unknown>; inputs: string[] }> {
  const temp = path.join(path.dirname(file), `.docsgen-config-${process.pid}-${randomUUID().slice(0, 8)}.mjs`);
  let code: string;
  let inputs: string[];
  try {
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
      banner: { js: PACKAGE_REQUIRE_BANNER },
      plugins: [
        modulePathsPlugin(),
        {
          // Docusaurus configs import prism-react-renderer for their code themes only. Installed
          // beside the config, its themes colour code (fromDocusaurus maps them); else the config
          // loads with a stand-in that gives the themes' names, for the warning (its `plain` is
          // marked too, so a theme a site builds on one of them is known for what it is).
          name: 'prism-themes',
          setup(b) {
            b.onResolve({ filter: /^prism-react-renderer$/ }, (args) =>
              isInstalled('prism-react-renderer', args.resolveDir || path.dirname(file)) ? { path: args.path, external: true } : { path: 'prism-react-renderer', namespace: 'docsgen-prism' },
            );
            b.onLoad({ filter: /.*/, namespace: 'docsgen-prism' }, () => ({
              contents: `const themes = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? { ${PRISM_THEME_KEY}: name, plain: { ${PRISM_THEME_KEY}: name }, styles: [] } : undefined) }); export { themes }; export default { themes };`,
              loader: 'js',
            }));
          },
        },
        packageImportsPlugin(),
      ],
    });
    code = result.outputFiles[0]!.text;
    // Metafile paths are relative to the working directory.
    inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.startsWith(`${CJS_NAMESPACE}:`))
      .map((input) => path.resolve(input));
  } catch (error) {
    throw new ConfigError(describeEsbuildError(error, relative(file), `cannot compile ${what}`), { cause: error });
  }
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
  const globals = globalThis as Record<string, unknown>;
  const values: Record<string, unknown> = { require: createRequire(temp), __dirname: path.dirname(file), __filename: file };
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, Object.getOwnPropertyDescriptor(globals, key)]));
  for (const [key, value] of Object.entries(values)) if (!previous[key]) globals[key] = value;
  return () => {
    for (const key of Object.keys(values)) if (!previous[key]) delete globals[key];
  };
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
