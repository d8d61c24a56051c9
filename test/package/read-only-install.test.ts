/**
 * A user who cannot write docsgen's own folder (a global install owned by root, a read-only
 * node_modules in CI, a shared package store) still builds: the compiled theme is written into the
 * site's cache, or into a private temporary folder when the site's cache is read-only too, and its
 * imports (React, `docsgen/theme`) still come from docsgen's install. The CLI runs as `nobody` on a
 * site owned by `nobody` (root writes wherever it likes, so only another user shows this).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lchown, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { THEME_KEY } from '../../src/shared/theme.js';
import { ROOT, expectGateFailure, expectSuccess, removeTempDirs, runCli, tempDir, type RunAs } from '../helpers/cli.js';

afterAll(removeTempDirs);

const NOBODY: RunAs = { uid: 65534, gid: 65534 };

/**
 * A site with no docsgen of its own: its config, one page, and a theme folder whose Footer (unique
 * to this test, so no earlier build compiled it) uses a React hook and a value of `docsgen/theme`.
 * `ownReact`: the site also has React of its own (react, react-dom and its scheduler), which the
 * build renders the theme with (see findReact).
 */
async function siteOfNobody(options: { ownReact?: boolean } = {}): Promise<{ root: string; token: string }> {
  const root = path.join(await tempDir('docsgen-readonly-'), 'site');
  const token = randomUUID();
  await mkdir(path.join(root, 'content', 'docs'), { recursive: true });
  await mkdir(path.join(root, 'theme'));
  await writeFile(path.join(root, 'site.config.ts'), "import { defineConfig } from 'docsgen';\n\nexport default defineConfig({ title: 'Read-only install', url: 'https://readonly.example' });\n");
  await writeFile(path.join(root, 'content', 'docs', 'intro.md'), '---\ntitle: Intro\n---\n\nFirst words.\n');
  await writeFile(
    path.join(root, 'theme', 'Footer.tsx'),
    [
      "import { useId } from 'react';",
      "import { THEME_KEY } from 'docsgen/theme';",
      '',
      'export function Footer() {',
      '  const id = useId();',
      `  return <footer className="footer" data-token="${token}" data-key={THEME_KEY} data-id={id ? 'set' : 'unset'}>Site footer</footer>;`,
      '}',
      '',
    ].join('\n'),
  );
  if (options.ownReact) {
    for (const name of ['react', 'react-dom', 'scheduler']) await cp(path.join(ROOT, 'node_modules', name), path.join(root, 'node_modules', name), { recursive: true });
  }
  await chmod(path.dirname(root), 0o755);
  for (const name of ['', ...(await readdir(root, { recursive: true }))]) await lchown(path.join(root, name), NOBODY.uid, NOBODY.gid);
  return { root, token };
}

/**
 * Files (or folders) under docsgen's own folder that `nobody` made or changed since `since` (a file
 * made when the test began; npm may have installed packages as `nobody`, long before).
 */
function madeByNobody(since: string): string {
  return execFileSync('find', [ROOT, '-user', String(NOBODY.uid), '-newer', since, '-print'], { encoding: 'utf8' }).trim();
}

/** A file whose time is now, for madeByNobody. */
async function marker(): Promise<string> {
  const file = path.join(await tempDir('docsgen-readonly-mark-'), 'start');
  await writeFile(file, '');
  return file;
}

async function themeModules(dir: string): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir)).filter((name) => /^theme-[0-9a-f]{16}\.mjs$/.test(name)) : [];
}

const build = (root: string, extra: string[] = []) => runCli(['build', '-c', 'site.config.ts', '-o', 'out', '--no-crawl', ...extra], 120_000, root, NOBODY);

describe.runIf(process.getuid?.() === 0)('a user who cannot write docsgen’s folder (CLI as nobody)', { concurrent: true, timeout: 120_000 }, () => {
  it('docsgen’s folder is not theirs to write', async () => {
    for (const dir of [ROOT, path.join(ROOT, 'node_modules')]) {
      const info = await stat(dir);
      expect(info.uid).not.toBe(NOBODY.uid);
      expect(info.mode & 0o002).toBe(0);
    }
  });

  it('builds: the theme is compiled into the site’s cache with the site’s own React, and a warm build reuses it', async () => {
    const start = await marker();
    const { root, token } = await siteOfNobody({ ownReact: true });
    expectSuccess(await build(root));
    const page = await readFile(path.join(root, 'out', 'docs', 'intro.html'), 'utf8');
    expect(page).toContain(`data-token="${token}" data-key="${THEME_KEY}" data-id="set"`);
    const cache = path.join(root, 'node_modules', '.cache', 'docsgen', 'theme');
    const [module] = await themeModules(cache);
    expect(await themeModules(cache)).toEqual([module]);
    // React is imported from the site's install, other packages from docsgen's, by absolute URL.
    const code = await readFile(path.join(cache, module!), 'utf8');
    expect(code).toContain(`from "file://${path.join(root, 'node_modules', 'react')}`);
    expect(code).not.toContain(`from "file://${path.join(ROOT, 'node_modules', 'react')}`);
    // Not written again: the same file (a compile writes a new one and renames it over). Its time
    // is no witness: each use touches the module, so that pruning keeps what builds still use.
    const written = (await stat(path.join(cache, module!))).ino;

    await writeFile(path.join(root, 'content', 'docs', 'intro.md'), '---\ntitle: Intro\n---\n\nOther words.\n');
    expectSuccess(await build(root));
    expect(await readFile(path.join(root, 'out', 'docs', 'intro.html'), 'utf8')).toContain('Other words.');
    expect(await themeModules(cache)).toEqual([module]);
    expect((await stat(path.join(cache, module!))).ino).toBe(written);
    expect(madeByNobody(start)).toBe('');
  });

  it('a read-only site cache too: --no-cache builds with the theme in a private temporary folder; a cached build names the folder', async () => {
    const start = await marker();
    const { root, token } = await siteOfNobody();
    // node_modules/.cache of the site stays root's: `nobody` can write neither it nor docsgen's.
    await mkdir(path.join(root, 'node_modules', '.cache'), { recursive: true });
    const fallback = path.join(os.tmpdir(), `docsgen-${NOBODY.uid}`);
    const before = new Set(await themeModules(fallback));
    try {
      expectSuccess(await build(root, ['--no-cache']));
      expect(await readFile(path.join(root, 'out', 'docs', 'intro.html'), 'utf8')).toContain(`data-token="${token}"`);
      expect(await readdir(path.join(root, 'node_modules', '.cache'))).toEqual([]);
      const info = await stat(fallback);
      expect([info.uid, info.mode & 0o777]).toEqual([NOBODY.uid, 0o700]);
      expect((await themeModules(fallback)).filter((name) => !before.has(name))).toHaveLength(1);
      // The caches of processed and rendered pages have nowhere to go: a clear message, not a stack trace.
      expectGateFailure(await build(root), ['cannot create the folder node_modules/.cache/docsgen: EACCES (permission denied)']);
      expect(madeByNobody(start)).toBe('');
    } finally {
      for (const name of await themeModules(fallback)) if (!before.has(name)) await rm(path.join(fallback, name), { force: true });
    }
  });
});
