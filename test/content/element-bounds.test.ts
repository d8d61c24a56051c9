/**
 * Issue 23, row 4: element count and nesting depth are bounded before they cost gigabytes or
 * overflow the stack. A 4.8 MB page of 340,000 raw `<b>` (under maxPageSize), 50,000 and 200,000
 * JSX elements in MDX, and 10,000 nested `<div>` in a .md page each fail with one message at
 * file:line; a page with a few thousand elements builds. Peak memory before and after is a figure
 * of the report (it was 1-2.5 GB), not asserted here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectGateFailure, expectSuccess, removeTempDirs, runCli } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

afterAll(removeTempDirs);

const front = '---\ntitle: Page\ndescription: A page.\n---\n\n';
const jsx = (count: number) => Array.from({ length: count }, (_, i) => (i % 10 === 9 ? '<b>x</b>\n' : '<b>x</b> ')).join('');

async function build(name: string, body: string) {
  const site = await smallSite({ [`content/docs/${name}`]: front + body });
  return runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 300_000);
}

describe('element count and nesting depth', { timeout: 400_000 }, () => {
  it('340,000 raw <b> in a .md page: an error at file:line', async () => {
    const body = `<p>\n${Array.from({ length: 340_000 }, (_, i) => `<b>x${i}</b> `).join('')}\n</p>\n`;
    expect(body.length).toBeGreaterThan(4.8e6);
    const result = await build('page.md', body);
    expectGateFailure(result, [/content\/docs\/page\.md:7:\d+: more than 25,000 HTML\/JSX elements on one page/]);
  });

  it('50,000 and 200,000 JSX elements in MDX: an error at file:line, not a stack overflow', async () => {
    for (const count of [50_000, 200_000]) {
      const result = await build('page.mdx', jsx(count));
      const message = expectGateFailure(result, ['content/docs/page.mdx:2506:1: more than 25,000 HTML/JSX elements on one page']);
      expect(message).not.toMatch(/call stack/i);
    }
  });

  it('10,000 nested <div> in a .md page: an error at file:line, not a stack overflow', async () => {
    const result = await build('page.md', `Text.\n\n${'<div>\n'.repeat(10_000)}deep\n${'</div>\n'.repeat(10_000)}`);
    const message = expectGateFailure(result, ['content/docs/page.md:1008:1: HTML nested too deeply', 'more than 1000 levels']);
    expect(message).not.toMatch(/call stack/i);
  });

  it('10,000 nested <div> in an MDX page: an error at file:line naming JSX', async () => {
    const result = await build('page.mdx', `Text.\n\n${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}\n`);
    expectGateFailure(result, [/content\/docs\/page\.mdx:8:\d+: JSX elements nested too deeply/, 'more than 1000 levels']);
  });

  it('pages with a few thousand elements, and HTML nested a hundred deep, build', async () => {
    expectSuccess(await build('page.mdx', jsx(3000)));
    expectSuccess(await build('page.md', `Text.\n\n${'<div>\n'.repeat(100)}deep\n${'</div>\n'.repeat(100)}\n<ul>\n${'<li>item\n'.repeat(3000)}</ul>\n`));
  });
});
