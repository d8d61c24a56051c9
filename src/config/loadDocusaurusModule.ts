import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../util/errors.js';
import { importSiteModule } from './importSiteModule.js';
import { localFile } from './localFile.js';
import { isCommonJs } from '../util/isCommonJs.js';
import { loadEsbuild } from '../util/loadEsbuild.js';

/** A Docusaurus plugin module: its default export (the plugin function) and its static `validateOptions`. */
export interface DocusaurusPluginModule {
  plugin: (context: unknown, options: Record<string, unknown>) => unknown;
  /** The folder of the plugin's module (Docusaurus's `plugin.path`: what its `getClientModules()` paths are relative to); the config's for a function written in the config. */
  dir: string;
  validateOptions?: (args: { validate: (schema: unknown, options: Record<string, unknown>) => Record<string, unknown>; options: Record<string, unknown> }) => Record<string, unknown>;
}


/**
 * The plugin a Docusaurus config's `plugins` entry names, resolved as Docusaurus does from the
 * config's folder: a path (`./plugins/x`, `require.resolve(…)`), or a package with the shorthands
 * Docusaurus accepts (`x` → `x`, `@docusaurus/plugin-x`, `docusaurus-plugin-x`; `@scope/x` →
 * `@scope/x`, `@scope/docusaurus-plugin-x`; `@scope` → `@scope/docusaurus-plugin`). A file of the
 * site (TypeScript included) is compiled as the config is; a package's module is imported as it is.
 */
export async function loadDocusaurusPluginModule(spec: string | ((...args: never[]) => unknown), at: string, configFile: string): Promise<DocusaurusPluginModule> {
  if (typeof spec === 'function') return fromExports(spec as unknown as Record<string, unknown>, spec, at, path.dirname(configFile));
  const { module, exported, file } = await importDocusaurusModule(spec, 'plugin', at, configFile);
  return fromExports(module, exported, at, path.dirname(file));
}

/**
 * A preset a Docusaurus config's `presets` entry names (resolved as a plugin is, with the preset
 * shorthands: `x` → `@docusaurus/preset-x`, `docusaurus-preset-x`): its function.
 */
export async function loadDocusaurusPreset(spec: string, at: string, configFile: string): Promise<(context: unknown, options: Record<string, unknown>) => unknown> {
  const { exported } = await importDocusaurusModule(spec, 'preset', at, configFile);
  if (typeof exported !== 'function') throw new ConfigError(`${at}: the preset module does not export a preset function (export default function (context, options) { return { plugins, themes } })`);
  return exported as (context: unknown, options: Record<string, unknown>) => unknown;
}

async function importDocusaurusModule(spec: string, kind: Kind, at: string, configFile: string): Promise<{ module: Record<string, unknown>; exported: unknown; file: string }> {
  const file = resolveModule(spec, kind, at, configFile);
  const inPackage = file.split(path.sep).includes('node_modules');
  const module = inPackage ? (isCommonJs(file) ? await requirePackageModule(file) : ((await import(pathToFileURL(file).href)) as Record<string, unknown>)) : (await importSiteModule(file, `the ${kind}`, path.dirname(path.resolve(configFile)))).module;
  // An ES module's default export; a CommonJS module's `module.exports` (or its `exports.default`).
  let exported: unknown = module.default ?? module;
  if (typeof exported !== 'function' && typeof (exported as { default?: unknown } | null)?.default === 'function') exported = (exported as { default: unknown }).default;
  return { module, exported, file };
}

type Kind = 'plugin' | 'preset';

function fromExports(module: Record<string, unknown>, plugin: unknown, at: string, dir: string): DocusaurusPluginModule {
  if (typeof plugin !== 'function') throw new ConfigError(`${at}: the plugin module does not export a plugin function (export default function (context, options) { return { name, … } })`);
  const fromDefault = (module.default as { validateOptions?: unknown } | undefined)?.validateOptions;
  const validateOptions = [module.validateOptions, fromDefault, (plugin as { validateOptions?: unknown }).validateOptions].find((candidate) => typeof candidate === 'function');
  return { plugin: plugin as DocusaurusPluginModule['plugin'], dir, ...(validateOptions ? { validateOptions: validateOptions as DocusaurusPluginModule['validateOptions'] } : {}) };
}

function resolveModule(spec: string, kind: Kind, at: string, configFile: string): string {
  const siteDir = path.dirname(configFile);
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const found = localFile(path.resolve(siteDir, spec));
    if (!found) throw new ConfigError(`${at}: ${spec} not found (a ${kind}'s path is relative to the config's folder)`);
    return found;
  }
  const require = createRequire(configFile);
  const names = namePatterns(spec, kind);
  for (const name of names) {
    try {
      return require.resolve(name);
    } catch {
      // not this one: the next shorthand
    }
  }
  throw new ConfigError(`${at}: the ${kind} "${spec}" is not installed in ${path.relative(process.cwd(), siteDir) || '.'} (looked for ${names.join(', ')}): install it, as Docusaurus needs it too`);
}

