import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaseUrl } from '../../src/content/mdx/docusaurus/useBaseUrl.js';
import { unwrapMdxCodeBlocks } from '../../src/content/mdx/compileMdx.js';
import { createMdxProcessor } from '../../src/content/mdx/processMdx.js';
import { ContentError } from '../../src/errors.js';

let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-docusaurus-modules-'));
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

describe('@docusaurus/* modules', () => {
  it('an unprovided @docusaurus/X import fails at its file:line:col with the list of what is provided', async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, staticDir: temp });
    const page = path.join(temp, 'page.mdx');
    const source = '---\ntitle: T\n---\n\nimport Link from "@docusaurus/Link"\nimport { useBlogPost } from "@docusaurus/plugin-content-blog/client"\n\nText';
    await writeFile(page, source);
    const error = await processMdx(source, page).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toMatch(/^page\.mdx:6:\d+: Could not resolve "@docusaurus\/plugin-content-blog\/client": docsgen provides Link, useBaseUrl, useDocusaurusContext, BrowserOnly/);
    expect(message).toContain('router, theme-common');
  });

  it('useBaseUrl adds the base path once to paths from /, and leaves other URLs alone', () => {
    expect(addBaseUrl('https://x.example', '/sub/', '/img/a.png')).toBe('/sub/img/a.png');
    expect(addBaseUrl('https://x.example', '/sub/', '/sub/img/a.png')).toBe('/sub/img/a.png');
    expect(addBaseUrl('https://x.example', '/sub/', 'img/a.png')).toBe('img/a.png');
    expect(addBaseUrl('https://x.example', '/sub/', 'img/a.png', { forcePrependBaseUrl: true })).toBe('/sub/img/a.png');
    expect(addBaseUrl('https://x.example', '/sub/', '/a', { absolute: true })).toBe('https://x.example/sub/a');
    expect(addBaseUrl('https://x.example', '/sub/', 'https://other.example/a')).toBe('https://other.example/a');
    expect(addBaseUrl('https://x.example', '/sub/', '#top')).toBe('#top');
  });
});

describe('mdx-code-block fences', () => {
  it('lose their fence lines (kept blank, so lines stay the file\'s own); other fences, and fences inside, stay', () => {
    const source = ['a', '````mdx-code-block', '<div>', '', '```js', 'x', '```', '', '</div>', '````', '```md', 'kept', '```'].join('\n');
    expect(unwrapMdxCodeBlocks(source).split('\n')).toEqual(['a', '', '<div>', '', '```js', 'x', '```', '', '</div>', '', '```md', 'kept', '```']);
  });
});
