import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ejectComponent, rewriteImports } from '../../src/eject/ejectComponent.js';
import { UsageError } from '../../src/errors.js';
import { initSite } from '../../src/init/initSite.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-init-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('docsgen init', () => {
  it('writes the site and its npm scripts into an empty folder', async () => {
    const result = await initSite(path.join(dir, 'my-docs'), { docsgenVersion: '1.2.3' });
    expect(result.written).toEqual([
      'site.config.ts',
      'content/docs/intro.md',
      'content/docs/guides/_category_.json',
      'content/docs/guides/writing-pages.md',
      'content/static/img/logo.svg',
      'content/static/img/favicon.svg',
      '.gitignore',
      'package.json',
    ]);
    const pkg = JSON.parse(await readFile(path.join(dir, 'my-docs/package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: 'my-docs', scripts: { build: 'docsgen build', dev: 'docsgen dev', start: 'docsgen start', serve: 'docsgen serve' }, devDependencies: { docsgen: '^1.2.3' } });
    expect(await readFile(path.join(dir, 'my-docs/site.config.ts'), 'utf8')).toContain("title: \"My docs\"");
  });

  it('writes a .gitignore that git applies to the output folder and the caches, not to a build folder of the pages', async () => {
    const site = path.join(dir, 'my-docs');
    await initSite(site, { docsgenVersion: '1.2.3' });
    execFileSync('git', ['init', '-q'], { cwd: site });
    // What a build leaves: the site in build/ (and, while a build runs, the next one in .docsgen-build/).
    await mkdir(path.join(site, 'build', 'docs'), { recursive: true });
    await writeFile(path.join(site, 'build', 'docs', 'intro.html'), '');
    await mkdir(path.join(site, '.docsgen-build', 'gen-1'), { recursive: true });
    await writeFile(path.join(site, '.docsgen-build', '.gitignore'), '*\n');
    await writeFile(path.join(site, '.docsgen-build', 'gen-1', 'index.html'), '');
    await mkdir(path.join(site, 'node_modules', '.cache'), { recursive: true });
    await writeFile(path.join(site, 'node_modules', '.cache', 'x'), '');
    await mkdir(path.join(site, 'content', 'docs', 'build'), { recursive: true });
    await writeFile(path.join(site, 'content', 'docs', 'build', 'ci.md'), '# CI\n');
    const listed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: site, encoding: 'utf8' });
    expect(listed).not.toContain('build/docs');
    expect(listed).not.toContain('.docsgen-build');
    expect(listed).not.toContain('node_modules');
    expect(listed).toContain('content/docs/build/ci.md');
  });

  it('adds only missing scripts to an existing package.json', async () => {
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { docsgen: 'file:docsgen.tgz' }, scripts: { build: 'make docs' } }));
    const result = await initSite(dir, { docsgenVersion: '1.2.3' });
    expect(result.keptScripts).toEqual(['build']);
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.scripts).toEqual({ build: 'make docs', dev: 'docsgen dev', start: 'docsgen start', serve: 'docsgen serve' });
    expect(pkg.devDependencies).toBeUndefined();
  });

  it('refuses a folder that holds one of its files, and writes nothing', async () => {
    await writeFile(path.join(dir, '.gitignore'), 'mine\n');
    const error = await initSite(dir, { docsgenVersion: '1.2.3' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain('- .gitignore');
    expect((error as Error).message).toContain('never overwrites');
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe('mine\n');
    await expect(readFile(path.join(dir, 'site.config.ts'))).rejects.toThrow();
  });
});

describe('docsgen eject', () => {
  it('lists the components when the name is unknown', async () => {
    const error = await ejectComponent('Fotter', path.join(dir, 'theme')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/no component "Fotter"/);
    expect((error as Error).message).toMatch(/^ {2}Footer$/m);
    expect((error as Error).message).toMatch(/^ {2}markdown\/CodeBlock$/m);
  });

  it('copies a component with its sibling imports as @theme/…, and never overwrites the copy', async () => {
    const file = await ejectComponent('layout', path.join(dir, 'theme'));
    expect(file).toBe(path.join(dir, 'theme', 'Layout.tsx'));
    const code = await readFile(file, 'utf8');
    expect(code).toContain("from '@theme/Footer'");
    expect(code).not.toMatch(/from '\.\.?\//);
    await expect(ejectComponent('Layout', path.join(dir, 'theme'))).rejects.toThrow(/exists already/);
  });

  it('resolves imports relative to the component folder', () => {
    expect(rewriteImports("import { a } from '../Icons.js';\nimport './x.css';", 'markdown')).toBe("import { a } from '@theme/Icons';\nimport '@theme/markdown/x.css';");
  });
});
