import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from '../../src/build.js';
import { copyFixtureSite } from './siteCopy.js';

/** /work/main: the CLI runs from the package root, as a user would run it from a site's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITES = path.join(ROOT, 'test', 'fixtures', 'gate-sites');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A user to run the CLI as (the tests run as root in CI, and root reads files whatever their mode). */
export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Runs `node bin/docsgen …args` from the package root (or `cwd`) and resolves with its exit code and
 * output; with `as`, as that user.
 */
export function runCli(args: string[], timeout = 60_000, cwd = ROOT, as?: RunAs): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin', 'docsgen'), ...args],
      { cwd, timeout, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, ...as },
      (error, stdout, stderr) => {
        // Killed at the timeout: docsgen exits 143 on SIGTERM (after cleaning up), which is no result.
        if (error && (typeof error.code !== 'number' || error.killed)) {
          reject(new Error(`docsgen ${args.join(' ')} did not finish (${error.signal ?? error.code ?? error.message})\n${stdout}\n${stderr}`));
          return;
        }
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

/** The config file of a fixture site, relative to the package root (as a user would type it). */
export function fixtureConfig(site: string, file = 'site.config.ts'): string {
  return path.join('test', 'fixtures', 'gate-sites', site, file);
}

const tempDirs: string[] = [];

/** A fresh temporary folder; `removeTempDirs()` deletes them all. */
export async function tempDir(prefix = 'docsgen-gates-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A folder made elsewhere (a copied site, see copyFixtureSite) that `removeTempDirs()` deletes too; returns it. */
export function removeLater(dir: string): string {
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * A writable copy of the out-dir fixture (its config is `<root>/site.config.ts`), removed by
 * `removeTempDirs()`. Tests that build it use a copy: out-dir.test.ts checks that the original
 * folder stays exactly as it is, and a build compiles its config beside it.
 */
export async function outDirSiteCopy(prefix = 'docsgen-outdir-copy-'): Promise<string> {
  const { root, configSource } = await copyFixtureSite(path.join(SITES, 'out-dir'), prefix);
  tempDirs.push(root);
  await writeFile(path.join(root, 'site.config.ts'), configSource.replace("  themeDir: '../../../../templates',\n", ''));
  return root;
}

/** Builds a fixture with the real CLI into `<fresh temp dir>/site`. */
export async function buildFixture(config: string, extra: string[] = []): Promise<CliResult & { out: string }> {
  const out = path.join(await tempDir(), 'site');
  const result = await runCli(['build', '--config', config, '--out', out, ...extra]);
  return { ...result, out };
}

let inProcessBuilds: Promise<unknown> = Promise.resolve();

/** What an in-process build may set: the crawl is off unless a test turns it on. */
type InProcessOptions = Pick<BuildOptions, 'cache' | 'report' | 'crawl'>;

/**
 * Runs `build()` from src/ in this test process (no crawl unless `options.crawl`, silent), one build at a time (concurrent
 * test cases share this process). For the builds a test needs to pass or to fail, not for what the
 * CLI does: a CLI run pays its module loading each time (about 0.8 of a small site's 1.5
 * CPU-seconds), a build here only once per test file.
 */
async function buildHere(config: string, out: string, options: InProcessOptions = {}, warnings: string[] = []): Promise<void> {
  const { build } = await import('../../src/build.js');
  const logger = { info: () => {}, warn: (message: string) => void warnings.push(message) };
  const built = inProcessBuilds.then(() => build({ config: path.resolve(ROOT, config), out, crawl: false, logger, ...options }));
  inProcessBuilds = built.catch(() => undefined);
  await built;
}

/**
 * Builds a fixture in this test process (see buildHere) into `options.out` (default:
 * `<fresh temp dir>/site`); rejects with the build's error.
 */
export async function buildInProcess(config: string, options: { out?: string } & InProcessOptions = {}): Promise<{ out: string }> {
  const { out = path.join(await tempDir(), 'site'), ...rest } = options;
  await buildHere(config, out, rest);
  return { out };
}

/**
 * Builds `config` in this test process (see buildHere) and expects it to fail with an error docsgen
 * explains (a DocsgenError: the message the CLI prints as it is, after `✗ `, exit code 1, no stack;
 * cli-gates.test.ts checks that through the CLI) whose message holds every fragment, not a crash (a
 * stack overflow, a V8 or programming error), and with no warning before it (the CLI would print it
 * on stderr before the message) unless `options.warnings`. Returns the message.
 */
export async function expectBuildFailure(config: string, out: string, fragments: (string | RegExp)[], options: { warnings?: boolean } & InProcessOptions = {}): Promise<string> {
  const { DocsgenError } = await import('../../src/util/errors.js');
  const warnings: string[] = [];
  const { warnings: warningsAllowed, ...buildOptions } = options;
  const error = await buildHere(config, out, buildOptions, warnings).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (error === undefined) throw new Error(`expected the build of ${config} to fail`);
  if (!(error instanceof DocsgenError)) throw new Error(`expected an error docsgen explains, got ${(error as Error)?.stack ?? String(error)}`);
  if (warnings.length > 0 && !warningsAllowed) throw new Error(`expected no warning before the error, got:\n${warnings.join('\n')}\n--- then\n${error.message}`);
  for (const fragment of fragments) {
    const found = typeof fragment === 'string' ? error.message.includes(fragment) : fragment.test(error.message);
    if (!found) throw new Error(`expected the message to contain ${String(fragment)}, got:\n${error.message}`);
  }
  return error.message;
}

/** Lines of a stack trace (`    at fn (file:1:2)`). */
export const STACK_LINE = /^\s{4}at /m;

/**
 * The failure contract of every gate: exit code 1, exactly one `✗ message` on stderr that contains
 * every expected fragment (file, line, what is wrong), and no stack trace. With `warnings`, `⚠`
 * warnings may precede the message (a gate set to 'warn' before the one that fails).
 */
export function expectGateFailure(result: CliResult, fragments: (string | RegExp)[], options: { warnings?: boolean } = {}): string {
  const context = `exit ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
  if (result.code !== 1) throw new Error(`expected exit code 1, got ${context}`);
  const all = result.stderr.trim();
  const start = all.search(/^✗ /m);
  if (start === -1) throw new Error(`expected a "✗ " message on stderr, got ${context}`);
  const before = all.slice(0, start).trim();
  if (before && !(options.warnings && before.startsWith('⚠'))) throw new Error(`expected nothing on stderr before the error message, got ${context}`);
  const message = all.slice(start);
  const marks = message.split('\n').filter((line) => line.startsWith('✗')).length;
  if (marks !== 1) throw new Error(`expected one error message on stderr, got ${marks}: ${context}`);
  if (STACK_LINE.test(result.stderr)) throw new Error(`expected no stack trace without --verbose, got ${context}`);
  if (/Unexpected error|--verbose for the stack/.test(result.stderr)) throw new Error(`expected a known, explained error, got ${context}`);
  for (const fragment of fragments) {
    const found = typeof fragment === 'string' ? message.includes(fragment) : fragment.test(message);
    if (!found) throw new Error(`expected the message to contain ${String(fragment)}, got ${context}`);
  }
  return message;
}

export function expectSuccess(result: CliResult): void {
  if (result.code !== 0) throw new Error(`expected exit code 0, got exit ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
}

/**
 * Relative path (with `/`) → sha256 of every file below `dir`, sorted. Symlinks and modes are
 * ignored, and so is a config compiled for a build running at that moment (`.docsgen-config-<pid>-…`,
 * written beside the config and removed when the config is loaded): another test file building
 * the same fixture can have one there for an instant.
 */
export async function hashTree(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && !/^\.docsgen-config-\d+-/.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const hashes = new Map<string, string>();
  for (const file of files) hashes.set(file, createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex'));
  return hashes;
}

/**
 * What builds left beside the output folder `dir`: temporary folders of older versions and the
 * generations folder `.docsgen-<name>/` with whatever is in it (at rest there is none).
 */
export async function leftovers(dir: string): Promise<string[]> {
  const base = path.basename(dir);
  const beside = (await readdir(path.dirname(dir))).filter((name) => name.startsWith(`${base}.tmp-`) || name.startsWith(`${base}.old-`));
  const gens = path.join(path.dirname(dir), `.docsgen-${base}`);
  const inside = await readdir(gens).then((names) => names.map((name) => `.docsgen-${base}/${name}`).concat(names.length ? [] : [`.docsgen-${base}/`]), () => [] as string[]);
  return [...beside, ...inside];
}

export const PHOTO = { width: 1200, height: 800 };

/** A deterministic, detailed 1200×800 PNG (gradients, shapes, text) so encoder quality matters. */
export async function photoPng(): Promise<Buffer> {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 137) % PHOTO.width;
    const y = (i * 89) % PHOTO.height;
    const hue = (i * 47) % 360;
    return `<circle cx="${x}" cy="${y}" r="${30 + (i % 7) * 12}" fill="hsl(${hue},70%,55%)" fill-opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
    <text x="60" y="420" font-size="96" font-family="sans-serif" fill="#fff">docsgen gate fixture</text></svg>`;
  // Imported here: most files that use these helpers draw no picture, and sharp's native module costs them ~0.1 CPU-s.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Writes the test picture to `<fixture>/<contentDir>/assets/photo.png` (atomically: test files
 * run in parallel). Generated, not committed, so the fixtures stay text.
 */
export async function ensurePhoto(site: string, contentDir = 'content'): Promise<string> {
  const file = path.join(SITES, site, contentDir, 'assets', 'photo.png');
  await mkdir(path.dirname(file), { recursive: true });
  const bytes = await photoPng();
  const current = await readFile(file).catch(() => null);
  if (current && current.equals(bytes)) return file;
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(temp, bytes);
  await rename(temp, file);
  return file;
}

/**
 * Whether chmod 000 stops this process from reading a file. It does not for root (CI runs tests
 * as root), so tests fall back to another kind of unreadable page there.
 */
export async function chmodBlocksReads(): Promise<boolean> {
  const dir = await tempDir('docsgen-probe-');
  const file = path.join(dir, 'probe.txt');
  await writeFile(file, 'probe');
  await chmod(file, 0o000);
  try {
    await readFile(file);
    return false;
  } catch {
    return true;
  } finally {
    await chmod(file, 0o644);
  }
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Asserts two output folders are byte-identical. On a difference, the error lists the differing
 * files and shows where the first one differs, so a non-deterministic build is easy to trace.
 */
export async function expectSameTree(a: string, b: string): Promise<number> {
  const [left, right] = await Promise.all([hashTree(a), hashTree(b)]);
  const names = [...new Set([...left.keys(), ...right.keys()])].sort();
  const differing = names.filter((name) => left.get(name) !== right.get(name));
  if (differing.length === 0) return left.size;
  const first = differing[0]!;
  let detail = `${first} exists in only one folder`;
  if (left.has(first) && right.has(first)) {
    const [x, y] = await Promise.all([readFile(path.join(a, first), 'latin1'), readFile(path.join(b, first), 'latin1')]);
    let at = 0;
    while (at < x.length && x[at] === y[at]) at++;
    detail = `${first} first differs at byte ${at}:\n  ${a}: …${x.slice(Math.max(0, at - 80), at + 80)}…\n  ${b}: …${y.slice(Math.max(0, at - 80), at + 80)}…`;
  }
  throw new Error(`${differing.length} of ${names.length} files differ: ${differing.slice(0, 10).join(', ')}${differing.length > 10 ? ', …' : ''}\n${detail}`);
}
