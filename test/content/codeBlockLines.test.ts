import { rename } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useBuiltDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site that swizzles CodeBlock/Line and CodeBlock/Line/Token
 * (test/fixtures/sites/docusaurus-code-lines): each fence's lines and tokens render through them,
 * the tokens from docsgen's build-time highlighting (Prism's types, prism-react-renderer's props).
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-code-lines/', import.meta.url));
const site = useBuiltDocusaurusSite(fixture, 'docsgen-code-lines-');
const { built, warnings } = site;
const blocksOf = (html: string) => html.match(/<pre[^>]*>[\s\S]*?<\/pre>/g) ?? [];

describe("a site's swizzled CodeBlock/Line and CodeBlock/Line/Token", () => {
  it("render every line and token of a fence: the site's Token links its API names, with the token's Prism types as classes", async () => {
    const blocks = blocksOf(await built('docs/pruning.html'));
    expect(blocks).toHaveLength(2);
    // One line span per line, the {2} range's class on the second (Docusaurus's class), no docsgen re-highlighting.
    expect(blocks[0]!.match(/<span class="token-line[^"]*"/g)).toHaveLength(2);
    expect(blocks[0]).toMatch(/<span class="token-line theme-code-block-highlighted-line">[^]*?shears/);
    expect(blocks[0]).toMatch(/<a class="token class-name [^"]*orchard-api" href="\/docs\/pruning#pruner" data-line-tokens="\d+">Pruner<\/a>/);
    expect(blocks[0]).toMatch(/<span class="token keyword[^"]*">const<\/span>/);
    expect(warnings.join('\n')).not.toMatch(/CodeBlock/);
  });

  it("the Line gets showLineNumbers (the code's counter starts at the fence's number), and a comment's Pruner stays text (its token types say comment)", async () => {
    const numbered = blocksOf(await built('docs/pruning.html'))[1]!;
    expect(numbered.match(/<span class="token-line orchard-numbered"/g)).toHaveLength(2);
    expect(numbered).toMatch(/<span class="token comment[^"]*">\/\/ a comment names Pruner, no link<\/span>/);
    expect(numbered).toContain('<code style="counter-reset:line-count 4"');
    expect(numbered).not.toContain('orchard-api');
  });

  it('get the tokens of a language whose grammar was not loaded when the page came (the page renders again with it)', async () => {
    const [block] = blocksOf(await built('docs/crates.html'));
    expect(block).toMatch(/<span class="token keyword[^"]*">fn<\/span>/);
  });

  it("with only Line/Token swizzled, docsgen's Line renders the lines (its highlighted-line and number markup) around the site's tokens", async () => {
    const line = path.join(site.root, 'src', 'theme', 'CodeBlock', 'Line', 'index.js');
    await rename(line, `${line}.aside`);
    try {
      await site.rebuild();
      const [first, numbered] = blocksOf(await built('docs/pruning.html'));
      expect(first).toMatch(/<span class="token-line line line--highlighted theme-code-block-highlighted-line">[^]*?shears/);
      expect(first).toContain('orchard-api');
      expect(numbered).toMatch(/<span class="token-line line" data-line="5">/);
      expect(numbered).toMatch(/<span class="token-line line" data-line="6">/);
    } finally {
      await rename(`${line}.aside`, line);
    }
  }, 180_000);
});
