import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureCopy } from '../helpers/siteCopy.js';
import { loadConfig } from '../../src/config/loadConfig.js';
import { forLocale } from '../../src/config/forLocale.js';

// Copies: loading a config keeps its compiled module in the site's node_modules/.cache.
const i18nSite = useFixtureCopy(path.resolve('test/fixtures/sites/docusaurus-i18n'));
const basic = useFixtureCopy(path.resolve('test/fixtures/sites/basic'));

describe('withLocaleFolders: where the locale being built keeps its translations, worked out by the config stage', () => {
  it("gives each docs version, the blog and the pages their folder in the current locale's translations, for each locale's config", async () => {
    const site = await i18nSite();
    const i18n = path.join(site, 'i18n');
    const config = await loadConfig(path.join(site, 'docusaurus.config.ts'));
    expect(config.docsInstances[0]!.versions[0]!.translatedDir).toBe(path.join(i18n, 'en', 'docusaurus-plugin-content-docs', 'current'));
    expect(config.paths.translated).toEqual({ blog: path.join(i18n, 'en', 'docusaurus-plugin-content-blog'), pages: path.join(i18n, 'en', 'docusaurus-plugin-content-pages') });
    // Another locale's config reads that locale's folders, not the default's.
    const fr = forLocale(config, 'fr');
    expect(fr.docsInstances[0]!.versions[0]!.translatedDir).toBe(path.join(i18n, 'fr', 'docusaurus-plugin-content-docs', 'current'));
    expect(fr.paths.translated?.pages).toBe(path.join(i18n, 'fr', 'docusaurus-plugin-content-pages'));
  });

  it('a site in one language has none', async () => {
    const config = await loadConfig(path.join(await basic(), 'site.config.ts'));
    expect(config.paths.translated).toBeUndefined();
    expect(config.docsInstances.flatMap((instance) => instance.versions.map((version) => version.translatedDir))).toEqual([undefined]);
  });
});
