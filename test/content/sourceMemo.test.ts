import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import { SourceMemo } from '../../src/content/sourceMemo.js';
import { loadTestContent } from '../helpers/loadTestContent.js';

/**
 * What a page's source gave (its hash, front matter, where its body starts) is kept in
 * `sources.json` with the file's stat: a later build takes it without reading the file while the
 * stat is the same, or after reading it when its text hashes the same; a changed page is read and
 * parsed again. A stat taken within RACY_MS of the file's last change is not trusted.
 */
let dir: string;
let file: string;
let page: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-source-memo-'));
  file = path.join(dir, 'cache', 'sources.json');
  page = path.join(dir, 'content', 'docs', 'good.md');
  await mkdir(path.dirname(page), { recursive: true });
  await writeFile(page, '---\ntitle: Good\nauthor: Ann\n---\n\nText.\n');
  await writeFile(path.join(dir, 'content', 'docs', 'other.md'), '# Other\n\nMore text.\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const config = () =>
  validateConfig(
    { title: 'T', url: 'https://t.example', navbar: {}, footer: { copyright: 'c' }, docs: { mainDocId: 'good' }, sidebars: {}, landing: { cta: { label: 'Go', to: '/docs/good' } } },
    path.join(dir, 'site.config.ts'),
  );

// The files were written just now: a clock a minute ahead lets their stats be trusted (no waiting).
const later = () => Date.now() + 60_000;

async function titleOfGood(memo: SourceMemo): Promise<{ title: string; warnings: unknown }> {
  const content = await loadTestContent(config(), { sourceMemo: memo });
  await memo.save();
  const doc = content.docs.find((d) => d.id === 'good')!;
  return { title: doc.title, warnings: doc.warnings };
}

describe('SourceMemo', () => {
  it('takes an unchanged page from the memo, by its stat or its hash, and reads a changed one again', async () => {
    const first = await titleOfGood(new SourceMemo(file, later));
    expect(first.title).toBe('Good');
    expect(first.warnings).toEqual([{ message: 'front matter `author` is not a key docsgen reads: ignored', line: 3, column: 1 }]);

    // The saved facts are what the next build takes (marked here, so taking them shows): the file is not parsed.
    const saved = await readFile(file, 'utf8');
    expect(saved).toContain('other.md');
    await writeFile(file, saved.replace('\\"title\\":\\"Good\\"', '\\"title\\":\\"From the memo\\"'));
    expect(await titleOfGood(new SourceMemo(file, later))).toEqual({ ...first, title: 'From the memo' });

    // The same bytes written again (another stat): read, hashed the same, the facts taken all the same.
    await writeFile(page, await readFile(page));
    expect((await titleOfGood(new SourceMemo(file, later))).title).toBe('From the memo');

    // Changed text: read and parsed again.
    await writeFile(page, '---\ntitle: Better\n---\n\nText.\n');
    expect(await titleOfGood(new SourceMemo(file, later))).toEqual({ title: 'Better', warnings: [] });
  });

  it('does not trust a stat taken within RACY_MS of the file changing, nor one of another size', async () => {
    const memo = new SourceMemo(undefined);
    const stat = statSync(page);
    const facts = { hash: 'h', frontMatter: {}, warnings: [], bodyStart: 0, blankLines: 0 };
    memo.set(page, stat, undefined, facts, stat.mtimeMs + 500);
    // What a run set, the next run (after save) takes.
    await memo.save();
    expect(memo.byStat(page, stat, undefined)).toBeUndefined();
    const trusted = new SourceMemo(undefined);
    trusted.set(page, stat, undefined, facts, stat.mtimeMs + 5000);
    await trusted.save();
    expect(trusted.byStat(page, stat, undefined)).toEqual(facts);
    // The keys a source reads itself decide its warnings: another set, another entry.
    expect(trusted.byStat(page, stat, new Set(['author']))).toBeUndefined();
    expect(trusted.byStat(page, { ...stat, size: stat.size + 1 } as typeof stat, undefined)).toBeUndefined();
  });
});
