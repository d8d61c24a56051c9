import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sidebarLabel } from './navbarItems.js';
import { PRESET_ORIGINS, type PresetOrigins } from './expandPresets.js';
import { CLASSIC_PRESETS, packageOfPath } from './packageOfPath.js';
import type { BuiltInEntry, ConfigInput, DocusaurusPluginEntry } from './schema.js';
import { PRISM_THEME_KEY } from './importSiteModule.js';
import { gtagTags } from './gtagTags.js';
import { engineModule } from '../util/packageRoot.js';
import { findSwizzleFile } from '../util/themeFile.js';
import { prismIncludeLanguagesFile, registeredGrammars } from '../util/prismGrammars.js';
import { addressKind, isExternalAddress } from '../shared/paths.js';

/**
 * A Docusaurus 3 config (docusaurus.config.{ts,js,mjs}) as docsgen's config: what docsgen does the
 * same way is mapped onto its keys; everything else is a warning naming the key and the file
 * (never dropped silently). Docusaurus's documented defaults apply where docsgen's differ
 * (onBrokenAnchors 'warn', markdown.format 'mdx', hideOnScroll false…).
 */

/** The key under which a config made by fromDocusaurus carries its warnings (a symbol: a spread copies it, the schema does not see it). */
const WARNINGS = Symbol.for('docsgen.configWarnings');
/** Likewise its notes: what docsgen does its own way (a replaced plugin), shown as info, never fatal. */
const NOTES = Symbol.for('docsgen.configNotes');
const THEME_CONFIG = Symbol.for('docsgen.docusaurusThemeConfig');


export interface FromDocusaurusOptions {
  /** The config file's name in warnings (default `docusaurus.config`). */
  file?: string;
  /** The site's folder, where Docusaurus looks for blog/, versions.json… (default: the working directory). */
  rootDir?: string;
}

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmptyDict = (value: unknown): boolean => isDict(value) && Object.keys(value).length === 0;

/** Keys for `docusaurus deploy` and build tooling: they change nothing in the pages. */
const NO_EFFECT_KEYS = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'future', 'baseUrlIssueBanner', 'onDuplicateRoutes', 'webpack']);

