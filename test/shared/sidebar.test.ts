import { describe, expect, it } from 'vitest';
import { browserSidebar, categoryHolds, sidebarLabel, sidebarView } from '../../src/shared/sidebar.js';
import type { SidebarCategory, SidebarEntry, SidebarGap } from '../../src/shared/types.js';

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

  it('sidebarLabel is the label of the first link to a page, or of the category that is the page; none for a page it does not link', () => {
    const labelled: SidebarEntry[] = [category('Outer', [{ type: 'link', label: 'Deep dive', href: '/docs/deep' }]), link('deep'), indexed];
    expect(sidebarLabel(labelled, '/docs/deep')).toBe('Deep dive');
    expect(sidebarLabel(labelled, '/docs/category/indexed')).toBe('Indexed');
    expect(sidebarLabel(labelled, '/docs/i1')).toBe('i1');
    expect(sidebarLabel(labelled, '/docs/nowhere')).toBeUndefined();
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

/** The labels a list shows, with `…N` where a gap leaves N items out. */
function shown(items: SidebarEntry[], gaps: SidebarGap[] = []): string[] {
  return items.flatMap((item, i) => {
    const gap = gaps.find((g) => g.after === i);
    return gap ? [item.label, `…${gap.count}`] : [item.label];
  });
}

describe('sidebarView: a page’s view of a long sidebar', () => {
  const pages = Array.from({ length: 40 }, (_, i) => link(`p${i}`));
  const api = category('API', pages, { href: '/docs/category/api' });
  const sidebar: SidebarEntry[] = [link('intro'), api];

  it('keeps a sidebar within the limit as it is (the same arrays)', () => {
    const view = sidebarView(sidebar, '/docs/p3', 40);
    expect(view.items).toBe(sidebar);
    expect(view.gaps).toBeUndefined();
  });

  it('cuts a long category down to the first and last items and the current page’s neighbourhood', () => {
    const view = sidebarView(sidebar, '/docs/p20', 8);
    expect(view.items[0]).toBe(sidebar[0]);
    const cut = view.items[1] as SidebarCategory;
    expect(shown(cut.items, cut.gaps)).toEqual(['p0', '…16', 'p17', 'p18', 'p19', 'p20', 'p21', 'p22', '…16', 'p39']);
    expect(cut.href).toBe('/docs/category/api');
    // The build's tree is left as it was.
    expect(api.items).toHaveLength(40);
    expect(api.gaps).toBeUndefined();
  });

  it('keeps limit items in a list, the window moved inside at either end', () => {
    const at = (path: string) => {
      const cut = sidebarView(sidebar, path, 8).items[1] as SidebarCategory;
      return shown(cut.items, cut.gaps);
    };
    expect(at('/docs/p0')).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', '…32', 'p39']);
    expect(at('/docs/p2')).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', '…32', 'p39']);
    expect(at('/docs/p39')).toEqual(['p0', '…32', 'p33', 'p34', 'p35', 'p36', 'p37', 'p38', 'p39']);
    expect(at('/docs/p37')).toEqual(['p0', '…32', 'p33', 'p34', 'p35', 'p36', 'p37', 'p38', 'p39']);
    // The category's own page, and a page outside it: the start of the list.
    expect(at('/docs/category/api')).toEqual(at('/docs/p0'));
    expect(at('/docs/intro')).toEqual(at('/docs/p0'));
    for (let i = 0; i < 40; i++) {
      const items = at(`/docs/p${i}`);
      expect(items.filter((label) => !label.startsWith('…'))).toHaveLength(8);
      expect(items).toContain(`p${i}`);
    }
  });

  it('every page of a list is linked from a neighbour’s view: the pages form one chain', () => {
    const seen = new Set(['/docs/p0']);
    const queue = ['/docs/p0'];
    while (queue.length) {
      const cut = sidebarView(sidebar, queue.shift()!, 5).items[1] as SidebarCategory;
      for (const item of cut.items) {
        if (item.href && !seen.has(item.href)) {
          seen.add(item.href);
          queue.push(item.href);
        }
      }
    }
    for (const page of pages) expect(seen).toContain(page.href);
  });

  it('cuts the top level and nested lists alike, around the category that holds the page', () => {
    const folders = Array.from({ length: 30 }, (_, f) => category(`F${f}`, Array.from({ length: 12 }, (_, i) => link(`f${f}-${i}`))));
    const view = sidebarView(folders, '/docs/f15-11', 6);
    expect(shown(view.items, view.gaps)).toEqual(['F0', '…12', 'F13', 'F14', 'F15', 'F16', '…12', 'F29']);
    const holding = view.items[3] as SidebarCategory;
    expect(shown(holding.items, holding.gaps)).toEqual(['f15-0', '…6', 'f15-7', 'f15-8', 'f15-9', 'f15-10', 'f15-11']);
    // A kept category that does not hold the page shows the start of its list.
    const other = view.items[1] as SidebarCategory;
    expect(shown(other.items, other.gaps)).toEqual(['f13-0', 'f13-1', 'f13-2', 'f13-3', 'f13-4', '…6', 'f13-11']);
  });

  it('focuses the first place that holds a page listed twice', () => {
    const twice: SidebarEntry[] = [...pages.slice(0, 20), link('p5'), ...pages.slice(20)];
    const view = sidebarView(twice, '/docs/p5', 5);
    expect(shown(view.items, view.gaps)).toEqual(['p0', '…3', 'p4', 'p5', 'p6', '…33', 'p39']);
  });
});
