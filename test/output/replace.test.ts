/**
 * Replacing the output is safe at every instant: a server serving the output folder answers every
 * request for a page both versions have with 200 across 10 rebuilds; a build killed (SIGKILL) at
 * any moment leaves the folder holding the complete old site or the complete new one, and the
 * next build removes what it left; Ctrl-C (SIGINT) and SIGTERM clean up and exit with 130 / 143.
 * The output is a plain folder: tar, cp -r, rsync, a zip of `build` and a container build's COPY
 * hold the site's files.
 * Each test works on its own copy of test/fixtures/gate-sites/out-dir: the tests that start from a
 * built site copy one build of it (its output and caches), made once for the file.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { cp, lstat, mkdir, readdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreOutput } from '../../src/output/generations.js';
import { ROOT, expectSuccess, hashTree, leftovers, outDirSiteCopy, removeTempDirs, runCli, tempDir } from '../helpers/cli.js';

afterAll(removeTempDirs);

/** Gives the guide page a new body, so the next build writes a different site. */
async function editGuide(root: string, version: number): Promise<void> {
  await writeFile(path.join(root, 'content', 'docs', 'guide.md'), `---\ntitle: Guide\ndescription: The second page.\n---\n\nVersion ${version}. Back to the [introduction](./intro.md).\n`);
}

/** The out-dir fixture built once (`build --no-crawl`, its cache kept): the site the tests that start from a built site copy. */
let firstBuild: Promise<string> | undefined;

/**
 * A copy of the out-dir fixture after a `build --no-crawl` of it: build/ a plain folder and the
 * caches under node_modules/.cache (node_modules' links copied as links), copied from the one build
 * of this file, as if the copy had been built in place.
 */
async function builtSiteCopy(): Promise<string> {
  firstBuild ??= (async () => {
    const built = await outDirSiteCopy('docsgen-replace-built-');
    expectSuccess(await runCli(['build', '--no-crawl'], 60_000, built));
    return built;
  })();
  const built = await firstBuild;
  const root = await tempDir('docsgen-replace-');
  await cp(built, root, { recursive: true, verbatimSymlinks: true });
  expect((await lstat(path.join(root, 'build'))).isDirectory()).toBe(true);
  return root;
}

function startCli(args: string[], cwd: string): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'bin', 'docsgen'), ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * Resolves with what `child` has written on stdout once it matches `pattern`: the child's own
 * output is the event waited for (no clock); it fails if the child exits first.
 */
