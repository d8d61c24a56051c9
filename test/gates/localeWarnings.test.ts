import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { localeWarnings } from '../../src/gates/localeWarnings.js';
import { removeLater, removeTempDirs, ROOT, tempDir } from '../helpers/cli.js';
import { copyFixtureForBuild } from '../helpers/siteCopy.js';

const config = path.join(ROOT, 'test/fixtures/sites/locale-warnings/docusaurus.config.mjs');

afterAll(removeTempDirs);

/** The fixture's config in a copy of the site (copyFixtureForBuild): a build keeps its caches in the copy, not in test/fixtures. */
async function copiedConfig(): Promise<string> {
  const copy = await copyFixtureForBuild(config, 'docsgen-locale-warnings-site-');
  removeLater(copy.dir);
  return copy.config;
}

describe('a site in three locales whose untranslated page has a broken link and anchor, and whose fr translation has one of its own', () => {
  const warnings: { message: string; count: number }[] = [];
  const infos: string[] = [];
  let report: { problems: { kind: string; file?: string; message: string; locales?: string[] }[] };
  beforeAll(async () => {
    const dir = await tempDir('docsgen-locale-warnings-');
    const file = path.join(dir, 'report.json');
    await build({ config: await copiedConfig(), out: path.join(dir, 'site'), crawl: false, cache: false, report: file, logger: { info: (message) => void infos.push(message), warn: (message, count = 1) => void warnings.push({ message, count }) } });
    report = JSON.parse(await readFile(file, 'utf8'));
  }, 120_000);

  it('prints a problem every locale meets once, naming the locales, and keeps a translation’s own apart', () => {
    const links = warnings.filter(({ message }) => message.includes('(onBrokenLinks'));
    expect(links.map(({ message }) => message)).toEqual([
      [
        "2 broken links found (onBrokenLinks: 'warn')",
        '  - docs/guide.md:3:35: broken link "the cider press" → /cider-press (no page at /cider-press) (in locales: en, fr, de)',
        '  - i18n/fr/docusaurus-plugin-content-docs/current/intro.md:7:40: broken link "le pressoir" → /pressoir (no page at /pressoir) (in locale: fr)',
      ].join('\n'),
    ]);
    const anchors = warnings.filter(({ message }) => message.includes('(onBrokenAnchors'));
    expect(anchors.map(({ message }) => message)).toEqual([
      ["1 broken anchor found (onBrokenAnchors: 'warn')", '  - docs/guide.md:3:71: broken anchor "grafting" → /#grafting (/ has no element with id "grafting") (in locales: en, fr, de)'].join('\n'),
    ]);
    // The config is read once: its warning names no locale (the copy's config, named from the working folder).
    const configWarnings = warnings.filter(({ message }) => message.includes('config warning'));
    expect(configWarnings.map(({ message }) => message)).toEqual([expect.stringMatching(/^1 config warning found .*\n {2}- \S*\/test\/fixtures\/sites\/locale-warnings\/docusaurus\.config\.mjs:12:3: pruningShears: not read by docsgen$/)]);
    // The build's count is of what is printed: 2 links, 1 anchor, 1 config key.
    expect(warnings.reduce((sum, { count }) => sum + count, 0)).toBe(4);
  });

  it("prints what docsgen does its own way (a note) once, naming the locales", () => {
    expect(infos.filter((message) => message.includes('its own way'))).toEqual([expect.stringMatching(/^docsgen does these its own way:\n {2}- docs\/guide\.md:5:1: `highlight-start` without `highlight-end`: not highlighted \(as in Docusaurus\) \(in locales: en, fr, de\)$/)]);
  });

  it('--report lists each problem once, with the locales it was met in', () => {
    const guide = report.problems.filter((p) => p.file === 'docs/guide.md');
    expect(guide.map(({ kind, locales }) => [kind, locales])).toEqual([
      ["2 broken links found (onBrokenLinks: 'warn')", ['en', 'fr', 'de']],
      ["1 broken anchor found (onBrokenAnchors: 'warn')", ['en', 'fr', 'de']],
    ]);
    expect(report.problems.filter((p) => p.file?.startsWith('i18n/fr/')).map((p) => p.locales)).toEqual([['fr']]);
    expect(report.problems).toHaveLength(4);
  });

  it('--strict still fails on the warning', async () => {
    const dir = await tempDir('docsgen-locale-warnings-strict-');
    await expect(build({ config: await copiedConfig(), out: path.join(dir, 'site'), crawl: false, cache: false, strict: true, logger: { info: () => {}, warn: () => {} } })).rejects.toThrow(/pruningShears: not read by docsgen/);
  }, 120_000);
});

