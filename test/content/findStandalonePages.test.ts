import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStandalonePages, pageRoute } from '../../src/content/findStandalonePages.js';
import { ContentError } from '../../src/util/errors.js';

let root: string;
const paths = (layout: 'docsgen' | 'docusaurus') => ({
  layout,
  rootDir: root,
  paths: { pagesDir: layout === 'docusaurus' ? path.join(root, 'src', 'pages') : path.join(root, 'content') } as never,
});
const display = (file: string) => path.relative(root, file);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-pages-'));
  for (const file of ['src/pages/index.md', 'src/pages/markdown-page.md', 'src/pages/help/index.mdx', 'src/pages/help/faq.mdx', 'src/pages/_partial.md', 'src/pages/_drafts/x.md', 'src/pages/react.tsx', 'src/pages/tools/index.jsx', 'src/pages/_Widget.tsx', 'src/pages/_parts/y.js', 'src/pages/a.test.tsx', 'src/pages/__tests__/b.js', 'src/pages/types.d.ts', 'src/pages/react.module.css', 'content/index.md', 'content/other.md']) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), '# Page\n');
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pages outside the docs', () => {
  it('pageRoute: the route of a file path under src/pages, as Docusaurus gives it', () => {
    expect(['index.md', 'markdown-page.md', 'help/index.mdx', 'help/faq.mdx', 'a/b/c.md'].map(pageRoute)).toEqual(['/', '/markdown-page', '/help', '/help/faq', '/a/b/c']);
  });

  it("Docusaurus's layout: every .md/.mdx and React (.js/.jsx/.ts/.tsx) file of src/pages except _ files and folders, tests and type declarations", async () => {
    const found = await findStandalonePages(paths('docusaurus'), display);
    expect(found.map((page) => [display(page.file), page.route])).toEqual([
      [path.join('src', 'pages', 'help', 'faq.mdx'), '/help/faq'],
      [path.join('src', 'pages', 'help', 'index.mdx'), '/help'],
      [path.join('src', 'pages', 'index.md'), '/'],
      [path.join('src', 'pages', 'markdown-page.md'), '/markdown-page'],
      [path.join('src', 'pages', 'react.tsx'), '/react'],
      [path.join('src', 'pages', 'tools', 'index.jsx'), '/tools'],
    ]);
  });

  it("docsgen's layout: only content/index.md, the home page", async () => {
    const found = await findStandalonePages(paths('docsgen'), display);
    expect(found.map((page) => page.route)).toEqual(['/']);
  });

  it('two files with one route are an error naming both', async () => {
    await writeFile(path.join(root, 'src/pages/markdown-page.mdx'), '# Twin\n');
    const error = await findStandalonePages(paths('docusaurus'), display).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(String((error as Error).message)).toContain(`${path.join('src', 'pages', 'markdown-page.md')} is the page /markdown-page too`);
    await rm(path.join(root, 'src/pages/markdown-page.mdx'));
    // A React page and a Markdown page at one route too.
    await writeFile(path.join(root, 'src/pages/index.tsx'), 'export default () => null;\n');
    const twin = await findStandalonePages(paths('docusaurus'), display).catch((e: unknown) => e);
    expect(String((twin as Error).message)).toContain('is the page / too');
    await rm(path.join(root, 'src/pages/index.tsx'));
  });
});