const VERSION_KEYS = new Set(['lastVersion', 'versions', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning']);
const GATE_VALUES: Record<string, 'throw' | 'warn' | 'ignore'> = { throw: 'throw', warn: 'warn', log: 'warn', ignore: 'ignore' };

/**
 * Maps a Docusaurus config object onto docsgen's config. In site.config.ts:
 * `export default { ...fromDocusaurus(docusaurusConfig), title: 'Override' }`.
 */
export function fromDocusaurus(docusaurus: unknown, options: FromDocusaurusOptions = {}): ConfigInput {
  const file = options.file ?? 'docusaurus.config';
  const rootDir = options.rootDir ?? process.cwd();
  const warnings: string[] = [];
  const warn = (key: string, message: string) => warnings.push(`${file}: ${key}: ${message}`);
  const notes: string[] = [];
  const note = (key: string, message: string) => notes.push(`${file}: ${key}: ${message}`);
  if (!isDict(docusaurus)) throw new TypeError(`${file}: the config is not an object (export default { title, url, … })`);
  const d = docusaurus;
  // Docusaurus's colour-mode default: the toggle goes light ↔ dark, the system's setting is not followed.
  const out: Dict = { layout: 'docusaurus', colorMode: { respectPrefersColorScheme: false } };

  for (const key of ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'titleDelimiter', 'customFields'] as const) {
    if (d[key] !== undefined) out[key] = d[key];
  }
  // Left out (Docusaurus's legacy default), pages are linked without a slash, as with false.
  if (typeof d.trailingSlash === 'boolean') out.trailingSlash = d.trailingSlash;

  // Docusaurus's defaults: links throw, anchors and Markdown links warn.
  const gates: Dict = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' };
  const gate = (key: string, value: unknown, name: keyof typeof gates) => {
    if (value === undefined) return;
    if (typeof value === 'string' && GATE_VALUES[value]) {
      gates[name] = GATE_VALUES[value];
      return;
    }
    warn(key, `${typeof value === 'function' ? 'a function' : JSON.stringify(value)} is not supported (use 'throw', 'warn' or 'ignore'): 'warn' is used`);
    gates[name] = 'warn';
  };
  gate('onBrokenLinks', d.onBrokenLinks, 'onBrokenLinks');
  gate('onBrokenAnchors', d.onBrokenAnchors, 'onBrokenAnchors');
  gate('onBrokenMarkdownLinks', d.onBrokenMarkdownLinks, 'onBrokenMarkdownLinks');
  if (isDict(d.markdown) && isDict(d.markdown.hooks)) gate('markdown.hooks.onBrokenMarkdownLinks', d.markdown.hooks.onBrokenMarkdownLinks, 'onBrokenMarkdownLinks');
  // Docusaurus's onBrokenLinks covers every link of the built pages: so it covers the crawl's findings.
  gates.onCrawlErrors = gates.onBrokenLinks;
  out.gates = gates;
  out.markdown = { format: markdownFormat(d.markdown, warn) };
  const compat = mdx1Compat(d, warn);
  if (compat) (out.markdown as Dict).mdx1Compat = compat;

  if (d.i18n !== undefined) {
    const i18n = docusaurusI18n(d.i18n, warn);
    if (i18n) out.i18n = i18n;
  }
  if (d.noIndex === true) warn('noIndex', 'not supported: pages do not get a noindex meta tag');
  if (d.staticDirectories !== undefined && !(Array.isArray(d.staticDirectories) && d.staticDirectories.length === 1 && d.staticDirectories[0] === 'static')) {
    warn('staticDirectories', "only 'static' is read");
  }
  // The classic preset's docs id (`default` unless it names one): a further docs plugin may take `default` then.
  const presetDocs = Array.isArray(d.presets) ? d.presets.find((entry) => CLASSIC_PRESETS.has(entryName(entry) ?? '')) : undefined;
  const presetDocsOptions = Array.isArray(presetDocs) && isDict(presetDocs[1]) && isDict(presetDocs[1].docs) ? presetDocs[1].docs : {};
  const presetDocsId = typeof presetDocsOptions.id === 'string' ? presetDocsOptions.id : 'default';
  // Plugins and themes a preset gave (see expandPresets) come first, named by the preset.
  const origins = (d as { [PRESET_ORIGINS]?: PresetOrigins })[PRESET_ORIGINS];
  const entryKey = (key: string, i: number) => {
    const given = key === 'plugins' || key === 'themes' ? (origins?.[key] ?? []) : [];
    return i < given.length ? given[i]! : `${key}[${i - given.length}]`;
  };
  let mermaidTheme = false;
  const readEntry = (key: string, entry: unknown, i: number) => {
    if (entry === false || entry === null || entry === undefined) return;
    const where = entryKey(key, i);
    if (key === 'scripts' || key === 'stylesheets' || key === 'headTags') {
      const tag = htmlTag(key, entry);
      if (typeof tag === 'string') warn(where, tag);
      else ((out.htmlTags ??= []) as Dict[]).push(tag);
      return;
    }
    // A module the browser loads on every page (its route lifecycles called), as Docusaurus loads it.
    if (key === 'clientModules') {
      if (typeof entry === 'string') ((out.clientModules ??= []) as string[]).push(entry);
      else warn(where, 'a client module is a path (or require.resolve(…)): not read');
      return;
    }
    const name = entryName(entry);
    // Its diagrams are docsgen's markdown.mermaid (see mapMermaid).
    if (key === 'themes' && name === MERMAID_THEME) {
      mermaidTheme = true;
      return;
    }
    if (key === 'plugins' && name !== undefined && REDIRECT_PLUGINS.has(name)) {
      out.clientRedirects = clientRedirects(Array.isArray(entry) && isDict(entry[1]) ? entry[1] : {}, where, warn);
      return;
    }
    if (key === 'plugins' && name !== undefined && GTAG_PLUGINS.has(name)) {
      addGtag(Array.isArray(entry) ? entry[1] : {}, where, warn, out);
      return;
    }
    if (key === 'plugins' && name !== undefined && DOCS_PLUGINS.has(name)) {
      const other = otherDocs(Array.isArray(entry) && isDict(entry[1]) ? entry[1] : {}, where, warn, presetDocsId);
      if (other) ((out.otherDocs ??= []) as Dict[]).push(other);
      return;
    }
    // A search theme (`themes: [require.resolve('@easyops-cn/docusaurus-search-local')]`) is replaced as a search plugin is.
    const replaced = (key === 'plugins' || key === 'themes') && name !== undefined ? REPLACED_PLUGINS[name] : undefined;
    if (replaced) {
      const plugin = replaced(Array.isArray(entry) && isDict(entry[1]) ? entry[1] : {}, where, warn, out);
      if (plugin) ((out.plugins ??= []) as unknown[]).push(plugin);
      note(where, `${name}: ${REPLACED_BY[name!]}`);
      return;
    }
    // A site's own Docusaurus plugin: the plugins stage runs it (its function, loadContent, contentLoaded).
    // A theme is a plugin too: the site's own (a function, or a path) is run, so its getThemePath
    // components layer over docsgen's; a theme package (theme-classic's extras, mermaid) is not.
    const plugin = key === 'plugins' || (key === 'themes' && isOwnTheme(entry)) ? docusaurusPluginEntry(entry, `${file}: ${where}`, d) : undefined;
    if (plugin) ((out.plugins ??= []) as unknown[]).push(plugin);
    else warn(where, name ? `${name} is not run by docsgen` : 'not read by docsgen');
  };
  const lists: Record<string, unknown[]> = {};
  for (const key of ['plugins', 'themes', 'scripts', 'stylesheets', 'headTags', 'clientModules']) {
    const list = d[key];
    if (Array.isArray(list)) lists[key] = list;
    else if (list !== undefined) warn(key, 'not read');
  }
  // Docusaurus's order (its loadPluginConfigs): the presets' plugins, the presets' themes, then the
  // site's plugins, then its themes; each list's entries are read from `from` to `to`.
  const read = (key: string, from = 0, to?: number) => (lists[key] ?? []).slice(from, to).forEach((entry, j) => readEntry(key, entry, from + j));
  const [presetPlugins, presetThemes] = [origins?.plugins.length ?? 0, origins?.themes.length ?? 0];
  read('plugins', 0, presetPlugins);
  read('themes', 0, presetThemes);
  read('plugins', presetPlugins);
  read('themes', presetThemes);
  for (const key of ['scripts', 'stylesheets', 'headTags', 'clientModules']) read(key);

  const presets = Array.isArray(d.presets) ? d.presets : [];
  let classic: Dict | undefined;
  presets.forEach((entry, i) => {
    const name = entryName(entry);
    if (name && CLASSIC_PRESETS.has(name)) classic = Array.isArray(entry) && isDict(entry[1]) ? entry[1] : {};
    else if (entry) warn(`presets[${i}]`, `${name ?? 'this preset'} is not read by docsgen (only the classic preset is)`);
  });
  const presetKey = `presets[${presets.findIndex((entry) => CLASSIC_PRESETS.has(entryName(entry) ?? ''))}]`;
  mapClassicPreset(classic ?? {}, presetKey, out, warn, rootDir);

  mapThemeConfig(isDict(d.themeConfig) ? d.themeConfig : {}, out, warn, note);
  const mermaid = mapMermaid(d, mermaidTheme, warn);
  if (mermaid) (out.markdown as Dict).mermaid = mermaid;
  // Docusaurus colours code with prism-react-renderer's palenight where themeConfig.prism names no
  // theme (in dark mode too, without a darkTheme): the copy the site has installed, when it has one.
  const prism = isDict(d.themeConfig) && isDict(d.themeConfig.prism) ? d.themeConfig.prism : {};
  const palenight = prism.theme === undefined ? installedPalenight(rootDir) : undefined;
  if (palenight) {
    const theme = isDict(out.theme) ? out.theme : {};
    out.theme = { ...theme, prism: { ...(isDict(theme.prism) ? theme.prism : {}), theme: palenight } };
  }
  // Docusaurus's Prism highlights its own languages and `prism.additionalLanguages`; a fence in
  // another (bash, without it) is plain text there: so it is here.
  // A swizzled src/theme/prism-include-languages that registers languages by name (`prismjs/components/prism-bash`,
  // `Prism.languages.zsh = …`) adds them as Docusaurus runs it in the browser: highlighted where docsgen has the grammar.
  const swizzledPrism = prismIncludeLanguagesFile(path.join(rootDir, 'src', 'theme'));
  const additional = [
    ...(Array.isArray(prism.additionalLanguages) ? prism.additionalLanguages.filter((lang): lang is string => typeof lang === 'string').map((lang) => lang.toLowerCase()) : []),
    ...(swizzledPrism ? registeredGrammars(swizzledPrism).names.map((lang) => lang.toLowerCase()) : []),
  ].filter((lang, i, all) => all.indexOf(lang) === i);
  const theme = isDict(out.theme) ? out.theme : {};
  out.theme = { ...theme, prism: { ...(isDict(theme.prism) ? theme.prism : {}), languages: [...PRISM_LANGUAGES, ...additional.filter((lang) => !PRISM_LANGUAGES.includes(lang))] } };
  // Docusaurus's `future.v4.useCssCascadeLayers` (or `future.v4: true`, every v4 flag): Infima's and the
  // theme's CSS in cascade layers, so the site's own CSS wins over them whatever its specificity.
  const v4 = isDict(d.future) ? d.future.v4 : undefined;
  if (v4 === true || (isDict(v4) && v4.useCssCascadeLayers === true)) out.theme = { ...(isDict(out.theme) ? out.theme : {}), cascadeLayer: true };
  // Algolia DocSearch (a hosted index docsgen cannot fill): the site gets docsgen's own search box and index instead.
  if (isDict(d.themeConfig) && d.themeConfig.algolia !== undefined) {
    const plugins = (out.plugins ??= []) as unknown[];
    if (!plugins.some((plugin) => isDict(plugin) && plugin.name === 'docsgen:search')) plugins.push(builtIn('docsgen:search', {}));
    note('themeConfig.algolia', "replaced by docsgen's search plugin (search())");
  }
  // A navbar item `{ type: 'search', position: 'left' }`: the search box among the left items, where Docusaurus puts it.
  const navbarSource = isDict(d.themeConfig) && isDict(d.themeConfig.navbar) && Array.isArray(d.themeConfig.navbar.items) ? (d.themeConfig.navbar.items as unknown[]) : [];
  const leftSearch = searchLeftIndex(navbarSource);
  const searchPlugin = ((out.plugins ?? []) as unknown[]).find((plugin): plugin is BuiltInEntry => isDict(plugin) && plugin.name === 'docsgen:search');
  if (leftSearch !== undefined && searchPlugin) searchPlugin.builtInOptions = { ...searchPlugin.builtInOptions, leftIndex: leftSearch };
  // No search plugin, a `search` item and a swizzled SearchBar (kysely's Pagefind box): Docusaurus's item renders that component.
  if (!searchPlugin && isDict(out.navbar) && navbarSource.some((item) => isDict(item) && item.type === 'search') && findSwizzleFile(path.join(rootDir, 'src', 'theme'), 'SearchBar')) {
    out.navbar = { ...out.navbar, ownSearchBar: leftSearch !== undefined ? { leftIndex: leftSearch } : {} };
  }
  // Docusaurus checks no `pathname:///x` link (its escape hatch to files outside its routes, such
  // as what another tool or plugin writes): neither do docsgen's link gate and crawl.
  const unchecked = isDict(d.themeConfig) ? pathnameLinks([d.themeConfig.navbar, d.themeConfig.footer]) : [];
  if (unchecked.length > 0) gates.ignoreLinks = unchecked.filter((link) => link.startsWith('/'));

  for (const key of Object.keys(d)) {
    if (KNOWN_TOP_LEVEL.has(key) || NO_EFFECT_KEYS.has(key)) continue;
    warn(key, 'not read by docsgen');
  }
  const config = withConfigWarnings(out as ConfigInput, warnings, notes);
  // The themeConfig as written, for useThemeConfig (see docusaurusThemeConfig): not a config key.
  Object.defineProperty(config, THEME_CONFIG, { value: isDict(d.themeConfig) ? d.themeConfig : {}, enumerable: true });
  return config;
}

const KNOWN_TOP_LEVEL = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'titleDelimiter',
  'customFields',
  'trailingSlash',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'markdown',
  'i18n',
  'noIndex',
  'staticDirectories',
  'plugins',
  'themes',
  'scripts',
  'stylesheets',
  'headTags',
  'clientModules',
  'presets',
  'themeConfig',
]);

