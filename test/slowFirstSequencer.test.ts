import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import SlowFirstSequencer, { SLOW_FIRST } from './slowFirstSequencer.js';

const root = '/repo';

/** A test file of `project` as the sequencer sees it (a fresh clone: no earlier run's results). */
function spec(project: string, file: string, size = 1000): TestSpecification & { size: number } {
  const config = { sequence: { groupOrder: 0 }, isolate: project === 'isolated' };
  return { project: { name: project, config }, moduleId: `${root}/${file}`, size } as unknown as TestSpecification & { size: number };
}

async function order(specs: Array<TestSpecification & { size: number }>): Promise<string[]> {
  const sizes = new Map(specs.map((s) => [`${s.project.name}:${s.moduleId.slice(root.length + 1)}`, s.size]));
  const ctx = { config: { root }, cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: sizes.get(key) }) } } as unknown as Vitest;
  const sorted = await new SlowFirstSequencer(ctx).sort(specs);
  return sorted.map((s) => `${s.project.name} ${s.moduleId.slice(root.length + 1)}`);
}

describe('the test files’ order', () => {
  it('keeps each project’s files together (browser, isolated, shared), the slow files of each first, slowest first', async () => {
    const specs = [
      spec('shared', 'test/content/markdown.test.ts', 90_000),
      spec('isolated', 'test/gates/cli-gates.test.ts'),
      spec('isolated', 'test/content/small.test.ts', 50_000),
      spec('browser', 'test/browser/navigation.test.ts'),
      spec('isolated', 'test/package/package.test.ts'),
      spec('browser', 'test/browser/small.test.ts', 50_000),
      spec('browser', 'test/browser/docusaurus-look.test.ts'),
      spec('shared', 'test/config/config.test.ts', 10_000),
    ];
    expect(await order(specs)).toEqual([
      'browser test/browser/docusaurus-look.test.ts',
      'browser test/browser/navigation.test.ts',
      'browser test/browser/small.test.ts',
      'isolated test/package/package.test.ts',
      'isolated test/gates/cli-gates.test.ts',
      'isolated test/content/small.test.ts',
      // vitest's own order: the larger file first
      'shared test/content/markdown.test.ts',
      'shared test/config/config.test.ts',
    ]);
  });

  it('lists each file once', () => {
    expect(new Set(SLOW_FIRST).size).toBe(SLOW_FIRST.length);
  });
});
