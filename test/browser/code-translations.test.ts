/**
 * translate() / <Translate> in the site's code of the main bundle (a swizzled Footer, a client
 * module) on a translated locale: the build renders the locale's code.json messages (ids,
 * placeholders filled, an untranslated id's default message), and the browser shows the same once
 * hydrated, as Docusaurus does. Fixture: test/fixtures/sites/docusaurus-code-translations.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, waitForIdle } from '../helpers/pageSteps.js';

let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-code-translations/docusaurus.config.js', cache: false }, (b, s) => ([browser, server] = [b, s]));

const FRENCH = { watch: 'Veille depuis la galerie', lamps: '3 lampes allumées', plain: 'Fog horn ready', keeper: 'Gardien de service' };
const ENGLISH = { watch: 'Watch from the gallery', lamps: '3 lamps lit', plain: 'Fog horn ready', keeper: 'Keeper on duty' };

describe("code translations in the main bundle's site code", () => {
  for (const [path, words] of [['/fr/docs/lamp', FRENCH], ['/docs/lamp', ENGLISH]] as const) {
    it(`${path}: the swizzled Footer's words as the build wrote them, and the same once hydrated; the client module's too`, async () => {
      const served = await (await fetch(`${server.url}${path}`)).text();
      for (const name of ['watch', 'lamps', 'plain'] as const) expect(served).toContain(`class="keeper-${name}">${words[name]}<`);
      const { page, errors } = await openPage(browser);
      await gotoHydrated(page, `${server.url}${path}`);
      await waitForIdle(page);
      const shown = await page.evaluate(() => ({
        watch: document.querySelector('.keeper-watch')?.textContent,
        lamps: document.querySelector('.keeper-lamps')?.textContent,
        plain: document.querySelector('.keeper-plain')?.textContent,
        keeper: document.documentElement.dataset.keeper,
      }));
      expect(shown).toEqual(words);
      expect(errors).toEqual([]);
    });
  }
});
