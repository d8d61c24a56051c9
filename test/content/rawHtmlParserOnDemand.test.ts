import { describe, expect, it, vi } from 'vitest';
import type { SourceFile } from '../../src/content/toDoc.js';
import { pageTree, testPageStep, testSite } from '../helpers/pageStepConfig.js';

// Counts the loads of the HTML parser (rehype-raw): this file runs in a process of its own, so the
// first page below meets the page step with no parser loaded.
const parser = vi.hoisted(() => ({ loads: 0 }));
vi.mock('rehype-raw', async (importOriginal) => {
  parser.loads++;
  return importOriginal();
});

const { root, source } = testSite('docsgen-raw-parser-');

async function pageStep(pages: SourceFile[]) {
  const step = await testPageStep(root, pages);
  return (page: SourceFile) => pageTree(step, page);
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
