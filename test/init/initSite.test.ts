import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { UsageError } from '../../src/util/errors.js';
import { initSite } from '../../src/init/initSite.js';
import { runInit } from '../../src/init/runInit.js';

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
      'tsconfig.json',
      'package.json',
    ]);
    const pkg = JSON.parse(await readFile(path.join(dir, 'my-docs/package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: 'my-docs', scripts: { build: 'docsgen build', dev: 'docsgen dev', start: 'docsgen start', serve: 'docsgen serve' }, devDependencies: { docsgen: '^1.2.3' } });
    expect(await readFile(path.join(dir, 'my-docs/site.config.ts'), 'utf8')).toContain("title: \"My docs\"");
  });

  it('writes a tsconfig.json that resolves @theme, @theme-original and @site as the build does, and adds the type packages', async () => {
    await initSite(dir, { docsgenVersion: '1.2.3', devDependencies: { typescript: '^5.9.3', '@types/react': '^18.3.31' } });
    const tsconfig = JSON.parse(await readFile(path.join(dir, 'tsconfig.json'), 'utf8'));
    expect(tsconfig.compilerOptions).toMatchObject({ jsx: 'react-jsx', strict: true, noEmit: true, types: ['docsgen/site'] });
    expect(tsconfig.compilerOptions.paths).toEqual({
      '@site/*': ['./*'],
      '@theme/*': ['./theme/*', './node_modules/docsgen/dist/types/templates/*'],
      '@theme-original/*': ['./node_modules/docsgen/dist/types/templates/*'],
    });
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.devDependencies).toEqual({ docsgen: '^1.2.3', typescript: '^5.9.3', '@types/react': '^18.3.31' });
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
    // Said as a change to the user's file, not as a file init created.
    expect(result.packageUpdated).toBe(true);
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.scripts).toEqual({ build: 'make docs', dev: 'docsgen dev', start: 'docsgen start', serve: 'docsgen serve' });
    expect(pkg.devDependencies).toBeUndefined();
  });

  it("prints the package.json npm install docsgen wrote as changed (~), the files it created with +", async () => {
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { docsgen: 'file:docsgen.tgz' } }));
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line?: unknown) => void lines.push(String(line)));
    try {
      await runInit(dir, '1.2.3');
    } finally {
      log.mockRestore();
    }
    expect(lines).toContain('  + site.config.ts');
    expect(lines.filter((line) => line.includes('package.json'))).toEqual(['  ~ package.json (yours: the npm scripts and devDependencies it lacked are added)']);
  });

  it('gives the package.json npm install docsgen wrote the type packages it lacks, keeping its own ranges (README: Use docsgen)', async () => {
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { docsgen: 'file:docsgen.tgz' }, devDependencies: { typescript: '~5.4.0' } }));
    await initSite(dir, { docsgenVersion: '1.2.3', devDependencies: { typescript: '^5.9.3', '@types/react': '^18.3.31' } });
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies).toEqual({ docsgen: 'file:docsgen.tgz' });
    expect(pkg.devDependencies).toEqual({ typescript: '~5.4.0', '@types/react': '^18.3.31' });
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

describe('docsgen init --github-pages', () => {
  type Workflow = { jobs: Record<string, { defaults?: { run?: { 'working-directory'?: string } }; steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }> };
  const readWorkflow = async (file: string) => parse(await readFile(file, 'utf8')) as Workflow;

  it('writes a workflow that builds with npm ci and docsgen build, uploads build/ and deploys it with GitHub Pages', async () => {
    const result = await initSite(dir, { docsgenVersion: '1.2.3', githubPages: true });
    expect(result.written).toContain(path.join('.github', 'workflows', 'deploy.yml'));
    const workflow = await readWorkflow(path.join(dir, '.github/workflows/deploy.yml'));
    const build = workflow.jobs.build!;
    expect(build.defaults).toBeUndefined();
    expect(build.steps.filter((step) => step.run).map((step) => step.run)).toEqual(['npm ci', 'npx docsgen build']);
    expect(build.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'build' });
    expect(workflow.jobs.deploy!.steps.map((step) => step.uses)).toEqual(['actions/deploy-pages@v4']);
  });

  it("restores and saves docsgen's cache folder between runs (after npm ci, before the build), as README's GitHub Actions example does", async () => {
    await initSite(dir, { docsgenVersion: '1.2.3', githubPages: true });
    const steps = (await readWorkflow(path.join(dir, '.github/workflows/deploy.yml'))).jobs.build!.steps;
    const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache).toBeGreaterThan(steps.findIndex((step) => step.run === 'npm ci'));
    expect(cache).toBeLessThan(steps.findIndex((step) => step.run === 'npx docsgen build'));
    expect(steps[cache]!.with?.path).toBe('node_modules/.cache/docsgen');
    // The README's example step (Deploying, "Keeping the cache between CI runs") is the same step.
    const readme = await readFile(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
    const example = /```yaml\n(\s*- uses: actions\/cache@[^`]*)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    expect(parse(example!.replace(/^\s*#.*\n/gm, ''))).toEqual([steps[cache]]);
  });

  it('in a site below the repository root, writes it at the root and builds in the site folder', async () => {
    await mkdir(path.join(dir, '.git'));
    const site = path.join(dir, 'website');
    await initSite(site, { docsgenVersion: '1.2.3', githubPages: true });
    const workflow = await readWorkflow(path.join(dir, '.github/workflows/deploy.yml'));
    expect(workflow.jobs.build!.defaults).toEqual({ run: { 'working-directory': 'website' } });
    expect(workflow.jobs.build!.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'website/build' });
    // A step's path is the repository's (working-directory is for run steps only).
    expect(workflow.jobs.build!.steps.find((step) => step.uses?.startsWith('actions/cache@'))?.with?.path).toBe('website/node_modules/.cache/docsgen');
  });

  it('in a folder that holds a site, adds only the workflow, for the outDir of its config', async () => {
    await initSite(dir, { docsgenVersion: '1.2.3' });
    const config = path.join(dir, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('plugins:', "outDir: 'public',\n  plugins:"));
    const result = await initSite(dir, { docsgenVersion: '1.2.3', githubPages: true });
    expect(result.written).toEqual([path.join('.github', 'workflows', 'deploy.yml')]);
    const workflow = await readWorkflow(path.join(dir, '.github/workflows/deploy.yml'));
    expect(workflow.jobs.build!.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'public' });
  });

  it('never overwrites a workflow of the same name', async () => {
    await mkdir(path.join(dir, '.github/workflows'), { recursive: true });
    await writeFile(path.join(dir, '.github/workflows/deploy.yml'), 'mine\n');
    const error = await initSite(dir, { docsgenVersion: '1.2.3', githubPages: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain('never overwrites');
    expect(await readFile(path.join(dir, '.github/workflows/deploy.yml'), 'utf8')).toBe('mine\n');
    await expect(readFile(path.join(dir, 'site.config.ts'))).rejects.toThrow();
  });
});
