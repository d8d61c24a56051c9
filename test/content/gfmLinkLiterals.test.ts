import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { mayHaveLinkLiterals, remarkGfmLinkLiterals } from '../../src/content/plugins/remarkGfmLinkLiterals.js';

/**
 * GFM's link literals run only on pages whose source can have one (remarkGfmLinkLiterals): the
 * tree must be remark-gfm's for any source, those written so that the literal's characters are
 * not in the source as they are in the text (escaped punctuation, character references) included.
 */
const withGfm = unified().use(remarkParse).use(remarkGfm).freeze();
const withLiteralsOnDemand = unified().use(remarkParse).use(remarkGfmLinkLiterals).freeze();

function tree(processor: typeof withGfm, markdown: string): string {
  const file = new VFile({ value: markdown });
  return JSON.stringify(processor.runSync(processor.parse(file), file));
}

const SOURCES = [
  'Plain text, `code`, **strong**, and a [link](/docs/intro).',
  'See www.example.com, https://example.com/a?b=c, or HTTP://EXAMPLE.COM and WWW.Example.com.',
  'Write to jane@example.com, mailto:jane@example.com or xmpp:jane@example.com/home.',
  // Each alone: the literal's characters are in the text but not in the source.
  'Escaped: www\\.example.com',
  'Escaped: http\\://example.com',
  'Escaped: https:\\/\\/example.com/x',
  'Escaped: jane\\@example.com',
  'Reference: jane&#64;example.com',
  'Reference: jane&#x40;example.com',
  'Reference: jane&commat;example.com',
  'Reference: &#x77;ww.example.com',
  'Reference: http&colon;//example.com',
  'Reference: www&period;example.com',
  'Near misses: wwwexample.com, http:/example.com, ftp://example.com, a & b && c, AT&T.',
  '| a | b |\n|---|---|\n| www.example.com | jane@example.com |',
  '> quoted www.example.com\n\n- item https://example.com\n\n[ref]: https://example.com/ref\n\n[www.example.com][ref]',
  '```\nhttps://in-code.example.com\n```\n\nand `www.in-inline-code.com`',
];

describe('GFM link literals on demand', () => {
  it('makes the same tree as remark-gfm, whatever the source', () => {
    for (const source of SOURCES) expect(tree(withLiteralsOnDemand, source), source).toBe(tree(withGfm, source));
  });

  it('skips the walk on a source that has no link literal', () => {
    expect(mayHaveLinkLiterals('# Title\n\nText, `code`, a && b, a [link](/docs/x).\n\n```ts\nconst a = b.c;\n```\n')).toBe(false);
    for (const source of SOURCES.slice(1, 13)) expect(mayHaveLinkLiterals(source), source).toBe(true);
  });

  it('still links a literal in a page', () => {
    const process = createMarkdownProcessor({ routesBySource: new Map() });
    const { hast } = process('Go to www.example.com now.', '/site/docs/page.md');
    expect(JSON.stringify(hast)).toContain('"href":"http://www.example.com"');
  });
});
