import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ConfigError, formatLocation, MAX_LISTED_PROBLEMS, UsageError } from '../util/errors.js';
import { escapeRegExp } from '../shared/escapeRegExp.js';
import { keyPosition } from './keyPosition.js';
import { configHtmlTags } from '../shared/htmlTags.js';
import type { LoadedConfig } from './configValues.js';
import { expandPresets } from './expandPresets.js';
import { formatIssues } from './formatIssues.js';
import { docusaurusThemeConfig, themeConfigOfValues } from './docusaurusThemeConfig.js';
import { fromDocusaurus, takeConfigNotes, takeConfigWarnings, takeDocusaurusThemeConfig } from './fromDocusaurus.js';
import { importSiteModule, removeStaleModules } from './importSiteModule.js';
import { localFile as moduleFile } from './localFile.js';
import { feedLinks } from './blogFeedLinks.js';
import { defaultDocsInstance, docusaurusSiteConfig, otherDocsInstance, outsideDocsDirs, resolvePaths, resolveUrls, versionSources, withFavicon } from './resolveConfig.js';
import { DEFAULT_PAGE_MEMORY, siteConfigSchema, type DocusaurusPluginEntry } from './schema.js';
import { isMultilingual, resolveI18n } from './resolveI18n.js';
import { configLines } from './configLines.js';
import { docsIdsOf } from './resolveVersions.js';
import { withLocaleFolders } from './localeFolders.js';
import { docusaurusI18n } from './docusaurusI18n.js';
import { themeMessagesOf } from '../shared/themeMessages.js';

export const DEFAULT_CONFIG_FILE = 'site.config.ts';

/** A Docusaurus site's config, read in place when the folder has no site.config.ts (in this order). */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** The config in `dir`: site.config.ts, else a Docusaurus config, else site.config.ts (not found). */
export function findConfigFile(dir = process.cwd()): string {
  const found = [DEFAULT_CONFIG_FILE, ...DOCUSAURUS_CONFIG_FILES].find((name) => existsSync(path.join(dir, name)));
  return path.relative(process.cwd(), path.join(dir, found ?? DEFAULT_CONFIG_FILE)) || DEFAULT_CONFIG_FILE;
}

/** The page workers' memory limit `--page-memory` (DOCSGEN_PAGE_MEMORY) sets, when it is set to one. */
export function pageMemoryFromEnv(): number | undefined {
  const pageMemory = Number(process.env.DOCSGEN_PAGE_MEMORY);
  return Number.isInteger(pageMemory) && pageMemory >= 64 ? pageMemory : undefined;
}

/**
 * The page workers' memory limit a build from the config `file` will run with, where it is known
 * before the config is read: `--page-memory`'s (it wins over the config), else the default when the
 * file's text does not name `pageMemory` (a Docusaurus config takes no docsgen key). Unknown
 * (undefined) when it names it, or cannot be read: then the config's value is waited for (see build).
 */
export function pageMemoryBeforeConfig(file: string): number | undefined {
  const fromEnv = pageMemoryFromEnv();
  if (fromEnv !== undefined) return fromEnv;
  try {
    return /\bpageMemory\b/.test(readFileSync(file, 'utf8')) ? undefined : DEFAULT_PAGE_MEMORY;
  } catch {
    return undefined;
  }
}

export function isDocusaurusConfig(file: string): boolean {
  return /^docusaurus\.config\.[cm]?[jt]s$/.test(path.basename(file));
}

/**
 * Loads site.config.ts (or a Docusaurus config, mapped by fromDocusaurus): esbuild compiles it
 * (no ts-node) into a temporary module beside it, so its imports resolve from the site's own
 * node_modules; then the schema validates it.
 */
