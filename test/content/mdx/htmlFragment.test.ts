import { fromHtml } from 'hast-util-from-html';
import type { Nodes } from 'hast';
import { describe, expect, it } from 'vitest';
import { htmlFragment } from '../../../src/content/mdx/htmlFragment.js';

/** The nodes under a node: its children and, for a `<template>`, its content's. */
function under(node: Nodes): Nodes[] {
  const content = (node as { content?: Nodes }).content;
  return [...('children' in node ? (node.children as Nodes[]) : []), ...(content ? [content] : [])];
}

/** A tree's nodes without their `position`s, to compare two parses' structure. */
function withoutPositions(node: Nodes): unknown {
  const { position: _position, ...rest } = node as Nodes & { position?: unknown; content?: Nodes };
  return {
    ...rest,
    ...('children' in rest ? { children: rest.children.map((child) => withoutPositions(child as Nodes)) } : {}),
    ...(rest.content ? { content: withoutPositions(rest.content) } : {}),
  };
}

function positions(node: Nodes): number {
  return (node.position ? 1 : 0) + under(node).reduce((sum, child) => sum + positions(child), 0);
}

const PAGE = [
  '<h2 id="a" data-docsgen-pos="3:1">Title &amp; more</h2>',
  '<p>Text <a href="/x">link</a><br>after</p>',
  '<table><tr><td>cell</td></tr></table>',
  '<svg viewBox="0 0 10 10"><path d="M0 0h10"/><foreignObject><b>x</b></foreignObject></svg>',
  '<template><li>inside</li></template>',
  '<pre><code class="language-js">\nlet a = 1 &lt; 2;\n</code></pre>',
  '<details><summary>More</summary><p></p>Body</details><!-- a comment -->',
].join('\n');

describe('htmlFragment', () => {
  it('parses HTML into the tree hast-util-from-html makes, without any position', () => {
    const tree = htmlFragment(PAGE);
    expect(positions(tree)).toBe(0);
    expect(withoutPositions(tree)).toEqual(withoutPositions(fromHtml(PAGE, { fragment: true })));
  });

  it('parses an SVG file in the SVG space', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" stroke-width="2"><circle cx="2" cy="2" r="1"/></svg>';
    const tree = htmlFragment(svg, 'svg');
    expect(positions(tree)).toBe(0);
    expect(withoutPositions(tree)).toEqual(withoutPositions(fromHtml(svg, { fragment: true, space: 'svg' })));
  });
});