function printed(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let seen = false;
    // It keeps reading afterwards (only to drain the pipe: a full pipe would stall the child).
    const onData = (chunk: Buffer) => {
      if (seen) return;
      output += chunk.toString();
      if (!pattern.test(output)) return;
      seen = true;
      child.off('exit', onExit);
      resolve(output);
    };
    const onExit = (code: number | null) => reject(new Error(`exited (${code}) before ${what}:\n${output}`));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

function key(tree: Map<string, string>): string {
  return JSON.stringify([...tree]);
}

describe('replacing the output (CLI)', { timeout: 240_000 }, () => {
  it('build/ is a plain folder: tar, cp -r, rsync, zip and a container COPY of it hold every file; the output link of an older docsgen becomes one', async () => {
    // A built site (build/ a plain folder); what an older docsgen left is made from it below.
    const root = await builtSiteCopy();
    const out = path.join(root, 'build');
    // What an older docsgen left: `build` a link to a generation in .docsgen-build/, and its journal.
    const gens = path.join(root, '.docsgen-build');
    const old = `gen-abc-${2 ** 22 + 9}-0a0b0c`;
    await mkdir(gens);
    await writeFile(path.join(gens, '.gitignore'), '*\n');
    await rename(out, path.join(gens, old));
    await symlink(path.join('.docsgen-build', old), out);
    await writeFile(path.join(gens, 'previous'), '');
    await editGuide(root, 1);
    expectSuccess(await runCli(['build', '--no-crawl'], 60_000, root));
    expect((await lstat(out)).isDirectory()).toBe(true);
    expect(await leftovers(out)).toEqual([]);
    const files = [...(await hashTree(out)).keys()];
    expect(files).toContain('docs/guide.html');
    expect(files.length).toBeGreaterThan(10);
    const sh = (command: string) => execFileSync('sh', ['-c', command], { cwd: root, encoding: 'utf8' });
    // Each copy, in a folder of its own, holds the same files as build/.
    sh('tar czf site.tgz build && mkdir from-tar && tar xzf site.tgz -C from-tar');
    sh('cp -r build from-cp');
    sh('zip -qr site.zip build && mkdir from-zip && cd from-zip && unzip -q ../site.zip');
    sh('rsync -a build/ from-rsync/');
    // A container image built FROM scratch with `COPY build /srv/site` (no registry needed), its
    // file system mounted: what `docker build` / `podman build` put in an image.
    const buildah = `buildah --root ${root}/containers --runroot ${root}/containers-run --storage-driver vfs`;
    sh(`printf 'FROM scratch\\nCOPY build /srv/site\\n' > Containerfile && ${buildah} build -q -t docsgen-copy-test -f Containerfile .`);
    const container = sh(`${buildah} from docsgen-copy-test`).trim();
    const mounted = sh(`${buildah} mount ${container}`).trim();
    await symlink(path.join(mounted, 'srv', 'site'), path.join(root, 'from-container'));
    for (const copy of ['from-tar/build', 'from-cp', 'from-zip/build', 'from-rsync', 'from-container/']) {
      expect((await lstat(path.join(root, copy))).isDirectory(), copy).toBe(true);
      expect([...(await hashTree(path.join(root, copy)))], copy).toEqual([...(await hashTree(out))]);
    }
    expect(await readFile(path.join(root, 'from-cp', 'docs', 'guide.html'), 'utf8')).toContain('Version 1.');
    sh(`${buildah} umount ${container} && ${buildah} rm ${container} && ${buildah} rmi -f docsgen-copy-test`);
  });

  it('docsgen serve on the output folder answers 200 for every page of both versions across 10 rebuilds', async () => {
    const root = await builtSiteCopy();
    const server = startCli(['serve', '--port', '0'], root);
    try {
      const output = await printed(server, /http:\/\/\S+/, 'the server to start');
      const base = /http:\/\/\S+/.exec(output)![0];
      const home = await (await fetch(`${base}/`)).text();
      const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThan(0);
      const urls = ['/', '/docs/intro', '/docs/guide', '/__data/docs/intro.json', '/__data/docs/guide.json', '/docs/intro.md', '/sitemap.xml', '/llms.txt', ...assets];

      // Six clients ask while a build can change the output folder: from the end of its config
      // phase (before which a build reads and writes nothing there) until it exits. Between builds
      // the folder is at rest, and asking then only costs the processor the builds need.
      let stop = false;
      let building = false;
      let wake = () => {};
      let started = new Promise<void>((resolve) => (wake = resolve));
      let requests = 0;
      const failures: string[] = [];
      const loop = async () => {
        for (let i = 0; !stop; i++) {
          if (!building) {
            await started;
            continue;
          }
          const url = urls[i % urls.length]!;
          const response = await fetch(`${base}${url}`).catch((error: Error) => ({ status: 0, statusText: error.message, arrayBuffer: async () => undefined }));
          await response.arrayBuffer();
          requests++;
          if (response.status !== 200) failures.push(`${url}: ${response.status}`);
        }
      };
      const loops = Array.from({ length: 6 }, loop);
      for (let version = 1; version <= 10; version++) {
        await editGuide(root, version);
        const build = startCli(['build', '--no-crawl'], root);
        const exited = exitOf(build);
        let log = '';
        build.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
        build.stdout!.on('data', (chunk: Buffer) => {
          log += chunk.toString();
          if (!building && log.includes('✓ config')) {
            building = true;
            wake();
          }
        });
        const { code } = await exited;
        building = false;
        started = new Promise<void>((resolve) => (wake = resolve));
        expect(code, log).toBe(0);
        expect(log).toContain('✓ config');
        expect(await (await fetch(`${base}/docs/guide`)).text()).toContain(`Version ${version}.`);
      }
      stop = true;
      wake();
      await Promise.all(loops);
      expect(requests).toBeGreaterThan(200);
      expect(failures).toEqual([]);
      // At rest only build/ is left: no generations folder beside it.
      expect(await leftovers(path.join(root, 'build'))).toEqual([]);
      expect((await lstat(path.join(root, 'build'))).isDirectory()).toBe(true);
    } finally {
      server.kill('SIGTERM');
      await exitOf(server);
    }
  });

  it('a build killed (SIGKILL) at any moment leaves the complete old or the complete new site; the next build cleans up', async () => {
    const root = await outDirSiteCopy('docsgen-replace-');
    const out = path.join(root, 'build');
    const gens = path.join(root, '.docsgen-build');
    const trees = new Map<number, string>();
    // Reference trees of the two versions the builds switch between.
    for (const version of [1, 2]) {
      await editGuide(root, version);
      expectSuccess(await runCli(['build', '--no-crawl', '--no-cache'], 60_000, root));
      trees.set(version, key(await hashTree(out)));
    }
    let current = 2;
    const outcomes: string[] = [];
    // Kill points over the whole build, driven by what the build does, not by a clock: as each phase
    // ends (its `✓` line on stdout; the new generation is made after the config and written from the
    // client phase on) and as the replacement starts (its journal appears in .docsgen-build/). The
    // kill lands a few milliseconds after the event: from the render phase's end on, mostly during
    // or after the replacement, while the old site is removed.
    const moments = ['config', 'client', 'content', 'render', 'output', 'links', 'journal'] as const;
    for (const moment of moments) {
      const next = current === 1 ? 2 : 1;
      await editGuide(root, next);
      const child = startCli(['build', '--no-crawl', '--no-cache'], root);
      const exited = exitOf(child);
      let log = '';
      let watcher: FSWatcher | undefined;
      const kill = () => child.kill('SIGKILL');
      child.stdout!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (moment !== 'journal' && new RegExp(`✓ ${moment} `).test(log)) kill();
        // The generations folder exists from the end of the config phase on (its first build made it).
        if (moment === 'journal' && !watcher && log.includes('✓ client')) {
          watcher = watch(gens, (_event, name) => {
            if (name?.startsWith('swap-')) kill();
          });
        }
      });
      const { signal } = await exited;
      watcher?.close();
      // Killed between the replacement's two renames, the out dir is missing: the next build or
      // `serve` puts the journal's new (or old) site in place first, and so does this.
      if (!existsSync(out)) await restoreOutput(out);
      const tree = key(await hashTree(out));
      const holds = tree === trees.get(current) ? current : tree === trees.get(next) ? next : undefined;
      expect(holds, `killed at ${moment}: the output is neither version ${current} nor ${next}\n${log}`).toBeDefined();
      outcomes.push(`${moment}: ${signal ?? 'finished'}→v${holds}`);
      current = holds!;
    }
    // The builds killed while they read and compile were really killed, and left the old site.
    expect(outcomes.slice(0, 3)).toEqual(['config: SIGKILL→v2', 'client: SIGKILL→v2', 'content: SIGKILL→v2']);
    // The next build finishes and removes what the killed ones left.
    await editGuide(root, 3);
    expectSuccess(await runCli(['build', '--no-crawl'], 60_000, root));
    expect(await readFile(path.join(out, 'docs', 'guide.html'), 'utf8')).toContain('Version 3.');
    expect(await leftovers(out)).toEqual([]);
    expect((await readdir(root)).filter((name) => name.startsWith('.docsgen-config-'))).toEqual([]);
  });

  it('SIGINT and SIGTERM remove the unfinished generation and exit with 130 and 143; a stale compiled config is removed', async () => {
    const root = await builtSiteCopy();
    const out = path.join(root, 'build');
    const before = key(await hashTree(out));
    // What a SIGKILL during the config's loading leaves beside it (a process that no longer runs).
    const stale = path.join(root, `.docsgen-config-${2 ** 22 + 7}-0a1b2c3d.mjs`);
    await writeFile(stale, 'export default {};\n');
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      await editGuide(root, code);
      const child = startCli(['build', '--no-crawl', '--no-cache'], root);
      const exited = exitOf(child);
      const gens = path.join(root, '.docsgen-build');
      // Stopped once it writes its new generation: made after the config, written from the client phase on.
      await printed(child, /✓ client /, 'the client phase ended');
      expect((await readdir(gens)).some((name) => name.startsWith('gen-')), 'a generation being written').toBe(true);
      child.kill(signal);
      const result = await exited;
      expect(result.code, `exit code after ${signal}`).toBe(code);
      expect(key(await hashTree(out))).toBe(before);
      expect(await leftovers(out)).toEqual([]);
    }
    expect(existsSync(stale)).toBe(false);
  });
});
