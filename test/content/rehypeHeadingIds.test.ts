import type { Element, ElementContent, Root } from 'hast';
import referenceSlug from 'rehype-slug';
import { describe, expect, it } from 'vitest';
import { rehypeHeadingIds } from '../../src/content/plugins/rehypeHeadingIds.js';

// docsgen's heading ids must be the ids rehype-slug gave (Docusaurus's anchors and every link to a
// heading depend on them): the same trees through both, page after page with one instance each.

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children });

const pages = (): Root[] => [
  {
    type: 'root',
    children: [
      el('h1', [text('Getting started')]),
      el('h2', [text('Setting up')]),
      el('h2', [text('Setting up')]),
      el('h3', [el('code', [text('viewDocument')]), text(' options')]),
      el('h2', [text('Kept')], { id: 'my-own' }),
      el('h2', [text('Empty id')], { id: '' }),
      el('H4', [text('Upper case tag')]),
      el('div', [el('h5', [text('Inside a div: What’s new?')]), el('p', [text('not a heading')])]),
      el('h6', [text('Setting up')]),
      el('h7', [text('Not a heading')]),
      el('h2', [text('Ünïcode & "quotes" — dash')]),
      el('h2', [text('setting-up-1')]),
    ],
  },
  // The next page counts repeats from zero again.
  { type: 'root', children: [el('h2', [text('Setting up')]), el('h2', [text('Getting started')])] },
];

const ids = (tree: Root): unknown[] => {
  const out: unknown[] = [];
  const walk = (node: { type: string; tagName?: string; properties?: Element['properties']; children?: unknown[] }) => {
    if (node.type === 'element') out.push(`${node.tagName}#${String(node.properties?.id)}`);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  return out;
};

describe('rehypeHeadingIds', () => {
  it('gives the ids rehype-slug gives, counted per page', () => {
    const ours = rehypeHeadingIds();
    const reference = (referenceSlug as () => (tree: Root) => void)();
    const got = pages().map((tree) => (ours(tree), ids(tree)));
    const expected = pages().map((tree) => (reference(tree), ids(tree)));
    expect(got).toEqual(expected);
    expect(got[1]).toEqual(['h2#setting-up', 'h2#getting-started']);
    expect(got[0]).toContain('h2#my-own');
  });
});
