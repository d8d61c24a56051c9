import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, validateConfig } from '../../src/config/loadConfig.js';
import { forLocale } from '../../src/config/forLocale.js';
import { normalizeBase, resolvePaths, resolveUrls, withFavicon } from '../../src/config/resolveConfig.js';
import { ConfigError } from '../../src/util/errors.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

const root = path.resolve('/sites/acme');
const file = path.join(root, 'site.config.ts');

describe('resolvePaths', () => {
  it('makes every folder absolute, relative to the config', () => {
    const paths = resolvePaths({ contentDir: 'website/content', themeDir: '../shared-theme', outDir: 'dist/site', theme: { customCss: ['./css/brand.css'] }, clientModules: ['./src/track.js'] }, file);
    expect(paths).toEqual({
      rootDir: root,
      configFile: file,
      contentDir: path.join(root, 'website', 'content'),
      docsDir: path.join(root, 'website', 'content', 'docs'),
      staticDir: path.join(root, 'website', 'content', 'static'),
      pagesDir: path.join(root, 'website', 'content'),
      outsideDocsDirs: [],
      sourceDirs: [path.join(root, 'website', 'content')],
      themeDir: path.resolve(root, '..', 'shared-theme'),
      swizzleDir: path.join(root, 'src', 'theme'),
      sidebarsFile: file,
      outDir: path.join(root, 'dist', 'site'),
      cacheDir: path.join(root, 'node_modules', '.cache', 'docsgen'),
      // Every file and folder docsgen keeps in the cache, named once.
      cache: {
        content: path.join(root, 'node_modules', '.cache', 'docsgen', 'content.bin'),
        sources: path.join(root, 'node_modules', '.cache', 'docsgen', 'sources.json'),
        pages: path.join(root, 'node_modules', '.cache', 'docsgen', 'pages'),
        lastBuild: path.join(root, 'node_modules', '.cache', 'docsgen', 'last-build.json'),
        inputHashes: path.join(root, 'node_modules', '.cache', 'docsgen', 'input-hashes.json'),
        clientBundles: path.join(root, 'node_modules', '.cache', 'docsgen', 'client'),
        modules: path.join(root, 'node_modules', '.cache', 'docsgen', 'modules'),
        theme: path.join(root, 'node_modules', '.cache', 'docsgen', 'theme'),
        codeThemeCss: path.join(root, 'node_modules', '.cache', 'docsgen', 'code-theme.css'),
        generated: path.join(root, 'node_modules', '.cache', 'docsgen', 'generated'),
      },
      generatedDir: path.join(root, 'node_modules', '.cache', 'docsgen', 'generated'),
      customCss: [path.join(root, 'css', 'brand.css')],
      clientModules: [path.join(root, 'src', 'track.js')],
    });
  });

  it('names the sidebars module the config stage loaded (docs.sidebarPath), else the config file', () => {
    const paths = resolvePaths({ contentDir: 'content', themeDir: 'theme', outDir: 'build', theme: { customCss: [] }, layout: 'docusaurus', sidebarsFile: path.join(root, 'sidebars.js') }, file);
    expect(paths.sidebarsFile).toBe(path.join(root, 'sidebars.js'));
  });

  it("names a docs folder outside the config's folder (Docusaurus's docs.path: '../docs'), to be read like the site's own", () => {
    const paths = resolvePaths({ contentDir: 'content', themeDir: 'theme', outDir: 'build', theme: { customCss: [] }, layout: 'docusaurus', docs: { path: '../docs' } }, file);
    expect(paths.docsDir).toBe(path.resolve(root, '..', 'docs'));
    expect(paths.outsideDocsDirs).toEqual([path.resolve(root, '..', 'docs')]);
    expect(resolvePaths({ contentDir: 'content', themeDir: 'theme', outDir: 'build', theme: { customCss: [] }, layout: 'docusaurus', docs: { path: 'guides' } }, file).outsideDocsDirs).toEqual([]);
  });

  it('keeps absolute folders as they are', () => {
    const out = path.resolve('/srv/www/acme');
    expect(resolvePaths({ contentDir: 'content', themeDir: 'theme', outDir: out, theme: { customCss: [] } }, file).outDir).toBe(out);
  });
});

describe('withFavicon', () => {
  it('the favicon as a site path and as the URL pages link, under the base', () => {
    const urls = resolveUrls('https://acme.github.io/repo-name/', undefined, 'site.config.ts');
    expect(withFavicon(urls, 'img/favicon.ico').favicon).toEqual({ path: '/img/favicon.ico', url: '/repo-name/img/favicon.ico' });
    expect(withFavicon(resolveUrls('https://docs.example.com', undefined, 'site.config.ts'), '/favicon.ico').favicon).toEqual({ path: '/favicon.ico', url: '/favicon.ico' });
    expect(withFavicon(urls, undefined)).toBe(urls);
  });
});

