import { describe, expect, it } from 'vitest';
import { isMultilingual, resolveI18n } from '../../src/config/resolveI18n.js';
import { localesToBuild } from '../../src/config/forLocale.js';

const site = { rootDir: '/site', origin: 'https://tea.example', base: '/docs-site/', configName: 'docusaurus.config.ts' };

describe('resolveI18n', () => {
  it("fills each locale as Docusaurus does: the language's own name, its direction, the default at the base and the others under /<locale>/", () => {
    const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en', 'fr', 'ar', 'pt-BR'], path: 'i18n', localeConfigs: { fr: { label: 'French' }, 'pt-BR': { path: 'pt', url: 'https://pt.tea.example', baseUrl: 'chá' } } }, site);
    expect(i18n.dir).toBe('/site/i18n');
    expect(i18n.currentLocale).toBe('en');
    expect(i18n.localeConfigs.en).toEqual({ label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', url: 'https://tea.example', baseUrl: '/docs-site/' });
    expect(i18n.localeConfigs.fr).toMatchObject({ label: 'French', baseUrl: '/docs-site/fr/', path: 'fr' });
    expect(i18n.localeConfigs.ar).toMatchObject({ label: 'العربية', direction: 'rtl', htmlLang: 'ar', baseUrl: '/docs-site/ar/' });
    // A locale published elsewhere keeps its own URL and base; its folder is the one given.
    expect(i18n.localeConfigs['pt-BR']).toMatchObject({ label: 'Português (Brasil)', path: 'pt', url: 'https://pt.tea.example', baseUrl: '/chá/' });
  });

  it('built alone (--locale), every locale is at the base', () => {
    const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en', 'fr'], path: 'i18n', localeConfigs: {} }, site, true);
    expect(i18n.localeConfigs.fr!.baseUrl).toBe('/docs-site/');
  });

  it('a default locale not among the locales, or a locale that is no BCP 47 tag, names the key', () => {
    expect(() => resolveI18n({ defaultLocale: 'de', locales: ['en'], path: 'i18n', localeConfigs: {} }, site)).toThrow('docusaurus.config.ts: i18n.defaultLocale "de" is not one of i18n.locales (en)');
    expect(() => resolveI18n({ defaultLocale: 'en', locales: ['en', 'x_1'], path: 'i18n', localeConfigs: {} }, site)).toThrow('"x_1" (locale x_1) is not a BCP 47 language tag');
  });

  it('a localeConfigs entry for a locale not in locales is left aside, as Docusaurus does (a config that narrows locales from the environment keeps every entry)', () => {
    const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: { en: { label: 'Tea' }, fr: { label: 'Thé', baseUrl: '/fr/' } } }, site);
    expect(i18n.locales).toEqual(['en']);
    expect(Object.keys(i18n.localeConfigs)).toEqual(['en']);
    expect(i18n.localeConfigs.en!.label).toBe('Tea');
  });

  it('English alone is a site in one language (it builds as before); anything else is multilingual', () => {
    expect(isMultilingual({ defaultLocale: 'en', locales: ['en'] })).toBe(false);
    expect(isMultilingual({ defaultLocale: 'fr', locales: ['fr'] })).toBe(true);
    expect(isMultilingual({ defaultLocale: 'en', locales: ['en', 'ja'] })).toBe(true);
  });

  it('builds the default locale first', () => {
    const config = { configName: 'c', i18n: resolveI18n({ defaultLocale: 'en', locales: ['fr', 'en', 'ja'], path: 'i18n', localeConfigs: {} }, site) };
    expect(localesToBuild(config, undefined)).toEqual(['en', 'fr', 'ja']);
    expect(localesToBuild(config, ['ja', 'en'])).toEqual(['en', 'ja']);
  });
});