/** The warnings fromDocusaurus attached to a config, taken off it (they are not config keys). */
export function takeConfigWarnings(raw: unknown): string[] {
  if (!isDict(raw)) return [];
  const warnings = (raw as { [WARNINGS]?: string[] })[WARNINGS];
  return Array.isArray(warnings) ? [...warnings] : [];
}

/** A Docusaurus config's themeConfig as written, which fromDocusaurus attached to the config it made; undefined for a docsgen config. */
export function takeDocusaurusThemeConfig(raw: unknown): Record<string, unknown> | undefined {
  if (!isDict(raw)) return undefined;
  const own = (raw as { [THEME_CONFIG]?: Record<string, unknown> })[THEME_CONFIG];
  return isDict(own) ? own : undefined;
}

/** The notes fromDocusaurus attached to a config (see NOTES), taken off it. */
export function takeConfigNotes(raw: unknown): string[] {
  if (!isDict(raw)) return [];
  const notes = (raw as { [NOTES]?: string[] })[NOTES];
  return Array.isArray(notes) ? [...notes] : [];
}

function withConfigWarnings<T extends object>(config: T, warnings: string[], notes: string[]): T {
  Object.defineProperty(config, WARNINGS, { value: warnings, enumerable: true });
  Object.defineProperty(config, NOTES, { value: notes, enumerable: true });
  return config;
}

type Warn = (key: string, message: string) => void;

/**
 * A `scripts` entry (`'https://…/x.js'` or `{ src, async, … }`), a `stylesheets` entry (`'…css'`
 * or `{ href, … }`) or a `headTags` entry (`{ tagName, attributes }`) as the tag Docusaurus adds to
 * every page's head; or why it cannot be.
 */
function htmlTag(key: 'scripts' | 'stylesheets' | 'headTags', entry: unknown): Dict | string {
  const attributes = (value: unknown): Dict | undefined => {
    if (!isDict(value)) return undefined;
    const kept = Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'boolean');
    return kept.length === Object.keys(value).length ? Object.fromEntries(kept) : undefined;
  };
  if (key === 'headTags') {
    if (!isDict(entry) || typeof entry.tagName !== 'string') return 'not a { tagName, attributes } object: not added';
    const given = entry.attributes === undefined ? {} : attributes(entry.attributes);
    if (!given) return 'attributes must be strings or booleans: not added';
    return { tagName: entry.tagName, attributes: given, ...(typeof entry.innerHTML === 'string' ? { innerHTML: entry.innerHTML } : {}) };
  }
  const url = key === 'scripts' ? 'src' : 'href';
  const given = typeof entry === 'string' ? { [url]: entry } : attributes(entry);
  if (!given || typeof given[url] !== 'string') return `not a URL or an object with ${url}: not added`;
  return key === 'scripts' ? { tagName: 'script', attributes: given } : { tagName: 'link', attributes: { rel: 'stylesheet', ...given } };
}

/** `'./plugins/x'`, `['docusaurus-plugin-x', {...}]`, `function (context, options) {…}` or `[fn, {...}]` as a plugin the plugins stage runs. */
function docusaurusPluginEntry(entry: unknown, at: string, siteConfig: Dict): DocusaurusPluginEntry | undefined {
  const [plugin, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  if (typeof plugin !== 'string' && typeof plugin !== 'function') return undefined;
  const name = typeof plugin === 'string' ? plugin : plugin.name || at.slice(at.lastIndexOf(' ') + 1);
  return { name, docusaurusPlugin: { plugin: plugin as DocusaurusPluginEntry['docusaurusPlugin']['plugin'], options: isDict(options) ? options : {}, at, siteConfig } };
}

/**
 * A `themes` entry of the site's own: a function, or a path of the site's (`./src/harbour-theme`);
 * not a package, by name or resolved (`require.resolve('@docusaurus/theme-live-codeblock')`).
 */
function isOwnTheme(entry: unknown): boolean {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first === 'function') return true;
  return typeof first === 'string' && (first.startsWith('.') || path.isAbsolute(first)) && !first.split(/[\\/]/).includes('node_modules');
}

/** `'classic'`, `['classic', {...}]`, `['@docusaurus/plugin-x', {...}]`, a plugin function or object. */
function entryName(entry: unknown): string | undefined {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first === 'string') return packageOfPath(first);
  if (typeof first === 'function') return first.name || undefined;
  if (isDict(first) && typeof first.name === 'string') return first.name;
  return undefined;
}

const LOCALE_CONFIG_KEYS = ['label', 'direction', 'htmlLang', 'calendar', 'path', 'url', 'baseUrl', 'translate'];

/** Docusaurus's `i18n` as docsgen's (the same keys); a key docsgen does not read is a warning. */
function docusaurusI18n(i18n: unknown, warn: Warn): Dict | undefined {
  if (!isDict(i18n)) return undefined;
  const out: Dict = {};
  for (const [key, value] of Object.entries(i18n)) {
    if (key === 'defaultLocale' || key === 'locales' || key === 'path') out[key] = value;
    else if (key === 'localeConfigs' && isDict(value)) {
      const configs: Dict = {};
      for (const [locale, config] of Object.entries(value)) {
        if (!isDict(config)) continue;
        configs[locale] = Object.fromEntries(Object.entries(config).filter(([k]) => LOCALE_CONFIG_KEYS.includes(k) || (warn(`i18n.localeConfigs.${locale}.${k}`, 'not read by docsgen'), false)));
      }
      out.localeConfigs = configs;
    } else warn(`i18n.${key}`, 'not read by docsgen');
  }
  return { defaultLocale: 'en', locales: [out.defaultLocale ?? 'en'], ...out };
}

/** Docusaurus 3 reads every page as MDX unless `markdown.format` says otherwise. */
function markdownFormat(markdown: unknown, warn: Warn): 'mdx' | 'detect' {
  if (!isDict(markdown)) return 'mdx';
  for (const key of Object.keys(markdown)) {
    if (key === 'format' || key === 'mdx1Compat' || key === 'mermaid') continue;
    if (key === 'hooks' && isDict(markdown.hooks)) {
      for (const hook of Object.keys(markdown.hooks)) if (hook !== 'onBrokenMarkdownLinks') warn(`markdown.hooks.${hook}`, 'not read by docsgen');
      continue;
    }
    warn(`markdown.${key}`, 'not read by docsgen');
  }
  if (markdown.format === 'detect') return 'detect';
  if (markdown.format === 'md') {
    warn('markdown.format', "'md' is not supported: .md pages are read as CommonMark and .mdx pages as MDX ('detect')");
    return 'detect';
  }
  return 'mdx';
}

const MERMAID_THEME = '@docusaurus/theme-mermaid';

/**
 * Docusaurus's `markdown.mermaid: true` with @docusaurus/theme-mermaid in `themes` as docsgen's
 * `markdown.mermaid`, with the theme's `themeConfig.mermaid` (`theme: { light, dark }`,
 * `options`). The theme without `markdown.mermaid` draws no fence in Docusaurus: nor here.
 */
