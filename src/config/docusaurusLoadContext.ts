import path from 'node:path';
import { siteCacheDir } from './resolveConfig.js';
import { cachePaths } from './cachePaths.js';

type Dict = Record<string, unknown>;

/** Where the site is and is built: the resolved config's paths when there is one, else the defaults for a config being loaded. */
export interface LoadContextPaths {
  generatedDir: string;
  outDir: string;
  /** The site's origin (`https://acme.github.io`) and base (`/repo-name/`). */
  url: string;
  baseUrl: string;
}

/**
 * Docusaurus's LoadContext, which presets' and plugins' functions are called with, as far as
 * docsgen has its parts: one locale, English. Without `paths` (a preset, run while the config
 * loads) they are the config's own and docsgen's defaults.
 */
export function docusaurusLoadContext(siteConfig: Dict, configFile: string, paths?: LoadContextPaths) {
  const siteDir = path.dirname(configFile);
  const url = paths?.url ?? originOf(siteConfig.url);
  const baseUrl = paths?.baseUrl ?? (typeof siteConfig.baseUrl === 'string' ? siteConfig.baseUrl : '/');
  return {
    siteDir,
    siteVersion: undefined,
    generatedFilesDir: paths?.generatedDir ?? cachePaths(siteCacheDir(siteDir)).generated,
    // As Docusaurus normalises it: the lists and objects plugins read are there even when unwritten.
    siteConfig: { presets: [], plugins: [], themes: [], themeConfig: {}, customFields: {}, staticDirectories: ['static'], ...siteConfig, future: futureOf(siteConfig.future), url, baseUrl },
    siteConfigPath: configFile,
    outDir: paths?.outDir ?? path.join(siteDir, 'build'),
    baseUrl,
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      path: 'i18n',
      currentLocale: 'en',
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', translate: false, url, baseUrl } },
    },
    localizationDir: path.join(siteDir, 'i18n', 'en'),
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
}

/** `future` with Docusaurus's defaults under what the site set (the classic preset reads `future.v4`). */
function futureOf(future: unknown): Dict {
  const own = isDict(future) ? future : {};
  return {
    experimental_router: 'browser',
    ...own,
    v4: { removeLegacyPostBuildHeadAttribute: false, useCssCascadeLayers: false, ...(isDict(own.v4) ? own.v4 : {}) },
    experimental_faster: isDict(own.experimental_faster) ? own.experimental_faster : {},
    experimental_storage: { type: 'localStorage', namespace: false, ...(isDict(own.experimental_storage) ? own.experimental_storage : {}) },
  };
}

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);

function originOf(url: unknown): string {
  try {
    return new URL(String(url)).origin;
  } catch {
    return 'http://localhost';
  }
}
