import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyStore, bodyBytes, keepBodyOnDisk, keepMarkdownOnDisk, markdownLength } from '../../src/content/keepBodyOnDisk.js';
import { sourceHash } from '../../src/content/sourceHash.js';
import type { Doc } from '../../src/content/types.js';

describe('keepBodyOnDisk', () => {
  const body = '<h2 id="a">Café → “quoted”</h2><p>Text with <code>x</code> and an emoji 🙂</p>';
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bodies-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the body out of memory and reads the same HTML back, copies included', () => {
    const store = new BodyStore(dir);
    const docs = [body, '', 'x'.repeat(100_000), body.repeat(3)].map((html, i) => ({ displayPath: `content/docs/${i}.md`, html }) as Doc);
    const texts = docs.map((doc) => doc.html!);
    for (const doc of docs) keepBodyOnDisk(doc, store);
    docs.forEach((doc, i) => {
      const descriptor = Object.getOwnPropertyDescriptor(doc, 'html')!;
      expect(descriptor.value).toBeUndefined();
      expect(descriptor.get).toBeTypeOf('function');
      expect(doc.html).toBe(texts[i]);
      expect(Buffer.from(bodyBytes(doc)!).toString('utf8')).toBe(texts[i]);
    });
    // What render workers and the page cache see: a copy of the doc carries the HTML itself.
    expect(structuredClone(docs[0]!).html).toBe(body);
    expect(JSON.parse(JSON.stringify(docs[0])).html).toBe(body);
  });

  it('leaves no file in its folder, even while it is in use', async () => {
    const store = new BodyStore(dir);
    const doc = { displayPath: 'content/docs/a.md', html: body } as Doc;
    keepBodyOnDisk(doc, store);
    expect(await readdir(dir)).toEqual([]);
    expect(doc.html).toBe(body);
  });

  it('leaves a doc without a body alone', () => {
    const doc = { displayPath: 'content/docs/b.md' } as Doc;
    keepBodyOnDisk(doc, new BodyStore(dir));
    expect('html' in doc).toBe(false);
    expect(bodyBytes(doc)).toBeUndefined();
  });

  it("keeps a page's Markdown out of memory: read back as written, its length and hash known without reading it", () => {
    const store = new BodyStore(dir);
    const texts = ['# Café\n\nSome “text” 🙂\n', '', 'x'.repeat(100_000)];
    const docs = texts.map((text, i) => {
      const doc = { displayPath: `content/docs/${i}.md` } as Doc;
      keepMarkdownOnDisk(doc, store, text, `hash-${i}`);
      return doc;
    });
    docs.forEach((doc, i) => {
      const descriptor = Object.getOwnPropertyDescriptor(doc, 'markdown')!;
      expect(descriptor.value).toBeUndefined();
      expect(descriptor.get).toBeTypeOf('function');
      expect(doc.markdown).toBe(texts[i]);
      expect(markdownLength(doc)).toBe(texts[i]!.length);
      // The page cache's key takes the hash kept with it, never the text.
      expect(sourceHash(doc, () => expect.fail('the text was read for its hash'))).toBe(`hash-${i}`);
    });
    // A render worker gets the text itself.
    expect(structuredClone(docs[0]!).markdown).toBe(texts[0]);
    // A doc whose Markdown is in memory has its length all the same.
    expect(markdownLength({ markdown: 'abc' } as Doc)).toBe(3);
  });
});
