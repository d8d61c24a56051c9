import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useBuiltDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site with markdown.format 'detect' and a swizzled CodeBlock/Layout
 * (test/fixtures/sites/docusaurus-md-fences): a `.md` page's fences render through the site's
 * code block, as Docusaurus renders them (MDX's 'md' format: MDXComponents' pre is the CodeBlock).
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-md-fences/', import.meta.url));
const site = useBuiltDocusaurusSite(fixture, 'docsgen-md-fences-');
const { built, warnings } = site;

describe("a .md page's fences under markdown.format 'detect'", () => {
  it("render through the site's swizzled CodeBlock/Layout around docsgen's highlighted code, backtick and tilde fences alike", async () => {
    const html = await built('docs/gates.html');
    const blocks = html.match(/<div class="[^"]*lock-code[^"]*">[\s\S]*?<\/pre>/g) ?? [];
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('<p class="lock-code__label">js, 2 lines</p>');
    expect(blocks[0]).toMatch(/<pre class="[^"]*language-js[^"]*"[^>]*><code class="language-js codeBlockLines"><span class="k">const<\/span> upper/);
    expect(blocks[1]).toContain('<p class="lock-code__label">sh, 1 lines</p>');
  });

  it("the page stays CommonMark: its raw HTML is HTML, and a page without a fence is as before; no warning about the swizzle", async () => {
    const html = await built('docs/gates.html');
    expect(html).toContain('A <b>raw</b> tag stays HTML in a <code>.md</code> page.');
    expect(await built('docs/levels.html')).toContain('<p>No code on this page: the water rises two metres.</p>');
    expect(warnings.join('\n')).not.toMatch(/CodeBlock/);
  });

  it('a page the cache kept from before the site swizzled its code block is made again once it has one, and again once it is gone', async () => {
    const codeBlock = path.join(site.root, 'src', 'theme', 'CodeBlock');
    const aside = path.join(site.root, 'src', 'CodeBlock-aside');
    await rename(codeBlock, aside);
    await site.rebuild();
    expect(await built('docs/gates.html')).not.toContain('lock-code');
    await rename(aside, codeBlock);
    await site.rebuild();
    expect(await built('docs/gates.html')).toContain('<p class="lock-code__label">js, 2 lines</p>');
  }, 180_000);
  it('a cached page is made again when the swizzle turns usable with the same file names (its contents decide, not its names)', async () => {
    const part = path.join(site.root, 'src', 'theme', 'CodeBlock', 'Layout', 'index.js');
    const usable = await readFile(part, 'utf8');
    // A part without a default export: unusable (codeBlockSwizzle skips it), so fences stay on the Markdown path.
    await writeFile(part, 'export const Layout = () => null;\n');
    await site.rebuild();
    expect(await built('docs/gates.html')).not.toContain('lock-code');
    await writeFile(part, usable);
    await site.rebuild();
    expect(await built('docs/gates.html')).toContain('<p class="lock-code__label">js, 2 lines</p>');
  }, 180_000);
});
