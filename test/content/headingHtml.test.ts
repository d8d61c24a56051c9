import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { headingHtml } from '../../src/content/headingHtml.js';

const h = (children: Element['children']): Element => ({ type: 'element', tagName: 'h2', properties: { id: 'x' }, children });
const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, children: Element['children'], properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children });

describe('headingHtml: a heading as its table-of-contents entry, as Docusaurus keeps it', () => {
  it('keeps inline code, emphasis, strong and struck-through text; a link is its text; text is escaped', () => {
    expect(headingHtml(h([text('Install '), el('code', [text('<npm>')]), text(' & go')]))).toBe('Install <code>&lt;npm&gt;</code> &amp; go');
    expect(headingHtml(h([el('em', [text('slow')]), text(' and '), el('strong', [el('code', [text('x')])]), el('del', [text('old')])]))).toBe('<em>slow</em> and <strong><code>x</code></strong><del>old</del>');
    expect(headingHtml(h([el('a', [text('see '), el('code', [text('api')])], { href: '/api' })]))).toBe('see <code>api</code>');
  });

  it('is undefined for a heading of plain text (its entry is the text), links and other elements included', () => {
    expect(headingHtml(h([text('Plain')]))).toBeUndefined();
    expect(headingHtml(h([el('a', [text('A link')], { href: '/x' }), el('span', [text(' <b>')])]))).toBeUndefined();
  });
});
