/**
 * Errors that say what and where: a plugin that throws (the plugin and the page), a corrupt image
 * (the image and the page's file:line), a long list of problems (the first 50, then a count), a
 * read-only or full output disk (the path and the real cause), a page or output folder without
 * permission (EACCES, with the CLI run as `nobody` when the tests run as root), and a byte order
 * mark before the front matter (accepted). The failures found while a site is built (a plugin, an
 * image, the list) build their fixture under test/fixtures/gate-sites/ in this process
 * (expectBuildFailure: a DocsgenError holding the fragments, which the CLI prints as its one
 * message; cli-gates.test.ts checks that contract through the CLI); those of the disk and of
 * permissions run the real CLI, in a mount namespace or as another user. The fixed twins and the
 * sites the disk cases start from build in this process: they check the fix, not the CLI.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmod, cp, lchown, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixtureSite } from '../helpers/siteCopy.js';
import {
  ROOT,
  SITES,
  buildInProcess,
  expectBuildFailure,
  ensurePhoto,
  expectGateFailure,
  expectSuccess,
  fixtureConfig,
  hashTree,
  photoPng,
  outDirSiteCopy,
  removeTempDirs,
  runCli,
  tempDir,
  type CliResult,
  type RunAs,
} from '../helpers/cli.js';

afterAll(removeTempDirs);

/** A fresh output folder for a build in this process. */
const outFolder = async () => path.join(await tempDir(), 'site');

/** Whether this machine lets the tests mount a small file system of their own (root in a container does). */
function canMount(): boolean {
  try {
    // A private mount namespace: the mount is gone with the process, and nobody else sees it.
    execFileSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=64k none /mnt'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs `script` (sh) in a private mount namespace with $D a fresh folder and $DOCSGEN the CLI. */
function inMountNamespace(script: string, dir: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      'unshare',
      ['-m', 'sh', '-c', script],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', D: dir, DOCSGEN: `${process.execPath} ${path.join(ROOT, 'bin', 'docsgen')}` }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
    );
  });
}

/** The user `nobody`: root reads and writes whatever the modes say, so the permission tests run the CLI as this user. */
const NOBODY: RunAs = { uid: 65534, gid: 65534 };

/** The unreadable fixture (default theme) built once for the file, as this user: the site the permission cases copy. */
let firstBuild: Promise<{ root: string; built: Map<string, string> }> | undefined;

/**
 * A built copy of the unreadable fixture (default theme), handed to the user the CLI then runs as:
 * as root, `nobody` (root reads and writes whatever the modes say); otherwise this user. The site
 * is built once for the file, as this user (its folder, output and caches); each case copies that
 * build, then the copy and its caches change hands. Returns the site's folder, the user, and the
 * hashes of the site built.
 */
async function builtSiteForAnotherUser(): Promise<{ root: string; as?: RunAs; built: Map<string, string> }> {
  firstBuild ??= (async () => {
    const { root: copy, configSource } = await copyFixtureSite(path.join(SITES, 'unreadable'), 'docsgen-eacces-');
    // Moved into a folder removeTempDirs() deletes.
    const root = path.join(await tempDir('docsgen-eacces-'), 'site');
    await rename(copy, root);
    // The copies' caches change hands below, so the site bundles its client into a folder of its
    // own, not the tests' shared one (other files' builds write there meanwhile).
    await rm(path.join(root, 'node_modules', '.cache', 'docsgen', 'client'), { force: true });
    await writeFile(path.join(root, 'site.config.ts'), configSource.replace("  themeDir: '../../../../templates',\n", ''));
    await buildInProcess(path.join(root, 'site.config.ts'), { out: path.join(root, 'out') });
    return { root, built: await hashTree(path.join(root, 'out')) };
  })();
  const first = await firstBuild;
  const root = path.join(await tempDir('docsgen-eacces-'), 'site');
  // node_modules' links copied as links: what they point at (docsgen's packages, the shared theme) is not copied or handed over.
  await cp(first.root, root, { recursive: true, verbatimSymlinks: true });
  const built = await hashTree(path.join(root, 'out'));
  expect([...built]).toEqual([...first.built]);
  if (process.getuid?.() !== 0) return { root, built };
  await chmod(path.dirname(root), 0o755);
  await handOver(root, NOBODY);
  return { root, as: NOBODY, built };
}

/**
 * Gives `dir` and all below it to `user`. node_modules holds links to docsgen's own packages: the
 * links change hands, not what they point at (Node 20's recursive readdir follows links, so the
 * walk is this one).
 */
async function handOver(dir: string, user: RunAs): Promise<void> {
  await lchown(dir, user.uid, user.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) await handOver(entryPath, user);
    else await lchown(entryPath, user.uid, user.gid);
  }
}

