import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '../../src/content/processPage.js';
import type { SourceFile } from '../../src/content/toDoc.js';
import { testPageStep } from '../helpers/pageStepConfig.js';

// Counts the loads of the HTML parser (rehype-raw): this file runs in a process of its own, so the
// first page below meets the page step with no parser loaded.
const parser = vi.hoisted(() => ({ loads: 0 }));
vi.mock('rehype-raw', async (importOriginal) => {
  parser.loads++;
  return importOriginal();
});

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-raw-parser-'));

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function source(id: string, body: string): SourceFile {
  const sourcePath = path.join(root, 'content', 'docs', `${id}.md`);
  return { sourcePath, displayPath: `content/docs/${id}.md`, id, route: `/docs/${id}`, raw: body, body, frontMatter: {} };
}

async function pageStep(pages: SourceFile[]) {
  const step = await testPageStep(root, pages);
  return async (page: SourceFile) => {
    const result: PageResult = await step({ n: 0, source: page });
    if (!('page' in result)) throw new Error(JSON.stringify(result));
    return result.tree!;
  };
}

describe('the raw HTML parser, loaded by the first page that has raw HTML', () => {
  const code = source('code', ['# Code', '', 'Write `<div>` or `a < b`, see <https://example.com>.', '', '```ts', 'const list: Promise<string[]> = load(<Panel title="x" />);', '```'].join('\n'));
  const raw = source('raw', '# Raw\n\nPress <kbd>Ctrl</kbd> now.\n');

  it('is not loaded for a page whose `<` are all in code or an autolink (no raw HTML)', async () => {
    const process = await pageStep([code, raw]);
    const tree = await process(code);
    expect(parser.loads).toBe(0);
    expect(JSON.stringify(tree)).toContain('Promise');
  });

  it('is loaded for a page with raw HTML, which is then parsed as it would have been with the parser loaded first', async () => {
    const process = await pageStep([code, raw]);
    const tree = await process(raw);
    expect(parser.loads).toBe(1);
    const paragraph = tree.children.find((node) => node.type === 'element' && node.tagName === 'p');
    expect(paragraph && 'children' in paragraph ? paragraph.children.map((node) => (node.type === 'element' ? node.tagName : node.type)) : []).toEqual(['text', 'kbd', 'text']);
    // A later page with raw HTML finds it loaded.
    await process(source('more', '# More\n\n<kbd>K</kbd>\n'));
    expect(parser.loads).toBe(1);
  });
});
