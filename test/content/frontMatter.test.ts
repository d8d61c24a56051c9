import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, validateConfig } from '../../src/config/loadConfig.js';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';
import { AggregateBuildError, ContentError } from '../../src/util/errors.js';

const FILE = 'content/docs/page.md';

describe('splitFrontMatter: valid front matter', () => {
  const cases: { name: string; source: string; frontMatter: Record<string, unknown>; body: string }[] = [
    {
      name: 'title and description',
      source: '---\ntitle: Open mode\ndescription: One sentence.\n---\nBody.\n',
      frontMatter: { title: 'Open mode', description: 'One sentence.' },
      body: '\n\n\n\nBody.\n',
    },
    {
      name: 'every optional key',
      source: [
        '---',
        'id: open_mode-2',
        'title: "Open mode: in place"',
        'description: >-',
        '  Folded',
        '  text.',
        'sidebar_label: Open',
        'sidebar_position: 2.5',
        'sidebar_class_name: larger-heading',
        'slug: /open',
        'keywords: [pick, open]',
        '---',
        '',
        '## Section',
      ].join('\n'),
      frontMatter: {
        id: 'open_mode-2',
        title: 'Open mode: in place',
        description: 'Folded text.',
        sidebar_label: 'Open',
        sidebar_position: 2.5,
        sidebar_class_name: 'larger-heading',
        slug: '/open',
        keywords: ['pick', 'open'],
      },
      body: `${'\n'.repeat(12)}\n## Section`,
    },
    {
      name: 'CRLF line endings',
      source: '---\r\ntitle: Windows\r\ndescription: Saved on Windows.\r\n---\r\nBody',
      frontMatter: { title: 'Windows', description: 'Saved on Windows.' },
      body: '\n\n\n\nBody',
    },
    {
      name: 'no front matter at all: the body is the whole file',
      source: '# Just a body\n\nText.\n',
      frontMatter: {},
      body: '# Just a body\n\nText.\n',
    },
    {
      name: 'only some keys (title and description are optional)',
      source: '---\nsidebar_position: 3\n---\n# Heading\n',
      frontMatter: { sidebar_position: 3 },
      body: '\n\n\n# Heading\n',
    },
    {
      name: 'no newline after the closing fence',
      source: '---\ntitle: End\ndescription: Nothing follows.\n---',
      frontMatter: { title: 'End', description: 'Nothing follows.' },
      body: '\n\n\n',
    },
  ];

  it.each(cases)('$name', ({ source, frontMatter, body }) => {
    const split = splitFrontMatter(source, FILE);
    expect(split.frontMatter).toEqual(frontMatter);
    expect(split.body).toBe(body);
    // What a page's source keeps instead of the body: enough to make it again.
    expect('\n'.repeat(split.blankLines) + source.slice(split.bodyStart)).toBe(body);
  });

  it('accepts a UTF-8 byte order mark before the opening ---', () => {
    const source = '\uFEFF---\ntitle: T\ndescription: D\n---\n\nText\n';
    const { frontMatter, body, bodyStart, blankLines } = splitFrontMatter(source, FILE);
    expect(frontMatter).toEqual({ title: 'T', description: 'D' });
    expect(body).toBe('\n\n\n\n\nText\n');
    expect('\n'.repeat(blankLines) + source.slice(bodyStart)).toBe(body);
  });

  it('keeps body line numbers equal to the file’s own', () => {
    const source = '---\ntitle: T\ndescription: D\n---\n\nline six\n';
    const { body } = splitFrontMatter(source, FILE);
    expect(body.split('\n').indexOf('line six') + 1).toBe(6);
    expect(source.split('\n').indexOf('line six') + 1).toBe(6);
  });
});

describe('splitFrontMatter: errors name file:line:col (the value, or the key)', () => {
  const cases: { name: string; source: string; message: string | RegExp }[] = [
    {
      name: 'malformed YAML (unclosed flow sequence)',
      source: '---\ntitle: Hello\ndescription: [unclosed\n---\nbody',
      message: /^content\/docs\/page\.md:3:\d+: malformed YAML front matter: /,
    },
    {
      name: 'malformed YAML (unclosed quote)',
      source: '---\ntitle: Hello\ndescription: "never closed\nsidebar_label: x\n---\n',
      message: /^content\/docs\/page\.md:[34]:\d+: malformed YAML front matter: Missing closing "quote/,
    },
    {
      name: 'malformed YAML (duplicate key)',
      source: '---\ntitle: a\ndescription: d\ntitle: b\n---\n',
      message: /^content\/docs\/page\.md:4:1: malformed YAML front matter: Map keys must be unique/,
    },
    {
      name: 'wrong type',
      source: '---\ntitle: Hello\ndescription: ok\nsidebar_position: two\n---\n',
      message: 'content/docs/page.md:4:19: front matter `sidebar_position`: Invalid input: expected number, received string',
    },
    {
      name: 'wrong type in a list',
      source: '---\ntitle: Hello\ndescription: ok\nkeywords: [pick, 3]\n---\n',
      message: 'content/docs/page.md:4:18: front matter `keywords.1`: Invalid input: expected string, received number',
    },
    {
      name: 'empty title',
      source: '---\ntitle: ""\ndescription: ok\n---\n',
      message: /^content\/docs\/page\.md:2:8: front matter `title`: Too small/,
    },
  ];

  it.each(cases)('$name', ({ source, message }) => {
    let caught: unknown;
    try {
      splitFrontMatter(source, FILE);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContentError);
    if (typeof message === 'string') expect((caught as Error).message).toBe(message);
    else expect((caught as Error).message).toMatch(message);
    expect((caught as ContentError).file).toBe(FILE);
  });
});