function mapMermaid(d: Dict, theme: boolean, warn: Warn): Dict | true | undefined {
  if (!isDict(d.markdown) || d.markdown.mermaid !== true) return undefined;
  if (!theme) warn('markdown.mermaid', `Docusaurus draws the diagrams with ${MERMAID_THEME} in \`themes\` (without it the build fails there): docsgen draws them`);
  const given = isDict(d.themeConfig) ? d.themeConfig.mermaid : undefined;
  if (given === undefined) return true;
  if (!isDict(given)) {
    warn('themeConfig.mermaid', 'not an object ({ theme, options }): not read');
    return true;
  }
  const out: Dict = {};
  for (const [key, value] of Object.entries(given)) {
    if (key === 'theme' && isDict(value)) {
      const modes = Object.fromEntries(Object.entries(value).filter(([mode, name]) => ((mode === 'light' || mode === 'dark') && typeof name === 'string') || (warn(`themeConfig.mermaid.theme.${mode}`, 'not read by docsgen'), false)));
      out.theme = modes;
    } else if (key === 'options' && isDict(value)) {
      // What mermaid.initialize gets, in the page's diagram script: JSON values only.
      const hasFunction = (v: unknown): boolean => typeof v === 'function' || (typeof v === 'object' && v !== null && Object.values(v).some(hasFunction));
      if (hasFunction(value)) warn('themeConfig.mermaid.options', 'a function is left out (the options reach the browser as JSON)');
      out.options = JSON.parse(JSON.stringify(value)) as Dict;
    } else warn(`themeConfig.mermaid.${key}`, 'not read by docsgen');
  }
  return out;
}

const MDX1_COMPAT_KEYS = ['comments', 'admonitions', 'headingIds'] as const;

/**
 * Docusaurus's `markdown.mdx1Compat` (each on unless `future.v4.mdx1CompatDisabledByDefault`, or
 * `future.v4: true`, turns the defaults off); undefined when it is all on, docsgen's default.
 */
function mdx1Compat(d: Dict, warn: Warn): Dict | undefined {
  const v4 = isDict(d.future) ? d.future.v4 : undefined;
  const fallback = !(v4 === true || (isDict(v4) && v4.mdx1CompatDisabledByDefault === true));
  const given = isDict(d.markdown) ? d.markdown.mdx1Compat : undefined;
  if (given !== undefined && !isDict(given)) warn('markdown.mdx1Compat', 'not an object of booleans: not read');
  const options = isDict(given) ? given : {};
  for (const key of Object.keys(options)) {
    if (!(MDX1_COMPAT_KEYS as readonly string[]).includes(key)) warn(`markdown.mdx1Compat.${key}`, 'not read by docsgen');
    else if (typeof options[key] !== 'boolean') warn(`markdown.mdx1Compat.${key}`, `not a boolean: ${fallback} is used`);
  }
  const compat = Object.fromEntries(MDX1_COMPAT_KEYS.map((key) => [key, typeof options[key] === 'boolean' ? options[key] : fallback]));
  return Object.values(compat).every(Boolean) ? undefined : compat;
}

function mapClassicPreset(preset: Dict, key: string, out: Dict, warn: Warn, rootDir: string): void {
  for (const [name, value] of Object.entries(preset)) {
    if (name === 'docs') continue;
    if (name === 'theme') {
      if (!isDict(value)) continue;
      const css = value.customCss;
      if (css !== undefined) out.theme = { ...(isDict(out.theme) ? out.theme : {}), customCss: (Array.isArray(css) ? css : [css]).filter((c): c is string => typeof c === 'string') };
      for (const other of Object.keys(value)) if (other !== 'customCss') warn(`${key}.theme.${other}`, 'not read by docsgen');
      continue;
    }
    if (value === false || value === undefined) continue;
    if (name === 'blog') out.blog = mapBlog(isDict(value) ? value : {}, `${key}.blog`, warn);
    else if (name === 'pages') {
      if (isDict(value)) {
        const lists: Dict = {};
        for (const [option, setting] of Object.entries(value)) {
          if (PLUGIN_LISTS.includes(option)) takePluginList(lists, option, setting, `${key}.pages.${option}`, warn);
          else warn(`${key}.pages.${option}`, 'not read by docsgen (the .md, .mdx and React pages of src/pages are read)');
        }
        if (Object.keys(lists).length > 0) out.pages = lists;
      }
    }
    // A preset wrapping the classic one hands sitemap and svgr on with no options (see expandPresets): nothing to say then.
    else if (name === 'sitemap') {
      if (!isEmptyDict(value)) warn(`${key}.sitemap`, 'options not read (docsgen writes sitemap.xml with every page)');
    } else if (name === 'svgr') {
      // docsgen imports SVG files as components itself (SVGR), with its own settings.
      if (!isEmptyDict(value)) warn(`${key}.svgr`, "options not read (SVG imports are components with docsgen's SVGR settings)");
    }
    else if (name === 'gtag') addGtag(value, `${key}.gtag`, warn, out);
    else warn(`${key}.${name}`, 'not run by docsgen');
  }
  // Docusaurus builds blog/ when the preset does not say `blog: false`.
  if (preset.blog === undefined && existsSync(path.join(rootDir, 'blog'))) out.blog = {};
  if (preset.pages === false && existsSync(path.join(rootDir, 'src', 'pages'))) warn(`${key}.pages`, 'false is not supported: the .md, .mdx and React pages of src/pages are read');
  const docs = preset.docs;
  const mapped: Dict = { showLastUpdateTime: false };
  out.docs = mapped;
  if (docs === false) {
    warn(`${key}.docs`, 'false: docsgen builds a docs site (the docs folder is read)');
    return;
  }
  if (!isDict(docs)) return;
  for (const [name, value] of Object.entries(docs)) {
    const at = `${key}.docs.${name}`;
    switch (name) {
      case 'id':
        // Its plugin id: what docsPluginId, usePluginData and the version hooks name it by (see mainDocsId).
        if (typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value)) mapped.id = value;
        else warn(at, 'not an id of letters, digits, - and _: the docs are the default instance');
        break;
      case 'path':
        if (typeof value === 'string') mapped.path = value;
        break;
      case 'routeBasePath':
        if (typeof value === 'string') mapped.routeBasePath = value.replace(/^\/+|\/+$/g, '');
        break;
      case 'sidebarPath':
        if (typeof value === 'string') mapped.sidebarPath = value;
        else if (value === false) warn(at, 'false is not supported: pages are listed in one sidebar made from the docs folder');
        break;
      case 'editUrl':
        // A string or Docusaurus's function of the page (see pageEditUrl).
        if (typeof value === 'string' || typeof value === 'function') out.editUrl = value;
        else if (value !== undefined && value !== false) warn(at, 'not a URL or a function: pages have no edit link');
        break;
      case 'showLastUpdateTime':
        mapped.showLastUpdateTime = value === true;
        break;
      case 'showLastUpdateAuthor':
        if (value === true) mapped.showLastUpdateAuthor = true;
        break;
      case 'include':
      case 'exclude':
        takeGlobs(mapped, name, value, at, warn);
        break;
      case 'breadcrumbs':
      case 'sidebarCollapsible':
      case 'sidebarCollapsed':
        if (typeof value === 'boolean') mapped[name] = value;
        break;
      case 'versions':
        if (isDict(value)) mapped.versions = versionOptions(value, at, warn);
        break;
      default:
        if (PLUGIN_LISTS.includes(name)) takePluginList(mapped, name, value, at, warn);
        else if (VERSION_KEYS.has(name)) mapped[name] = value;
        else warn(at, 'not read by docsgen');
    }
  }
}

const VERSION_OPTION_KEYS = new Set(['label', 'path', 'banner', 'badge', 'className']);

/** `versions: { [name]: { label, path, banner, badge, className } }`; other keys (noIndex…) are warnings. */
function versionOptions(versions: Dict, at: string, warn: Warn): Dict {
  const out: Dict = {};
  for (const [name, options] of Object.entries(versions)) {
    if (!isDict(options)) continue;
    const kept: Dict = {};
    for (const [option, value] of Object.entries(options)) {
      if (VERSION_OPTION_KEYS.has(option)) kept[option] = value;
      else warn(`${at}.${name}.${option}`, 'not read by docsgen');
    }
    out[name] = kept;
  }
  return out;
}

const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

/** A docs instance's `include`/`exclude` (glob patterns relative to its folder), as docsgen's option of the same name. */
function takeGlobs(out: Dict, key: 'include' | 'exclude', value: unknown, at: string, warn: Warn): void {
  if (value === undefined) return;
  if (Array.isArray(value) && value.every((glob) => typeof glob === 'string')) out[key] = value;
  else warn(at, `not a list of glob patterns: Docusaurus's default ${key} is used`);
}

/**
 * A content plugin's remark/rehype list (Docusaurus's option, same name): docsgen's option of the
 * same name on that source (`docs`, `otherDocs[]`, `blog`, `pages`), run on its pages only.
 */
