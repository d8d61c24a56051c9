import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, describe, expect, it } from 'vitest';
import { blockLanguages, highlightLines, loadLanguages, resolveLanguage } from '../../src/content/plugins/highlighter.js';
import { expectSuccess, removeTempDirs, runCli } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

// A code block is highlighted the same whatever the worker that highlights it loaded before (the
// grammars other pages needed). This file runs in a process of its own (it is not one of the
// config's SHARED_MODULES): each case starts from what the cases before it loaded, in the order
// written, as a page worker does. A page in prettier's blog highlighted the front matter of a
// Markdown code block as YAML in one build and not in another.

const html = (code: string, lang: string) => toHtml(highlightLines(code, lang, new Set()));

const MARKDOWN = '---\ntitle: Front matter\ntags: [a]\n---\n\n# Heading';

describe('highlighting does not depend on what was loaded before', () => {
  it("a Markdown block's front matter is YAML, with no page having loaded YAML first", async () => {
    expect(resolveLanguage('yaml')).toBeUndefined();
    await loadLanguages(['md']);
    const first = html(MARKDOWN, 'md');
    expect(first).toContain('<span class="k">title</span>: Front matter');
    // A later page loads YAML (and more) itself: the Markdown block stays as it was.
    await loadLanguages(['yaml', 'python', 'rust']);
    expect(html(MARKDOWN, 'md')).toBe(first);
  });

  it('the fences inside a Markdown block are highlighted in their language, which the block loads with it', async () => {
    const code = '# Install\n\n```ruby\nputs "hi"\n```';
    expect(resolveLanguage('ruby')).toBeUndefined();
    expect(blockLanguages('md', code)).toEqual(['md', 'ruby']);
    // A language with no Markdown inside it needs only itself; nor does a block without fences.
    expect(blockLanguages('python', '```ruby\n```')).toEqual(['python']);
    expect(blockLanguages('md', MARKDOWN)).toEqual(['md']);
    await loadLanguages(blockLanguages('md', code));
    expect(html(code, 'md')).toContain('puts <span class="s">"hi"</span>');
  });

  it('a grammar that exists only to change others (opencl, js-templates…) is never registered by a fence (JSDoc and js-extras are in the common set): the others stay as they were', async () => {
    const js = 'const list = Array.from(new Set([1]));\nconsole.log(list);';
    const c = 'kernel void f(global float* x) { int i = 0; }';
    await loadLanguages(['js', 'c']);
    const before = [html(js, 'js'), html(c, 'c')];
    await loadLanguages(['js-extras', 'js-templates', 'jsdoc', 'opencl', 'cilkc']);
    expect([html(js, 'js'), html(c, 'c')]).toEqual(before);
    // A block in one of them is plain text.
    expect(resolveLanguage('js-extras')).toBeUndefined();
    expect(html('x', 'opencl')).toBe('x');
  });

  it('an unknown language loads no grammar; an alias outside the short list loads its own', async () => {
    const js = 'const html = `<p>${x}</p>`;';
    const before = html(js, 'js');
    await loadLanguages(['gql', 'vue', 'klingon']);
    expect(resolveLanguage('gql')).toBeUndefined();
    expect(resolveLanguage('graphql')).toBeUndefined();
    expect(html(js, 'js')).toBe(before);
    await loadLanguages(['hs']);
    expect(resolveLanguage('hs')).toBe('haskell');
    expect(resolveLanguage('elm')).toBeUndefined();
  });
});

describe('in a build', () => {
  afterAll(removeTempDirs);

  it('a page whose block needs a grammar only another page loads is highlighted the same with two workers, one, and after it alone changed', { timeout: 240_000 }, async () => {
    // b.md's Markdown block reads YAML (its front matter) and Ruby (its fence); only a.md has YAML
    // code of its own. A build from the cache processes b.md alone.
    const site = await smallSite({
      'content/docs/a.md': '# A\n\n```yaml\nkey: value\n```\n',
      'content/docs/b.md': `# B\n\n\`\`\`\`md\n${MARKDOWN}\n\n\`\`\`ruby\nputs "hi"\n\`\`\`\n\`\`\`\`\n`,
    });
    const block = async (out: string) => /<code class="language-md codeBlockLines">[\s\S]*?<\/code>/.exec(await readFile(path.join(out, 'docs', 'b.html'), 'utf8'))?.[0];
    const cold = path.join(site.root, 'cold');
    expectSuccess(await runCli(['build', '--config', site.config, '--out', cold, '--no-crawl', '--workers', '2']));
    const first = await block(cold);
    expect(first).toContain('<span class="k">title</span>: Front matter');
    expect(first).toContain('puts <span class="s">&quot;hi&quot;</span>');
    await appendFile(path.join(site.root, 'content', 'docs', 'b.md'), '\nChanged.\n');
    const warm = path.join(site.root, 'warm');
    const result = await runCli(['build', '--config', site.config, '--out', warm, '--no-crawl', '--workers', '1']);
    expectSuccess(result);
    expect(result.stdout).toMatch(/1 processed/);
    expect(await block(warm)).toBe(first);
  });
});
