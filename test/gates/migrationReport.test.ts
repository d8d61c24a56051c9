import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatProblems, groupProblems } from '../../src/util/errors.js';
import { linkIgnorer } from '../../src/gates/linkIgnorer.js';
import { silentLogger } from '../../src/util/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

describe('problem lists', () => {
  it('identical problems are listed once, with the pages they hit', () => {
    const { short, full } = groupProblems([
      { message: 'src/x.js:1:2: Could not resolve "y"', page: 'content/docs/a.mdx' },
      { message: 'src/x.js:1:2: Could not resolve "y"', page: 'content/docs/b.mdx' },
      { message: 'content/docs/c.mdx:3:1: other' },
      { message: 'src/x.js:1:2: Could not resolve "y"', page: 'content/docs/c.mdx' },
      { message: 'src/x.js:1:2: Could not resolve "y"', page: 'content/docs/d.mdx' },
    ]);
    expect(short).toEqual(['src/x.js:1:2: Could not resolve "y" (on 4 pages: content/docs/a.mdx, content/docs/b.mdx, content/docs/c.mdx and 1 more)', 'content/docs/c.mdx:3:1: other']);
    expect(full[0]).toBe('src/x.js:1:2: Could not resolve "y" (on 4 pages: content/docs/a.mdx, content/docs/b.mdx, content/docs/c.mdx, content/docs/d.mdx)');
  });

  it('a list cut at 50 says how to see the rest', () => {
    const text = formatProblems(Array.from({ length: 52 }, (_, i) => `p${i}`));
    expect(text.split('\n')).toHaveLength(51);
    expect(text).toMatch(/…and 2 more \(build --report <file> writes every problem to a file\)$/);
  });

  it('gates.ignoreLinks patterns: * within a segment, ** across segments, query and anchor ignored', () => {
    const ignored = linkIgnorer(['/blog/**', '/docs/api/*', '/showcase']);
    expect(ignored('/blog/2024/post')).toBe(true);
    expect(ignored('/docs/api/picker#x')).toBe(true);
    expect(ignored('/docs/api/picker/deep')).toBe(false);
    expect(ignored('/showcase?x=1')).toBe(true);
    expect(ignored('/showcases')).toBe(false);
    expect(ignored('/docs/intro')).toBe(false);
    // A trailing slash on either side: prettier's navbar names its playground `pathname:///playground/`, docsgen links `/playground`.
    const playground = linkIgnorer(['/playground/', '/tools']);
    expect(playground('/playground')).toBe(true);
    expect(playground('/playground/')).toBe(true);
    expect(playground('/tools/')).toBe(true);
    expect(playground('/playgrounds')).toBe(false);
    expect(linkIgnorer(['/'])('/x')).toBe(false);
  });
});

describe('build --report on a failing migrated site', () => {
  let root: string;
  let reportFile: string;
  let failure: unknown;
  beforeAll(async () => {
    ({ root } = await copyFixtureSite('test/fixtures/sites/docusaurus-compat', 'docsgen-report-'));
    await writeFile(path.join(root, 'site.config.ts'), "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'R', url: 'https://r.example', favicon: 'img/favicon.svg', markdown: { format: 'mdx' }, gates: { ignoreLinks: ['/blog/**'] } });\n");
    // Two pages import a component whose own import does not resolve; links into an old blog are ignored.
    await writeFile(path.join(root, 'content/docs/broken.js'), "import missing from 'not-installed-package';\nexport default function Broken() { return missing; }\n");
    await writeFile(path.join(root, 'content/docs/one.mdx'), "---\ntitle: One\n---\n\nimport Broken from './broken.js';\n\n<Broken />\n");
    await writeFile(path.join(root, 'content/docs/two.mdx'), "---\ntitle: Two\n---\n\nimport Broken from './broken.js';\n\n<Broken />\n\n[old post](/blog/2020/hello)\n");
    await rm(path.join(root, 'content/docs/imports.mdx'));
    await rm(path.join(root, 'content/docs/client-api.mdx'));
    await rm(path.join(root, 'content/docs/webpack-env.mdx'));
    reportFile = path.join(root, 'report.json');
    failure = await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger, crawl: false, cache: false, report: reportFile }).catch((e: unknown) => e);
  }, 60_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('the error is listed once with both pages, and the report file has it with file, line, column and pages', async () => {
    expect((failure as Error).message).toContain('content/docs/broken.js:1:21: Could not resolve "not-installed-package" (on 2 pages: content/docs/one.mdx, content/docs/two.mdx)');
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as { failed: boolean; problems: { severity: string; file?: string; line?: number; column?: number; pages?: string[] }[] };
    expect(report.failed).toBe(true);
    const error = report.problems.find((p) => p.severity === 'error' && p.file === 'content/docs/broken.js')!;
    expect(error).toMatchObject({ line: 1, column: 21, pages: ['content/docs/one.mdx', 'content/docs/two.mdx'] });
  });

  it('once fixed, the build passes with the link into /blog/ ignored, and the report lists its warnings with their places', async () => {
    await writeFile(path.join(root, 'content/docs/broken.js'), 'export default function Broken() { return null; }\n');
    await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger, crawl: false, cache: false, report: reportFile });
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as { problems: { severity: string; file?: string; line?: number; message: string }[] };
    expect(report.problems.some((p) => p.severity === 'warning' && p.file === 'content/docs/hidden-title.md' && p.line === 4)).toBe(true);
    expect(report.problems.some((p) => p.message.includes('/blog/'))).toBe(false);
  });
});

