import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { createMdxProcessor } from '../../src/content/mdx/processMdx.js';
import { ContentError } from '../../src/util/errors.js';
import { findReact } from '../../src/theme/findReact.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';
import { loadTestContent } from '../helpers/loadTestContent.js';

await loadMarkdownExtras();

/**
 * Docusaurus's `markdown.mdx1Compat` (all three on unless the site turns them off): HTML comments
 * in MDX, the `:::note Title` admonition title and `## Heading {#id}` in MDX. Off, each is what
 * MDX 3 and remark-directive make of it, as in Docusaurus: a comment or a `{#id}` stops the page
 * at its line, `:::note Title` is text.
 */
let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-mdx1-'));
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

const mdx = (mdx1Compat?: { comments: boolean; admonitions: boolean; headingIds: boolean }) =>
  createMdxProcessor({ routesBySource: new Map(), rootDir: temp, react: findReact(temp), staticDir: temp, ...(mdx1Compat ? { mdx1Compat } : {}) });
const allOff = { comments: false, admonitions: false, headingIds: false };
const html = (tree: Root) => toHtml(tree);

const commented = '# Planting\n\nDig a hole.\n\n<!-- prettier-ignore -->\nWater it.\n';
const headingId = '# Planting\n\n## Digging the hole {#dig}\n\nDeep enough.\n';
const titled = ':::tip Mulch early\n\nA layer of bark keeps the soil damp.\n\n:::\n';

describe('markdown.mdx1Compat', () => {
  it('comments: on (the default), an HTML comment in MDX is dropped; off, it stops the page at its line', async () => {
    expect(html((await mdx()(commented, path.join(temp, 'a.mdx'))).hast)).not.toContain('prettier-ignore');
    const error = await mdx(allOff)(commented, path.join(temp, 'a.mdx')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).line).toBe(5);
  });

  it('headingIds: on, `## Title {#id}` in MDX gives the heading that id; off, the braces are an expression MDX cannot read', async () => {
    expect(html((await mdx()(headingId, path.join(temp, 'b.mdx'))).hast)).toContain('<h2 id="dig">Digging the hole</h2>');
    const error = await mdx(allOff)(headingId, path.join(temp, 'b.mdx')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).line).toBe(3);
    // The escaped form and the MDX comment form keep working.
    expect(html((await mdx(allOff)('## Digging the hole \\{#dig\\}\n', path.join(temp, 'c.mdx'))).hast)).toContain('<h2 id="dig">Digging the hole</h2>');
  });

  it('admonitions: on, `:::tip Title` is an admonition titled so; off, it is text (`:::tip[Title]` works either way)', async () => {
    const on = html(createMarkdownProcessor({ routesBySource: new Map() })(titled, path.join(temp, 'd.md')).hast);
    expect(on).toContain('admonition-tip');
    expect(on).toContain('Mulch early');
    const off = html(createMarkdownProcessor({ routesBySource: new Map(), mdx1Compat: allOff })(titled, path.join(temp, 'd.md')).hast);
    expect(off).not.toContain('admonition');
    expect(off).toContain('<p>:::tip Mulch early</p>');
    const label = html(createMarkdownProcessor({ routesBySource: new Map(), mdx1Compat: allOff })(':::tip[Mulch early]\n\nBark.\n\n:::\n', path.join(temp, 'd.md')).hast);
    expect(label).toContain('admonition-tip');
    // In MDX pages too.
    expect(html((await mdx(allOff)(titled, path.join(temp, 'e.mdx'))).hast)).not.toContain('admonition');
  });

  it("the config's markdown.mdx1Compat reaches the page step", async () => {
    const site = path.join(temp, 'site');
    await mkdir(path.join(site, 'content', 'docs'), { recursive: true });
    await writeFile(path.join(site, 'content', 'docs', 'intro.mdx'), commented);
    const config = (mdx1Compat?: object) =>
      validateConfig(
        { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'intro' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/intro' } }, ...(mdx1Compat ? { markdown: { mdx1Compat } } : {}) },
        path.join(site, 'site.config.ts'),
      );
    expect(config().markdown.mdx1Compat).toEqual({ comments: true, admonitions: true, headingIds: true });
    await expect(loadTestContent(config())).resolves.toBeDefined();
    await expect(loadTestContent(config({ comments: false }))).rejects.toThrow(/intro\.mdx:5/);
  });
});
