import { describe, expect, it } from 'vitest';
import { batchesOf } from '../../src/content/runPages.js';
import type { PageJob } from '../../src/content/processPage.js';

function job(n: number, raw: string): PageJob {
  return { n, source: { raw } } as PageJob;
}

describe('batchesOf', () => {
  it('keeps pages in order, four to a batch, shrinking toward the end so both workers finish together', () => {
    const batches = batchesOf(Array.from({ length: 30 }, (_, i) => job(i + 1, `page ${i + 1}`)), 2);
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 4, 4, 4, 3, 2, 2, 1, 1, 1]);
    expect(batches.flat().map((page) => page.n)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(batches.flat().some((page) => page.sharedSource)).toBe(false);
  });

  it('puts pages with the same source in one batch, marked, so one worker parses the text once', () => {
    // docs/a.md and its unchanged copies in two version folders, far apart in the page order.
    const batches = batchesOf([job(1, 'a'), job(2, 'b'), job(3, 'c'), job(4, 'd'), job(5, 'a'), job(6, 'e'), job(7, 'a')], 2);
    expect(batches.map((batch) => batch.map((page) => page.n))).toEqual([[1, 5, 7], [2], [3], [4], [6]]);
    expect(batches.flat().filter((page) => page.sharedSource).map((page) => page.n)).toEqual([1, 5, 7]);
  });

  it('spreads many pages of one text over batches of four, so every worker gets some', () => {
    const batches = batchesOf([1, 2, 3, 4, 5, 6, 7].map((n) => job(n, n === 7 ? 'other' : 'same')), 2);
    expect(batches.map((batch) => batch.map((page) => page.n))).toEqual([[1, 2, 3, 4], [5, 6], [7]]);
    expect(batches.flat().filter((page) => page.sharedSource).map((page) => page.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
