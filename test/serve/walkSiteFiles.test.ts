import { lstat, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walkDocs } from '../../src/content/walkDocs.js';
import { walkSiteFiles } from '../../src/content/walkSiteFiles.js';
import { AggregateBuildError, ContentError } from '../../src/util/errors.js';
import { copyStatic } from '../../src/output/copyStatic.js';
import type { SourceFile } from '../../src/serve/fileSource.js';
import { memorySink } from '../../src/serve/memorySink.js';

let tmp: string;
let site: string;
let outside: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-walk-'));
  site = path.join(tmp, 'site');
  outside = path.join(tmp, 'outside');
  await mkdir(path.join(site, 'content', 'static', 'img'), { recursive: true });
  await mkdir(path.join(site, 'content', 'docs'), { recursive: true });
  await mkdir(path.join(site, 'shared', 'files'), { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(path.join(site, 'content', 'static', 'img', 'logo.svg'), '<svg/>');
  await writeFile(path.join(site, 'shared', 'files', 'guide.pdf'), 'pdf');
  await writeFile(path.join(site, 'shared', 'page.md'), '---\ntitle: Shared\ndescription: Shared.\n---\n');
  await writeFile(path.join(outside, 'secret.txt'), 'secret');
});

afterEach(() => rm(tmp, { recursive: true, force: true }));

const staticDir = () => path.join(site, 'content', 'static');
const relative = (files: { path: string }[], from: string) => files.map((f) => path.relative(from, f.path));

describe('walkSiteFiles', () => {
  it('follows symbolic links to files and folders inside the site, reading the real files', async () => {
    await symlink('../../shared/files', path.join(staticDir(), 'files'));
    await symlink(path.join(site, 'shared', 'files', 'guide.pdf'), path.join(staticDir(), 'manual.pdf'));
    const files = await walkSiteFiles(staticDir(), site);
    expect(relative(files, staticDir())).toEqual(['files/guide.pdf', 'img/logo.svg', 'manual.pdf']);
    expect(files.find((f) => f.path.endsWith('manual.pdf'))!.real).toBe(path.join(site, 'shared', 'files', 'guide.pdf'));
  });

  it('names a symbolic link that leads outside the site (file or folder), and lists all of them', async () => {
    await symlink(path.join(outside, 'secret.txt'), path.join(staticDir(), 'secret.txt'));
    const one = await walkSiteFiles(staticDir(), site).catch((e: unknown) => e);
    expect(one).toBeInstanceOf(ContentError);
    expect((one as Error).message).toBe(
      `content/static/secret.txt: symbolic link to ${path.join(outside, 'secret.txt')} leads outside the site folder ${site}: docsgen publishes nothing from outside it; copy the file into the site instead`,
    );
    await symlink('/etc', path.join(staticDir(), 'etc'));
    const two = await walkSiteFiles(staticDir(), site).catch((e: unknown) => e);
    expect(two).toBeInstanceOf(AggregateBuildError);
    expect((two as AggregateBuildError).problems.map((p) => p.split(':')[0])).toEqual(['content/static/etc', 'content/static/secret.txt']);
  });

  it('a link inside the site that resolves outside through another link is refused too', async () => {
    await symlink(outside, path.join(site, 'shared', 'away'));
    await symlink('../../shared/away', path.join(staticDir(), 'away'));
    await expect(walkSiteFiles(staticDir(), site)).rejects.toThrow(/content\/static\/away: symbolic link to \.\.\/\.\.\/shared\/away \(.*outside\) leads outside/);
  });

  it('does not loop on a link to a folder that contains it, and reports dangling links', async () => {
    await symlink('..', path.join(staticDir(), 'img', 'up'));
    await symlink('nowhere.png', path.join(staticDir(), 'gone.png'));
    const files = await walkSiteFiles(staticDir(), site);
    expect(files.find((f) => f.path.endsWith('gone.png'))).toMatchObject({ dangling: true });
    expect(relative(files, staticDir()).filter((f) => f.endsWith('logo.svg'))).toEqual(['img/logo.svg']);
  });

  it('a missing folder has no files', async () => {
    expect(await walkSiteFiles(path.join(site, 'nope'), site)).toEqual([]);
  });
});

