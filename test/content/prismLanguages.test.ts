import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocusaurusCopy, type DocusaurusCopy } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site's code is highlighted in the languages Docusaurus's Prism has
 * (prism-react-renderer's bundled grammars, and `themeConfig.prism.additionalLanguages`): a bash
 * block without `additionalLanguages: ['bash']` is plain text, as Docusaurus shows it
 * (test/fixtures/sites/docusaurus-prism-languages, built as it is and with the option).
 */
const fixture = 'test/fixtures/sites/docusaurus-prism-languages';
let plain: DocusaurusCopy;
let withBash: DocusaurusCopy;

beforeAll(async () => {
  plain = await buildDocusaurusCopy(fixture, 'docsgen-prism-languages-');
  withBash = await buildDocusaurusCopy(fixture, 'docsgen-prism-languages-bash-', {
    prepare: async (root) => {
      const file = path.join(root, 'docusaurus.config.js');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('prism: {}', "prism: { additionalLanguages: ['bash'] }"));
    },
  });
}, 240_000);
afterAll(async () => {
  await Promise.all([plain, withBash].filter(Boolean).map((copy) => rm(copy.root, { recursive: true, force: true })));
});

/** Each code block's `<code>` contents, in page order. */
async function codeBlocks(copy: DocusaurusCopy): Promise<string[]> {
  const html = await readFile(path.join(copy.out, 'index.html'), 'utf8');
  return [...html.matchAll(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((match) => match[1]!);
}

describe("a Docusaurus site's highlighted languages", () => {
  it('without additionalLanguages: bash and sh blocks are plain text (no token spans), JavaScript (bundled) is highlighted', async () => {
    const [bash, sh, zsh, js] = await codeBlocks(plain);
    expect(bash).toBe('kiln fire --cone 6 &amp;&amp; echo &quot;$KILN_DONE&quot;');
    expect(sh).toBe('kiln cool --hours 12 # slowly');
    expect(zsh).toBe('kiln vent --open');
    expect(js).toMatch(/<span class="[^"]+">const<\/span>/);
  });

  it("with additionalLanguages ['bash']: bash and its Prism aliases (sh) are highlighted; zsh (no Prism name of bash) stays plain", async () => {
    const [bash, sh, zsh, js] = await codeBlocks(withBash);
    expect(bash).toMatch(/<span class="[^"]+">/);
    expect(sh).toMatch(/<span class="[^"]+"># slowly<\/span>/);
    expect(zsh).toBe('kiln vent --open');
    expect(js).toMatch(/<span class="[^"]+">const<\/span>/);
  });
});
