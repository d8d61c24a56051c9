import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { afterAll } from 'vitest';
import type { ConfigValues } from '../../src/config/configValues.js';
import { resolveI18n } from '../../src/config/resolveI18n.js';
import { findReact } from '../../src/theme/findReact.js';
import type { ReactCopy } from '../../src/config/configValues.js';
import { createPageStep, type PageResult, type PageStepOptions } from '../../src/content/processPage.js';
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

/**
 * A site folder in the system's temporary folder for a file's page-step tests, removed after them
 * (call it at the file's top level), and its pages: `source(id, body)` is `content/docs/<id>.md`
 * at `/docs/<id>`, with no front matter.
 */
export function testSite(prefix: string): { root: string; source: (id: string, body: string) => SourceFile } {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const source = (id: string, body: string): SourceFile => ({ sourcePath: path.join(root, 'content', 'docs', `${id}.md`), displayPath: `content/docs/${id}.md`, id, route: `/docs/${id}`, raw: body, body, frontMatter: {} });
  return { root, source };
}

/** The tree `step` made of `page` (the step keeps trees: see testPageStep); a page that failed fails the test, with what the step said. */
export async function pageTree(step: Awaited<ReturnType<typeof createPageStep>>, page: SourceFile): Promise<Root> {
  const result: PageResult = await step({ n: 0, source: page });
  if (!('page' in result)) throw new Error(JSON.stringify(result));
  return result.tree!;
}
