import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useBuiltDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site with markdown.format 'detect' whose src/theme/MDXComponents maps h2 and table
 * (test/fixtures/sites/docusaurus-md-components): its `.md` pages holding one render with the
 * site's components, as Docusaurus renders every `.md` page with MDXComponents.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-md-components/', import.meta.url));
const site = useBuiltDocusaurusSite(fixture, 'docsgen-md-components-');
const { built, warnings } = site;

describe("a .md page under markdown.format 'detect' with the site's global MDXComponents", () => {
  it("renders its h2 and its table with the site's components", async () => {
    expect(await built('heights.html')).toMatch(/<h2 [^>]*class="tide-h2"[^>]*>High water/);
    expect(await built('times.html')).toMatch(/<div class="tide-table">(<div class="table-wrapper"[^>]*>)?<table>[\s\S]*<td>Leith<\/td>/);
    expect(warnings).toEqual([]);
  });

  it('a page holding none of the mapped elements is as before (CommonMark, no component)', async () => {
    expect(await built('index.html')).toContain('<p>The tide comes in twice a day.</p>');
    expect(await built('notes.html')).toMatch(/<blockquote>\s*<p>Mind the ebb at the harbour mouth.<\/p>\s*<\/blockquote>/);
  });

  it('a page the cache kept is made again when the mapping gains an element it holds', async () => {
    const file = path.join(site.root, 'src', 'theme', 'MDXComponents.js');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace('  h2:', '  blockquote: (props) => <blockquote {...props} className="tide-quote" />,\n  h2:'));
    await site.rebuild();
    expect(await built('notes.html')).toMatch(/<blockquote class="tide-quote">\s*<p>Mind the ebb/);
    await writeFile(file, source);
    await site.rebuild();
    expect(await built('notes.html')).not.toContain('tide-quote');
  }, 180_000);
});
