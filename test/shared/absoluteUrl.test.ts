import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/shared/absoluteUrl.js';
import { sitemap } from '../../src/output/sitemap.js';
import { llmsTxt } from '../../src/output/llmsTxt.js';

describe('absoluteUrl', () => {
  it.each([
    ['https://example.com', '/', 'https://example.com/'],
    ['https://example.com/', '/', 'https://example.com/'],
    ['https://example.com/', '/docs/what%3F', 'https://example.com/docs/what%3F'],
    ['https://example.com', '/docs/install.md', 'https://example.com/docs/install.md'],
  ])('%s with %s is %s', (siteUrl, p, url) => {
    expect(absoluteUrl(siteUrl, p)).toBe(url);
  });

  it('is how sitemap.xml and llms.txt name pages, with or without a slash after the site URL', () => {
    for (const url of ['https://example.com', 'https://example.com/']) {
      expect(sitemap(url, ['/', '/docs/a'])).toContain('<url><loc>https://example.com/</loc></url>\n  <url><loc>https://example.com/docs/a</loc></url>');
      const llms = llmsTxt({ title: 'T', tagline: '', url }, [{ name: 'Docs', entries: [{ title: 'A', route: '/docs/a', description: '' }] }]);
      expect(llms).toContain('- [A](https://example.com/docs/a.md)');
    }
  });
});
