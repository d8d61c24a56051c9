import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitDates } from '../../src/content/gitDates.js';

// A small checkout made here: two commits by two authors at set dates, a file never committed,
// and a file outside the folders asked about.
let repo: string;
let docs: string;
const FIRST = '2024-01-02T10:00:00+00:00';
const SECOND = '2024-03-04T12:30:00+00:00';

function commit(message: string, author: string, date: string): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: repo, env });
}

beforeAll(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'docsgen-git-dates-'));
  docs = path.join(repo, 'site', 'docs');
  await mkdir(path.join(repo, 'other'), { recursive: true });
  await mkdir(docs, { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: repo });
  await writeFile(path.join(docs, 'a.md'), '# A\n');
  await writeFile(path.join(docs, 'b.md'), '# B\n');
  await writeFile(path.join(repo, 'other', 'x.md'), '# X\n');
  commit('first', 'Ada Lovelace', FIRST);
  await writeFile(path.join(docs, 'b.md'), '# B, again\n');
  await writeFile(path.join(docs, 'café.md'), '# Café\n');
  commit('second', 'Émile Zola', SECOND);
  await writeFile(path.join(docs, 'new.md'), '# Not committed\n');
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('gitDates', () => {
  it("gives each committed file under the folders its last commit's date and author", async () => {
    const updates = await gitDates([docs]);
    expect(Object.fromEntries([...updates].map(([file, update]) => [path.relative(repo, file), { ...update, date: new Date(update.date).toISOString() }]))).toEqual({
      'site/docs/a.md': { date: '2024-01-02T10:00:00.000Z', author: 'Ada Lovelace' },
      'site/docs/b.md': { date: '2024-03-04T12:30:00.000Z', author: 'Émile Zola' },
      // A name with non-ASCII letters is the file's own (git would quote it by default).
      'site/docs/café.md': { date: '2024-03-04T12:30:00.000Z', author: 'Émile Zola' },
    });
  });

  it('asks git once for all the files (not once per page)', async () => {
    // A git on the PATH that logs each call and runs the real one.
    const bin = path.join(repo, '..', `${path.basename(repo)}-bin`);
    await mkdir(bin, { recursive: true });
    const log = path.join(bin, 'calls.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await writeFile(path.join(bin, 'git'), `#!/bin/sh\necho "$1 $2 $3" >> '${log}'\nexec '${realGit}' "$@"\n`);
    await chmod(path.join(bin, 'git'), 0o755);
    const before = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${before ?? ''}`;
    try {
      expect((await gitDates([docs])).size).toBe(3);
    } finally {
      process.env.PATH = before;
    }
    const calls = (await readFile(log, 'utf8')).trim().split('\n');
    await rm(bin, { recursive: true, force: true });
    // Where the checkout's top is, then one log of every file.
    expect(calls).toHaveLength(2);
    expect(calls.filter((call) => call.includes('log'))).toHaveLength(1);
  });

  it('gives nothing, and no error, outside a git checkout', async () => {
    const plain = await mkdtemp(path.join(os.tmpdir(), 'docsgen-no-git-'));
    try {
      await writeFile(path.join(plain, 'a.md'), '# A\n');
      await expect(gitDates([plain])).resolves.toEqual(new Map());
    } finally {
      await rm(plain, { recursive: true, force: true });
    }
  });
});
