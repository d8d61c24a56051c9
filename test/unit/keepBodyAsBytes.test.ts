import { describe, expect, it } from 'vitest';
import { keepBodyAsBytes } from '../../src/content/keepBodyAsBytes.js';
import type { Doc } from '../../src/content/types.js';

describe('keepBodyAsBytes', () => {
  const body = '<h2 id="a">Café → “quoted”</h2><p>Text with <code>x</code> and an emoji 🙂</p>';

  it('keeps the body out of the heap as bytes and reads the same HTML back, copies included', () => {
    const doc = { displayPath: 'content/docs/a.md', html: body } as Doc;
    keepBodyAsBytes(doc);
    const descriptor = Object.getOwnPropertyDescriptor(doc, 'html')!;
    expect(descriptor.value).toBeUndefined();
    expect(descriptor.get).toBeTypeOf('function');
    expect(doc.html).toBe(body);
    // What render workers and the page cache see: a copy of the doc carries the HTML itself.
    expect(structuredClone(doc).html).toBe(body);
    expect(JSON.parse(JSON.stringify(doc)).html).toBe(body);
  });

  it('leaves a doc without a body alone', () => {
    const doc = { displayPath: 'content/docs/b.md' } as Doc;
    keepBodyAsBytes(doc);
    expect('html' in doc).toBe(false);
  });
});
