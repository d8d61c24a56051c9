import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bigPage } from '../../bench/generateRealistic.mjs';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { chunkStarts } from '../../src/content/parseInChunks.js';
import { loadLanguages } from '../../src/content/plugins/highlighter.js';
import { fenceLanguages } from '../../src/content/plugins/fenceLanguages.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';

await loadMarkdownExtras();

/**
 * A big page is parsed in pieces (bounded memory): whatever the Markdown, the result must be the
 * whole parse's, positions, link targets and messages included. Pieces of 1 character cut at
 * every place chunkStarts allows.
 */
const fixturesDir = fileURLToPath(new URL('../fixtures/markdown/', import.meta.url));
const fixtures = readdirSync(fixturesDir).map((name) => readFileSync(`${fixturesDir}${name}/input.md`, 'utf8'));
const spec = (createRequire(import.meta.url)('commonmark-spec') as { tests: { markdown: string }[] }).tests.map((t) => t.markdown.replace(/→/g, '\t'));
const process = createMarkdownProcessor({ routesBySource: new Map([['/site/docs/page.md', '/docs/page'], ['/site/docs/intro.md', '/docs/intro']]) });

function expectSameAsWhole(markdown: string): void {
  const whole = process(markdown, '/site/docs/page.md', Number.MAX_SAFE_INTEGER);
  const pieces = process(markdown, '/site/docs/page.md', 1);
  expect(JSON.stringify(pieces)).toBe(JSON.stringify(whole));
}

describe('parsing big pages in pieces', () => {
  beforeAll(() => loadLanguages(fenceLanguages([...fixtures, ...spec, bigPage(64 * 1024)])));

  it('cuts only before a heading that follows a blank line, outside code, directives and raw HTML', () => {
    const text = ['# One', '', 'Text.', '## Two', '', '```md', '', '## in code', '```', '', ':::note', '', '## in a note', '', ':::', '', '<!--', '', '## in a comment', '-->', '', '## Three', ''].join('\n');
    expect(chunkStarts(text, 1).map((at) => text.slice(at).split('\n')[0])).toEqual(['# One', '## Three']);
    // A definition can be used from anywhere: no cuts.
    expect(chunkStarts(`${text}\n[x]: /docs/intro\n`, 1)).toEqual([0]);
  });

  it('gives the whole parse for every Markdown fixture, one after another in one page', () => {
    for (const fixture of fixtures) expectSameAsWhole(fixture);
    // Those without definitions, which would keep the page whole.
    const page = fixtures.filter((fixture) => chunkStarts(fixture, 1).length > 1 || !/^ {0,3}\[[^\]]*\]:/m.test(fixture)).join('\n\n');
    expect(chunkStarts(page, 1).length).toBeGreaterThan(5);
    expectSameAsWhole(page);
  });

  it('gives the whole parse for every CommonMark spec example between two headings', () => {
    const pages = spec.map((example) => `# Before\n\nText.\n\n${example}\n\n# After\n\nMore text.\n`);
    // Most examples are cut before "# After"; the rest are kept whole.
    expect(pages.filter((page) => chunkStarts(page, 1).length > 1).length).toBeGreaterThan(spec.length / 2);
    for (const page of pages) expectSameAsWhole(page);
  });

  it('gives the whole parse for a generated page of realistic Markdown', () => {
    const { body } = splitFrontMatter(bigPage(256 * 1024), 'big.md');
    expect(chunkStarts(body, 16 * 1024).length).toBeGreaterThan(10);
    const whole = process(body, '/site/docs/page.md', Number.MAX_SAFE_INTEGER);
    expect(JSON.stringify(process(body, '/site/docs/page.md', 16 * 1024))).toBe(JSON.stringify(whole));
  });
});
