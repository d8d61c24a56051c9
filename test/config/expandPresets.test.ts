/**
 * A Docusaurus config's own preset runs as Docusaurus runs it (src/config/expandPresets.ts): the
 * classic plugins it returns become the classic preset's options, what it adds to them (a remark
 * plugin) is kept, and what docsgen does not run is one warning naming the preset.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandPresets } from '../../src/config/expandPresets.js';
import { loadConfig } from '../../src/config/loadConfig.js';
import { runLoadContent } from '../../src/plugins/runLoadContent.js';
import { withPlugins } from '../../src/plugins/withPlugins.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

// A copy: loading the config keeps its compiled module in the site's node_modules/.cache.
const presetSass = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/docusaurus-preset-sass/', import.meta.url)));
let fixture: string;
beforeAll(async () => {
  fixture = await presetSass();
});
const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

async function siteWithPreset(preset: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-preset-'));
  temps.push(dir);
  await writeFile(path.join(dir, 'my-preset.js'), preset);
  const config = path.join(dir, 'docusaurus.config.js');
  await writeFile(config, "module.exports = { title: 'Presets', url: 'https://presets.example', baseUrl: '/', presets: [['./my-preset', { docs: { path: 'notes' } }]] };\n");
  return config;
}

describe('a preset of the site', () => {
  it("its classic plugins are the site's docs, pages and theme; its remark plugin runs; its other theme is one warning naming the preset", async () => {
    const config = await loadConfig(path.join(fixture, 'docusaurus.config.js'));
    expect(config.paths.docsDir).toBe(path.join(fixture, 'handbook'));
    expect(config.docs.routeBasePath).toBe('guide');
    expect(config.paths.customCss).toEqual([path.join(fixture, 'src', 'css', 'custom.scss')]);
    expect(config.docs.remarkPlugins).toHaveLength(1);
    // A part the preset made is not written in the file: the warning names the line of the preset's key.
    expect(config.warnings.map((w) => w.replace(/^.*docusaurus\.config\.js:/, ''))).toEqual(['12:3: presets[0] (./presets/handbook-preset): themes[1]: @docusaurus/theme-live-codeblock is not run by docsgen']);
  });

  it('the classic preset itself is left to fromDocusaurus, unrun', async () => {
    const raw = { title: 'x', presets: [['classic', { docs: {} }]], plugins: ['./p'] };
    expect(await expandPresets(raw, path.join(fixture, 'docusaurus.config.js'), 'docusaurus.config.js')).toBe(raw);
  });

  it("a part the preset leaves out is off: no content-docs plugin, no docs; a preset's plugin goes before the site's", async () => {
    const config = await siteWithPreset(
      "module.exports = () => ({ plugins: ['@docusaurus/plugin-content-pages', function ownPlugin() { return { name: 'own', injectHtmlTags: () => ({}) }; }], themes: [] });\n",
    );
    const raw = (await import(config)).default;
    const expanded = (await expandPresets(raw, config, 'docusaurus.config.js')) as { presets: unknown[]; plugins: unknown[] };
    expect(expanded.presets).toEqual([['@docusaurus/preset-classic', { docs: false, blog: false, pages: {} }]]);
    expect(expanded.plugins).toHaveLength(1);
    expect((expanded.plugins[0] as { name: string }).name).toBe('ownPlugin');
  });

  it('a preset that throws stops the config naming the preset and what it threw', async () => {
    const config = await siteWithPreset("module.exports = () => { throw new Error('no allotment key'); };\n");
    await expect(loadConfig(config)).rejects.toThrow(/docusaurus\.config\.js: presets\[0\]: \.\/my-preset: the preset function threw: no allotment key/);
  });

  it('a preset that is not installed: where it was looked for', async () => {
    const config = await siteWithPreset('');
    await writeFile(config, "module.exports = { title: 'P', url: 'https://p.example', presets: ['orchard'] };\n");
    await expect(loadConfig(config)).rejects.toThrow(/presets\[0\]: the preset "orchard" is not installed .*looked for orchard, @docusaurus\/preset-orchard, docusaurus-preset-orchard/);
  });
});

describe("the order a preset's plugins and themes run in, beside the site's", () => {
  it("is Docusaurus's: the preset's plugins, the preset's themes, then the site's plugins, then the site's themes (each one's loadContent in that order)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-preset-order-'));
    temps.push(dir);
    const calls = path.join(dir, 'calls.txt');
    // Each plugin or theme notes its name when its loadContent runs.
    const part = (name: string) => `function ${name}() { return { name: '${name}', loadContent() { require('node:fs').appendFileSync(${JSON.stringify(calls)}, '${name}\\n'); } }; }`;
    await writeFile(path.join(dir, 'my-preset.js'), `module.exports = () => ({ plugins: [${part('presetPlugin')}], themes: [${part('presetTheme')}] });\n`);
    const configFile = path.join(dir, 'docusaurus.config.js');
    await writeFile(configFile, `module.exports = { title: 'Order', url: 'https://order.example', baseUrl: '/', presets: [['./my-preset', {}]], plugins: [${part('sitePlugin')}], themes: [${part('siteTheme')}] };\n`);
    const config = await loadConfig(configFile);
    const { plugins, ...values } = withPlugins(config, { factories: {}, always: [] });
    await runLoadContent(plugins, { config: values as never, dev: false, cacheDir: path.join(dir, 'cache'), changedFiles: [] });
    expect((await readFile(calls, 'utf8')).trim().split('\n')).toEqual(['presetPlugin', 'presetTheme', 'sitePlugin', 'siteTheme']);
  });
});