describe('the same site whose last locale (de) fails: a translation with broken front matter', () => {
  const warnings: string[] = [];
  let failure: unknown;
  let report: { failed?: boolean; problems: { severity: string; file?: string; message: string; locales?: string[] }[] };
  beforeAll(async () => {
    const dir = await tempDir('docsgen-locale-fails-');
    const site = path.join(dir, 'site');
    await cp(path.dirname(config), site, { recursive: true });
    const de = path.join(site, 'i18n/de/docusaurus-plugin-content-docs/current');
    await mkdir(de, { recursive: true });
    await writeFile(path.join(de, 'intro.md'), '---\ntitle: [Einführung\n---\n\nText.\n');
    const file = path.join(dir, 'report.json');
    failure = await build({ config: path.join(site, 'docusaurus.config.mjs'), out: path.join(dir, 'out'), crawl: false, cache: false, report: file, logger: { info: () => {}, warn: (message) => void warnings.push(message) } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    report = JSON.parse(await readFile(file, 'utf8'));
  }, 120_000);

  it('fails naming the page, as Docusaurus stops at the first locale that fails', () => {
    expect(String(failure)).toMatch(/i18n\/de\/docusaurus-plugin-content-docs\/current\/intro\.md/);
  });

  it('still prints the warnings of the locales built before it, naming them', () => {
    expect(warnings.filter((message) => message.includes('(onBrokenLinks'))).toEqual([
      [
        "2 broken links found (onBrokenLinks: 'warn')",
        '  - docs/guide.md:3:35: broken link "the cider press" → /cider-press (no page at /cider-press) (in locales: en, fr)',
        '  - i18n/fr/docusaurus-plugin-content-docs/current/intro.md:7:40: broken link "le pressoir" → /pressoir (no page at /pressoir) (in locale: fr)',
      ].join('\n'),
    ]);
  });

  it('--report lists them beside the error', () => {
    expect(report.failed).toBe(true);
    expect(report.problems.filter((p) => p.severity === 'warning' && p.message.includes('broken link')).map((p) => [p.file, p.locales])).toEqual([
      ['docs/guide.md', ['en', 'fr']],
      ['i18n/fr/docusaurus-plugin-content-docs/current/intro.md', ['fr']],
    ]);
    expect(report.problems.filter((p) => p.severity === 'error').map((p) => p.file)).toEqual(['i18n/de/docusaurus-plugin-content-docs/current/intro.md']);
  });
});

describe('localeWarnings', () => {
  it('holds the warnings until flush; one met in some locales names those; other messages are printed once', () => {
    const printed: string[] = [];
    const held = localeWarnings({ info: () => {}, warn: (message) => void printed.push(message) });
    const gate = (problems: string[]) => ({ summary: `${problems.length} content warnings found (onWarnings: 'warn')`, problems, gate: { name: 'onWarnings', noun: 'content warning', action: 'warn', shown: problems } });
    held.logger('en').warn('x', 1, gate(['docs/a.md:1:1: odd']));
    held.logger('en').warn('could not save the content cache: full');
    held.logger('ja').warn('x', 2, gate(['docs/a.md:1:1: odd', 'i18n/ja/a.md:2:1: odder']));
    held.logger('ja').warn('could not save the content cache: full');
    expect(printed).toEqual([]);
    held.flush();
    expect(printed).toEqual([
      "2 content warnings found (onWarnings: 'warn')\n  - docs/a.md:1:1: odd (in locales: en, ja)\n  - i18n/ja/a.md:2:1: odder (in locale: ja)",
      'could not save the content cache: full (in locales: en, ja)',
    ]);
    held.flush();
    expect(printed).toHaveLength(2);
  });
});
