import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import { ContentCache } from '../../src/content/contentCache.js';
import { pluginListsKey, pluginListsOf } from '../../src/content/markdownPluginLists.js';
import { loadTestContent } from '../helpers/loadTestContent.js';

/** A remark plugin that adds a paragraph saying `text` (and, with `[plugin, { extra }]`, the extra). */
const tag =
  (text: string) =>
  (options: { extra?: string } = {}) =>
  (tree: Root) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `tag: ${text}${options.extra ?? ''}` }] });
  };

let dir: string;
const configOf = (lists: { community?: unknown[] } = {}) =>
  validateConfig(
    {
      title: 'T',
      url: 'https://t.example',
      navbar: {},
      footer: { copyright: 'c' },
      docs: { mainDocId: 'intro', remarkPlugins: [tag('docs')] },
      sidebars: {},
      markdown: { remarkPlugins: [tag('every-page')] },
      blog: { path: 'blog', onUntruncatedBlogPosts: 'ignore', beforeDefaultRemarkPlugins: [tag('blog')] },
      pages: { remarkPlugins: [tag('pages')] },
      otherDocs: [{ id: 'community', path: 'content/community', remarkPlugins: lists.community ?? [tag('community')] }],
    },
    path.join(dir, 'site.config.ts'),
  );

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-lists-'));
  const files: Record<string, string> = {
    'content/docs/intro.md': '# Intro\n\nStart.\n',
    'content/community/team.md': '# Team\n\nWho.\n',
    'content/index.md': '# Home\n\nUs.\n',
    'content/blog/2026-01-02-news.md': '---\ntitle: News\n---\n\nNew.\n',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('pluginListsOf', () => {
  it("gives a page the config's markdown.* lists, then its own source's: a docs instance's, the blog's, the pages'", () => {
    const config = configOf();
    const names = (lists: unknown[]) => lists.length;
    expect(names(pluginListsOf(config, 'docs:default').remarkPlugins)).toBe(2);
    expect(pluginListsOf(config, 'docs:default').remarkPlugins[0]).toBe(config.markdown.remarkPlugins[0]);
    expect(pluginListsOf(config, 'docs:default').remarkPlugins[1]).toBe(config.docsInstances[0]!.markdownPlugins!.remarkPlugins![0]);
    expect(pluginListsOf(config, 'docs:community').remarkPlugins[1]).toBe(config.docsInstances[1]!.markdownPlugins!.remarkPlugins![0]);
    expect(pluginListsOf(config, 'blog').remarkPlugins).toEqual(config.markdown.remarkPlugins);
    expect(pluginListsOf(config, 'blog').beforeDefaultRemarkPlugins).toEqual(config.blog!.beforeDefaultRemarkPlugins);
    expect(pluginListsOf(config, 'pages').remarkPlugins).toEqual([...config.markdown.remarkPlugins, ...config.pages.remarkPlugins!]);
    expect(pluginListsOf(config, undefined).remarkPlugins).toEqual(config.markdown.remarkPlugins);
  });
});

describe('each source runs its own lists on its own pages', () => {
  it('docs, another docs instance, the blog and the pages (the home page) each get their own plugins (after markdown.*)', async () => {
    const content = await loadTestContent(configOf());
    const tags = (sourcePath: string) => {
      const doc = Object.values(content.sources).flat().find((page) => page.sourcePath.endsWith(sourcePath))!;
      return JSON.stringify(doc.hast).match(/tag: [\w-]+/g);
    };
    expect(tags('docs/intro.md')).toEqual(['tag: every-page', 'tag: docs']);
    expect(tags('community/team.md')).toEqual(['tag: every-page', 'tag: community']);
    expect(tags('blog/2026-01-02-news.md')).toEqual(['tag: blog', 'tag: every-page']);
    expect(tags('content/index.md')).toEqual(['tag: every-page', 'tag: pages']);
  });

  it("the content cache keys a page by its source's lists: a change to one instance's lists processes its pages again, not the others'", async () => {
    const cache = new ContentCache(undefined);
    const first = await loadTestContent(configOf(), { cache, cacheSalt: 'same config text' });
    expect(first.reprocessed.size).toBe(4);
    const again = await loadTestContent(configOf(), { cache, cacheSalt: 'same config text' });
    expect([...again.reprocessed]).toEqual([]);
    const changed = await loadTestContent(configOf({ community: [[tag('community'), { extra: '!' }]] }), { cache, cacheSalt: 'same config text' });
    expect([...changed.reprocessed].map((file) => path.relative(dir, file))).toEqual(['content/community/team.md']);
    const team = Object.values(changed.sources).flat().find((page) => page.sourcePath.endsWith('team.md'));
    expect(JSON.stringify(team?.hast)).toContain('tag: community!');
  });

  it('pluginListsKey changes with a plugin, its code and its options, and is the same for equal lists', () => {
    const config = configOf();
    expect(pluginListsKey(config, 'docs:default')).toBe(pluginListsKey(configOf(), 'docs:default'));
    expect(pluginListsKey(configOf({ community: [[tag('community'), { extra: '1' }]] }), 'docs:community')).not.toBe(pluginListsKey(configOf({ community: [[tag('community'), { extra: '2' }]] }), 'docs:community'));
    const other = () => (tree: Root) => void tree;
    expect(pluginListsKey(configOf({ community: [other] }), 'docs:community')).not.toBe(pluginListsKey(config, 'docs:community'));
  });
});