describe('resolveUrls', () => {
  it('a url without a path: the site is at the root, the url stays as written', () => {
    expect(resolveUrls('https://docs.example.com', undefined, 'site.config.ts')).toEqual({ base: '/', basePrefix: '', siteUrl: 'https://docs.example.com', origin: 'https://docs.example.com' });
    expect(resolveUrls('https://docs.example.com/', '/', 'site.config.ts')).toEqual({ base: '/', basePrefix: '', siteUrl: 'https://docs.example.com', origin: 'https://docs.example.com' });
  });

  it.each([
    ['https://acme.github.io/repo-name/', undefined],
    ['https://acme.github.io/repo-name', undefined],
    ['https://acme.github.io', '/repo-name/'],
    ['https://acme.github.io/', 'repo-name'],
    ['https://acme.github.io/repo-name/', '/repo-name/'],
  ])('url %s with baseUrl %s: base /repo-name/', (url, baseUrl) => {
    expect(resolveUrls(url, baseUrl, 'site.config.ts')).toEqual({ base: '/repo-name/', basePrefix: '/repo-name', siteUrl: 'https://acme.github.io/repo-name', origin: 'https://acme.github.io' });
  });

  it('a url path and a baseUrl that disagree are an error naming both', () => {
    expect(() => resolveUrls('https://acme.github.io/one/', '/two/', 'site.config.ts')).toThrow(ConfigError);
    expect(() => resolveUrls('https://acme.github.io/one/', '/two/', 'site.config.ts')).toThrow(/site\.config\.ts: url has the path \/one\/ but baseUrl is \/two\//);
  });

  it('a url with a query or a fragment is an error', () => {
    expect(() => resolveUrls('https://acme.github.io/?x=1', undefined, 'site.config.ts')).toThrow(/query or a fragment/);
  });

  it('normalizeBase: one leading and one trailing slash', () => {
    expect(['', '/', '//', 'a', '/a', 'a/', '/a/b/', '//a//'].map(normalizeBase)).toEqual(['/', '/', '/', '/a/', '/a/', '/a/', '/a/b/', '/a/']);
  });
});

describe('validateConfig resolves once', () => {
  const base = { title: 'T', url: 'https://t.example' };

  it('hands on paths and urls, not the strings the config wrote', () => {
    const config = validateConfig({ ...base, contentDir: 'docs-src', outDir: 'public' }, file) as unknown as Record<string, unknown>;
    for (const key of ['contentDir', 'themeDir', 'outDir', 'url', 'baseUrl']) expect(config).not.toHaveProperty(key);
    expect(config.paths).toMatchObject({ contentDir: path.join(root, 'docs-src'), outDir: path.join(root, 'public') });
    expect(config.urls).toEqual({ base: '/', basePrefix: '', siteUrl: 'https://t.example', origin: 'https://t.example' });
  });
});

describe('the page limits from the command line', () => {
  it('DOCSGEN_PAGE_TIMEOUT and DOCSGEN_PAGE_MEMORY (--page-timeout, --page-memory) win over the config', () => {
    const base = { title: 'T', url: 'https://t.example', pageTimeout: 30, pageMemory: 1024 };
    expect(validateConfig(base, file)).toMatchObject({ pageTimeout: 30, pageMemory: 1024 });
    process.env.DOCSGEN_PAGE_TIMEOUT = '600';
    process.env.DOCSGEN_PAGE_MEMORY = '4096';
    try {
      expect(validateConfig(base, file)).toMatchObject({ pageTimeout: 600, pageMemory: 4096 });
    } finally {
      delete process.env.DOCSGEN_PAGE_TIMEOUT;
      delete process.env.DOCSGEN_PAGE_MEMORY;
    }
  });
});

describe("forLocale's URLs", () => {
  // A copy: loading the config keeps its compiled module in the site's node_modules/.cache.
  const i18nSite = useFixtureCopy(path.resolve('test/fixtures/sites/docusaurus-i18n'));
  it("gives another locale's config its base, and that base as the prefix of its pages' URLs", async () => {
    const fr = forLocale(await loadConfig(path.join(await i18nSite(), 'docusaurus.config.ts')), 'fr');
    expect(fr.urls.base).toBe('/fr/');
    expect(fr.urls.basePrefix).toBe('/fr');
  });
});
