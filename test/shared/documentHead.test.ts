import { describe, expect, it } from 'vitest';
import { documentHeadTags } from '../../src/shared/documentHead.js';
import type { PageData, SiteData } from '../../src/shared/types.js';

const site = {
  title: 'Ferry',
  titleDelimiter: '|',
  url: 'https://ferry.example',
  meta: [
    { name: 'description', content: 'Timetables of the ferries.' },
    { name: 'twitter:card', content: 'summary' },
  ],
} as unknown as SiteData;
const page = (description: string) => ({ kind: 'doc', path: '/docs/crossings', title: 'Crossings', description }) as unknown as PageData;
const contents = (tags: ReturnType<typeof documentHeadTags>, key: string) => tags.filter((tag) => tag.tag === 'meta' && (tag.attributes.name ?? tag.attributes.property) === key).map((tag) => tag.attributes.content);

/**
 * Docusaurus's head: a site's `themeConfig.metadata` tag and a page's of the same name are one tag,
 * the page's (its react-helmet keeps the deeper); a page with no description writes none, so the
 * site's applies. kysely's example pages had two descriptions, one of them empty.
 */
describe('documentHeadTags', () => {
  it("writes the page's description in place of the site's metadata one of the same name", () => {
    const tags = documentHeadTags(page('When the boats leave.'), site);
    expect(contents(tags, 'description')).toEqual(['When the boats leave.']);
    expect(contents(tags, 'og:description')).toEqual(['When the boats leave.']);
    expect(contents(tags, 'twitter:card')).toEqual(['summary']);
  });

  it("writes no empty description: a page without one has the site's", () => {
    const tags = documentHeadTags(page(''), site);
    expect(contents(tags, 'description')).toEqual(['Timetables of the ferries.']);
    expect(contents(tags, 'og:description')).toEqual([]);
  });
});
