import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { preparePwaSite } from '../helpers/pwaPluginPackage.js';

/**
 * @docusaurus/plugin-pwa in offline mode: every address a host answers for a page online (the clean
 * `/guide`, the file `/guide.html`, `/guide/` and `/guide/index.html`) loads that page offline from
 * the service worker's precache, as Docusaurus's one `guide/index.html` entry answers its three.
 * The plugin is a stand-in doing what the real one does (test/helpers/pwaPluginPackage.ts); the
 * site is served as a plain static host serves it.
 */
const fixture = 'test/fixtures/sites/docusaurus-post-build';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-pwa-offline-', (b, s) => ([browser, site] = [b, s]), {
  prepare: (root) => preparePwaSite(root, "'@docusaurus/plugin-pwa'"),
  serve: (out) => servePlain(out),
});

describe('plugin-pwa offline', () => {
  it("loads a page offline at each address a host answers for it, once the service worker's precache is filled", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      // The plugin's register script asks for offline mode this way when a strategy holds (`?offlineMode=true`, say).
      await page.evaluate(async () => {
        await navigator.serviceWorker.register(`/sw.js?params=${encodeURIComponent(JSON.stringify({ offlineMode: true, debug: false }))}`);
        // Active: its install, which fills the precache, has finished.
        await navigator.serviceWorker.ready;
      });
      await context.setOffline(true);
      const loads: Record<string, string> = {};
      for (const address of ['/guide', '/guide.html', '/guide/', '/guide/index.html', '/']) {
        const fresh = await context.newPage();
        loads[address] = await fresh.goto(`${site.url}${address}`, { waitUntil: 'domcontentloaded' }).then(
          async (response) => `${response?.status()} ${response?.fromServiceWorker() ? 'service worker' : 'network'}: ${await fresh.locator('h1').first().textContent()}`,
          (error: Error) => `failed: ${error.message.split('\n')[0]}`,
        );
        await fresh.close();
      }
      // Before: only the clean address and the home page (the plugin's own lookup of `/x` and `/x/index.html`).
      expect(loads).toEqual({
        '/guide': '200 service worker: Guide',
        '/guide.html': '200 service worker: Guide',
        '/guide/': '200 service worker: Guide',
        '/guide/index.html': '200 service worker: Guide',
        '/': "200 service worker: Keeper's log",
      });
    } finally {
      await context.close();
    }
  });
});
