import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
let swizzled: DocusaurusCopy;

beforeAll(async () => {
  plain = await buildDocusaurusCopy(fixture, 'docsgen-prism-languages-');
  withBash = await buildDocusaurusCopy(fixture, 'docsgen-prism-languages-bash-', {
    prepare: async (root) => {
      const file = path.join(root, 'docusaurus.config.js');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('prism: {}', "prism: { additionalLanguages: ['bash'] }"));
    },
  });
  // No additionalLanguages: the site's swizzled prism-include-languages loads bash's Prism component
  // itself and gives zsh bash's grammar, as Docusaurus runs it in the browser.
  swizzled = await buildDocusaurusCopy(fixture, 'docsgen-prism-languages-swizzled-', {
    prepare: async (root) => {
      await mkdir(path.join(root, 'src', 'theme'), { recursive: true });
      const loader = [
        'export default function addKilnLanguages(prism) {',
        '  globalThis.Prism = prism;',
        "  require('prismjs/components/prism-bash');",
        '  prism.languages.zsh = prism.languages.bash;',
        '  delete globalThis.Prism;',
        '}',
        '',
      ].join('\n');
      await writeFile(path.join(root, 'src', 'theme', 'prism-include-languages.js'), loader);
    },
  });
}, 360_000);
afterAll(async () => {
  await Promise.all([plain, withBash, swizzled].filter(Boolean).map((copy) => rm(copy.root, { recursive: true, force: true })));
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

  it('with a swizzled src/theme/prism-include-languages that loads prism-bash and names zsh as bash: bash, sh and zsh are highlighted, as Docusaurus shows them', async () => {
    const [bash, sh, zsh, js] = await codeBlocks(swizzled);
    expect(bash).toMatch(/<span class="[^"]+">/);
    expect(sh).toMatch(/<span class="[^"]+"># slowly<\/span>/);
    expect(zsh).toMatch(/<span class="[^"]+">/);
    expect(js).toMatch(/<span class="[^"]+">const<\/span>/);
  });
});
