import path from 'node:path';
import type { ConfigValues } from '../../src/config/configValues.js';
import { resolveI18n } from '../../src/config/resolveI18n.js';
import { findReact, type ReactCopy } from '../../src/theme/findReact.js';
import { createPageStep, type PageStepOptions } from '../../src/content/processPage.js';
import type { SourceFile } from '../../src/content/toDoc.js';

/** The resolved config a page step reads, for a one-locale site in `root` (content/docs, content/static). */
export function pageStepConfig(root: string): ConfigValues & { react: ReactCopy } {
  return {
    rootDir: root,
    paths: { docsDir: path.join(root, 'content', 'docs'), staticDir: path.join(root, 'content', 'static'), outsideDocsDirs: [] },
    urls: { siteUrl: 'https://example.com', origin: 'https://example.com', base: '/' },
    colorMode: { defaultMode: 'light' },
    customFields: {},
    markdown: { format: 'detect' },
    docsInstances: [],
    // The code blocks read themeConfig.prism.magicComments from it.
    docusaurusSiteConfig: { themeConfig: {} },
    // A page's useDocusaurusContext() and Translate read the locales.
    i18n: resolveI18n({ defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} }, { rootDir: root, origin: 'https://example.com', base: '/', configName: 'site.config.ts' }),
    docusaurusI18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } },
    react: findReact(root),
  } as unknown as ConfigValues & { react: ReactCopy };
}

/**
 * A page step for `pages` of a site in `root` (see pageStepConfig), with no theme (the body
 * renderer is given, empty unless `options` names one), no plugins, no cache and the trees kept,
 * unless `options` says otherwise.
 */
export function testPageStep(root: string, pages: SourceFile[], options: Partial<PageStepOptions> = {}): ReturnType<typeof createPageStep> {
  return createPageStep({
    routes: pages.map((page) => [page.sourcePath, page.route] as [string, string]),
    themeFile: 'unused: the renderer is given',
    plugins: [],
    pluginList: [],
    renderBody: () => '',
    config: pageStepConfig(root),
    cacheDir: path.join(root, '.cache'),
    dev: false,
    cache: false,
    keepTrees: true,
    ...options,
  });
}