describe('loadContent: front matter problems of several files are reported together', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fm-'));
    const docs = path.join(dir, 'content', 'docs');
    await mkdir(path.join(docs, 'guide'), { recursive: true });
    await writeFile(path.join(docs, 'good.md'), '---\ntitle: Good\ndescription: Fine.\n---\n\nText.\n');
    await writeFile(path.join(docs, 'guide', 'bad-yaml.md'), '---\ntitle: Bad\ndescription: [oops\n---\n');
    await writeFile(path.join(docs, 'guide', 'no-title.md'), '---\ntitle: ""\ndescription: Empty title.\n---\n');
    await writeFile(path.join(docs, '_partial.md'), 'Not a page, so no front matter needed.\n');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names every bad file with its line, and only those', async () => {
    const config = validateConfig(
      { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'good' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/good' } } },
      path.join(dir, 'site.config.ts'),
    );
    const error = await loadTestContent(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AggregateBuildError);
    const { summary, problems } = error as AggregateBuildError;
    expect(summary).toBe('2 content files have errors');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/docs\/guide\/bad-yaml\.md:3:\d+: malformed YAML front matter/);
    expect(problems[1]).toMatch(/^content\/docs\/guide\/no-title\.md:2:8: front matter `title`: Too small/);
  });
});

describe('Docusaurus front matter', () => {
  // A copy: loading the config keeps its compiled module in the site's node_modules/.cache.
  const site = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/docusaurus-migration/', import.meta.url)));

  it('reads the TOC keys and warns, naming file:line, for each key it leaves unused', async () => {
    const content = await loadTestContent(await loadConfig(path.join(await site(), 'site.config.ts')));
    const watering = content.docs.find((doc) => doc.id === 'watering')!;
    // pagination_next is read too (see test/routes/docNavigation.test.ts).
    expect(watering.frontMatter).toEqual({ title: 'Watering', toc_min_heading_level: 2, toc_max_heading_level: 4, pagination_next: null });
    expect(watering.warnings).toEqual([
      { message: 'front matter `tags` (a Docusaurus key) is ignored: docsgen does not support it', line: 6, column: 1 },
    ]);
    const soil = content.docs.find((doc) => doc.id === 'soil')!;
    expect(soil.frontMatter).toEqual({ title: 'Soil', hide_table_of_contents: true, hide_title: false });
    expect(soil.warnings).toEqual([]);
  });

  it('fails a page whose toc_min_heading_level is above its toc_max_heading_level, naming the line', () => {
    expect(() => splitFrontMatter('---\ntitle: T\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n', FILE)).toThrow(
      'content/docs/page.md:3:24: front matter `toc_min_heading_level` must not be greater than `toc_max_heading_level`',
    );
  });

  it('warns, naming the line, for a key neither docsgen nor Docusaurus knows (a site\'s own `author:`), and leaves it out', () => {
    const { frontMatter, warnings } = splitFrontMatter('---\ntitle: T\nauthor: Ann\nsidebar_colour: red\n---\n', FILE);
    expect(frontMatter).toEqual({ title: 'T' });
    expect(warnings).toEqual([
      { message: 'front matter `author` is not a key docsgen reads: ignored', line: 3, column: 1 },
      { message: 'front matter `sidebar_colour` is not a key docsgen reads: ignored', line: 4, column: 1 },
    ]);
  });

  it('refuses draft and unlisted, which would publish a page meant to stay unpublished', () => {
    expect(() => splitFrontMatter('---\ntitle: T\ndraft: true\n---\n', FILE)).toThrow(/^content\/docs\/page\.md:3:1: front matter `draft`: docsgen publishes every page/);
    expect(() => splitFrontMatter('---\ntitle: T\n\nunlisted: true\n---\n', FILE)).toThrow(/^content\/docs\/page\.md:4:1: front matter `unlisted`/);
  });

  it('reads last_update (a date, an author or both) and fails one that is not a date or is empty, naming the line', () => {
    expect(splitFrontMatter('---\ntitle: T\nlast_update:\n  date: 2024-01-02\n  author: Ada\n---\n', FILE).frontMatter).toEqual({ title: 'T', last_update: { date: '2024-01-02', author: 'Ada' } });
    expect(splitFrontMatter('---\nlast_update: { author: Ada }\n---\n', FILE).frontMatter).toEqual({ last_update: { author: 'Ada' } });
    expect(() => splitFrontMatter('---\ntitle: T\nlast_update:\n  date: last Tuesday\n---\n', FILE)).toThrow(/page\.md:4:\d+: front matter `last_update.date`: not a date/);
    expect(() => splitFrontMatter('---\ntitle: T\nlast_update: {}\n---\n', FILE)).toThrow(/page\.md:3:\d+: front matter `last_update`: a date, an author or both/);
  });

  it('reads hide_title', () => {
    expect(splitFrontMatter('---\ntitle: T\nhide_title: true\n---\n', FILE).frontMatter).toEqual({ title: 'T', hide_title: true });
    expect(() => splitFrontMatter('---\ntitle: T\nhide_title: yes please\n---\n', FILE)).toThrow(/page\.md:3:13: front matter `hide_title`/);
  });
});