function takePluginList(out: Dict, list: string, value: unknown, at: string, warn: Warn): void {
  if (value === undefined) return;
  if (Array.isArray(value)) out[list] = value;
  else warn(at, 'not a list: not read');
}

/**
 * themeConfig keys Docusaurus's own themes read (theme-classic's, with the names it rejects as
 * moved, and theme-mermaid's, theme-search-algolia's and theme-live-codeblock's): one docsgen does
 * not read is a warning. Any other key no theme validates or reads: Docusaurus lets it through
 * unread (each theme validates its own slice, unknown keys allowed), for the site's components.
 */
const DOCUSAURUS_THEME_KEYS = new Set([
  'colorMode', 'image', 'docs', 'blog', 'metadata', 'announcementBar', 'navbar', 'footer', 'prism', 'tableOfContents',
  'disableDarkMode', 'defaultDarkMode', 'metadatas', 'hideableSidebar', 'autoCollapseSidebarCategories', 'sidebarCollapsible',
  'mermaid', 'algolia', 'liveCodeBlock',
]);

function mapThemeConfig(theme: Dict, out: Dict, warn: Warn, note: Warn): void {
  for (const [name, value] of Object.entries(theme)) {
    const at = `themeConfig.${name}`;
    switch (name) {
      case 'algolia':
        break; // replaced by docsgen's search (fromDocusaurus)
      case 'mermaid':
        break; // with markdown.mermaid (see mapMermaid)
      case 'navbar':
        if (isDict(value)) mapNavbar(value, out, warn);
        break;
      case 'footer':
        if (isDict(value)) mapFooter(value, out, warn);
        break;
      case 'announcementBar':
        if (isDict(value)) mapAnnouncementBar(value, out);
        break;
      case 'colorMode':
        if (!isDict(value)) break;
        out.colorMode = {
          ...(value.defaultMode === 'dark' || value.defaultMode === 'light' ? { defaultMode: value.defaultMode } : {}),
          respectPrefersColorScheme: value.respectPrefersColorScheme === true,
          ...(value.disableSwitch === true ? { disableSwitch: true } : {}),
        };
        break;
      case 'prism':
        if (!isDict(value)) break;
        for (const key of Object.keys(value)) {
          if (key === 'additionalLanguages') continue; // highlighted, with Prism's own languages (theme.prism.languages, below)
          if (key === 'magicComments') {
            // Read by the code blocks (see magicComments): an entry they cannot use is named here.
            if (!Array.isArray(value[key])) warn(`${at}.${key}`, 'not a list: Docusaurus\'s default (highlight-next-line, highlight-start/end) is used');
            else
              (value[key] as unknown[]).forEach((item, i) => {
                const entry = isDict(item) ? item : {};
                const block = isDict(entry.block) ? entry.block : undefined;
                if (typeof entry.className !== 'string' || (typeof entry.line !== 'string' && !(typeof block?.start === 'string' && typeof block.end === 'string')))
                  warn(`${at}.${key}[${i}]`, 'needs a className and a line or a block { start, end } (strings): left out');
              });
            continue;
          }
          if (key === 'theme' || key === 'darkTheme') {
            // A real theme object (prism-react-renderer installed beside the config, or the site's own) colours code.
            if (isPrismTheme(value[key])) out.theme = { ...(isDict(out.theme) ? out.theme : {}), prism: { ...(isDict(out.theme) && isDict(out.theme.prism) ? out.theme.prism : {}), [key]: value[key] } };
            else warn(`${at}.${key}`, `${prismThemeName(value[key])}not used: code is coloured by docsgen's theme (prism-react-renderer is not installed beside the config)`);
          }
          else warn(`${at}.${key}`, 'not read by docsgen');
        }
        break;
      case 'image':
        if (typeof value === 'string') out.image = value;
        break;
      case 'metadata':
        if (Array.isArray(value)) out.metadata = metadataTags(value, at, warn);
        break;
      case 'tableOfContents':
        if (isDict(value)) out.tableOfContents = value;
        break;
      case 'blog':
        // themeConfig.blog.sidebar.groupByYear: the blog's option (the preset made out.blog, when there is a blog).
        if (!isDict(value)) break;
        for (const [key, option] of Object.entries(value)) {
          if (key === 'sidebar' && isDict(option)) {
            for (const [sidebarKey, sidebarOption] of Object.entries(option)) {
              if (sidebarKey === 'groupByYear' && typeof sidebarOption === 'boolean') {
                if (isDict(out.blog)) out.blog.sidebarGroupByYear = sidebarOption;
              } else warn(`${at}.sidebar.${sidebarKey}`, 'not read by docsgen');
            }
            continue;
          }
          warn(`${at}.${key}`, 'not read by docsgen');
        }
        break;
      case 'docs':
        if (!isDict(value)) break;
        for (const [key, option] of Object.entries(value)) {
          if (key === 'versionPersistence') continue;
          if (key === 'sidebar' && isDict(option)) {
            const sidebar: Dict = {};
            for (const [sidebarKey, sidebarOption] of Object.entries(option)) {
              if ((sidebarKey === 'hideable' || sidebarKey === 'autoCollapseCategories') && typeof sidebarOption === 'boolean') sidebar[sidebarKey] = sidebarOption;
              else if (sidebarOption) warn(`${at}.sidebar.${sidebarKey}`, 'not supported by docsgen');
            }
            if (Object.keys(sidebar).length > 0) out.docs = { ...(isDict(out.docs) ? out.docs : {}), sidebar };
            continue;
          }
          warn(`${at}.${key}`, 'not read by docsgen');
        }
        break;
      default:
        if (DOCUSAURUS_THEME_KEYS.has(name)) warn(at, 'not read by docsgen');
        // kysely's slip: the site-wide tags under themeConfig, where Docusaurus never reads them.
        else if (name === 'headTags') note(at, "no Docusaurus theme reads this key, so Docusaurus leaves it out too (every page's head tags are the top-level `headTags`): not added");
        else note(at, "no Docusaurus theme reads this key: the site's components get it from useThemeConfig(), as in Docusaurus");
    }
  }
}

const NAV_POSITIONS = new Set(['left', 'right']);

function mapNavbar(navbar: Dict, out: Dict, warn: Warn): void {
  const mapped: Dict = { hideOnScroll: navbar.hideOnScroll === true };
  if (typeof navbar.title === 'string') mapped.title = navbar.title;
  if (navbar.style === 'dark' || navbar.style === 'primary') mapped.style = navbar.style;
  else if (navbar.style !== undefined) warn('themeConfig.navbar.style', "not 'dark' or 'primary': not read");
  if (isDict(navbar.logo) && typeof navbar.logo.src === 'string') {
    out.logo = { src: navbar.logo.src, alt: typeof navbar.logo.alt === 'string' ? navbar.logo.alt : '' };
    for (const key of Object.keys(navbar.logo)) if (!['src', 'alt', 'href', 'width', 'height'].includes(key)) warn(`themeConfig.navbar.logo.${key}`, 'not read by docsgen');
  }
  for (const key of Object.keys(navbar)) if (!['title', 'logo', 'items', 'hideOnScroll', 'style'].includes(key)) warn(`themeConfig.navbar.${key}`, 'not read by docsgen');
  if (Array.isArray(navbar.items)) {
    const items: Dict[] = [];
    navbar.items.forEach((item, i) => items.push(...navbarItem(item, `themeConfig.navbar.items[${i}]`, warn)));
    mapped.items = items;
  }
  out.navbar = mapped;
}

/**
 * A `to` item's own active rule (Docusaurus's `activeBaseRegex` or `activeBasePath`), passed on as
 * written; without one the theme's rule holds (its own path and below: see templates/isActiveNavItem.ts).
 */
function activeRule(item: Dict): Dict {
  if (typeof item.activeBaseRegex === 'string') return { activeBaseRegex: item.activeBaseRegex };
  if (typeof item.activeBasePath === 'string') return { activeBasePath: item.activeBasePath };
  return {};
}

