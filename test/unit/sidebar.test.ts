import { describe, expect, it } from 'vitest';
import { browserSidebar, categoryHolds } from '../../src/shared/sidebar.js';
import type { SidebarCategory, SidebarEntry } from '../../src/shared/types.js';

const link = (name: string): SidebarEntry => ({ type: 'link', label: name, href: `/docs/${name}`, docId: name });
const category = (label: string, items: SidebarEntry[], options: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category',
  label,
  collapsible: true,
  collapsed: true,
  items,
  ...options,
});

const outer = category('Outer', [link('o1'), category('Inner', [link('deep')])]);
const indexed = category('Indexed', [link('i1')], { href: '/docs/category/indexed' });
const tree: SidebarEntry[] = [link('intro'), outer, indexed, { type: 'link', label: 'External', href: 'https://example.com' }];

describe('sidebar helpers', () => {
  it.each([
    ['Outer', outer, '/docs/deep', true],
    ['Outer', outer, '/docs/o1', true],
    ['Outer', outer, '/docs/intro', false],
    ['Indexed', indexed, '/docs/category/indexed', true],
    ['Indexed', indexed, '/docs/i1', true],
  ] as const)('categoryHolds(%s, %s) is %s', (_, cat, path, expected) => {
    expect(categoryHolds(cat, path)).toBe(expected);
  });

  it('browserSidebar keeps the whole tree without build-only fields', () => {
    const shown = browserSidebar(tree);
    expect(JSON.stringify(shown)).not.toContain('docId');
    expect(shown[1]).toEqual({
      type: 'category',
      label: 'Outer',
      collapsible: true,
      collapsed: true,
      items: [
        { type: 'link', label: 'o1', href: '/docs/o1' },
        { type: 'category', label: 'Inner', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'deep', href: '/docs/deep' }] },
      ],
    });
    // The build's own tree is left as it was.
    expect(tree[0]).toHaveProperty('docId', 'intro');
  });
});
