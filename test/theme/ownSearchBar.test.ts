import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useBuiltDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site with no search plugin, a navbar `search` item and a swizzled `src/theme/SearchBar`
 * (test/fixtures/sites/docusaurus-own-searchbar): the site's component is rendered where the item
 * puts it (here among the left items, after the first), as Docusaurus's search item renders `@theme/SearchBar`.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-own-searchbar/', import.meta.url));
const { built, warnings } = useBuiltDocusaurusSite(fixture, 'docsgen-own-searchbar-');

describe("a swizzled SearchBar with no search plugin", () => {
  it("is rendered in the navbar at the search item's place (in Docusaurus's navbarSearchContainer div), and no src/theme file is named unused", async () => {
    const html = await built('reeds.html');
    const left = /<div class="navbar__items">([\s\S]*?)<div class="navbar__items navbar__items--right">/.exec(html)?.[1] ?? '';
    expect(left).toMatch(/>Survey<\/a><div class="navbarSearchContainer"><button type="button" class="pond-search" data-mode="light">Find in the pond<\/button><\/div><a [^>]*>Reeds<\/a>/);
    expect(html.match(/pond-search/g)).toHaveLength(1);
    expect(warnings.join('\n')).not.toContain('SearchBar');
  });
});
