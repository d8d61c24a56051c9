import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientInput } from '../../src/client/clientInput.js';
import { loadSiteConfig } from '../../src/pipeline/loadSiteConfig.js';
import { pageSources, sourcesForClient } from '../../src/routes/pageSources.js';
import { useFixtureCopies } from '../helpers/siteCopy.js';

// Copies: loading a config keeps its compiled module in the site's node_modules/.cache.
const site = useFixtureCopies(fileURLToPath(new URL('../fixtures/sites/', import.meta.url)));

describe('clientInput', () => {
  it("takes what the client stage needs of a Docusaurus site's config: layout, versions, cache files, locales", async () => {
    const config = await loadSiteConfig(path.join(await site('docusaurus-layout'), 'docusaurus.config.ts'));
    const input = clientInput(config, sourcesForClient(pageSources(config)));
    expect(input.layout).toBe('docusaurus');
    expect(input.versioned).toBe(false);
    expect(input.base).toBe(config.urls.base);
    expect(input.paths).toMatchObject({
      themeDir: config.paths.themeDir,
      swizzleDir: path.join(config.rootDir, 'src', 'theme'),
      themeModuleDir: config.paths.cache.theme,
      codeThemeCss: config.paths.cache.codeThemeCss,
      clientBundles: config.paths.cache.clientBundles,
    });
    // The config stage's one object (pages as they are built read it too), not a copy of its own.
    expect(input.i18n).toBe(config.docusaurusI18n);
    // The page kinds of its sources (React pages in Docusaurus's layout, its blog's), in the theme's list order, and the blog's stylesheet.
    expect(input.kinds).toEqual(['doc', 'category', 'landing', 'page', 'notFound', 'react', 'blogList', 'blogPost', 'blogTags', 'blogArchive', 'blogAuthors']);
    expect(input.sourceStylesheets).toEqual(['blog.css']);
    // Plain values: nothing of the config's services (its line finder) comes along.
    expect(structuredClone(input)).toEqual(input);
  });

  it('says a site with docs versions is versioned', async () => {
    const config = await loadSiteConfig(path.join(await site('versioned'), 'docusaurus.config.ts'));
    const input = clientInput(config, sourcesForClient(pageSources(config)));
    expect(input.versioned).toBe(true);
    // Its blog turned off: neither the blog's kinds nor its stylesheet.
    expect(input.kinds).toEqual(['doc', 'category', 'landing', 'page', 'notFound', 'react']);
    expect(input.sourceStylesheets).toEqual([]);
  });
});
