import { describe, expect, it } from 'vitest';
import type { NavLink, PageData, SiteData } from '../../src/shared/types.js';
import { isActiveNavItem } from '../../templates/isActiveNavItem.js';

const page = (path: string) => ({ path }) as PageData;
const link = (rule: Partial<NavLink>): NavLink => ({ label: 'Community', href: '/community/support', external: false, ...rule });
const site = (baseUrl: string, trailingSlash?: true): Pick<SiteData, 'baseUrl' | 'trailingSlash'> => ({ baseUrl, ...(trailingSlash ? { trailingSlash } : {}) });

// Docusaurus tests activeBaseRegex, and activeBasePath under the base, on the page's address
// (location.pathname): with trailingSlash that address ends in `/`.
describe('isActiveNavItem: activeBaseRegex and activeBasePath on the page address', () => {
  it('tests activeBaseRegex on the address with the base, its slash too with trailingSlash', () => {
    const item = link({ activeBaseRegex: '^/repo/community/$' });
    expect(isActiveNavItem(item, page('/community'), site('/repo/', true))).toBe(true);
    expect(isActiveNavItem(item, page('/community'), site('/repo/'))).toBe(false);
    expect(isActiveNavItem(link({ activeBaseRegex: '^/repo/community$' }), page('/community'), site('/repo/'))).toBe(true);
    expect(isActiveNavItem(link({ activeBaseRegex: '^/repo/$' }), page('/'), site('/repo/', true))).toBe(true);
  });

  it('tests activeBasePath as a prefix of the address (a path ending in / matches its own page with trailingSlash)', () => {
    const item = link({ activeBasePath: '/community/' });
    expect(isActiveNavItem(item, page('/community'), site('/', true))).toBe(true);
    expect(isActiveNavItem(item, page('/community/support'), site('/repo/', true))).toBe(true);
    expect(isActiveNavItem(item, page('/community'), site('/'))).toBe(false);
    expect(isActiveNavItem(link({ activeBasePath: '/docs' }), page('/docs/intro'), site('/repo/'))).toBe(true);
    expect(isActiveNavItem(link({ activeBasePath: '/docs' }), page('/blog'), site('/repo/'))).toBe(false);
  });
});
