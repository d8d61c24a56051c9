import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import { ConfigError } from '../../src/util/errors.js';
import { images } from '../../src/images/plugin.js';
import { builtInPlugins } from '../../src/pipeline/loadSiteConfig.js';
import { withPlugins } from '../../src/plugins/withPlugins.js';
import { search } from '../../src/search/plugin.js';

const base = {
  title: 'T',
  url: 'https://t.example',
  navbar: {},
  footer: { copyright: 'c' },
  docs: { mainDocId: 'intro' },
  sidebars: {},
  landing: { cta: { label: 'Go', to: '/docs/intro' } },
};
// A path with no file behind it: validateConfig only names it.
const file = path.join(import.meta.dirname, 'virtual', 'site.config.ts');
const withEntries = (plugins: unknown[]) => withPlugins(validateConfig({ ...base, plugins }, file), builtInPlugins());

describe('withPlugins', () => {
  it('adds images() to a site without it, and keeps a site’s own images({...}) as the only one', () => {
    const own = images({ optimize: false });
    expect(withEntries([]).plugins.map((p) => p.name)).toEqual(['docsgen:images']);
    expect(withEntries([search()]).plugins.map((p) => p.name)).toEqual(['docsgen:search', 'docsgen:images']);
    const kept = withEntries([own, search()]).plugins;
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(own);
  });

  it('keeps the config’s values and leaves the unchecked entries behind', () => {
    const config = withEntries([{ name: 'mine', transformDoc: () => undefined }]);
    expect(config.title).toBe('T');
    expect(config.plugins[0]!.name).toBe('mine');
    expect('pluginEntries' in config).toBe(false);
  });

  it('names the plugin and the hook that is not what the contract says', () => {
    expect(() => withEntries([{ name: 'mine', transformDoc: 'yes' }])).toThrow(ConfigError);
    expect(() => withEntries([{ name: 'mine', transformDoc: 'yes' }])).toThrow(/plugins: "mine"\.transformDoc must be a function/);
    expect(() => withEntries([{ name: 'lists', remarkPlugins: () => undefined }])).toThrow(/plugins: "lists"\.remarkPlugins must be a list/);
    expect(() => withEntries([{ name: 'late', contentLoaded: 3 }])).toThrow(/"late"\.contentLoaded must be a function/);
  });

  it('makes a built-in plugin an entry names (as a config mapped from Docusaurus asks for search and images)', () => {
    const plugins = withEntries([{ name: 'docsgen:search', builtInOptions: { ignore: ['/docs/old'] } }, { name: 'docsgen:images', builtInOptions: { quality: 50 } }]).plugins;
    expect(plugins.map((p) => p.name)).toEqual(['docsgen:search', 'docsgen:images']);
    expect(typeof plugins[0]!.transformDoc).toBe('function');
    expect(() => withEntries([{ name: 'docsgen:nothing', builtInOptions: {} }])).toThrow(/plugins: "docsgen:nothing" is not one of docsgen's plugins \(docsgen:images, docsgen:search\)/);
  });
});
