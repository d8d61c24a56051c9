import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { pageTree, testPageStep, testSite } from '../helpers/pageStepConfig.js';

// This file runs in a process of its own (not in vitest.config's SHARED_MODULES): the raw HTML
// parser is not loaded when the first page comes, as in a new page worker.
const { root, source } = testSite('docsgen-raw-once-');

describe("a site's remark plugin", () => {
  it('sees each page once, the first ones with raw HTML included (written in the Markdown, or made by the plugin)', async () => {
    const calls = new Map<string, number>();
    // A stateful plugin (counts what it met); on one page it adds raw HTML of its own.
    const counting = () => (tree: Root, file: VFile) => {
      const id = path.basename(file.path, '.md');
      calls.set(id, (calls.get(id) ?? 0) + 1);
      if (id === 'made') tree.children.push({ type: 'html', value: '<aside class="made">added</aside>' });
    };
    const pages = [
      source('plain', '# Plain\n\nNo HTML, though code has some:\n\n```ts\nconst list: Array<string> = [];\n```\n'),
      source('made', '# Made\n\nThe plugin adds HTML here.\n'),
      source('written', '# Written\n\nA <kbd>key</kbd> and\n\n<div class="box">a box</div>\n'),
    ];
    const run = await testPageStep(root, pages, {
      markdownPlugins: () => ({ beforeDefaultRemarkPlugins: [], remarkPlugins: [counting], beforeDefaultRehypePlugins: [], rehypePlugins: [] }),
    });
    const trees: string[] = [];
    for (const page of pages) trees.push(JSON.stringify(await pageTree(run, page)));
    expect(Object.fromEntries(calls)).toEqual({ plain: 1, made: 1, written: 1 });
    // The raw HTML became elements.
    expect(trees[1]).toContain('"tagName":"aside"');
    expect(trees[2]).toContain('"tagName":"kbd"');
    expect(trees[2]).toContain('"tagName":"div"');
  });
});
