import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writePackage } from './writePackage.js';

/**
 * A stand-in for @docusaurus/plugin-pwa in the site at `root`, doing in its postBuild what the real
 * one does there, without webpack and workbox: the precache manifest of the output's pages, scripts,
 * styles and data, put through `injectManifestConfig.manifestTransforms` (written to
 * `precache.json` too, for tests that read it), and a service worker `sw.js` with it. The worker
 * takes its parameters from its URL (`sw.js?params={"offlineMode":true}`), compiles in the
 * `swCustom` module (esbuild here, the site's webpack in the real plugin) and calls it before it
 * listens for requests; it precaches each entry as it installs and, in offline mode, answers a
 * request from the precache when its URL, or `<URL>/index.html`, is an entry's (the plugin's lookup).
 */
export function installPwaStandIn(root: string): void {
  writePackage(root, '@docusaurus/plugin-pwa', { 'index.js': PLUGIN }, { version: '3.0.0' });
}

/**
 * The docusaurus-post-build fixture's copy at `root` made a PWA site: the stand-in installed, its
 * config's plugins led by `entry` (the plugin as the config lists it: source text) and a page
 * besides the home page, `docs/guide.md` (written as guide.html, asked for as /guide).
 */
export async function preparePwaSite(root: string, entry: string): Promise<void> {
  installPwaStandIn(root);
  await writeFile(path.join(root, 'docs', 'guide.md'), '# Guide\n\nThe lamp is lit at dusk.\n');
  const config = path.join(root, 'docusaurus.config.js');
  const source = await readFile(config, 'utf8');
  const written = source.replace('  plugins: [\n', `  plugins: [\n    ${entry},\n`);
  if (written === source) throw new Error(`${config}: no plugins list to add the PWA plugin to`);
  await writeFile(config, written);
}

/** The service worker after the manifest and the compiled swCustom module (`MANIFEST`, `swCustomModule`). */
const WORKER = `const params = JSON.parse(new URLSearchParams(self.location.search).get('params') || '{}');
// Entry URL → its cache key (the URL with the revision in the query).
const keys = new Map(MANIFEST.map((entry) => {
  const url = new URL(entry.url, self.registration.scope).href;
  return [url, entry.revision ? url + '?__WB_REVISION__=' + entry.revision : url];
}));
self.addEventListener('install', (event) => {
  if (params.offlineMode) event.waitUntil(caches.open('precache').then((cache) => cache.addAll([...keys.values()])));
});
if (typeof swCustomModule.default === 'function') swCustomModule.default(params);
self.addEventListener('fetch', (event) => {
  if (!params.offlineMode) return;
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  url.search = '';
  url.hash = '';
  for (const possible of [url.href, url.href + (url.pathname.endsWith('/') ? '' : '/') + 'index.html']) {
    const key = keys.get(possible);
    if (key) {
      event.respondWith(caches.match(key));
      break;
    }
  }
});
`;

const PLUGIN = `const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const WORKER = ${JSON.stringify(WORKER)};
module.exports = function pluginPWA(context, options) {
  const { injectManifestConfig, swCustom } = options;
  return {
    name: 'docusaurus-plugin-pwa',
    async postBuild({ outDir }) {
      let manifest = fs.readdirSync(outDir, { recursive: true })
        .filter((name) => /\\.(html|js|css|json)$/.test(name))
        .sort()
        .map((name) => ({ url: name.split(path.sep).join('/'), revision: crypto.createHash('md5').update(fs.readFileSync(path.join(outDir, name))).digest('hex') }));
      for (const transform of injectManifestConfig.manifestTransforms ?? []) manifest = (await transform(manifest)).manifest;
      fs.writeFileSync(path.join(outDir, 'precache.json'), JSON.stringify(manifest));
      const custom = swCustom
        ? require('esbuild').buildSync({ entryPoints: [swCustom], bundle: true, format: 'iife', globalName: 'swCustomModule', write: false }).outputFiles[0].text
        : 'var swCustomModule = {};';
      fs.writeFileSync(path.join(outDir, 'sw.js'), 'const MANIFEST = ' + JSON.stringify(manifest) + ';\\n' + custom + '\\n' + WORKER);
    },
  };
};
module.exports.validateOptions = ({ options }) => ({ injectManifestConfig: {}, ...options });
`;
