import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';

/**
 * A sidebar link to a page that is not there (only the crawler sees it: it is on every page) and a
 * link written on two pages to a file that is not there: each listed once.
 */
let root: string;
let failure: Error;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-crawl-blame-'));
  const files: Record<string, string> = {
    'site.config.ts': `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'C', url: 'https://c.example',
  gates: { onBrokenLinks: 'warn' },
  sidebars: { main: ['a', 'b', 'c', { type: 'link', label: 'Old guide', href: '/guide/old' }] },
});
`,
    'content/docs/a.md': '# A\n\n[Sheet](/files/sheet.pdf)\n',
    'content/docs/b.md': '# B\n\n[Sheet](/files/sheet.pdf)\n',
    'content/docs/c.md': '# C\n\nText.\n',
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
    expect(lines[0]).toMatch(/^ {2}- site\.config\.ts: sidebar link "Old guide" → \S*\/guide\/old answered 404 \(on every page showing it\)$/);
  });

  it('a URL broken on several pages: one line with the pages', () => {
    const lines = failure.message.split('\n').filter((line) => line.includes('sheet.pdf'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('answered 404 (on 2 pages: content/docs/a.md, page /docs/a, content/docs/b.md, page /docs/b)');
  });
});
