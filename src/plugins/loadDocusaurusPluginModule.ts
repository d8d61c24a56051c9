import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importSiteModule } from '../config/loadConfig.js';
import { ConfigError } from '../errors.js';

/** A Docusaurus plugin module: its default export (the plugin function) and its static `validateOptions`. */
export interface DocusaurusPluginModule {
  plugin: (context: unknown, options: Record<string, unknown>) => unknown;
  validateOptions?: (args: { validate: (schema: unknown, options: Record<string, unknown>) => Record<string, unknown>; options: Record<string, unknown> }) => Record<string, unknown>;
}

const LOCAL_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/**
 * The plugin a Docusaurus config's `plugins` entry names, resolved as Docusaurus does from the
 * config's folder: a path (`./plugins/x`, `require.resolve(…)`), or a package with the shorthands
 * Docusaurus accepts (`x` → `x`, `@docusaurus/plugin-x`, `docusaurus-plugin-x`; `@scope/x` →
 * `@scope/x`, `@scope/docusaurus-plugin-x`; `@scope` → `@scope/docusaurus-plugin`). A file of the
 * site (TypeScript included) is compiled as the config is; a package's module is imported as it is.
 */
export async function loadDocusaurusPluginModule(spec: string | ((...args: never[]) => unknown), at: string, configFile: string): Promise<DocusaurusPluginModule> {
  if (typeof spec === 'function') return fromExports(spec as unknown as Record<string, unknown>, spec, at);
  const file = resolvePlugin(spec, at, configFile);
  const inPackage = file.split(path.sep).includes('node_modules');
  const module = inPackage ? ((await import(pathToFileURL(file).href)) as Record<string, unknown>) : (await importSiteModule(file, 'the plugin')).module;
  // An ES module's default export; a CommonJS module's `module.exports` (or its `exports.default`).
  let plugin: unknown = module.default ?? module;
  if (typeof plugin !== 'function' && typeof (plugin as { default?: unknown } | null)?.default === 'function') plugin = (plugin as { default: unknown }).default;
  return fromExports(module, plugin, at);
}

function fromExports(module: Record<string, unknown>, plugin: unknown, at: string): DocusaurusPluginModule {
  if (typeof plugin !== 'function') throw new ConfigError(`${at}: the plugin module does not export a plugin function (export default function (context, options) { return { name, … } })`);
  const fromDefault = (module.default as { validateOptions?: unknown } | undefined)?.validateOptions;
  const validateOptions = [module.validateOptions, fromDefault, (plugin as { validateOptions?: unknown }).validateOptions].find((candidate) => typeof candidate === 'function');
  return { plugin: plugin as DocusaurusPluginModule['plugin'], ...(validateOptions ? { validateOptions: validateOptions as DocusaurusPluginModule['validateOptions'] } : {}) };
}

function resolvePlugin(spec: string, at: string, configFile: string): string {
  const siteDir = path.dirname(configFile);
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const found = localFile(path.resolve(siteDir, spec));
    if (!found) throw new ConfigError(`${at}: ${spec} not found (a plugin's path is relative to the config's folder)`);
    return found;
  }
  const require = createRequire(configFile);
  const names = namePatterns(spec);
  for (const name of names) {
    try {
      return require.resolve(name);
    } catch {
      // not this one: the next shorthand
    }
  }
  throw new ConfigError(`${at}: the plugin "${spec}" is not installed in ${path.relative(process.cwd(), siteDir) || '.'} (looked for ${names.join(', ')}): install it, as Docusaurus needs it too`);
}

/** Docusaurus's module shorthands for a plugin's name. */
function namePatterns(name: string): string[] {
  if (name.startsWith('@')) {
    const slash = name.indexOf('/');
    if (slash < 0) return [`${name}/docusaurus-plugin`];
    return [name, `${name.slice(0, slash)}/docusaurus-plugin-${name.slice(slash + 1)}`];
  }
  return [name, `@docusaurus/plugin-${name}`, `docusaurus-plugin-${name}`];
}

/** A path as written, or with one of the module extensions, or a folder's index module. */
function localFile(base: string): string | undefined {
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  if (isFile(base)) return base;
  for (const ext of LOCAL_EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of LOCAL_EXTENSIONS) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}
