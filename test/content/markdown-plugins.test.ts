import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDocsgenModules } from '../helpers/siteCopy.js';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../../bin/docsgen', import.meta.url));

/**
 * A Docusaurus site whose classic preset gives the docs and the pages remark/rehype plugin lists
 * (from a module of its own): built by `docsgen build`, so the plugins run in the page workers.
 * Each plugin writes into the page what docsgen's own plugins had done to the tree when it ran.
 */
const PLUGINS = `
const { visit } = require('unist-util-visit');
const note = (text) => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });
const hnote = (text) => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] });
const remarkSees = (name) => () => (tree) => {
  let raw = 0;
  visit(tree, 'containerDirective', (node) => { if (!(node.data && node.data.hName)) raw++; });
  tree.children.push(note(name + ' saw ' + raw + ' raw directives (' + MARK + ')'));
};
const rehypeSees = (name) => () => (tree) => {
  let rel = 0;
  visit(tree, 'element', (node) => { if (node.tagName === 'a' && node.properties.rel) rel++; });
  tree.children.push(hnote(name + ' saw ' + rel + ' external rels'));
};
const remarkTag = (text) => () => (tree) => { tree.children.push(note('tag: ' + text)); };
const MARK = 'v1';
module.exports = { remarkSees, rehypeSees, remarkTag };
`;

const CONFIG = `
const { remarkSees, rehypeSees, remarkTag } = require('./plugins/order.js');
const lists = {
  beforeDefaultRemarkPlugins: [remarkSees('before-remark')],
  remarkPlugins: [remarkSees('after-remark')],
  beforeDefaultRehypePlugins: [rehypeSees('before-rehype')],
  rehypePlugins: [rehypeSees('after-rehype')],
};
module.exports = {
  title: 'Orchard',
  url: 'https://orchard.example',
  baseUrl: '/',
  presets: [['classic', {
    docs: { ...lists },
    pages: { ...lists, remarkPlugins: [...lists.remarkPlugins, remarkTag('pages-only')] },
    blog: { remarkPlugins: [remarkTag('blog-only')], onUntruncatedBlogPosts: 'ignore' },
  }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', beforeDefaultRemarkPlugins: [remarkTag('community-only')] }]],
};
`;

const PAGE = ':::tip\nWater first.\n:::\n\n[Out](https://example.com/)\n';

let root: string;
let out: string;
const page = (file: string) => readFile(path.join(out, file), 'utf8');
const build = async () => {
  const { stdout, stderr } = await run(process.execPath, [bin, 'build', '--no-crawl'], { cwd: root });
  return stdout + stderr;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-md-plugins-'));
  const files: Record<string, string> = {
    'docusaurus.config.js': CONFIG,
    'plugins/order.js': PLUGINS,
    'docs/intro.md': `# Intro\n\n${PAGE}`,
    'docs/guide.mdx': `# Guide\n\n${PAGE}`,
    'src/pages/about.md': `# About\n\n${PAGE}`,
    'community/team.md': `# Team\n\n${PAGE}`,
    'blog/2026-01-02-news.md': `---\ntitle: News\n---\n\n${PAGE}`,
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  await linkDocsgenModules(root);
  await build();
  out = path.join(root, 'build');
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the docs' and pages' remark/rehype plugin lists, in Docusaurus's order", () => {
  for (const file of ['docs/intro.html', 'docs/guide.html', 'about.html']) {
    it(`${file}: beforeDefault… lists before docsgen's plugins, the others after`, async () => {
      const html = await page(file);
      expect(html).toContain('before-remark saw 1 raw directives (v1)');
      expect(html).toContain('after-remark saw 0 raw directives (v1)');
      expect(html).toContain('before-rehype saw 0 external rels');
      expect(html).toContain('after-rehype saw 1 external rels');
    });
  }

  it("each content plugin's lists run on its own pages only: the pages', the blog's, another docs instance's", async () => {
    const tags = (html: string) => [...html.matchAll(/tag: ([\w-]+)/g)].map((m) => m[1]);
    expect(tags(await page('about.html'))).toEqual(['pages-only']);
    expect(tags(await page('docs/intro.html'))).toEqual([]);
    expect(tags(await page('docs/guide.html'))).toEqual([]);
    const team = await page('community/team.html');
    expect(tags(team)).toEqual(['community-only']);
    expect(team).not.toContain('before-remark');
    const post = await page('blog/2026/01/02/news.html');
    expect(tags(post)).toEqual(['blog-only']);
    expect(post).not.toContain('after-remark');
  });

  it('their results are cached, and a change to the plugins\' module processes the pages again', async () => {
    await build();
    expect(await page('docs/intro.html')).toContain('(v1)');
    await writeFile(path.join(root, 'plugins/order.js'), PLUGINS.replace("MARK = 'v1'", "MARK = 'v2'"));
    await build();
    expect(await page('docs/intro.html')).toContain('before-remark saw 1 raw directives (v2)');
    expect(await page('docs/guide.html')).toContain('after-remark saw 0 raw directives (v2)');
  }, 120_000);
});