function navbarItem(item: unknown, at: string, warn: Warn): Dict[] {
  if (!isDict(item)) return [];
  const position = typeof item.position === 'string' && NAV_POSITIONS.has(item.position) ? { position: item.position } : {};
  const label = typeof item.label === 'string' ? item.label : typeof item['aria-label'] === 'string' ? item['aria-label'] : undefined;
  // Docusaurus makes an item with `items` and no other type a dropdown.
  const declared = typeof item.type === 'string' ? item.type : 'default';
  const type = declared === 'default' && Array.isArray(item.items) ? 'dropdown' : declared;
  switch (type) {
    case 'docSidebar':
      if (typeof item.sidebarId !== 'string') return [];
      return [{ type: 'sidebar', sidebarId: item.sidebarId, label: label ?? sidebarLabel(item.sidebarId), ...(typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {}), ...position }];
    case 'doc':
      if (typeof item.docId !== 'string') return [];
      return [{ type: 'doc', docId: item.docId, ...(label ? { label } : {}), ...(typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {}), ...position }];
    case 'dropdown': {
      const children = (Array.isArray(item.items) ? item.items : []).flatMap((child, i) => navbarItem(child, `${at}.items[${i}]`, warn));
      // A dropdown holds links and doc items (no position of their own, no nested menus).
      const links = children.flatMap(({ position: _position, ...child }) => (child.type === 'sidebar' || child.type === 'dropdown' || child.type === 'html' ? [] : [child]));
      if (links.length < children.length) warn(at, 'a docSidebar, dropdown or html item inside a dropdown is not supported: left out');
      // Its className is the label's, as Docusaurus puts it (a site's CSS shows or hides the dropdown by it).
      return [{ type: 'dropdown', label: label ?? 'More', ...(typeof item.className === 'string' ? { className: item.className } : {}), items: links, ...position }];
    }
    case 'default':
    case 'link': {
      const target = linkTarget(item);
      if (!target) {
        warn(at, 'an item without to or href is not supported: left out');
        return [];
      }
      // A class or accessible name of its own; with a class and no label the site's CSS draws it (jest's GitHub icon).
      const looks = { ...(typeof item.className === 'string' ? { className: item.className } : {}), ...(typeof item['aria-label'] === 'string' ? { ariaLabel: item['aria-label'] } : {}) };
      const shown = typeof item.label === 'string' ? item.label : typeof item.className === 'string' ? '' : (label ?? ('to' in target ? target.to : target.href));
      // A `to` with a protocol is an outside link too, drawn without Docusaurus's external-link icon (only `href` gets one).
      if ('href' in target) return [{ label: shown, ...target, ...looks, ...(typeof item.to === 'string' ? { externalIcon: false } : {}), ...position }];
      return [{ label: shown, ...target, ...activeRule(item), ...looks, ...position }];
    }
    case 'search':
      return [];
    case 'html':
      if (typeof item.value !== 'string') {
        warn(at, 'an html item without a value is not supported: left out');
        return [];
      }
      return [{ type: 'html', value: item.value, ...(typeof item.className === 'string' ? { className: item.className } : {}), ...position }];
    case 'docsVersionDropdown': {
      const plugin = typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {};
      // Its other links: a to/href link each (an html item is left out with a warning).
      const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter'): Dict =>
        Array.isArray(item[key]) ? { [key]: item[key].flatMap((child, i) => versionDropdownExtra(child, `${at}.${key}[${i}]`, warn)) } : {};
      for (const key of Object.keys(item)) {
        if (key === 'versions') warn(`${at}.versions`, 'not supported: every version is listed, with its own label');
        else if (!['type', 'position', 'docsPluginId', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled', 'label'].includes(key)) warn(`${at}.${key}`, 'not read by docsgen');
      }
      return [{ type: 'docsVersionDropdown', ...plugin, ...extra('dropdownItemsBefore'), ...extra('dropdownItemsAfter'), ...position }];
    }
    case 'docsVersion': {
      const target = typeof item.to === 'string' ? linkTarget({ to: item.to }) : undefined;
      if (target && 'href' in target) warn(`${at}.to`, 'a full URL is not supported here: the item links the version instead');
      const to = target && 'to' in target ? { to: target.to } : {};
      return [{ type: 'docsVersion', ...(typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {}), ...(label ? { label } : {}), ...to, ...position }];
    }
    case 'localeDropdown': {
      const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter'): Dict =>
        Array.isArray(item[key]) ? { [key]: item[key].flatMap((child, i) => versionDropdownExtra(child, `${at}.${key}[${i}]`, warn)) } : {};
      for (const key of Object.keys(item)) {
        if (!['type', 'position', 'dropdownItemsBefore', 'dropdownItemsAfter', 'queryString', 'className'].includes(key)) warn(`${at}.${key}`, 'not read by docsgen');
      }
      return [{ type: 'localeDropdown', ...(typeof item.queryString === 'string' ? { queryString: item.queryString } : {}), ...(typeof item.className === 'string' ? { className: item.className } : {}), ...extra('dropdownItemsBefore'), ...extra('dropdownItemsAfter'), ...position }];
    }
    default:
      warn(at, `type '${type}' is not supported: left out`);
      return [];
  }
}

/** A link of a version dropdown's dropdownItemsBefore/After. */
function versionDropdownExtra(item: unknown, at: string, warn: Warn): Dict[] {
  if (!isDict(item)) return [];
  const target = plainTarget(item);
  if (!target || typeof item.label !== 'string') {
    warn(at, typeof item.html === 'string' || item.type === 'html' ? 'an html item is not supported: left out' : 'an item without label and to or href is not supported: left out');
    return [];
  }
  return [{ label: item.label, ...target }];
}

/** The paths of every `pathname:///x` link (`to` or `href`) in the navbar's and footer's items. */
function pathnameLinks(values: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isDict(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'to' || key === 'href') && typeof inner === 'string' && addressKind(inner) === 'full-load') found.add(inner.slice('pathname://'.length).replace(/[?#].*$/, '') || '/');
        else visit(inner);
      }
    }
  };
  values.forEach(visit);
  return [...found];
}

/**
 * A navbar or footer link's target as Docusaurus reads it: `to` is a route of the site unless it
 * is a full URL (then it is external, like `href`); `pathname:///x` (in `to` or `href`) is the
 * site's own file `/x`, outside its routes, which Docusaurus opens in a new tab as it does an
 * outside link, with the external-link icon when it is an `href` (its rule: an `href` with a
 * protocol, `pathname:` among them). An `href` without a protocol (`/legal`) is the site's page.
 */
function linkTarget(item: Dict): { to: string; newTab?: true; externalIcon?: false } | { href: string } | undefined {
  const raw = typeof item.to === 'string' ? item.to : typeof item.href === 'string' ? item.href : undefined;
  if (raw === undefined) return undefined;
  if (addressKind(raw) === 'full-load') return { to: raw.slice('pathname://'.length) || '/', newTab: true, ...(typeof item.to === 'string' ? { externalIcon: false as const } : {}) };
  if (isExternalAddress(raw)) return { href: raw };
  // Without a protocol, an `href` is a page of the site as a `to` is (Docusaurus's Link: no icon, no new tab).
  return { to: raw };
}

/** A link's target alone (where a link is drawn in a list of its own, as the version dropdown's other links). */
function plainTarget(item: Dict): { to: string } | { href: string } | undefined {
  const target = linkTarget(item);
  return target && 'to' in target ? { to: target.to } : target;
}

function mapFooter(footer: Dict, out: Dict, warn: Warn): void {
  const mapped: Dict = { copyright: '' };
  if (footer.style === 'light' || footer.style === 'dark') mapped.style = footer.style;
  if (typeof footer.copyright === 'string') {
    // Docusaurus shows it as HTML: so does docsgen (its text stays the plain copyright line).
    const text = htmlToText(footer.copyright);
    mapped.copyright = text;
    if (text !== footer.copyright) mapped.copyrightHtml = footer.copyright;
  }
  if (isDict(footer.logo) && typeof footer.logo.src === 'string') {
    mapped.logo = { src: footer.logo.src, alt: typeof footer.logo.alt === 'string' ? footer.logo.alt : '', ...(typeof footer.logo.href === 'string' ? { href: footer.logo.href } : {}) };
  }
  const link = (item: unknown, at: string): Dict[] => {
    if (!isDict(item)) return [];
    // Docusaurus shows it as written: so does docsgen (it is the config's own HTML, as the copyright is).
    if (typeof item.html === 'string') return [{ html: item.html }];
    const label = typeof item.label === 'string' ? item.label : undefined;
    const target = linkTarget(item);
    if (!target) return [];
    // A `to` with a protocol is an outside link drawn without the icon, as in the navbar.
    const icon = 'href' in target && typeof item.to === 'string' ? { externalIcon: false } : {};
    return [{ label: label ?? ('to' in target ? target.to : target.href), ...target, ...icon }];
  };
  if (Array.isArray(footer.links)) {
    const links = footer.links;
    if (links.some((column) => isDict(column) && Array.isArray(column.items))) {
      mapped.links = links.filter(isDict).map((column, i) => ({
        title: typeof column.title === 'string' ? column.title : '',
        items: (Array.isArray(column.items) ? column.items : []).flatMap((item, j) => link(item, `themeConfig.footer.links[${i}].items[${j}]`)),
      }));
    } else {
      mapped.links = links.flatMap((item, i) => link(item, `themeConfig.footer.links[${i}]`));
    }
  }
  for (const key of Object.keys(footer)) if (!['style', 'copyright', 'logo', 'links'].includes(key)) warn(`themeConfig.footer.${key}`, 'not read by docsgen');
  out.footer = mapped;
}

/** Docusaurus's announcement is HTML, shown as written (the site's own config): so is docsgen's (its text stays the plain line). */
function mapAnnouncementBar(bar: Dict, out: Dict): void {
  if (typeof bar.content !== 'string') return;
  const text = htmlToText(bar.content);
  const mapped: Dict = { id: typeof bar.id === 'string' ? bar.id : 'announcement-bar', content: text, isCloseable: bar.isCloseable !== false };
  if (text !== bar.content) mapped.html = bar.content;
  // Docusaurus's colours, its defaults when left out (white and black, in either colour mode).
  mapped.backgroundColor = typeof bar.backgroundColor === 'string' ? bar.backgroundColor : '#fff';
  mapped.textColor = typeof bar.textColor === 'string' ? bar.textColor : '#000';
  out.announcementBar = mapped;
}

function metadataTags(list: unknown[], at: string, warn: Warn): Dict[] {
  return list.flatMap((tag, i): Dict[] => {
    if (!isDict(tag) || typeof tag.content !== 'string') return [];
    if (typeof tag.name === 'string') return [{ name: tag.name, content: tag.content }];
    if (typeof tag.property === 'string') return [{ property: tag.property, content: tag.content }];
    warn(`${at}[${i}]`, 'a tag without name or property is not supported: left out');
    return [];
  });
}

/** A theme object of the site's or of an installed prism-react-renderer; not the loader's stand-in (nor a spread of it). */
function isPrismTheme(theme: unknown): boolean {
  return isDict(theme) && !(PRISM_THEME_KEY in theme) && isDict(theme.plain) && !(PRISM_THEME_KEY in theme.plain) && Array.isArray(theme.styles);
}

/**
 * prism-react-renderer's palenight theme as the site has it installed (beside the config, or
 * where its @docusaurus/theme-classic finds it); undefined when it has none.
 */
function installedPalenight(rootDir: string): Dict | undefined {
  const fromSite = createRequire(path.join(rootDir, 'package.json'));
  const requirers = [fromSite];
  try {
    requirers.push(createRequire(fromSite.resolve('@docusaurus/theme-classic')));
  } catch {
    // no theme-classic installed: the site's own copy only
  }
  for (const require of requirers) {
    try {
      const palenight = (require('prism-react-renderer') as { themes?: Record<string, unknown> }).themes?.palenight;
      if (isPrismTheme(palenight)) return palenight as Dict;
    } catch {
      // not installed there
    }
  }
  return undefined;
}

function prismThemeName(theme: unknown): string {
  return isDict(theme) && typeof theme[PRISM_THEME_KEY] === 'string' ? `${theme[PRISM_THEME_KEY]} ` : '';
}

/** The text of a little HTML (tags dropped, the common entities decoded). */
function htmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©' };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? whole;
    });
}

