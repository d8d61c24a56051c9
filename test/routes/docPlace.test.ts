import { describe, expect, it } from 'vitest';
import { docPlace, isCategoryIndex } from '../../src/routes/docPlace.js';

describe('docPlace', () => {
  it('leaves number prefixes out of the id and route, keeps the position, and names the folder on disk', () => {
    expect(docPlace('02-guides/03-setup.md', {})).toEqual({ id: 'guides/setup', route: '/guides/setup', position: 3, sourceDir: '02-guides' });
  });

  it('gives no sourceDir where the folder on disk is the id\'s folder', () => {
    expect(docPlace('guides/setup.md', {})).toEqual({ id: 'guides/setup', route: '/guides/setup' });
    expect(docPlace('setup.mdx', {})).toEqual({ id: 'setup', route: '/setup' });
  });

  it('keeps the prefixes with parse_number_prefixes: false', () => {
    expect(docPlace('02-guides/03-setup.md', { parse_number_prefixes: false })).toEqual({ id: '02-guides/03-setup', route: '/02-guides/03-setup' });
  });

  it('a top-level numbered file has its position but no folder to name', () => {
    expect(docPlace('01-intro.md', {})).toEqual({ id: 'intro', route: '/intro', position: 1 });
  });

  it('resolves slugs: absolute as given, relative from the folder; a category page is the folder', () => {
    expect(docPlace('a/b.md', { slug: '/top' }).route).toBe('/top');
    expect(docPlace('a/b.md', { slug: 'c' }).route).toBe('/a/c');
    expect(docPlace('01-a/index.md', { id: 'other' })).toEqual({ id: 'a/other', route: '/a', sourceDir: '01-a' });
  });

  it('knows a folder\'s own page in any case', () => {
    expect(isCategoryIndex('releases/Releases.md')).toBe(true);
    expect(isCategoryIndex('x/README.mdx')).toBe(true);
    expect(isCategoryIndex('x/intro.md')).toBe(false);
  });
});
