import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureCopy } from '../helpers/siteCopy.js';
import { loadConfig } from '../../src/config/loadConfig.js';
import { linksInput } from '../../src/links/linksInput.js';

// A copy: loading the config keeps its compiled module in the site's node_modules/.cache.
const basic = useFixtureCopy(path.resolve('test/fixtures/sites/basic'));

describe('linksInput: what the links stage reads of the config, taken once', () => {
  it("holds the base and the config's own links (navbar, footer, call to action), named at the config file", async () => {
    const root = await basic();
    const config = await loadConfig(path.join(root, 'site.config.ts'));
    const input = linksInput({ ...config, footer: { ...config.footer!, links: [{ label: 'Install', to: 'docs/install' }, { label: 'Forge', href: 'https://forge.example' }] } });
    expect(input.base).toBe('/');
    // The ignored paths are not here: the gates read them (Gates.ignoresLink), for the links stage and the crawl.
    expect(Object.keys(input).sort()).toEqual(['base', 'configLinks', 'trailingSlash']);
    expect(input.trailingSlash).toBe(false);
    expect(input.configLinks).toEqual({
      origin: 'site.config.ts',
      links: [
        // A navbar link written without its leading slash is checked as the site path; an outside link is not the config's to check.
        { href: '/docs/reference/api', text: 'API' },
        // The footer's site links (not its outside ones), then the call to action.
        { href: '/docs/install', text: 'Install' },
        { href: '/docs/intro', text: 'Get started' },
      ],
      // The sidebars' file (here the config, which holds them): their link items are checked once the sidebars are made.
      sidebars: { origin: 'site.config.ts', file: path.join(root, 'site.config.ts') },
    });
    // Plain values: nothing of the config's services (its line finder) comes along.
    expect(structuredClone(input)).toEqual(input);
  });
});
