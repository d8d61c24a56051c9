import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { pageTree, testPageStep, testSite } from '../helpers/pageStepConfig.js';

// This file runs in a process of its own (not in vitest.config's SHARED_MODULES): no grammar
// outside the common set is loaded when the first page comes, as in a new page worker.
const { root, source } = testSite('docsgen-grammar-once-');

describe("a site's Markdown plugin that makes a code block in a language no page's fence names", () => {
  it('sees each page once, and the block is highlighted in its language', async () => {
    const remarkCalls = new Map<string, number>();
    const rehypeCalls = new Map<string, number>();
    // Stateful plugins (they count what they met); each adds a block whose grammar is not loaded yet.
    const remarkCounting = () => (tree: Root, file: VFile) => {
      const id = path.basename(file.path, '.md');
      remarkCalls.set(id, (remarkCalls.get(id) ?? 0) + 1);
      if (id !== 'plain') tree.children.push({ type: 'code', lang: 'rust', meta: '{2} showLineNumbers', value: 'fn main() {\n    let answer = 42;\n}' });
    };
    const rehypeCounting = () => (tree: HastRoot, file: VFile) => {
      const id = path.basename(file.path, '.md');
      rehypeCalls.set(id, (rehypeCalls.get(id) ?? 0) + 1);
      if (id === 'made') tree.children.push({ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: { className: ['language-haskell'] }, children: [{ type: 'text', value: 'main = putStrLn "hi"\n' }] }] });
    };
    const pages = [source('plain', '# Plain\n\n```js\nconst a = 1;\n```\n'), source('made', '# Made\n\nThe plugins add code here.\n'), source('again', '# Again\n\nRust again.\n')];
    const run = await testPageStep(root, pages, {
      markdownPlugins: () => ({ beforeDefaultRemarkPlugins: [], remarkPlugins: [remarkCounting], beforeDefaultRehypePlugins: [], rehypePlugins: [rehypeCounting] }),
    });
    const trees: string[] = [];
    for (const page of pages) trees.push(JSON.stringify(await pageTree(run, page)));
    expect(Object.fromEntries(remarkCalls)).toEqual({ plain: 1, made: 1, again: 1 });
    expect(Object.fromEntries(rehypeCalls)).toEqual({ plain: 1, made: 1, again: 1 });
    for (const tree of trees.slice(1)) {
      // Highlighted in Rust (its keyword a token: `k`, see compactTokens), the pre marked with its language, the fence's options kept.
      expect(tree).toContain('"className":["code-block__pre","language-rust","code-block__pre--numbered"]');
      expect(tree).toContain('"className":["k"]},"children":[{"type":"text","value":"fn"}]');
      expect(tree).toContain('"className":["line","line--highlighted"],"dataLine":"2"');
    }
    // The rehype plugin's block too.
    expect(trees[1]).toContain('"className":["code-block__pre","language-haskell"]');
    expect(trees[1]).toContain('"className":["s"]},"children":[{"type":"text","value":"\\"hi\\""}]');
  });
});
