import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { removeTempDirs, tempDir } from '../helpers/cli.js';
import { linkDocsgenModules } from '../helpers/siteCopy.js';

afterAll(() => (process.env.KEEP ? undefined : removeTempDirs()));

/** A Docusaurus blog in English and French (no code.json: docsgen's tables), the blog's last-update options on. */
const FILES: Record<string, string> = {
  'docusaurus.config.js': `export default {
  title: 'Kiln Log',
  url: 'https://kiln.example',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { blog: { showLastUpdateTime: true, showLastUpdateAuthor: true, onInlineTags: 'ignore', onUntruncatedBlogPosts: 'ignore' } }]],
};
`,
  'blog/2026-05-01-cone-six.md': '---\ntitle: Cone six\ntags: [glaze]\nlast_update:\n  date: 2026-11-27\n  author: Ada\n---\n\nCone six reached at dawn.\n',
  'blog/2026-04-01-bisque.md': '---\ntitle: Bisque\ntags: [glaze]\n---\n\nThe first firing.\n',
  'blog/2026-03-01-secret.md': '---\ntitle: Secret glaze\nunlisted: true\n---\n\nNot for the list.\n',
  'docs/intro.md': '# Kiln\n\nThe kiln.\n',
  // The blog's options in French, as Docusaurus's write-translations lays them out (the description left to the config).
  'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({ title: { message: 'Carnet du four' }, 'sidebar.title': { message: 'Articles récents' } }),
};

describe("a blog's words and last update in the locale (blog options showLastUpdateTime, showLastUpdateAuthor)", () => {
  let out = '';
  const page = (file: string) => readFile(path.join(out, file), 'utf8');
  const footer = (html: string) => /<span class="doc__updated theme-last-updated">([\s\S]*?)<\/span>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  beforeAll(async () => {
    const root = await tempDir('docsgen-blog-words-');
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    await linkDocsgenModules(root);
    out = path.join(root, 'build');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, crawl: false, cache: false, logger: { info: () => {}, warn: () => {} } });
  }, 120_000);

  it("shows a post's front matter last_update under it, in the locale's words and date format; a post with no date (not in git) shows none", async () => {
    expect(footer(await page('blog/2026/05/01/cone-six.html'))).toBe('Last updated on <b><time dateTime="2026-11-27T00:00:00.000Z" itemProp="dateModified">Nov 27, 2026</time></b> by <b>Ada</b>');
    expect(footer(await page('fr/blog/2026/05/01/cone-six.html'))).toBe('Dernière mise à jour le <b><time dateTime="2026-11-27T00:00:00.000Z" itemProp="dateModified">27 nov. 2026</time></b> par <b>Ada</b>');
    expect(footer(await page('blog/2026/04/01/bisque.html'))).toBeUndefined();
  });

  it("names the blog's list pages and its sidebar from the locale's docusaurus-plugin-content-blog/options.json (title, sidebar.title); what it leaves out keeps the config's", async () => {
    const fr = await page('fr/blog.html');
    expect(title(fr)).toBe('Carnet du four | Kiln Log');
    expect(fr).toMatch(/<div class="blog-sidebar__title">Articles récents<\/div>/);
    expect(fr).toContain('<meta name="description" content="Blog"/>');
    expect(await page('fr/blog/2026/05/01/cone-six.html')).toMatch(/<div class="blog-sidebar__title">Articles récents<\/div>/);
    const en = await page('blog.html');
    expect(title(en)).toBe('Blog | Kiln Log');
    expect(en).toMatch(/<div class="blog-sidebar__title">Recent posts<\/div>/);
  });

  it("names the archive and tag pages, and writes a post's date and reading time, in the locale", async () => {
    expect(title(await page('fr/blog/archive.html'))).toBe('Archives | Kiln Log');
    expect(title(await page('fr/blog/tags/glaze.html'))).toBe("2 articles avec l&#x27;étiquette « glaze » | Kiln Log");
    expect(title(await page('blog/tags/glaze.html'))).toBe('2 posts tagged with &quot;glaze&quot; | Kiln Log');
    const post = await page('fr/blog/2026/05/01/cone-six.html');
    expect(post).toContain('<time dateTime="2026-05-01">1 mai 2026</time>');
    expect(post).toContain('Une minute de lecture');
    expect(post).toContain('<b>Étiquettes :</b>');
    expect(await page('blog/2026/05/01/cone-six.html')).toContain('One min read');
    // An unlisted post's note.
    expect(await page('fr/blog/2026/03/01/secret.html')).toContain('Cet article n&#x27;est pas listé : il n&#x27;apparaît pas dans les listes du blog');
    expect(await page('blog/2026/03/01/secret.html')).toContain('This post is unlisted');
  });
});