describe('users of walkSiteFiles', () => {
  it('copyStatic copies the real files, never a link', async () => {
    await symlink('../../shared/files', path.join(staticDir(), 'files'));
    const out = path.join(tmp, 'out');
    const copied = await copyStatic(staticDir(), out, site);
    expect(copied).toEqual([
      { relative: path.join('files', 'guide.pdf'), bytes: 3 },
      { relative: path.join('img', 'logo.svg'), bytes: 6 },
    ]);
    expect((await lstat(path.join(out, 'files'))).isSymbolicLink()).toBe(false);
    expect((await lstat(path.join(out, 'files', 'guide.pdf'))).isFile()).toBe(true);
    expect(await readFile(path.join(out, 'files', 'guide.pdf'), 'utf8')).toBe('pdf');
  });

  it('copyStatic refuses a link outside the site and copies nothing', async () => {
    await symlink('/etc', path.join(staticDir(), 'etc'));
    const out = path.join(tmp, 'out');
    await expect(copyStatic(staticDir(), out, site)).rejects.toThrow('content/static/etc: symbolic link to /etc leads outside the site folder');
    await expect(lstat(out)).rejects.toThrow();
  });

  it("the dev server's memory sink keeps the same rules", async () => {
    const files = new Map<string, SourceFile>();
    await symlink('../../shared/files', path.join(staticDir(), 'files'));
    await memorySink(files).copyDir(staticDir(), site);
    expect([...files.keys()].sort()).toEqual(['files/guide.pdf', 'img/logo.svg']);
    await symlink('/etc', path.join(staticDir(), 'etc'));
    await expect(memorySink(new Map()).copyDir(staticDir(), site)).rejects.toThrow('content/static/etc: symbolic link to /etc');
  });

  it('walkDocs publishes a symlinked page inside the site and refuses one outside', async () => {
    const docs = path.join(site, 'content', 'docs');
    await writeFile(path.join(docs, 'intro.md'), '---\ntitle: Intro\ndescription: Intro.\n---\n');
    await symlink('../../shared/page.md', path.join(docs, 'shared.md'));
    expect(relative((await walkDocs(docs, site)).pages.map((p) => ({ path: p })), docs)).toEqual(['intro.md', 'shared.md']);
    await writeFile(path.join(outside, 'leak.md'), '---\ntitle: Leak\ndescription: Leak.\n---\n');
    await symlink(path.join(outside, 'leak.md'), path.join(docs, 'leak.md'));
    await expect(walkDocs(docs, site)).rejects.toThrow('content/docs/leak.md: symbolic link to');
  });
});

describe('images outside the site', () => {
  it('an image path that leaves the site folder (by .. or a symbolic link) is an error naming the page and line', async () => {
    const { images } = await import('../../src/images/plugin.js');
    const docs = path.join(site, 'content', 'docs');
    await symlink(path.join(outside, 'secret.txt'), path.join(site, 'content', 'linked.png'));
    const img = (src: string, line: number) => ({
      type: 'element' as const,
      tagName: 'img',
      properties: { src, alt: '' },
      children: [],
      position: { start: { line, column: 1 }, end: { line, column: 10 } },
    });
    const doc = {
      sourcePath: path.join(docs, 'intro.md'),
      displayPath: 'content/docs/intro.md',
      hast: { type: 'root' as const, children: [img('../../../outside/secret.txt', 6), img('../linked.png', 8)] },
    };
    const plugin = images();
    const ctx = { config: { rootDir: site, paths: { outsideDocsDirs: [] } }, dev: false, cacheDir: path.join(tmp, 'cache'), emitFile: () => '', warn: () => {}, dependOn: () => {} };
    await plugin.transformDoc!(doc as never, ctx as never);
    const error = await Promise.resolve()
      .then(() => plugin.contentLoaded!({ ...ctx, docs: [doc] } as never))
      .catch((e: unknown) => e);
    expect((error as AggregateBuildError).problems).toEqual([
      `content/docs/intro.md:6:1: image ../../../outside/secret.txt is outside the site folder (${path.join(outside, 'secret.txt')}); copy it into the site`,
      `content/docs/intro.md:8:1: image ../linked.png is outside the site folder (${path.join(outside, 'secret.txt')}); copy it into the site`,
    ]);
  });
});
