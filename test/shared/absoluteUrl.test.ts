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

  it('with trailingSlash, a page is named with its slash (canonical, sitemap.xml); a file is not', () => {
    expect(absoluteUrl('https://example.com', '/docs/a', true)).toBe('https://example.com/docs/a/');
    expect(absoluteUrl('https://example.com/', '/', true)).toBe('https://example.com/');
    expect(absoluteUrl('https://example.com', '/img/x.png', true)).toBe('https://example.com/img/x.png');
    expect(sitemap('https://example.com', ['/', '/docs/a'], true)).toContain('<url><loc>https://example.com/</loc></url>\n  <url><loc>https://example.com/docs/a/</loc></url>');
  });

  it('is how sitemap.xml and llms.txt name pages, with or without a slash after the site URL', () => {
    for (const url of ['https://example.com', 'https://example.com/']) {
      expect(sitemap(url, ['/', '/docs/a'])).toContain('<url><loc>https://example.com/</loc></url>\n  <url><loc>https://example.com/docs/a</loc></url>');
      const llms = llmsTxt({ title: 'T', tagline: '', url }, [{ name: 'Docs', entries: [{ title: 'A', route: '/docs/a', description: '' }] }]);
      expect(llms).toContain('- [A](https://example.com/docs/a.md)');
    }
  });
});
