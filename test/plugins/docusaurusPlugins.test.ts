import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { runCli } from '../helpers/cli.js';
import { installPluginPackages } from '../helpers/docusaurusPluginPackage.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-plugins/', import.meta.url));

describe("a Docusaurus site's own plugins", () => {
  let root: string;
  let out: string;
  const warnings: string[] = [];
  let index: string;

  beforeAll(async () => {
    root = await copyDocusaurusSite(fixture, 'docsgen-ds-plugins-');
    await installPluginPackages(root);
    out = path.join(root, 'build');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: { info: () => {}, warn: (message) => warnings.push(message) }, crawl: false });
    index = await readFile(path.join(out, 'index.html'), 'utf8');
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("run before the docs are read: the Markdown page the plugin's function wrote is built", async () => {
    const crew = await readFile(path.join(out, 'generated', 'crew.html'), 'utf8');
    expect(crew).toContain('Ahoy from the Ferry Rota plugin (default, base /).');
    expect(index).toContain('href="/generated/crew"');
  });

  it('createData writes what a page imports from @generated/, and usePluginData / useGlobalData read setGlobalData', () => {
    expect(index).toMatch(/<ul class="crew"><li>Morag<\/li><li>Ewan<\/li><li>Isla<\/li><\/ul>/);
    // The component reads hooks: an island, its server HTML complete (the browser bundle gets the same data).
    expect(index).toContain('<p class="rota-count" data-where="build">3 on the rota, Morag first; tide at Leith; winter season; eight bells</p>');
    expect(existsSync(path.join(root, 'node_modules', '.cache', 'docsgen', 'generated', 'rota-plugin', 'default', 'rota.json'))).toBe(true);
  });

  it("a plugin's theme folder (getThemePath) and the site's src/theme give @theme/ components to MDX pages, in that order before docsgen's; interactive ones are islands", async () => {
    const watch = await readFile(path.join(out, 'watch.html'), 'utf8');
    // The plugin's component, its server HTML complete inside its island.
    expect(watch).toMatch(/<docsgen-island data-island="plugins\/rota\/theme\/RotaBell\/index\.js#default" data-props="\{&quot;rings&quot;:2\}"[^>]*><docsgen-root[^>]*><button type="button" class="rota-bell">Bell rung 2 times<\/button>/);
    // The site's swizzle folder's, imported by the page and global through src/theme/MDXComponents.
    expect(watch).toMatch(/<docsgen-island data-island="src\/theme\/CrewBadge\/index\.js#default"[^>]*><docsgen-root[^>]*><button type="button" class="crew-badge" aria-pressed="false">Ewan off watch<\/button>/);
    expect(index).toMatch(/<docsgen-island data-island="src\/theme\/CrewBadge\/index\.js#default"[^>]*><docsgen-root[^>]*><button type="button" class="crew-badge" aria-pressed="false">Morag off watch<\/button>/);
    expect(warnings.join('\n')).not.toContain('src/theme/');
  });

  it("addRoute's page is built at its path: its component in the site's frame, given its modules as props, in the sitemap and the link gate", async () => {
    const page = await readFile(path.join(out, 'rota-page.html'), 'utf8');
    expect(page).toContain('<title>Today&#x27;s rota | Ferry Rota</title>');
    expect(page).toMatch(/<ol class="rota-list"><li>Morag<\/li><li>Ewan<\/li><li>Isla<\/li><\/ol>/);
    // The site's frame (navbar, footer) around it; the interactive component in it an island with its hooks' data.
    expect(page).toContain('class="navbar');
    expect(page).toContain('<p class="rota-count" data-where="build">3 on the rota, Morag first; tide at Leith; winter season; eight bells</p>');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://ferry.example/rota-page</loc>');
    // The docs page links it: the link gate knows the route (a missing one fails the build: onBrokenLinks 'throw').
    expect(index).toContain('href="/rota-page"');
    expect(existsSync(path.join(out, 'rota-doc.html'))).toBe(false);
    // Docusaurus's route props besides the modules: its config as `route`, the page's `location` (and `history`).
    expect(page).toContain('<p class="rota-route">Route /rota-page (exact) at /rota-page</p>');
  });

  it("postBuild runs on the finished output with Docusaurus's props; what it changes in place reaches no cached copy", async () => {
    const summary = await readFile(path.join(out, 'rota-summary.txt'), 'utf8');
    const [first, ...paths] = summary.trim().split('\n');
    // loadContent's content, the routes, the LoadContext's siteDir, the pages' head tags as HTML.
    expect(first).toBe(`Morag, Ewan, Isla on duty; ${paths.length} routes; site ${path.basename(root)}; head with the chart`);
    expect(paths).toEqual(expect.arrayContaining(['/404.html', '/', '/generated/crew', '/rota-page']));
    // Its file is part of the output (counted with the others), and its line is in each page, once.
    expect(index.match(/<!-- rota checked -->/g)).toHaveLength(1);
    expect(await readFile(path.join(out, 'generated', 'crew.html'), 'utf8')).toMatch(/<\/html>\s*<!-- rota checked -->\n$/);
    // The page cache shares the pages' files by hard links: a change in place there would come back in the next build.
    // (The line as appended, with its newline: the plugin's own source, which the cache keeps compiled since 8d3c376, holds its text too.)
    const cached = await filesWith(path.join(root, 'node_modules', '.cache', 'docsgen'), '<!-- rota checked -->\n');
    expect(cached).toEqual([]);
  });

  it("what docsgen cannot honour is one warning naming the plugin: configureWebpack's webpack config (its DefinePlugin values and externals are applied), addRoute of a theme component it lacks", () => {
    // Warnings name the config as the working directory sees it.
    const lines = warnings.flatMap((w) => w.split('\n'));
    expect(lines).toContain("2 plugin warnings found (onWarnings: 'warn')");
    const named = (text: string) => lines.filter((w) => w.includes(text)).map((w) => w.slice(w.indexOf('docusaurus.config.js')));
    expect(named('configureWebpack')).toEqual([
      'docusaurus.config.js:10:3: plugins[1]: webpack-tweaks: configureWebpack: its DefinePlugin values and externals are applied (process.env.ROTA_SEASON, externals.ship-clock); not applied, as docsgen bundles with esbuild, not webpack: module',
    ]);
    expect(named('addRoute')).toEqual([
      'docusaurus.config.js:10:3: plugins[0]: rota-plugin: addRoute("/rota-doc"): its component @theme/DocItem is not provided by docsgen (nor by src/theme): that page is not built',
    ]);
    expect(lines.filter((w) => w.includes('not run by docsgen') && !w.includes('configureWebpack'))).toEqual([]);
  });

  it('--strict fails on them, as on config warnings', async () => {
    await expect(build({ config: path.join(root, 'docusaurus.config.js'), out: path.join(root, 'strict-build'), logger: { info: () => {}, warn: () => {} }, crawl: false, strict: true })).rejects.toThrow(/2 plugin warnings found \(onWarnings: 'throw'\)[\s\S]*configureWebpack/);
    expect(existsSync(path.join(root, 'strict-build'))).toBe(false);
  }, 120_000);

  it('a page is made again when the global data it rendered with changes, though no file of it did (the build has no up-to-date shortcut then)', async () => {
    await writeFile(path.join(root, 'port.txt'), 'Oban');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: { info: () => {}, warn: () => {} }, crawl: false });
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('tide at Oban');
    // postBuild ran again on the new output; the pages taken from the cache carry its line once.
    for (const page of ['index.html', path.join('generated', 'crew.html')]) expect((await readFile(path.join(out, page), 'utf8')).match(/<!-- rota checked -->/g)).toHaveLength(1);
  }, 120_000);
});