/** The blog options docsgen reads as Docusaurus names them; the site.config `blog` takes the same names. */
const BLOG_KEYS = new Set([
  'path',
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'blogSidebarCount',
  'blogSidebarTitle',
  'postsPerPage',
  'showReadingTime',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'authorsMapPath',
  'tags',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
  'archiveBasePath',
  'tagsBasePath',
  'pageBasePath',
  'authorsBasePath',
  'editUrl',
]);
const FEED_KEYS = new Set(['type', 'title', 'description', 'copyright', 'language', 'limit']);

function mapBlog(blog: Dict, key: string, warn: Warn): Dict {
  const out: Dict = {};
  for (const [name, value] of Object.entries(blog)) {
    if (name === 'feedOptions') {
      if (!isDict(value)) continue;
      const feed: Dict = {};
      for (const [option, setting] of Object.entries(value)) {
        if (FEED_KEYS.has(option) && typeof setting !== 'function') feed[option] = setting;
        else if (option === 'xslt' && typeof setting === 'boolean') feed.xslt = setting;
        else if (option === 'xslt' && isDict(setting)) {
          feed.xslt = true;
          warn(`${key}.feedOptions.xslt`, "its own style sheet files are not read: docsgen's rss.xsl and atom.xsl are used");
        } else warn(`${key}.feedOptions.${option}`, 'not read by docsgen');
      }
      out.feedOptions = feed;
    } else if (PLUGIN_LISTS.includes(name)) takePluginList(out, name, value, `${key}.${name}`, warn);
    else if (BLOG_KEYS.has(name) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null)) {
      if (value !== null) out[name] = value;
    } else if (name === 'tags' && value === false) out.tags = false;
    else if (name === 'editUrl' && typeof value === 'function') out.editUrl = value;
    else warn(`${key}.${name}`, typeof value === 'function' ? 'a function is not supported: left out' : 'not read by docsgen');
  }
  return out;
}

/**
 * Plugins whose job docsgen does itself: each maps its options onto docsgen's own plugin (none
 * when docsgen does it for every site) and warns about an option it cannot honour.
 */
/** A plugin entry asking the plugins stage for one of docsgen's own plugins (see withPlugins). */
const builtIn = (name: string, options: Dict): BuiltInEntry => ({ name, builtInOptions: options });

/**
 * The languages Docusaurus's Prism (prism-react-renderer 2.x's bundled grammars) has, with their
 * aliases (its `Object.keys(Prism.languages)`): no shell, PHP, Java… unless `prism.additionalLanguages` adds them.
 */
const PRISM_LANGUAGES: readonly string[] = [
  ...['plain', 'plaintext', 'text', 'txt', 'markup', 'html', 'mathml', 'svg', 'xml', 'ssml', 'atom', 'rss', 'regex', 'clike', 'javascript', 'js', 'actionscript', 'coffeescript', 'coffee'],
  ...['javadoclike', 'css', 'yaml', 'yml', 'markdown', 'md', 'graphql', 'sql', 'typescript', 'ts', 'jsdoc', 'flow', 'n4js', 'n4jsd', 'jsx', 'tsx', 'swift', 'kotlin', 'kt', 'kts'],
  ...['c', 'objectivec', 'objc', 'reason', 'rust', 'go', 'cpp', 'python', 'py', 'json', 'webmanifest'],
];

/**
 * Where a `{ type: 'search', position: 'left' }` navbar item stands among docsgen's left items
 * (Docusaurus's default position is left): how many of them the items before it make (one docsgen
 * leaves out takes no place); undefined without one.
 */
function searchLeftIndex(items: readonly unknown[]): number | undefined {
  const at = items.findIndex((item) => isDict(item) && item.type === 'search' && (item.position ?? 'left') === 'left');
  if (at < 0) return undefined;
  // Mapped again without their warnings (mapNavbar gave those).
  const before = items.slice(0, at).flatMap((item, i) => navbarItem(item, `themeConfig.navbar.items[${i}]`, () => undefined));
  return before.filter((item) => (item.position ?? 'left') === 'left').length;
}

/** What a replaced plugin sets in docsgen's config besides (or instead of) a plugin. */
type ReplacePlugin = (options: Dict, at: string, warn: Warn, out: Dict) => unknown;