describe('build --report: every message at its file:line:col, a partial\'s once with the pages importing it', () => {
  let root: string;
  let reportFile: string;
  let failure: unknown;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-report-places-'));
    const files: Record<string, string> = {
      'site.config.ts': "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'R', url: 'https://r.example', markdown: { format: 'mdx' }, gates: { onUnsafeHtml: 'warn' } });\n",
      'content/docs/a.mdx': '---\ntitle: A\n---\n\nText.\n\n```weirdlang\nx\n```\n\n<link rel="stylesheet" href="x.css" />\n\n:::weird\nconst a = 1;\n:::\n\nimport Part from "./_part.md";\n\n<Part />\n',
      'content/docs/b.mdx': '---\ntitle: B\n---\n\nimport Part from "./_part.md";\n\n<Part />\n',
      'content/docs/_part.md': '## Part\n\nSome text.\n\n[bad](./missing.md) and [gone](/docs/absent)\n\n:::weird\nx\n:::\n',
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), text);
    }
    reportFile = path.join(root, 'report.json');
    failure = await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger, crawl: false, cache: false, report: reportFile }).catch((e: unknown) => e);
  }, 60_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('the failure lists a partial\'s broken links once, at the partial\'s line, with both pages', () => {
    const message = (failure as Error).message;
    expect(message).toContain('content/docs/_part.md:5:1: broken Markdown link ./missing.md (no such page) (on 2 pages: content/docs/a.mdx, content/docs/b.mdx)');
    expect(message).toContain('content/docs/_part.md:5:25: broken link "gone" → /docs/absent (no page at /docs/absent) (on 2 pages: content/docs/a.mdx, content/docs/b.mdx)');
    expect(message).not.toMatch(/content\/docs\/[ab]\.mdx: broken/);
  });

  it('the report has the warnings issued before the failure, each with file, line and column', async () => {
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as { failed: boolean; problems: { severity: string; file?: string; line?: number; column?: number; message: string; pages?: string[] }[] };
    expect(report.failed).toBe(true);
    const at = (text: string) => report.problems.filter((p) => p.message.includes(text)).map(({ severity, file, line, column, pages }) => ({ severity, file, line, column, pages }));
    expect(at('unknown directive `:::weird`')).toEqual([
      { severity: 'warning', file: 'content/docs/a.mdx', line: 13, column: 1, pages: undefined },
      { severity: 'warning', file: 'content/docs/_part.md', line: 7, column: 1, pages: ['content/docs/a.mdx', 'content/docs/b.mdx'] },
    ]);
    expect(at('<link> element removed')).toEqual([{ severity: 'warning', file: 'content/docs/a.mdx', line: 11, column: 1, pages: undefined }]);
    expect(at('/docs/absent')).toEqual([{ severity: 'error', file: 'content/docs/_part.md', line: 5, column: 25, pages: ['content/docs/a.mdx', 'content/docs/b.mdx'] }]);
  });
});

describe('build --report on a failed build: every problem found up to the failure, grouped as on a finished build', () => {
  type Report = { failed: boolean; problems: { severity: string; kind: string; file?: string; line?: number; message: string }[] };
  let root: string;
  const write = async (files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), text);
    }
  };
  const run = async (strict: boolean): Promise<{ failure: unknown; report: Report }> => {
    const reportFile = path.join(root, 'report.json');
    const failure = await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger, crawl: false, cache: false, strict, report: reportFile }).catch((e: unknown) => e);
    return { failure, report: JSON.parse(await readFile(reportFile, 'utf8')) as Report };
  };
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-report-failed-'));
    await write({
      'site.config.ts': "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'R', url: 'https://r.example', docs: { mainDocId: 'a' }, gates: { onBrokenMarkdownLinks: 'warn' } });\n",
      // Warnings (an unknown front matter key, an unknown directive) and a broken Markdown link.
      'content/docs/a.md': '---\nauthor: me\n---\n# A\n\n[gone](./missing.md)\n\n:::weird\nx\n:::\n',
      // An MDX page that does not compile: the content stage fails.
      'content/docs/b.mdx': '# B\n\n{oops\n',
    });
  }, 60_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("a page that fails: the other pages' warnings and broken Markdown links are in the report with the error", async () => {
    const { failure, report } = await run(false);
    expect((failure as Error).message).toMatch(/^content\/docs\/b\.mdx:\d+:\d+: /);
    expect(report.failed).toBe(true);
    const shown = report.problems.map(({ severity, kind, file, line }) => ({ severity, kind, file, line }));
    expect(shown).toEqual([
      { severity: 'warning', kind: "1 broken Markdown link found (onBrokenMarkdownLinks: 'warn')", file: 'content/docs/a.md', line: 6 },
      { severity: 'warning', kind: "2 content warnings found (onWarnings: 'warn')", file: 'content/docs/a.md', line: 2 },
      { severity: 'warning', kind: "2 content warnings found (onWarnings: 'warn')", file: 'content/docs/a.md', line: 8 },
      { severity: 'error', kind: expect.stringMatching(/^content\/docs\/b\.mdx:/), file: 'content/docs/b.mdx', line: expect.any(Number) },
    ]);
  });

  it('--strict failing on the content warnings: the broken Markdown links found beside them are in the report too', async () => {
    await rm(path.join(root, 'content/docs/b.mdx'));
    const { failure, report } = await run(true);
    expect((failure as Error).message).toMatch(/^2 content warnings found \(onWarnings: 'throw'\)/);
    const kinds = report.problems.map((p) => [p.severity, p.kind, p.line]);
    expect(kinds).toEqual([
      ['warning', "1 broken Markdown link found (onBrokenMarkdownLinks: 'warn')", 6],
      ['error', "2 content warnings found (onWarnings: 'throw')", 2],
      ['error', "2 content warnings found (onWarnings: 'throw')", 8],
    ]);
  });
});