export async function loadConfig(configPath: string): Promise<LoadedConfig> {
  const file = path.resolve(configPath);
  if (!existsSync(file)) {
    throw new UsageError(
      `${configPath}: config file not found (--config names the site config; the default is ${DEFAULT_CONFIG_FILE} in the current folder, else ${DOCUSAURUS_CONFIG_FILES.join(', ')}).\n  To start a new site here, run: npx docsgen init`,
    );
  }
  removeStaleModules(path.dirname(file));
  const imported = await importConfigModule(file, path.dirname(file));
  let raw = imported.raw;
  const inputs = imported.inputs;
  // Docusaurus allows a function (sync or async) returning the config.
  if (typeof raw === 'function') raw = await (raw as () => unknown)();
  if (isDocusaurusConfig(file)) raw = fromDocusaurus(await expandPresets(raw, file, relative(file)), { file: relative(file), rootDir: path.dirname(file) });
  const { raw: withSidebars, sidebarsFile } = await withSidebarsModule(raw, file, inputs);
  raw = await withOtherSidebarsModules(withSidebars, file, inputs);
  return validateConfig(raw, file, inputs, sidebarsFile);
}

/** `otherDocs[].sidebarPath`: each module's default export becomes that instance's `sidebars` (the path stays: errors name the file). */
async function withOtherSidebarsModules(raw: unknown, file: string, inputs: string[]): Promise<unknown> {
  if (typeof raw !== 'object' || raw === null) return raw;
  const others = (raw as { otherDocs?: unknown }).otherDocs;
  if (!Array.isArray(others)) return raw;
  const loaded: unknown[] = [];
  for (const [i, other] of others.entries()) {
    const sidebarPath = (other as { sidebarPath?: unknown } | null)?.sidebarPath;
    if (typeof sidebarPath !== 'string') {
      loaded.push(other);
      continue;
    }
    const sidebarFile = path.resolve(path.dirname(file), sidebarPath);
    if (!existsSync(sidebarFile)) throw new ConfigError(`${relative(file)}: otherDocs[${i}].sidebarPath: ${sidebarPath} not found (paths are relative to the config's folder)`);
    const sidebars = await importConfigModule(sidebarFile, path.dirname(file));
    inputs.push(...sidebars.inputs.filter((input) => !inputs.includes(input)));
    const value = typeof sidebars.raw === 'function' ? await (sidebars.raw as () => unknown)() : sidebars.raw;
    loaded.push({ ...(other as Record<string, unknown>), sidebars: value });
  }
  return Object.assign(Object.create(Object.getPrototypeOf(raw) as object) as object, raw, { otherDocs: loaded });
}

/**
 * `docs.sidebarPath`: the sidebars module's default export becomes `sidebars` (its file an input
 * of the config). The module's absolute path is worked out here, once: it is `paths.sidebarsFile`.
 */
async function withSidebarsModule(raw: unknown, file: string, inputs: string[]): Promise<{ raw: unknown; sidebarsFile?: string }> {
  if (typeof raw !== 'object' || raw === null) return { raw };
  const docs = (raw as { docs?: { sidebarPath?: unknown } }).docs;
  if (typeof docs?.sidebarPath !== 'string') return { raw };
  const sidebarFile = path.resolve(path.dirname(file), docs.sidebarPath);
  if ('sidebars' in raw && (raw as { sidebars?: unknown }).sidebars !== undefined) {
    throw new ConfigError(`${relative(file)}: docs.sidebarPath and sidebars both name the sidebars: keep one`);
  }
  if (!existsSync(sidebarFile)) throw new ConfigError(`${relative(file)}: docs.sidebarPath: ${docs.sidebarPath} not found (paths are relative to the config's folder)`);
  const sidebars = await importConfigModule(sidebarFile, path.dirname(file));
  inputs.push(...sidebars.inputs.filter((input) => !inputs.includes(input)));
  const value = typeof sidebars.raw === 'function' ? await (sidebars.raw as () => unknown)() : sidebars.raw;
  return { raw: Object.assign(Object.create(Object.getPrototypeOf(raw) as object) as object, raw, { sidebars: value }), sidebarsFile: sidebarFile };
}

