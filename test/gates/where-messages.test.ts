/**
 * Issue 23, row 7: every message says where. A theme file that throws as it loads (its file and
 * line), a partial importing itself (the import chain, at the page's import line), `import p from
 * '/etc/passwd'` in MDX (the page and line), a page whose name is too long for its output files
 * (the page, not an internal output path), and a `_category_.json` holding an array (the file and
 * a real message, not "undefined").
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectGateFailure, removeTempDirs, runCli } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

afterAll(removeTempDirs);

const front = '---\ntitle: Page\ndescription: A page.\n---\n\n';

async function build(files: Record<string, string>, extraConfig = '') {
  const site = await smallSite(files, extraConfig);
  return runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 120_000);
}

describe('messages say where', { timeout: 180_000 }, () => {
  it('a theme file that throws as it loads: the file and line', async () => {
    const result = await build({ 'theme/Footer.tsx': "export function Footer() {\n  return null;\n}\nthrow new Error('footer load boom');\n" }, "themeDir: 'theme',");
    expectGateFailure(result, [/theme\/Footer\.tsx:4:\d+: the theme failed to load: footer load boom/]);
  });

  it('a partial importing itself: the import chain, at the page line that imports it', async () => {
    const result = await build({
      'content/docs/page.mdx': `${front}import Part from './_part.mdx'\n\n<Part />\n`,
      'content/docs/_part.mdx': "import Again from './_part.mdx'\n\nOnce more: <Again />\n",
    });
    const message = expectGateFailure(result, ['content/docs/page.mdx:6:', 'partials import each other in a cycle: content/docs/page.mdx → content/docs/_part.mdx → content/docs/_part.mdx']);
    expect(message).not.toMatch(/call stack/i);
  });

  it("import p from '/etc/passwd' in MDX: the page and line", async () => {
    const result = await build({ 'content/docs/page.mdx': `${front}Some text.\n\nimport p from '/etc/passwd'\n\n{String(p)}\n` });
    expectGateFailure(result, ['content/docs/page.mdx:8:', 'cannot import /etc/passwd']);
  });

  it('a page name too long for its output files: the page, not an output path', async () => {
    const name = 'a'.repeat(252);
    const result = await build({ [`content/docs/${name}.md`]: `${front}Hello.\n` });
    const message = expectGateFailure(result, [`content/docs/${name}.md: the file name is too long`, '255 bytes']);
    expect(message).not.toMatch(/\.docsgen-|ENAMETOOLONG|__data/);
  });

  it('_category_.json holding an array: the file and what it should hold', async () => {
    const result = await build({ 'content/docs/guide/_category_.json': '[1, 2]\n', 'content/docs/guide/one.md': `${front}One.\n` });
    const message = expectGateFailure(result, ['content/docs/guide/_category_.json:1:1: expected an object such as { "label": "Guides", "position": 2 }, found an array']);
    expect(message).not.toContain('undefined');
  });

  it('a <link> the sanitizer removes from a partial: the partial, line and column, with the page that imports it', async () => {
    const result = await build({
      'content/docs/page.mdx': `${front}import Styled from './_styled.mdx'\n\n<Styled />\n`,
      'content/docs/_styled.mdx': 'Styled.\n\n<link rel="stylesheet" href="/extra.css" />\n',
    });
    expectGateFailure(result, ['content/docs/_styled.mdx:3:1: <link> element removed (on 1 page: content/docs/page.mdx)']);
  });
});
