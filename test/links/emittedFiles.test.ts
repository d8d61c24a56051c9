import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { removeTempDirs } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

/**
 * The link check knows every file the run writes from what it wrote: the site-wide files
 * (sitemap.xml, llms.txt) and a plugin's own output reach it the same way, with no list to edit.
 */
describe('links to files the build writes', { timeout: 120_000 }, () => {
  afterAll(removeTempDirs);

  const plugin = `plugins: [{ name: 'feed', contentLoaded(ctx) { ctx.emitFile('feeds/all.json', '{}'); } }],`;
  const page = (links: string) => ({ 'content/docs/files.md': `---\ntitle: Files\n---\n\n${links}\n` });

  it('a link to sitemap.xml, llms.txt or a file a plugin emitted is not broken', async () => {
    const site = await smallSite(page('[map](/sitemap.xml), [llms](/llms.txt), [feed](/feeds/all.json)'), plugin);
    const result = await build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false });
    expect(result.pages).toBeGreaterThan(1);
  });

  it("a link to a file of the static folder is not broken (the output stage's list of what it copied)", async () => {
    const site = await smallSite({ ...page('[guide](/files/guide.pdf)'), 'content/static/files/guide.pdf': '%PDF-1.4\n' }, plugin);
    const result = await build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false });
    expect(result.pages).toBeGreaterThan(1);
  });

  it('a link to a file nothing wrote is broken, named at its line', async () => {
    const site = await smallSite(page('[gone](/feeds/none.json)'), plugin);
    await expect(build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false })).rejects.toThrow(/files\.md:5:1.*\/feeds\/none\.json/s);
  });
});