/** `sidebarsFile`: the module `docs.sidebarPath` named, once loadConfig has read it (else the sidebars are the config's). */
export function validateConfig(raw: unknown, file: string, inputs: string[] = [file], sidebarsFile = file): LoadedConfig {
  const warnings = takeConfigWarnings(raw);
  const notes = takeConfigNotes(raw);
  const themeConfig = takeDocusaurusThemeConfig(raw);
  // Checked once per run (once per thread that loads the config): zod's compiled fast path for
  // each object schema (made with `new Function` at its first parse) costs more than it saves here,
  // some 9 of 13 ms of CPU for a small site's config; the result and its issues are the same.
  const parsed = siteConfigSchema.safeParse(raw, { jitless: true });
  if (!parsed.success) {
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const lineOf = (issue: z.core.$ZodIssue) => lineOfKey(source, issueKey(issue));
    const lines = formatIssues(parsed.error.issues, lineOf);
    const first = parsed.error.issues.map(lineOf).find((line) => line !== undefined);
    const shown = lines.slice(0, MAX_LISTED_PROBLEMS);
    if (lines.length > shown.length) shown.push(`…and ${lines.length - shown.length} more`);
    throw new ConfigError(`${formatLocation(relative(file), first)}: invalid configuration\n  ${shown.join('\n  ')}`);
  }
  const config = resolveConfig(parsed.data, file, inputs, sidebarsFile, themeConfig);
  // `--page-timeout` and `--page-memory` (every thread reads them: the dev server's build thread too) win over the config.
  const pageTimeout = Number(process.env.DOCSGEN_PAGE_TIMEOUT);
  if (pageTimeout > 0) config.pageTimeout = pageTimeout;
  const pageMemory = pageMemoryFromEnv();
  if (pageMemory !== undefined) config.pageMemory = pageMemory;
  const placed = keyPlacer(file);
  config.warnings = warnings.map(placed);
  // A Docusaurus plugin's warnings and errors start with where the config lists it (`…: plugins[1]`): placed the same way.
  for (const entry of config.pluginEntries) {
    if ('docusaurusPlugin' in entry) (entry as DocusaurusPluginEntry).docusaurusPlugin.at = placed((entry as DocusaurusPluginEntry).docusaurusPlugin.at);
  }
  if (notes.length > 0) config.notes = notes;
  return config;
}

/**
 * The resolved config, made once here and passed down (as VitePress's resolveConfig): every
 * folder absolute and the site's URLs worked out, so no later stage reads the strings the config
 * wrote for them.
 */
