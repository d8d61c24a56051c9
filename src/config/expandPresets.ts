import { ConfigError } from '../util/errors.js';
import { docusaurusLoadContext } from './docusaurusLoadContext.js';
import { loadDocusaurusPreset } from './loadDocusaurusModule.js';
import { CLASSIC_PRESETS, packageOfPath } from './packageOfPath.js';

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The classic preset's options key for each plugin or theme it is made of (what a preset built on it hands on). */
const CLASSIC_PARTS: Record<string, string> = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  '@docusaurus/plugin-sitemap': 'sitemap',
  '@docusaurus/plugin-svgr': 'svgr',
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-google-analytics': 'googleAnalytics',
  '@docusaurus/plugin-google-tag-manager': 'googleTagManager',
  '@docusaurus/theme-classic': 'theme',
};

/** Parts the classic preset may add that docsgen replaces (search, CSS layers) or that only serve development: not carried on. */
const DROPPED = new Set(['@docusaurus/plugin-debug', '@docusaurus/theme-search-algolia', '@docusaurus/plugin-css-cascade-layers']);

/** Where the plugins and themes a preset gave came from, for warnings: `presets[0] (x): plugins[2]`. */
export const PRESET_ORIGINS = Symbol.for('docsgen.presetOrigins');

export interface PresetOrigins {
  plugins: string[];
  themes: string[];
}

/**
 * A Docusaurus config's presets other than the classic one, run as Docusaurus runs them: the
 * preset's function is called with the site's context and its options and returns plugins and
 * themes. The classic plugins among them (docs, blog, pages, theme-classic…) become the classic
 * preset's options again, which docsgen reads; the others go before the config's own `plugins`
 * and `themes`, as Docusaurus loads a preset's before the site's. A preset that wraps the classic
 * one (adding remark plugins, say) so builds as the classic one would, with what it added.
 */
export async function expandPresets(raw: unknown, configFile: string, fileLabel: string): Promise<unknown> {
  if (!isDict(raw) || !Array.isArray(raw.presets)) return raw;
  const presets: unknown[] = [];
  const plugins: unknown[] = [];
  const themes: unknown[] = [];
  const origins: PresetOrigins = { plugins: [], themes: [] };
  // Set once a preset other than the classic one runs: without one, the config stays as written.
  let ran = false;
  for (const [i, entry] of raw.presets.entries()) {
    const [spec, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    if (typeof spec !== 'string' || CLASSIC_PRESETS.has(packageOfPath(spec))) {
      presets.push(entry);
      continue;
    }
    ran = true;
    const at = `${fileLabel}: presets[${i}]`;
    const preset = await loadDocusaurusPreset(spec, at, configFile);
    let result: unknown;
    try {
      result = await preset(docusaurusLoadContext(raw, configFile), isDict(options) ? options : {});
    } catch (error) {
      throw new ConfigError(`${at}: ${packageOfPath(spec)}: the preset function threw: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    }
    if (!isDict(result)) throw new ConfigError(`${at}: ${packageOfPath(spec)}: the preset function returned no { plugins, themes }`);
    const classic: Dict = { docs: false, blog: false, pages: false };
    const label = `presets[${i}] (${packageOfPath(spec)})`;
    for (const key of ['plugins', 'themes'] as const) {
      const list = result[key];
      if (!Array.isArray(list)) continue;
      list.forEach((part, j) => {
        if (part === false || part === null || part === undefined) return;
        const [name, partOptions] = Array.isArray(part) ? [part[0], part[1]] : [part, undefined];
        const known = typeof name === 'string' ? packageOfPath(name) : undefined;
        const classicKey = known === undefined ? undefined : CLASSIC_PARTS[known];
        // The first docs plugin is the classic one's; a further one is another docs instance.
        if (classicKey && (classic[classicKey] === false || classic[classicKey] === undefined)) {
          classic[classicKey] = isDict(partOptions) ? partOptions : {};
          return;
        }
        if (known !== undefined && DROPPED.has(known)) return;
        (key === 'plugins' ? plugins : themes).push(part);
        origins[key].push(`${label}: ${key}[${j}]`);
      });
    }
    presets.push(['@docusaurus/preset-classic', classic]);
  }
  if (!ran) return raw;
  const expanded: Dict = {
    ...raw,
    presets,
    plugins: [...plugins, ...(Array.isArray(raw.plugins) ? raw.plugins : [])],
    themes: [...themes, ...(Array.isArray(raw.themes) ? raw.themes : [])],
  };
  if (raw.plugins !== undefined && !Array.isArray(raw.plugins)) expanded.plugins = raw.plugins;
  if (raw.themes !== undefined && !Array.isArray(raw.themes)) expanded.themes = raw.themes;
  Object.defineProperty(expanded, PRESET_ORIGINS, { value: origins, enumerable: false });
  return expanded;
}
