import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDocusaurus } from '../../src/config/fromDocusaurus.js';
import { validateConfig } from '../../src/config/loadConfig.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { treeOf, type Doc } from '../../src/content/types.js';
import { ContentError } from '../../src/util/errors.js';

/** Pages written as a new user would bring them: some with front matter, some without. */
const pages: Record<string, string> = {
  'bare.md': '# Picking a folder\n\nThe folder picker returns a **path** the app may write to.\n\n## Options\n\nMore text.\n',
  'both.md': '---\ntitle: Front matter title\ndescription: Front matter description.\n---\n\n# Body heading\n\nFirst paragraph.\n',
  'same.md': '---\ntitle: Same title\n---\n\n# Same title\n\nFirst paragraph.\n',
  'long.md': `# Long\n\n${'Every word here counts toward the limit, '.repeat(8)}end.\n`,
  'later-h1.md': '---\ntitle: Later\n---\n\nIntro first.\n\n# Not the title\n',
  'no-paragraph.md': '# Only a heading\n\n```sh\nnpm test\n```\n',
  'tip-first.md': '# Tip first\n\n:::tip\n\nThe tip comes first.\n\n:::\n\nThe paragraph after it.\n',
  'list-first.md': '# List first\n\n- a list\n',
  'spacer.md': '---\ntitle: Spacer\nhide_title: true\n---\n\n&nbsp;\n\n# Spaced title\n\n## Part\n',
  'h2-first.md': '---\ntitle: Sub first\n---\n\n## Sub\n\n# Late\n',
};

