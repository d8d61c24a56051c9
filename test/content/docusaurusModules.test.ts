import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaseUrl } from '../../src/content/mdx/docusaurus/useBaseUrl.js';
import { unwrapMdxCodeBlocks } from '../../src/content/mdx/compileMdx.js';
import { createMdxProcessor } from '../../src/content/mdx/processMdx.js';
import { ContentError } from '../../src/util/errors.js';
import { findReact } from '../../src/theme/findReact.js';

let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-docusaurus-modules-'));
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

describe('@docusaurus/* modules', () => {
  it('an unprovided @docusaurus/X import fails at its file:line:col with the list of what is provided', async () => {
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp });
    const page = path.join(temp, 'page.mdx');
    const source = '---\ntitle: T\n---\n\nimport Link from "@docusaurus/Link"\nimport { useAllPluginInstancesData } from "@docusaurus/useGlobalData/internal"\n\nText';
    await writeFile(page, source);
    const error = await processMdx(source, page).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toMatch(/^page\.mdx:6:\d+: Could not resolve "@docusaurus\/useGlobalData\/internal": docsgen provides Link, useBaseUrl, useDocusaurusContext, BrowserOnly/);
    expect(message).toContain('router, theme-common');
  });

  it('useBaseUrl adds the base path once to site paths, from / or not (as Docusaurus), and leaves other URLs alone', () => {
    expect(addBaseUrl('https://x.example', '/sub/', '/img/a.png')).toBe('/sub/img/a.png');
    expect(addBaseUrl('https://x.example', '/sub/', '/sub/img/a.png')).toBe('/sub/img/a.png');
    expect(addBaseUrl('https://x.example', '/sub/', 'img/a.png')).toBe('/sub/img/a.png');
    expect(addBaseUrl('https://x.example', '/', 'docs/start')).toBe('/docs/start');
    expect(addBaseUrl('https://x.example', '/sub/', '/sub')).toBe('/sub/');
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

  it("in a page: useBaseUrl('docs/x') is the site's /docs/x from every page; <Link to=\"x\"> stays relative, as in Docusaurus", async () => {
    const site = { siteConfig: { title: 'T', tagline: '', url: 'https://x.example', baseUrl: '/sub/', customFields: {}, trailingSlash: false }, colorMode: 'light' as const };
    const processMdx = createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp, site });
    const page = path.join(temp, 'base.mdx');
    const source = 'import Link from "@docusaurus/Link"\nimport useBaseUrl from "@docusaurus/useBaseUrl"\n\n<a href={useBaseUrl(\'docs/start\')}>Start</a> <Link to="sibling">Sibling</Link> <Link to="/docs/top">Top</Link>\n';
    await writeFile(page, source);
    const html = toHtml((await processMdx(source, page)).hast);
    expect(html).toContain('<a href="/sub/docs/start">Start</a>');
    expect(html).toContain('<a href="sibling">Sibling</a>');
    expect(html).toContain('<a href="/sub/docs/top">Top</a>');
  });
});
