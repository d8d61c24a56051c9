import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig.js';
import { forLocale } from '../../src/config/forLocale.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

// A copy: loading the config keeps its compiled module in the site's node_modules/.cache.
const i18nSite = useFixtureCopy(path.resolve('test/fixtures/sites/docusaurus-i18n'));
const config = async () => loadConfig(path.join(await i18nSite(), 'docusaurus.config.ts'));

describe("ConfigValues.docusaurusI18n: the locales as a site's code reads them, made by the config stage", () => {
  it("lists the site's locales with the values useDocusaurusContext().i18n gives, the default locale current", async () => {
    expect((await config()).docusaurusI18n).toEqual({
      defaultLocale: 'en',
      currentLocale: 'en',
      locales: ['en', 'fr', 'ar'],
      // Docusaurus's five values a locale, not docsgen's URLs of it.
      localeConfigs: {
        en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
        fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' },
        ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' },
      },
    });
  });

  it("is made again for another locale's config, with that locale current", async () => {
    const fr = forLocale(await config(), 'fr');
    expect(fr.docusaurusI18n.currentLocale).toBe('fr');
    expect(fr.docusaurusI18n.defaultLocale).toBe('en');
  });
});