// docsgen writes llms.txt and a Markdown copy of every page for every site; llms-full.txt as
// docusaurus-plugin-llms does (by default, unless generateLLMsFullTxt: false).
const LLMS_TXT: ReplacePlugin = (options, at, warn, out) => {
  if (options.generateLLMsFullTxt !== false) out.llmsFullTxt = true;
  if (Array.isArray(options.customLLMFiles) && options.customLLMFiles.length > 0) warn(`${at}.customLLMFiles`, 'not written by docsgen (it writes llms.txt and llms-full.txt)');
  return undefined;
};
const OTHER_LLMS_TXT: ReplacePlugin = () => undefined;
/** A local search plugin: docsgen's search, `extra` added to its options. */
const localSearch = (extra: Dict = {}): ReplacePlugin => (options, at, warn) => {
  const ignore: string[] = [];
  (Array.isArray(options.excludeRoutes) ? options.excludeRoutes : []).forEach((route, i) => {
    if (typeof route === 'string' && !/[*?[{]/.test(route)) ignore.push(route);
    else warn(`${at}.excludeRoutes[${i}]`, `${JSON.stringify(route)}: docsgen's search leaves out exact paths only: this is indexed`);
  });
  return builtIn('docsgen:search', { ...(ignore.length > 0 ? { ignore } : {}), ...(options.disableVersioning === true ? { disableVersioning: true } : {}), ...extra });
};
const LOCAL_SEARCH = localSearch();
// docusaurus-lunr-search's box stays a field on a phone (Infima's 9rem; a magnifier at 360px and
// below), where DocSearch's and the other local plugins' fold into a magnifier button.
const LUNR_SEARCH = localSearch({ phoneBox: 'field' });
// @easyops-cn/docusaurus-search-local's is that field from 577px to 996px, a magnifier below.
const EASYOPS_SEARCH = localSearch({ phoneBox: 'tablet-field' });
const IDEAL_IMAGE: ReplacePlugin = (options) =>
  builtIn('docsgen:images', { ...(typeof options.quality === 'number' ? { quality: options.quality } : {}), ...(options.disableInDev === true ? { disableInDev: true } : {}) });

// docsgen compiles .scss/.sass itself with the site's own `sass` (src/css/sass.ts), as this plugin
// has webpack's sass-loader do; its options are sass-loader's, which docsgen does not have.
const SASS: ReplacePlugin = (options, at, warn) => {
  const given = Object.keys(options).filter((key) => key !== 'id');
  if (given.length > 0) warn(at, `${given.join(', ')}: sass-loader options, not read by docsgen (it compiles Sass with the site's sass package and its defaults)`);
  return undefined;
};

const REPLACED_PLUGINS: Record<string, ReplacePlugin> = {
  'docusaurus-plugin-sass': SASS,
  'docusaurus-plugin-llms': LLMS_TXT,
  'docusaurus-plugin-llms-txt': OTHER_LLMS_TXT,
  '@signalwire/docusaurus-plugin-llms-txt': OTHER_LLMS_TXT,
  'docusaurus-lunr-search': LUNR_SEARCH,
  '@easyops-cn/docusaurus-search-local': EASYOPS_SEARCH,
  '@cmfcmf/docusaurus-search-local': LOCAL_SEARCH,
  'docusaurus-search-local': LOCAL_SEARCH,
  '@getcanary/docusaurus-theme-search-pagefind': LOCAL_SEARCH,
  '@docusaurus/plugin-ideal-image': IDEAL_IMAGE,
  'ideal-image': IDEAL_IMAGE,
};
const REPLACED_BY: Record<string, string> = Object.fromEntries(
  Object.entries(REPLACED_PLUGINS).map(([name, replace]) => [
    name,
    replace === SASS ? "replaced by docsgen's own Sass step: .scss and .sass files are compiled with the site's sass package" : replace === LLMS_TXT ? "replaced by docsgen's llms.txt, llms-full.txt and Markdown copies of the pages" : replace === OTHER_LLMS_TXT ? "replaced by docsgen's llms.txt and Markdown copies of the pages" : replace === LOCAL_SEARCH || replace === LUNR_SEARCH || replace === EASYOPS_SEARCH ? "replaced by docsgen's search plugin (search())" : "replaced by docsgen's image optimisation (images()); @theme/IdealImage is docsgen's",
  ]),
);

const GTAG_PLUGINS = new Set(['@docusaurus/plugin-google-gtag', 'google-gtag', 'docusaurus-plugin-google-gtag']);

/**
 * The gtag plugin's options (preset or plugin) as its head tags on every page (see gtagTags) and
 * its client module (a page view on each client navigation, as the plugin's own sends it), or a warning.
 */
function addGtag(options: unknown, at: string, warn: Warn, out: Dict): void {
  const tags = gtagTags(options);
  if (typeof tags === 'string') return warn(at, tags);
  ((out.htmlTags ??= []) as Dict[]).push(...tags.map((tag) => ({ ...tag })));
  const clientModules = (out.clientModules ??= []) as string[];
  if (!clientModules.includes(GTAG_CLIENT_MODULE())) clientModules.unshift(GTAG_CLIENT_MODULE());
}

/** docsgen's stand-in for the gtag plugin's client module (in the browser code it ships). */
const GTAG_CLIENT_MODULE = () => engineModule('browser/clientModules/gtag');

const DOCS_PLUGINS = new Set(['@docusaurus/plugin-content-docs', 'content-docs', 'docusaurus-plugin-content-docs']);
const REDIRECT_PLUGINS = new Set(['@docusaurus/plugin-client-redirects', 'client-redirects', 'docusaurus-plugin-client-redirects']);

/** plugin-client-redirects' options, which docsgen's `clientRedirects` takes as they are. */
function clientRedirects(options: Dict, at: string, warn: Warn): Dict {
  const out: Dict = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === 'redirects' || key === 'fromExtensions' || key === 'toExtensions' || key === 'createRedirects') out[key] = value;
    else if (key !== 'id') warn(`${at}.${key}`, 'not read by docsgen');
  }
  return out;
}
const OTHER_DOCS_KEYS = new Set(['id', 'path', 'routeBasePath', 'sidebarPath', ...VERSION_KEYS]);

/** A further `@docusaurus/plugin-content-docs` instance: its id, folder, route base, sidebars and versions. */
function otherDocs(options: Dict, at: string, warn: Warn, presetDocsId: string): Dict | undefined {
  const id = typeof options.id === 'string' ? options.id : 'default';
  if (id === presetDocsId) {
    warn(at, `@docusaurus/plugin-content-docs with the id "${id}" of the classic preset's docs: left out (give it an id of its own)`);
    return undefined;
  }
  // Docusaurus's docs plugin shows no last update unless asked, whatever the preset's docs do.
  const out: Dict = { id, path: typeof options.path === 'string' ? options.path : 'docs', showLastUpdateTime: false, showLastUpdateAuthor: false };
  for (const [name, value] of Object.entries(options)) {
    if (name === 'id' || name === 'path') continue;
    if (name === 'showLastUpdateTime' || name === 'showLastUpdateAuthor') out[name] = value === true;
    else if (name === 'routeBasePath' && typeof value === 'string') out.routeBasePath = value.replace(/^\/+|\/+$/g, '');
    else if (name === 'sidebarPath' && typeof value === 'string') out.sidebarPath = value;
    else if (name === 'versions' && isDict(value)) out.versions = versionOptions(value, `${at}.versions`, warn);
    else if (OTHER_DOCS_KEYS.has(name) && name !== 'sidebarPath' && name !== 'routeBasePath') out[name] = value;
    else if (name === 'editUrl' && (typeof value === 'string' || typeof value === 'function')) out.editUrl = value;
    else if (PLUGIN_LISTS.includes(name)) takePluginList(out, name, value, `${at}.${name}`, warn);
    else if (name === 'include' || name === 'exclude') takeGlobs(out, name, value, `${at}.${name}`, warn);
    else if ((name === 'breadcrumbs' || name === 'sidebarCollapsible' || name === 'sidebarCollapsed') && typeof value === 'boolean') out[name] = value;
    else warn(`${at}.${name}`, 'not read by docsgen');
  }
  return out;
}