/** Docusaurus's module shorthands for a plugin's or preset's name. */
function namePatterns(name: string, kind: Kind): string[] {
  if (name.startsWith('@')) {
    const slash = name.indexOf('/');
    if (slash < 0) return [`${name}/docusaurus-${kind}`];
    return [name, `${name.slice(0, slash)}/docusaurus-${kind}-${name.slice(slash + 1)}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

/**
 * Packages a plugin needs only to bundle with webpack, which docsgen never does:
 * @docusaurus/plugin-pwa requires both at load and uses them only in its postBuild (where reading
 * props.currentBundler stops it first). Loading them took about a second of processor time and,
 * on a busy machine, seconds of reading files (jest's site).
 */
const BUNDLING_ONLY = new Set(['@docusaurus/bundler', 'workbox-build']);

type Transform = (source: string, filename: string) => string;

/**
 * A CommonJS package module, required (see requireDeferringBundlers). Docusaurus loads plugins
 * through jiti, which compiles a file written as an ES module to CommonJS wherever a package
 * requires it: @docusaurus/plugin-vercel-analytics 3.10.2's CommonJS index requires its
 * `options.js`, written with `import { Joi } from '@docusaurus/utils-validation'`. Node runs that
 * file as an ES module, whose named import of that CommonJS getter fails ("does not provide an
 * export named"). Only then is the module required again, with such files compiled by esbuild to
 * CommonJS as jiti does: a package that loads as it is pays nothing.
 */
async function requirePackageModule(file: string): Promise<Record<string, unknown>> {
  try {
    return requireDeferringBundlers(file);
  } catch (error) {
    if (!esModuleInterop(error)) throw error;
    const { transformSync } = await loadEsbuild();
    return requireDeferringBundlers(file, (source, filename) => transformSync(source, { format: 'cjs', loader: 'js', target: 'node20', sourcefile: filename }).code);
  }
}

/** An error of Node running an ES-module file that a CommonJS one required. */
function esModuleInterop(error: unknown): boolean {
  const { name, message, code } = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown };
  return (name === 'SyntaxError' && typeof message === 'string' && message.includes('does not provide an export named')) || code === 'ERR_REQUIRE_ESM' || code === 'ERR_REQUIRE_ASYNC_MODULE';
}

/** A line that starts an ES module's import or export. */
const ES_MODULE_SYNTAX = /^[ \t]*(?:import[ \t]*[\w*{'"$]|export[ \t]+(?:default|const|let|var|function|class|async|\{|\*))/m;

type LoadFunction = (request: string, parent: { filename?: string } | undefined, isMain: boolean) => unknown;

/**
 * A CommonJS plugin module as Node's import() gives it (`default`: its module.exports), except
 * that the BUNDLING_ONLY packages its own file requires are loaded when first used (see deferredModule),
 * and, with `toCommonJs`, files written as ES modules are compiled to CommonJS (see requirePackageModule).
 */
function requireDeferringBundlers(file: string, toCommonJs?: Transform): Record<string, unknown> {
  const loader = Module as unknown as { _load: LoadFunction; _extensions: Record<string, JsLoader> };
  const load = loader._load;
  const js = loader._extensions['.js']!;
  loader._load = function (this: unknown, request, parent, isMain) {
    if (parent?.filename === file && BUNDLING_ONLY.has(request)) return deferredModule(() => load.call(this, request, parent, isMain) as Record<string, unknown>);
    return load.call(this, request, parent, isMain);
  };
  // With toCommonJs: a `.js` file Node would run as CommonJS but that is written as an ES module is compiled to CommonJS first.
  if (toCommonJs)
    loader._extensions['.js'] = function (this: unknown, module, filename) {
      if (isCommonJs(filename)) {
        const source = readFileSync(filename, 'utf8');
        if (ES_MODULE_SYNTAX.test(source)) return module._compile(toCommonJs(source, filename), filename);
      }
      return js.call(this, module, filename);
    };
  try {
    return { default: createRequire(file)(file) as unknown };
  } finally {
    loader._load = load;
    loader._extensions['.js'] = js;
  }
}

type JsLoader = (module: { _compile: (code: string, filename: string) => unknown }, filename: string) => unknown;

/**
 * A module loaded on first use: an export read before then is a function that loads the module
 * when called (or constructed) and hands on to the real export, so reading one and calling it
 * with an argument whose evaluation throws loads nothing. Any other look at the module loads it.
 */
function deferredModule(load: () => Record<string, unknown>): Record<string, unknown> {
  let loaded: Record<string, unknown> | undefined;
  const real = () => (loaded ??= load());
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (loaded || typeof key === 'symbol' || key === '__esModule') return Reflect.get(real(), key);
      return function deferred(this: unknown, ...args: unknown[]) {
        const value = real()[key] as (...args: unknown[]) => unknown;
        return new.target ? Reflect.construct(value, args) : value.apply(this, args);
      };
    },
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

