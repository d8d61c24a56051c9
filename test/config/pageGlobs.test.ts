import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMatcher } from '../../src/config/pageGlobs.js';
import { walkDocs } from '../../src/content/walkDocs.js';

describe('pageMatcher: which files of a content folder are pages (Docusaurus include/exclude)', () => {
  it("by default, every Markdown file but partials, files below a folder named with _, and test folders", () => {
    const isPage = pageMatcher();
    expect(['intro.md', 'guides/setup.mdx', 'TEMPLATE.md', 'a/b/c.md'].filter(isPage)).toEqual(['intro.md', 'guides/setup.mdx', 'TEMPLATE.md', 'a/b/c.md']);
    expect(['_partial.md', 'guides/_snippet.mdx', '_drafts/idea.md', 'a/__tests__/case.md', 'notes.txt'].filter(isPage)).toEqual([]);
  });

  it('exclude replaces the default list, as in Docusaurus: a path is matched from the content folder', () => {
    const isPage = pageMatcher({ exclude: ['TEMPLATE.md', 'drafts/**'] });
    expect(isPage('TEMPLATE.md')).toBe(false);
    expect(isPage('drafts/idea.md')).toBe(false);
    // Only the folder's own TEMPLATE.md: the pattern has no **/.
    expect(isPage('nested/TEMPLATE.md')).toBe(true);
    // The default's partials are pages once the list replaces it (Docusaurus builds them too).
    expect(isPage('_partial.md')).toBe(true);
  });

  it('include narrows the pages to its patterns', () => {
    const isPage = pageMatcher({ include: ['guides/**/*.md'] });
    expect(isPage('guides/setup.md')).toBe(true);
    expect(isPage('guides/deep/more.md')).toBe(true);
    expect(isPage('guides/setup.mdx')).toBe(false);
    expect(isPage('intro.md')).toBe(false);
  });
});

describe('walkDocs with include/exclude', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-globs-'));
    for (const file of ['intro.md', 'TEMPLATE.md', '_partial.mdx', 'rules/a.md', 'rules/TEMPLATE.md', '.hidden/x.md']) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), '# Page\n');
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const pages = async (globs?: Parameters<typeof walkDocs>[3]) => (await walkDocs(dir, dir, [], globs)).pages.map((file) => path.relative(dir, file).split(path.sep).join('/'));

  it('leaves out what exclude matches, and never reads a folder starting with .', async () => {
    expect(await pages()).toEqual(['TEMPLATE.md', 'intro.md', 'rules/TEMPLATE.md', 'rules/a.md']);
    expect(await pages({ exclude: ['TEMPLATE.md'] })).toEqual(['_partial.mdx', 'intro.md', 'rules/TEMPLATE.md', 'rules/a.md']);
    expect(await pages({ exclude: ['**/TEMPLATE.md', '**/_*.mdx'] })).toEqual(['intro.md', 'rules/a.md']);
  });
});