function resolveConfig(values: z.output<typeof siteConfigSchema>, file: string, inputs: string[], sidebarsFile: string, themeConfig: Record<string, unknown> | undefined): LoadedConfig {
  const { contentDir, themeDir, outDir, url, baseUrl, clientModules, otherDocs: _otherDocs, plugins: pluginEntries, ...rest } = values;
  const paths = resolvePaths({ contentDir, themeDir, outDir, theme: values.theme, clientModules, layout: values.layout, docs: values.docs, blog: values.blog, sidebarsFile }, file);
  values.theme.customCss.forEach((css, i) => {
    if (!existsSync(paths.customCss[i]!)) throw new ConfigError(`${relative(file)}: theme.customCss: ${css} not found (paths are relative to the config's folder)`);
  });
  paths.clientModules = clientModules.map((module, i) => {
    const found = moduleFile(paths.clientModules[i]!);
    if (!found) throw new ConfigError(`${relative(file)}: clientModules[${i}]: ${module} not found (paths are relative to the config's folder)`);
    return found;
  });
  const urls = withFavicon(resolveUrls(url, baseUrl, relative(file)), values.favicon);
  const docsInstances = [defaultDocsInstance(values, paths, relative(file)), ...values.otherDocs.map((other) => otherDocsInstance(other, paths, relative(file)))];
  const ids = new Set<string>();
  for (const instance of docsInstances) {
    if (ids.has(instance.id)) throw new ConfigError(`${relative(file)}: two docs instances have the id "${instance.id}": give each its own id`);
    ids.add(instance.id);
  }
  // Versioned docs and other instances are sources like the docs folder (the up-to-date check, serve --watch).
  const extra = versionSources(docsInstances, paths);
  const i18n = resolveI18n(values.i18n, { rootDir: paths.rootDir, origin: urls.origin, base: urls.base, configName: relative(file) });
  // A site in several languages reads its translations (i18n/) as it reads its pages.
  const i18nDirs = isMultilingual(i18n) && existsSync(i18n.dir) ? [i18n.dir] : [];
  const resolvedPaths = { ...paths, sourceDirs: [...paths.sourceDirs, ...extra.dirs, ...i18nDirs], outsideDocsDirs: outsideDocsDirs(docsInstances, paths.rootDir) };
  const configInputs = [...inputs, ...extra.files.filter((f) => !inputs.includes(f))];
  return withLocaleFolders({ ...rest, i18n, pluginEntries, rootDir: paths.rootDir, configFile: file, configName: relative(file), configFileName: path.basename(file), lines: configLines(file), configInputs, paths: resolvedPaths, urls, htmlTagsHtml: configHtmlTags(values.htmlTags), feedLinks: feedLinks(values.blog, values.title), docusaurusSiteConfig: docusaurusSiteConfig(values, urls, docusaurusThemeConfig(themeConfig ?? themeConfigOfValues(values))), docusaurusI18n: docusaurusI18n(i18n), themeMessages: themeMessagesOf(i18n.codeTranslations), docsInstances, docsIds: docsIdsOf(docsInstances), warnings: [] });
}

/** A module of the config (`siteDir`'s: the config's folder), compiled and imported (see importSiteModule). */
async function importConfigModule(file: string, siteDir: string): Promise<{ raw: unknown; inputs: string[] }> {
  const { module, inputs } = await importSiteModule(file, 'the config', siteDir);
  if (module.default === undefined) throw new ConfigError(`${relative(file)}: the config has no default export (export default defineConfig({...}))`);
  return { raw: module.default, inputs };
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}


/** The key an issue is about: the unknown key, or the last key of its path. */
function issueKey(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') return issue.keys[0];
  return [...issue.path].reverse().find((part): part is string => typeof part === 'string');
}

/**
 * For a Docusaurus config's messages (`docusaurus.config.js: presets[0].gtag: …`), the same with the
 * line and column where the file writes the key they name (see keyPosition): `docusaurus.config.js:
 * 52:9: presets[0].gtag: …`. Others (a site.config.ts mapping a Docusaurus config it imports) stay
 * as they are. The file is read once, when a message needs it.
 */
function keyPlacer(file: string): (message: string) => string {
  const label = `${relative(file)}: `;
  let source: string | undefined;
  return (message) => {
    if (!message.startsWith(label)) return message;
    source ??= existsSync(file) ? readFileSync(file, 'utf8') : '';
    const rest = message.slice(label.length);
    const end = rest.indexOf(': ');
    const at = keyPosition(source, end < 0 ? rest : rest.slice(0, end));
    return at ? `${relative(file)}:${at.line}:${at.column}: ${rest}` : message;
  };
}

/** The line where the config source writes `key:`, when it does so exactly once. */
function lineOfKey(source: string, key: string | undefined): number | undefined {
  if (!key || !source) return undefined;
  const matches = [...source.matchAll(new RegExp(`(^|[{,\\s])['"]?${escapeRegExp(key)}['"]?[ \\t]*:`, 'gm'))];
  if (matches.length !== 1) return undefined;
  const at = matches[0]!.index! + matches[0]![1]!.length;
  return source.slice(0, at).split('\n').length;
}
