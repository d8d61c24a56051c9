import type { Root } from 'mdast';
import type { PluggableList, Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../../src/content/mdx/compileMdx.js';

/** A remark plugin that changes the tree it is given (as docsgen's and sites' plugins do), and counts its runs. */
function appendingPlugin(runs: { count: number }) {
  return () => (tree: Root) => {
    runs.count++;
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'added by a plugin' }] });
  };
}

/** A remark plugin that counts the parses of the processors it is in (a parser extension's transform runs once a parse). */
function parseCounter(parses: { count: number }) {
  return function (this: Processor) {
    const data = this.data() as { fromMarkdownExtensions?: unknown[] };
    (data.fromMarkdownExtensions ??= []).push({ transforms: [() => void parses.count++] });
  };
}

describe('compileMdx: pages that share their source text', () => {
  const source = '# Shared\n\nThe same text in `docs/` and a version folder.\n\n<div>{1 + 1}</div>\n';

  it('compiles each copy from an untouched tree: the plugins of the first do not reach the next', async () => {
    const runs = { count: 0 };
    const plugins: PluggableList = [appendingPlugin(runs)];
    const first = await compileMdx(source, '/site/docs/a.mdx', plugins, { positions: true, sharedSource: true });
    const second = await compileMdx(source, '/site/versioned_docs/version-1/a.mdx', plugins, { positions: true, sharedSource: true });
    const third = await compileMdx(source, '/site/versioned_docs/version-2/a.mdx', plugins, { positions: true, sharedSource: true });
    expect(runs.count).toBe(3);
    expect(first.code.match(/added by a plugin/g)).toHaveLength(1);
    expect(second.code).toBe(first.code);
    expect(third.code).toBe(first.code);
  });

  it('parses the text once', async () => {
    const parses = { count: 0 };
    const plugins: PluggableList = [parseCounter(parses)];
    for (const folder of ['docs', 'versioned_docs/version-1', 'versioned_docs/version-2']) await compileMdx(source, `/site/${folder}/c.mdx`, plugins, { positions: true, sharedSource: true });
    expect(parses.count).toBe(1);
    // A page no other shares its text with is parsed for itself.
    await compileMdx(`${source}\nOnly here.\n`, '/site/docs/d.mdx', plugins, { positions: true });
    expect(parses.count).toBe(2);
  });

  it('gives the same module as a page compiled on its own', async () => {
    const plugins: PluggableList = [appendingPlugin({ count: 0 })];
    const alone = await compileMdx(source, '/site/docs/b.mdx', [appendingPlugin({ count: 0 })], { positions: true });
    await compileMdx(source, '/site/docs/b.mdx', plugins, { positions: true, sharedSource: true });
    const copy = await compileMdx(source, '/site/versioned_docs/version-1/b.mdx', plugins, { positions: true, sharedSource: true });
    expect(copy.code).toBe(alone.code);
    // As `compile` left it: the file's value is the module.
    expect(String(copy.file.value)).toBe(copy.code);
  });
});