let dir: string;
let docs: Map<string, Doc>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-title-'));
  const folder = path.join(dir, 'content', 'docs');
  await mkdir(folder, { recursive: true });
  for (const [name, text] of Object.entries(pages)) await writeFile(path.join(folder, name), text);
  const config = validateConfig(
    { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'bare' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/bare' } } },
    path.join(dir, 'site.config.ts'),
  );
  docs = new Map((await loadTestContent(config)).docs.map((doc) => [doc.id, doc]));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('front matter is optional', () => {
  it('takes the title from the first # heading and renders it once (not in the body)', () => {
    const doc = docs.get('bare')!;
    expect(doc.title).toBe('Picking a folder');
    expect(doc.sidebarLabel).toBe('Picking a folder');
    expect(toHtml(treeOf(doc))).not.toContain('<h1');
    expect(doc.facts.headings.map((h) => h.text)).toEqual(['Options']);
  });

  it('takes the description from the first paragraph, as plain text', () => {
    expect(docs.get('bare')!.description).toBe('The folder picker returns a path the app may write to.');
  });

  // Docusaurus's excerpt (see test/content/excerpt.test.ts for its rules): the source's first line
  // of text, whole; an admonition's text and a list item count.
  it('keeps a long first paragraph whole, as Docusaurus does (no cut, no ellipsis)', () => {
    expect(docs.get('long')!.description).toBe(pages['long.md']!.split('\n\n')[1]!.trim());
  });

  it("takes an admonition's text when it comes first, and a list item with its marker", () => {
    expect(docs.get('tip-first')!.description).toBe('The tip comes first.');
    expect(docs.get('list-first')!.description).toBe('- a list');
  });

  it('front matter names the page; a leading heading that says something else stays as its h1 (the theme renders no title)', () => {
    const doc = docs.get('both')!;
    expect([doc.title, doc.description]).toEqual(['Front matter title', 'Front matter description.']);
    expect(toHtml(treeOf(doc)).trim()).toBe('<h1 id="body-heading">Body heading</h1>\n<p>First paragraph.</p>');
    expect(doc.frontMatter.hide_title).toBe(true);
  });

  it('a leading heading that repeats the front matter title is the title, not repeated in the body', () => {
    const doc = docs.get('same')!;
    expect(doc.title).toBe('Same title');
    expect(toHtml(treeOf(doc)).trim()).toBe('<p>First paragraph.</p>');
    expect(doc.frontMatter.hide_title).toBeUndefined();
  });

  // Docusaurus's content title: the page's first heading when it is an h1 (no other heading or
  // thematic break before it), wherever it is; it stays in place in a <header>, so a stylesheet's
  // `h1:first-child` (Infima's 3rem title) takes it, and the theme renders no second title.
  it('an h1 further down the page, the first heading, stays where it is as the content title, in a <header>, and the theme renders no other', () => {
    const doc = docs.get('later-h1')!;
    expect(doc.title).toBe('Later');
    expect(doc.description).toBe('Intro first.');
    expect(toHtml(treeOf(doc)).trim()).toBe('<p>Intro first.</p>\n<header><h1 id="not-the-title">Not the title</h1></header>');
    expect(doc.frontMatter.hide_title).toBe(true);
  });

  it("a hide_title page's h1 after a spacer paragraph (`&nbsp;`) is its content title, in a <header>", () => {
    const html = toHtml(treeOf(docs.get('spacer')!));
    expect(html).toMatch(/^<p>\u00a0<\/p>\n<header><h1 id="spaced-title">Spaced title<\/h1><\/header>\n<h2 /);
  });

  it('an h1 after another heading is no content title: it stays as it is, and the theme renders the title', () => {
    const doc = docs.get('h2-first')!;
    expect(toHtml(treeOf(doc))).toContain('<h1 id="late">Late</h1>');
    expect(toHtml(treeOf(doc))).not.toContain('<header>');
    expect(doc.frontMatter.hide_title).toBeUndefined();
  });

  it('a page with nothing but code has an empty description', () => {
    expect(docs.get('no-paragraph')!.description).toBe('');
  });

  it('a page with neither a title nor a leading heading is an error naming the file', async () => {
    await writeFile(path.join(dir, 'content', 'docs', 'untitled.md'), 'Just text, no heading.\n');
    const config = validateConfig(
      { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'bare' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/bare' } } },
      path.join(dir, 'site.config.ts'),
    );
    const error = await loadTestContent(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe('content/docs/untitled.md:1: the page has no title: start it with a `# Title` heading, or give `title` in the front matter');
  });
});

describe('a Docusaurus site: a page with neither a title nor a heading is named as Docusaurus names it', () => {
  // Docusaurus's blog takes a post's content title (its first heading, an h1) out of the body wherever
  // it is, as its layout renders the post's title (checked on a Docusaurus 3.10 build of these posts).
  it("a blog post's first heading, an h1, is never in its body: leading or not, saying the title or not; a note names one that says something else", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-title-posts-'));
    try {
      await mkdir(path.join(site, 'blog'), { recursive: true });
      await mkdir(path.join(site, 'docs'), { recursive: true });
      await writeFile(path.join(site, 'docs', 'intro.md'), '# Intro\n\nStart.\n');
      await writeFile(path.join(site, 'blog', '2024-01-01-same.md'), '# Harbour lights\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n');
      await writeFile(path.join(site, 'blog', '2024-01-02-other.md'), '---\ntitle: Front matter title\n---\n\n# A different h1\n\nIntro two.\n\n<!-- truncate -->\n\nMore.\n');
      await writeFile(path.join(site, 'blog', '2024-01-03-later.md'), '---\ntitle: Later post\n---\n\nAn intro first.\n\n# Later h1\n\nBody.\n\n<!-- truncate -->\n\n## Part\n\n# Second h1\n');
      await writeFile(path.join(site, 'blog', '2024-01-04-h2-first.md'), '---\ntitle: Sub first\n---\n\n## Sub\n\n# Stays\n');
      const mapped = fromDocusaurus({ title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn' }, { file: 'docusaurus.config.js', rootDir: site });
      const content = await loadTestContent(validateConfig(mapped, path.join(site, 'docusaurus.config.js')));
      const post = (name: string) => Object.values(content.sources).flat().find((doc) => doc.sourcePath.endsWith(name))!;
      const h1s = (name: string) => [...toHtml(treeOf(post(name))).matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);
      expect([post('same.md').title, h1s('same.md')]).toEqual(['Harbour lights', []]);
      expect([post('other.md').title, h1s('other.md')]).toEqual(['Front matter title', []]);
      expect(post('other.md').warnings).toEqual([expect.objectContaining({ line: 5, note: true, message: expect.stringContaining('`# A different h1` is not shown') })]);
      // Only the first heading: a later h1 stays, and so does an h1 after an h2.
      expect([post('later.md').title, h1s('later.md')]).toEqual(['Later post', ['Second h1']]);
      expect(post('later.md').warnings).toEqual([expect.objectContaining({ line: 7, message: expect.stringContaining('`# Later h1`') })]);
      expect(h1s('h2-first.md')).toEqual(['Stays']);
      expect(post('same.md').warnings).toEqual([]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('a doc by its id (its front matter id, else its file name); a blog post by its file name after the date', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-title-dusa-'));
    try {
      await mkdir(path.join(site, 'docs', 'guides'), { recursive: true });
      await mkdir(path.join(site, 'blog'), { recursive: true });
      await writeFile(path.join(site, 'docs', 'intro.md'), '# Intro\n\nStart.\n');
      await writeFile(path.join(site, 'docs', 'guides', 'plain-notes.md'), 'Just text.\n');
      await writeFile(path.join(site, 'docs', 'guides', 'renamed.md'), '---\nid: own-id\n---\n\nJust text.\n');
      await writeFile(path.join(site, 'blog', '2016-03-11-unit-testing-speed.md'), 'Fast tests.\n\n<!--truncate-->\n\nMore.\n');
      await writeFile(path.join(site, 'blog', '2016-04-02-lamp-season.md'), 'Lamps are lit at dusk.\n\n# Lamp season\n\nMore.\n');
      const mapped = fromDocusaurus({ title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn' }, { file: 'docusaurus.config.js', rootDir: site });
      const config = validateConfig(mapped, path.join(site, 'docusaurus.config.js'));
      const content = await loadTestContent(config);
      const byPath = new Map(content.docs.map((doc) => [path.relative(site, doc.sourcePath), doc.title]));
      expect(byPath.get(path.join('docs', 'guides', 'plain-notes.md'))).toBe('plain-notes');
      expect(byPath.get(path.join('docs', 'guides', 'renamed.md'))).toBe('own-id');
      const post = Object.values(content.sources).flat().find((doc) => doc.sourcePath.endsWith('unit-testing-speed.md'));
      expect(post?.title).toBe('unit-testing-speed');
      // The blog renders the post's title whatever hide_title says: an h1 after the intro is no content title there (the post would show it twice).
      const lamp = Object.values(content.sources).flat().find((doc) => doc.sourcePath.endsWith('lamp-season.md'));
      expect(lamp?.title).toBe('lamp-season');
      expect(lamp?.frontMatter.hide_title).toBeUndefined();
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
