import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { cleanUrlManifest, isPwaPlugin, offlineAddressesModule, otherAddresses, withCleanUrlPrecache } from '../../src/plugins/pwaPrecache.js';
import { silentLogger } from '../../src/util/log.js';
import { preparePwaSite } from '../helpers/pwaPluginPackage.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-post-build/', import.meta.url));

describe("plugin-pwa's precache in a site docsgen builds", () => {
  it('names each page by its clean URL, the one its service worker is asked for offline; index and not-found pages keep theirs', () => {
    const entries = [
      { url: 'docs/expect.html', revision: 'a' },
      { url: 'index.html', revision: 'b' },
      { url: 'blog/index.html', revision: 'c' },
      { url: '404.html', revision: 'd' },
      { url: 'assets/main-X.js', revision: null },
      { url: '__data/docs/expect.json', revision: 'e' },
    ];
    expect(cleanUrlManifest(entries).manifest).toEqual([
      { url: 'docs/expect', revision: 'a' },
      { url: 'index.html', revision: 'b' },
      { url: 'blog/index.html', revision: 'c' },
      { url: '404.html', revision: 'd' },
      { url: 'assets/main-X.js', revision: null },
      { url: '__data/docs/expect.json', revision: 'e' },
    ]);
    expect(['@docusaurus/plugin-pwa', 'pwa', 'docusaurus-plugin-pwa'].every(isPwaPlugin)).toBe(true);
    expect(isPwaPlugin('@docusaurus/plugin-ideal-image')).toBe(false);
  });

  it("looks a page's other addresses up by its clean URL, leaving the plugin's own lookup what it answers", () => {
    expect(otherAddresses('/docs/expect.html', '/')).toEqual(['/docs/expect']);
    expect(otherAddresses('/docs/expect/', '/')).toEqual(['/docs/expect/index.html', '/docs/expect']);
    expect(otherAddresses('/docs/expect/index.html', '/')).toEqual(['/docs/expect']);
    expect(otherAddresses('/404.html', '/')).toEqual(['/404']);
    // The clean URL, the scope's root and other files: the plugin's lookup alone.
    for (const [pathname, scope] of [['/docs/expect', '/'], ['/', '/'], ['/index.html', '/'], ['/repo/', '/repo/'], ['/repo/index.html', '/repo/'], ['/assets/main.js', '/'], ['/other/x.html', '/repo/']]) {
      expect(otherAddresses(pathname!, scope!)).toEqual([]);
    }
    expect(otherAddresses('/repo/docs/expect.html', '/repo/')).toEqual(['/repo/docs/expect']);
  });

  it("calls the site's own swCustom first, and only then listens, in offline mode only", () => {
    expect(offlineAddressesModule()).not.toContain('import ');
    const withSite = offlineAddressesModule('/site/src/sw.js');
    expect(withSite).toContain('import siteSwCustom from "/site/src/sw.js";');
    expect(withSite.indexOf('siteSwCustom(params)')).toBeLessThan(withSite.indexOf('params.offlineMode'));
    expect(withSite.indexOf('params.offlineMode')).toBeLessThan(withSite.indexOf("addEventListener('fetch'"));
  });

  it("imports the site's own swCustom as its option names it: a path from the site's folder, or a package by its name (webpack resolves it)", () => {
    const paths = { siteDir: '/site', swModule: '/site/cache/sw-custom.js' };
    const imported = (swCustom: string) => /import siteSwCustom from (".*?");/.exec(withCleanUrlPrecache({ swCustom }, paths).swModuleText)?.[1];
    expect(imported('./src/sw.js')).toBe(JSON.stringify(path.resolve('/site', 'src/sw.js')));
    expect(imported('/elsewhere/sw.js')).toBe(JSON.stringify(path.resolve('/elsewhere/sw.js')));
    expect(imported('lantern-sw')).toBe('"lantern-sw"');
    expect(imported('@harbour/lantern-sw/offline')).toBe('"@harbour/lantern-sw/offline"');
    expect(withCleanUrlPrecache({ swCustom: 'lantern-sw' }, paths).options.swCustom).toBe('/site/cache/sw-custom.js');
  });

  describe('through the plugin as the site lists it', () => {
    let root: string;
    let out: string;
    beforeAll(async () => {
      root = await copyDocusaurusSite(fixture, 'docsgen-pwa-precache-');
      // A stand-in for @docusaurus/plugin-pwa: its postBuild runs injectManifest's manifest transforms
      // (those of the injectManifestConfig it was made with) over the output's files, and writes the result.
      // The site's own transform (it marks each entry) is kept, docsgen's added after it.
      await preparePwaSite(root, "['@docusaurus/plugin-pwa', { injectManifestConfig: { manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => ({ ...entry, site: true })) })] } }]");
      out = path.join(root, 'build');
      await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: silentLogger, crawl: false, locales: ['en'] });
    }, 120_000);
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it("gets docsgen's transform after the site's own in injectManifestConfig", async () => {
      const manifest = JSON.parse(await readFile(path.join(out, 'precache.json'), 'utf8')) as { url: string; site?: boolean }[];
      // The pages the stand-in found: the guide under its clean URL, the home and not-found pages under their files' names.
      expect(manifest.map((entry) => entry.url)).toContain('guide');
      expect(manifest.every((entry) => entry.site === true)).toBe(true);
      expect(manifest.map((entry) => entry.url).filter((url) => url.endsWith('.html')).sort()).toEqual(['404.html', 'index.html']);
    });

    it('gets a service worker that compiles in docsgen\'s swCustom module', async () => {
      const worker = await readFile(path.join(out, 'sw.js'), 'utf8');
      expect(worker).toContain('docsgenOfflineAddresses');
    });
  });
});