// The builds that must pass skip the linkinator crawl: what these cases check is found before
// it, and a crawl costs a small site's build about 0.7 of its 1.7 CPU-seconds.
// A case's time includes the in-process builds of the cases running beside it (one at a time).
describe.concurrent('messages that name what and where', { timeout: 300_000 }, () => {
  it('a plugin whose transformDoc throws: names the page, the plugin and the hook', async () => {
    await expectBuildFailure(fixtureConfig('plugin-throws'), await outFolder(), ['content/docs/guide.md: plugin "page-stamp" threw in transformDoc: no stamp for this page']);
    await buildInProcess(fixtureConfig('plugin-throws', 'fixed.config.ts'));
  });

  it('a truncated PNG: names the page (file:line) and the image', async () => {
    const whole = await photoPng();
    await mkdir(path.join(SITES, 'corrupt-image', 'content', 'assets'), { recursive: true });
    await writeFile(path.join(SITES, 'corrupt-image', 'content', 'assets', 'broken.png'), whole.subarray(0, Math.floor(whole.length / 3)));
    await ensurePhoto('corrupt-image', 'content-fixed');
    await expectBuildFailure(fixtureConfig('corrupt-image'), await outFolder(), ['content/docs/intro.md:8:1: cannot decode image ../assets/broken.png']);
    await buildInProcess(fixtureConfig('corrupt-image', 'fixed.config.ts'));
  });

  it('120 broken links: the first 50 are listed, then "…and 70 more"', async () => {
    const message = await expectBuildFailure(fixtureConfig('many-broken-links'), await outFolder(), ['120 broken links found', 'content/docs/intro.md:6:3: broken link "page 1" → /docs/nope-1', '  …and 70 more']);
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(50);
    expect(message).not.toContain('/docs/nope-51 ');
    await buildInProcess(fixtureConfig('many-broken-links', 'fixed.config.ts'));
  });

  it('a UTF-8 byte order mark before the front matter is accepted', async () => {
    const built = await buildInProcess(fixtureConfig('bom-front-matter'));
    expect(await readFile(path.join(built.out, 'docs', 'intro.html'), 'utf8')).toContain('<title>Saved with a BOM');
  });

  it.runIf(canMount())('a read-only output disk: names the folder and EROFS; the site built before stays', async () => {
    const dir = await tempDir();
    const config = path.join(await outDirSiteCopy(), 'site.config.ts');
    const result = await inMountNamespace(
      `mount -t tmpfs -o size=8m none "$D" && $DOCSGEN build -c ${config} -o "$D/site" --no-crawl --no-cache > /dev/null &&
       before="$(cd "$D/site/" && find . -type f | sort | xargs sha256sum)" && mount -o remount,ro "$D" &&
       { $DOCSGEN build -c ${config} -o "$D/site" --no-crawl --no-cache; code=$?; } ;
       [ "$before" = "$(cd "$D/site/" && find . -type f | sort | xargs sha256sum)" ] && echo "previous site intact"; exit $code`,
      dir,
    );
    expectGateFailure(result, [new RegExp(`cannot create the folder ${dir}/\\.docsgen-site: EROFS \\(read-only file system\\)`)]);
    expect(result.stdout).toContain('previous site intact');
  });

  it.runIf(canMount())('a full output disk: names the file and ENOSPC; the site built before stays, nothing half-written is left', async () => {
    const dir = await tempDir();
    const config = path.join(await outDirSiteCopy(), 'site.config.ts');
    const result = await inMountNamespace(
      `mount -t tmpfs -o size=4m none "$D" && $DOCSGEN build -c ${config} -o "$D/site" --no-crawl --no-cache > /dev/null &&
       before="$(cd "$D/site/" && find . -type f | sort | xargs sha256sum)" && { dd if=/dev/zero of="$D/filler" bs=4k 2>/dev/null; true; } &&
       { $DOCSGEN build -c ${config} -o "$D/site" --no-crawl --no-cache; code=$?; } ;
       [ "$before" = "$(cd "$D/site/" && find . -type f | sort | xargs sha256sum)" ] && echo "previous site intact"; echo "beside the site: $(ls -A "$D" | grep -vx -e site -e filler | wc -l)"; exit $code`,
      dir,
    );
    expectGateFailure(result, [new RegExp(`cannot write ${dir}/\\.docsgen-site/\\S+: ENOSPC \\(no space left on device\\)`)]);
    expect(result.stdout).toContain('previous site intact');
    // The unfinished generation, and the folder it was in, are gone.
    expect(result.stdout).toContain('beside the site: 0');
  });

  it('a page without read permission (EACCES): names the page and the cause; the site built before stays', async () => {
    const { root, as, built } = await builtSiteForAnotherUser();
    const secret = path.join(root, 'content', 'docs', 'secret.md');
    await writeFile(secret, '---\ntitle: Secret\ndescription: Unreadable.\n---\n\nText.\n');
    if (as) await lchown(secret, as.uid, as.gid);
    await chmod(secret, 0o000);
    const build = (extra: string[]) => runCli(['build', '-c', 'site.config.ts', '-o', 'out', '--no-crawl', ...extra], 120_000, root, as);
    // With the cache or without, the content stage is what reports it (the up-to-date check counts a
    // file it cannot read as changed, so the build goes on to read it).
    for (const extra of [[], ['--no-cache']]) expectGateFailure(await build(extra), ['content/docs/secret.md: cannot read file (EACCES: permission denied)']);
    expect([...(await hashTree(path.join(root, 'out')))]).toEqual([...built]);
  });

  it('an output folder without write permission (EACCES): names the folder and the cause; the site built before stays', async () => {
    const { root, as, built } = await builtSiteForAnotherUser();
    // The next site is written in .docsgen-out/: a build that cannot write there cannot make a new one.
    await mkdir(path.join(root, '.docsgen-out'), { mode: 0o555 });
    try {
      const result = await runCli(['build', '-c', 'site.config.ts', '-o', 'out', '--no-crawl', '--no-cache'], 120_000, root, as);
      expectGateFailure(result, [/cannot (?:create the folder|write|open) \.docsgen-out\/\S+: EACCES \(permission denied\)/]);
    } finally {
      await chmod(path.join(root, '.docsgen-out'), 0o755);
    }
    expect([...(await hashTree(path.join(root, 'out')))]).toEqual([...built]);
  });
});
