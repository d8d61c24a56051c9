import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';

/**
 * A sidebar link to a page that is not there (only the crawler sees it: it is on every page) and a
 * link written on two pages to a file that is not there: each listed once. A broken Markdown link
 * (a warning of its own gate, which the crawl then meets as a 404) in a page and in a partial two
 * pages import: each at the file:line:col it is written at, the partial's once with its pages.
 */
let root: string;
let failure: Error;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-crawl-blame-'));
  const files: Record<string, string> = {
    'site.config.ts': `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'C', url: 'https://c.example',
  gates: { onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' },
  sidebars: { main: ['a', 'b', 'c', 'd', 'e', 'f', { type: 'link', label: 'Old guide', href: '/guide/old' }] },
});
`,
    'content/docs/a.md': '# A\n\n[Sheet](/files/sheet.pdf)\n',
    'content/docs/b.md': '# B\n\n[Sheet](/files/sheet.pdf)\n',
    'content/docs/c.md': '# C\n\nText.\n',
    'content/docs/d.md': '# D\n\nSee [the old notes](./old-notes.md).\n',
    'content/docs/e.mdx': "import Part from './_part.mdx';\n\n# E\n\n<Part />\n",
    'content/docs/f.mdx': "import Part from './_part.mdx';\n\n# F\n\n<Part />\n",
    'content/docs/_part.mdx': 'Shared text.\n\nThe [retired page](./retired.md) moved.\n',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  failure = (await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger, crawl: true, cache: false }).catch((e: unknown) => e)) as Error;
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the crawl blames each broken link once', () => {
  it('a sidebar link on every page: once, naming the file it is written in', () => {
    const lines = failure.message.split('\n').filter((line) => line.includes('/guide/old'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}- site\.config\.ts:5:94: sidebar link "Old guide" → \S*\/guide\/old answered 404 \(on every page showing it\)$/);
  });

  it('a URL written on two pages: each line at the file:line:col the link is written at', () => {
    const lines = failure.message.split('\n').filter((line) => line.includes('sheet.pdf'));
    expect(lines).toEqual([expect.stringMatching(/^ {2}- content\/docs\/a\.md:3:1: link "Sheet" → \S*\/files\/sheet\.pdf answered 404$/), expect.stringMatching(/^ {2}- content\/docs\/b\.md:3:1: link "Sheet" → \S*\/files\/sheet\.pdf answered 404$/)]);
  });

  it("a broken Markdown link the crawl meets: at its file:line:col; in a partial, at the partial's, once with the pages importing it", () => {
    const lines = failure.message.split('\n').filter((line) => line.includes('old-notes') || line.includes('retired'));
    expect(lines).toEqual([
      expect.stringMatching(/^ {2}- content\/docs\/_part\.mdx:3:5: link "retired page" → \S*\/docs\/retired\.md answered 404 \(on 2 pages: content\/docs\/e\.mdx, content\/docs\/f\.mdx\)$/),
      expect.stringMatching(/^ {2}- content\/docs\/d\.md:3:5: link "the old notes" → \S*\/docs\/old-notes\.md answered 404$/),
    ]);
  });
});
