import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig.js';
import { forLocale } from '../../src/config/forLocale.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

// A copy: loading the config keeps its compiled module in the site's node_modules/.cache.
const i18nSite = useFixtureCopy(path.resolve('test/fixtures/sites/docusaurus-i18n'));
const config = async () => loadConfig(path.join(await i18nSite(), 'docusaurus.config.ts'));

describe("ConfigValues.themeMessages: the theme's words a locale translates, made by the config stage", () => {
  it('are none for the default locale, English, whose code translations give none of them', async () => {
    expect((await config()).themeMessages).toBeUndefined();
  });

  it("are made again for another locale's config, in that locale", async () => {
    const fr = forLocale(await config(), 'fr');
    expect(fr.themeMessages?.['theme.common.editThisPage']).toBe('Modifier cette page');
    expect(fr.themeMessages?.['theme.docs.paginator.previous']).toBe('Précédent');
  });
});