/** Files under `dir` whose text holds `text`. */
async function filesWith(dir: string, text: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.isFile() && (await readFile(path.join(entry.parentPath, entry.name), 'utf8')).includes(text)) found.push(path.join(entry.parentPath, entry.name));
  }
  return found;
}

describe('a Docusaurus plugin that throws', () => {
  it('fails the build with one message naming the plugin and the lifecycle method, and a non-zero exit', async () => {
    const config = `export default {
  title: 'Broken', url: 'https://broken.example', baseUrl: '/',
  plugins: ['./plugins/flaky.js'],
};
`;
    const flaky = `export default function flaky() {\n  return { name: 'flaky-plugin', async loadContent() { throw new Error('the tide table is missing'); } };\n}\n`;
    await withThrowawaySite(config, { 'plugins/flaky.js': flaky }, async (root) => {
      const result = await runCli(['build', '--no-crawl'], 120_000, root);
      expect(result.code).not.toBe(0);
      const lines = result.stderr.split('\n').filter((line) => line.includes('the tide table is missing'));
      expect(lines).toEqual([expect.stringContaining('docusaurus.config.js:3:3: plugins[0]: plugin "./plugins/flaky.js" threw in loadContent: the tide table is missing')]);
      expect(existsSync(path.join(root, 'build'))).toBe(false);
    });
  }, 120_000);
});

describe('a Docusaurus plugin adding a route whose component is not there', () => {
  it('fails the build with one message naming the plugin, the route and the component', async () => {
    const config = `export default {
  title: 'Harbour', url: 'https://harbour.example', baseUrl: '/',
  plugins: [function moorings() {
    return { name: 'moorings-plugin', async contentLoaded({ actions }) { actions.addRoute({ path: '/moorings', component: '@site/src/components/Moorings', exact: true }); } };
  }],
};
`;
    await withThrowawaySite(config, {}, async (root) => {
      const errors: string[] = [];
      await expect(build({ config: path.join(root, 'docusaurus.config.js'), out: path.join(root, 'build'), logger: { info: () => {}, warn: (message) => errors.push(message) }, crawl: false })).rejects.toThrow(
        /plugins\[0\]: moorings-plugin: addRoute\("\/moorings"\): its component @site\/src\/components\/Moorings is not found/,
      );
      expect(existsSync(path.join(root, 'build'))).toBe(false);
    });
  }, 120_000);
});

/** A throwaway Docusaurus site (one docs page, `config` as docusaurus.config.js, and `files`) handed to `use`, removed after it. */
async function withThrowawaySite(config: string, files: Record<string, string>, use: (root: string) => Promise<void>): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-ds-plugin-site-'));
  try {
    for (const [file, text] of Object.entries({ 'docs/intro.md': '# Intro\n', 'docusaurus.config.js': config, ...files })) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    await use(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
