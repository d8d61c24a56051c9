import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectAll } from 'hast-util-select';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { buildDocusaurusCopy, type DocusaurusCopy } from '../../helpers/siteCopy.js';

/**
 * A post's title shown once, as a Docusaurus 3.10 build of the same posts shows it
 * (test/fixtures/sites/docusaurus-blog-titles): the post's first heading, an h1, is taken out of
 * its body, on its page and in the blog's list, whether it opens the post or follows an intro,
 * and whether it says the front matter's title or not.
 */
let copy: DocusaurusCopy;
beforeAll(async () => {
  copy = await buildDocusaurusCopy(fileURLToPath(new URL('../../fixtures/sites/docusaurus-blog-titles/', import.meta.url)), 'docsgen-blog-titles-');
}, 180_000);
afterAll(() => (copy ? rm(copy.root, { recursive: true, force: true }) : undefined));

const headings = async (file: string) => {
  const tree = fromHtml(await readFile(path.join(copy.out, file), 'utf8'));
  return selectAll('main h1:not(.blog-visually-hidden), main h2', tree).map((h) => `${h.tagName}:${toString(h).trim()}`);
};

describe("a blog post's # heading", () => {
  it.each([
    ['blog/2024/03/01/tide-tables.html', 'Tide tables'],
    ['blog/2024/03/02/fog-horn.html', 'Fog horn drill'],
    ['blog/2024/03/03/night-watch.html', 'Night watch'],
  ])('%s shows its title once, and no other h1', async (file, title) => {
    expect(await headings(file)).toEqual([`h1:${title}`]);
  });

  it('the list shows each title once, and no h1 of a post', async () => {
    expect(await headings('blog.html')).toEqual(['h2:Night watch', 'h2:Fog horn drill', 'h2:Tide tables']);
  });
});

// A Docusaurus 3.10 build of a blog with no post writes its /blog page (nothing in its main column,
// no sidebar), and no archive, feed or tag page: so does docsgen.
describe('a blog without posts', () => {
  let empty: DocusaurusCopy;
  beforeAll(async () => {
    empty = await buildDocusaurusCopy(fileURLToPath(new URL('../../fixtures/sites/docusaurus-blog-empty/', import.meta.url)), 'docsgen-blog-empty-');
  }, 180_000);
  afterAll(() => (empty ? rm(empty.root, { recursive: true, force: true }) : undefined));

  it('has its blog page, without a sidebar of recent posts, and no archive', async () => {
    const html = await readFile(path.join(empty.out, 'blog.html'), 'utf8');
    expect(html).toContain('<main');
    expect(html).not.toContain('blog-sidebar');
    await expect(readFile(path.join(empty.out, 'blog/archive.html'))).rejects.toThrow(/ENOENT/);
  });
});

