import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { clientRedirects } from '../../src/routes/sources/redirectsSource.js';
import { removeTempDirs } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

const none = { redirects: [], fromExtensions: [], toExtensions: [] };

describe('clientRedirects: the redirects the options ask for', () => {
  it('takes each rule, one page per `from` (a list of them too), with paths written either way', () => {
    expect(clientRedirects({ ...none, redirects: [{ from: ['/old', 'older/'], to: '/docs/new' }, { from: '/x', to: 'https://example.com/x' }] }, [])).toEqual([
      { from: '/old', to: '/docs/new' },
      { from: '/older', to: '/docs/new' },
      { from: '/x', to: 'https://example.com/x' },
    ]);
  });

  it('asks createRedirects about every page, leaving out what it declines', () => {
    const createRedirects = (page: string) => (page.startsWith('/docs/') ? [page.replace('/docs/', '/guide/'), page.replace('/docs/', '/manual/')] : undefined);
    expect(clientRedirects({ ...none, createRedirects }, ['/', '/docs/a', '/blog'])).toEqual([
      { from: '/guide/a', to: '/docs/a' },
      { from: '/manual/a', to: '/docs/a' },
    ]);
  });

  it('spells pages with the `fromExtensions` (html is the page itself), and drops the `toExtensions`', () => {
    expect(clientRedirects({ ...none, fromExtensions: ['php', '.html'] }, ['/', '/docs/a'])).toEqual([{ from: '/docs/a.php', to: '/docs/a' }]);
    expect(clientRedirects({ ...none, toExtensions: ['zip'] }, ['/files/kit.zip', '/docs/a'])).toEqual([{ from: '/files/kit', to: '/files/kit.zip' }]);
  });

  it('keeps the first rule for a `from` and never sends a page to itself', () => {
    expect(clientRedirects({ ...none, redirects: [{ from: '/a', to: '/one' }, { from: '/a/', to: '/two' }, { from: '/same', to: '/same/' }] }, [])).toEqual([{ from: '/a', to: '/one' }]);
  });
});

describe('client redirects in a build', { timeout: 120_000 }, () => {
  afterAll(removeTempDirs);
  const files = { 'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nText.\n' };

  it('writes a page at each `from` that sends the visitor on under the base, keeping their query and fragment', async () => {
    const site = await smallSite(
      files,
      `baseUrl: '/repo/',
  clientRedirects: {
    redirects: [{ from: ['/old-guide', '/legacy/guide'], to: '/docs/guide' }],
    createRedirects: (page) => (page === '/docs/intro' ? '/start' : undefined),
  },`,
    );
    const result = await build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false });
    const old = await readFile(path.join(site.out, 'old-guide.html'), 'utf8');
    expect(old).toContain('<meta http-equiv="refresh" content="0; url=/repo/docs/guide">');
    expect(old).toContain('location.replace("/repo/docs/guide"+location.search+location.hash)');
    expect(old).toContain('<link rel="canonical" href="https://small.example.com/repo/docs/guide">');
    expect(await readFile(path.join(site.out, 'legacy/guide.html'), 'utf8')).toContain('url=/repo/docs/guide"');
    expect(await readFile(path.join(site.out, 'start.html'), 'utf8')).toContain('url=/repo/docs/intro"');
    // Redirects are not pages of the sitemap.
    expect(await readFile(path.join(site.out, 'sitemap.xml'), 'utf8')).not.toContain('old-guide');
    expect(result.pages).toBeGreaterThan(3);
  });

  it('a redirect to a page that does not exist is a broken link naming the config', async () => {
    const site = await smallSite(files, `clientRedirects: { redirects: [{ from: '/old', to: '/docs/gone' }] },`);
    await expect(build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false })).rejects.toThrow(/site\.config\.ts: broken link "client redirect from \/old" → \/docs\/gone/);
  });

  it('a `from` that is a page keeps the page, reported as a duplicate route', async () => {
    const site = await smallSite(files, `gates: { onDuplicateRoutes: 'throw' },\n  clientRedirects: { redirects: [{ from: '/docs/guide', to: '/docs/intro' }] },`);
    await expect(build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false })).rejects.toThrow(/duplicate route \/docs\/guide: .*guide\.md and client redirect to \/docs\/intro/);
  });
});
