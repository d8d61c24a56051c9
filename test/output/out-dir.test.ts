/**
 * The output folder is docsgen's to replace, and nothing else is: `build -o` naming the project,
 * a folder around it, the content or theme folder, a folder inside them, a file, a symbolic link
 * or a folder docsgen did not write is refused before any work (exit code 2, one line naming the
 * folder and why), and nothing on disk changes. `serve --dir` refuses to publish the sources.
 * Fixture: test/fixtures/gate-sites/out-dir (its `notes/` and `somefile.txt` are the author's).
 * The builds that only make the output a case starts from run in this process (buildInProcess);
 * what the CLI does with the folder it is given is checked through the CLI.
 */
import { execFileSync } from 'node:child_process';
import { cp, lstat, mkdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixtureSite } from '../helpers/siteCopy.js';
import { SITES, STACK_LINE, buildInProcess, expectSuccess, fixtureConfig, hashTree, leftovers, outDirSiteCopy, removeTempDirs, runCli, tempDir, type CliResult } from '../helpers/cli.js';

afterAll(removeTempDirs);

const SITE = path.join(SITES, 'out-dir');
const CONFIG = fixtureConfig('out-dir');

/** The refusal contract: exit code 2, one `✗` line on stderr with every fragment, no stack. */
function expectRefusal(result: CliResult, fragments: string[]): string {
  const context = `exit ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
  expect(result.code, context).toBe(2);
  const lines = result.stderr.trim().split('\n');
  expect(lines, context).toHaveLength(1);
  expect(lines[0]!.startsWith('✗ '), context).toBe(true);
  expect(result.stderr).not.toMatch(STACK_LINE);
  for (const fragment of fragments) expect(lines[0], context).toContain(fragment);
  // Refused before any work: no phase after the config ran.
  expect(result.stdout).not.toMatch(/✓ (inputs|content)/);
  return lines[0]!;
}

/** A writable copy of the fixture, with a git repository, the author's notes and a file. */
async function projectCopy(): Promise<string> {
  const { root, configSource } = await copyFixtureSite(SITE, 'docsgen-outdir-');
  await writeFile(path.join(root, 'site.config.ts'), configSource.replace("  themeDir: '../../../../templates',\n", ''));
  await cp(path.join(SITE, 'notes'), path.join(root, 'notes'), { recursive: true });
  await cp(path.join(SITE, 'somefile.txt'), path.join(root, 'somefile.txt'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', 'site.config.ts', 'content', 'notes'], { cwd: root });
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'site'], { cwd: root });
  return root;
}

// A case's time includes the builds of the cases running beside it (in-process ones one at a time).
describe.concurrent('output folder checks (CLI)', { timeout: 300_000 }, () => {
  it('build -o . in a git project: refused, the project (.git included) untouched; the default build/ builds', async () => {
    const root = await projectCopy();
    try {
      const before = await hashTree(root);
      expect([...before.keys()].some((file) => file.startsWith('.git/'))).toBe(true);
      expectRefusal(await runCli(['build', '-o', '.'], 60_000, root), ['output folder . is the project folder (it holds site.config.ts)', 'choose another --out']);
      expectRefusal(await runCli(['build', '-o', '..'], 60_000, root), ['holds the project (site.config.ts)']);
      // docsgen's own cache folder is not the project's: the config compiled before the refusal is kept there (since 8d3c376).
      const project = new Map([...(await hashTree(root))].filter(([file]) => !file.startsWith('node_modules/.cache/docsgen/')));
      expect(project).toEqual(before);
      // The fixed twin: the default output folder, twice (the second replaces docsgen's own output).
      expectSuccess(await runCli(['build', '--no-crawl'], 60_000, root));
      expectSuccess(await runCli(['build', '--no-crawl', '--no-cache'], 60_000, root));
      expect((await lstat(path.join(root, 'build'))).isDirectory()).toBe(true);
      expect(await readFile(path.join(root, 'build', '.docsgen-output'), 'utf8')).toContain('written by docsgen');
      const after = await hashTree(root);
      for (const [file, hash] of before) expect(after.get(file), file).toBe(hash);
      // Nothing beside the output folder at rest.
      expect(await leftovers(path.join(root, 'build'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('the content folder, a folder inside it, the theme folder, a folder around the project: refused', async () => {
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', path.join(SITE, 'content')]), ['output folder test/fixtures/gate-sites/out-dir/content is the content folder']);
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', path.join(SITE, 'content', 'docs', 'site')]), [
      'output folder test/fixtures/gate-sites/out-dir/content/docs/site is inside the content folder test/fixtures/gate-sites/out-dir/content',
    ]);
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', 'templates']), ['output folder templates is the theme folder']);
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', 'templates/site']), ['is inside the theme folder templates']);
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', 'test/fixtures/gate-sites']), ['output folder test/fixtures/gate-sites holds the project (test/fixtures/gate-sites/out-dir/site.config.ts)']);
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', SITE]), ['output folder test/fixtures/gate-sites/out-dir is the project folder (it holds site.config.ts)']);
    expect(await leftovers(path.join(SITE, 'content'))).toEqual([]);
  });

  /**
   * The fixture's own files (its node_modules/.cache changes with every build of it, and a build of
   * the same fixture by another test file running meanwhile has its compiled config beside it).
   */
  const siteFiles = async () => [...(await hashTree(SITE))].filter(([file]) => !file.startsWith('node_modules/') && !/^\.docsgen-config-\d+-[0-9a-f]{8}\.mjs$/.test(file));

  it('a file, a folder docsgen did not write, a symbolic link: refused and left as they were', async () => {
    const before = await siteFiles();
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', path.join(SITE, 'somefile.txt')]), ['output folder test/fixtures/gate-sites/out-dir/somefile.txt is a file, not a folder']);
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', path.join(SITE, 'notes')]), [
      'output folder test/fixtures/gate-sites/out-dir/notes is not empty and has no .docsgen-output file, so docsgen did not write it',
    ]);
    const dir = await tempDir();
    await mkdir(path.join(dir, 'elsewhere'));
    await writeFile(path.join(dir, 'elsewhere', 'keep.txt'), 'keep');
    await symlink('elsewhere', path.join(dir, 'site'));
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', path.join(dir, 'site')]), ['is a symbolic link docsgen did not make']);
    expect(await readlink(path.join(dir, 'site'))).toBe('elsewhere');
    expect(await readFile(path.join(dir, 'elsewhere', 'keep.txt'), 'utf8')).toBe('keep');
    expect(await siteFiles()).toEqual(before);
    // An empty folder is fine: it becomes the output.
    await mkdir(path.join(dir, 'empty'));
    await buildInProcess(CONFIG, { out: path.join(dir, 'empty'), cache: false });
    expect(await readFile(path.join(dir, 'empty', 'docs', 'guide.html'), 'utf8')).toContain('Guide');
  });

  it('an output of an older docsgen (no marker) is replaced while untouched since its build, refused once changed', async () => {
    const { root, configSource } = await copyFixtureSite(SITE, 'docsgen-outdir-legacy-');
    try {
      await writeFile(path.join(root, 'site.config.ts'), configSource.replace("  themeDir: '../../../../templates',\n", ''));
      await buildInProcess(path.join(root, 'site.config.ts'), { out: path.join(root, 'build') });
      // What an older docsgen left: a real folder without the marker, and a stamp listing its files.
      const out = path.join(root, 'build');
      await rm(path.join(out, '.docsgen-output'));
      const stampFile = path.join(root, 'node_modules', '.cache', 'docsgen', 'last-build.json');
      const stamp = JSON.parse(await readFile(stampFile, 'utf8')) as { files: [string, number, number][] };
      stamp.files = stamp.files.filter(([file]) => file !== '.docsgen-output');
      await writeFile(stampFile, JSON.stringify(stamp));

      await writeFile(path.join(out, 'docs', 'notes.txt'), 'added by hand');
      expectRefusal(await runCli(['build', '--no-crawl'], 60_000, root), ['output folder build is not empty and has no .docsgen-output file', 'delete it']);
      expect(await readFile(path.join(out, 'docs', 'notes.txt'), 'utf8')).toBe('added by hand');

      await rm(path.join(out, 'docs', 'notes.txt'));
      // Same files as the stamp again (the folder's mtime is not part of it): accepted and replaced.
      await writeFile(path.join(root, 'content', 'docs', 'guide.md'), (await readFile(path.join(root, 'content', 'docs', 'guide.md'), 'utf8')).replace('Back to', 'Return to'));
      expectSuccess(await runCli(['build', '--no-crawl'], 60_000, root));
      expect((await lstat(out)).isDirectory()).toBe(true);
      expect(await readFile(path.join(out, '.docsgen-output'), 'utf8')).toContain('written by docsgen');
      expect(await readFile(path.join(out, 'docs', 'guide.html'), 'utf8')).toContain('Return to');
      expect(await leftovers(out)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('an output folder that stops being docsgen\'s during the build is refused before the swap, and kept as it is', async () => {
    const root = await outDirSiteCopy('docsgen-outdir-handover-');
    await buildInProcess(path.join(root, 'site.config.ts'), { out: path.join(root, 'build') });
    // A plugin that, mid-build, does what a person might: takes the folder over (marker gone, own file in).
    const config = (await readFile(path.join(root, 'site.config.ts'), 'utf8'))
      .replace("import { defineConfig } from 'docsgen';", "import { defineConfig } from 'docsgen';\nimport { rmSync, writeFileSync } from 'node:fs';")
      .replace(
        "  landing:",
        "  plugins: [{ name: 'take-over', contentLoaded() { rmSync('build/.docsgen-output'); writeFileSync('build/mine.txt', 'mine'); } }],\n  landing:",
      );
    await writeFile(path.join(root, 'takeover.config.ts'), config);
    const result = await runCli(['build', '-c', 'takeover.config.ts', '--no-crawl', '--no-cache'], 60_000, root);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('output folder build is not empty and has no .docsgen-output file');
    expect(await readFile(path.join(root, 'build', 'mine.txt'), 'utf8')).toBe('mine');
    expect(await readFile(path.join(root, 'build', 'docs', 'guide.html'), 'utf8')).toContain('Guide');
    expect(await leftovers(path.join(root, 'build'))).toEqual([]);
  });

  it('serve --dir refuses the project, content/ and a missing folder (exit 2); a built folder serves', async () => {
    expectRefusal(await runCli(['serve', '-c', CONFIG, '--dir', SITE]), ['cannot serve test/fixtures/gate-sites/out-dir: it is the project folder']);
    expectRefusal(await runCli(['serve', '-c', CONFIG, '--dir', path.join(SITE, 'content')]), ['cannot serve test/fixtures/gate-sites/out-dir/content: it is the content folder']);
    expectRefusal(await runCli(['serve', '-c', CONFIG, '--dir', '.']), ['cannot serve .: it holds the project']);
    const dir = await tempDir();
    expectRefusal(await runCli(['serve', '-c', CONFIG, '--dir', path.join(dir, 'missing')]), ['does not exist (run docsgen build first)']);
  });

  it('a missing --config is a usage error (exit 2) naming the file', async () => {
    const result = await runCli(['build', '-c', 'missing.ts']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^✗ missing\.ts: config file not found \(--config names the site config/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  });

  it('an --out whose folders do not exist yet is made, as Docusaurus makes its --out-dir', async () => {
    const out = path.join(await tempDir(), 'not', 'yet', 'site');
    await buildInProcess(CONFIG, { out });
    expect((await lstat(path.join(out, 'index.html'))).isFile()).toBe(true);
  });

  it('--report into a folder that does not exist fails before any work (exit 2), the previous output untouched', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'site');
    await buildInProcess(CONFIG, { out, cache: false });
    const before = await hashTree(out);
    expectRefusal(await runCli(['build', '-c', CONFIG, '-o', out, '--no-crawl', '--no-cache', '--report', path.join(dir, 'no', 'such', 'r.json')]), [
      `--report ${path.join(dir, 'no', 'such', 'r.json')}: cannot write a file in ${path.join(dir, 'no', 'such')}: ENOENT`,
    ]);
    expect(await hashTree(out)).toEqual(before);
    expect(await leftovers(out)).toEqual([]);
    // A good report path: written, and nothing of it left beside it.
    const report = path.join(dir, 'report.json');
    await buildInProcess(CONFIG, { out, cache: false, report });
    expect(JSON.parse(await readFile(report, 'utf8'))).toMatchObject({ pages: 4, outDir: out });
  });
});
