// The acceptance test builds create-docusaurus's classic-typescript template unchanged. The
// template is Docusaurus's work, so it is never committed here: this fetches the published
// package from the npm registry into node_modules/.cache (reused when present), with the few
// runtime packages the template's own code imports (clsx, prism-react-renderer, react,
// react-dom, at the ranges the template pins), and no @docusaurus/* package.
// Usage: node scripts/fetch-create-docusaurus.mjs   (prints the cache folder)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CREATE_DOCUSAURUS_VERSION = '3.10.2';
const RUNTIME_PACKAGES = ['clsx', 'prism-react-renderer', 'react', 'react-dom'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cacheDir = path.join(root, 'node_modules', '.cache', 'docsgen-acceptance', `create-docusaurus-${CREATE_DOCUSAURUS_VERSION}`);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args, cwd) => execFileSync(npm, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** Fetches (once) and returns { templates, modules }: the unpacked templates folder and a node_modules folder. */
export function ensureCreateDocusaurus() {
  const templates = path.join(cacheDir, 'package', 'templates');
  const modules = path.join(cacheDir, 'deps', 'node_modules');
  const done = path.join(cacheDir, 'complete');
  if (existsSync(done)) return { templates, modules };

  // Build in a side folder and rename at the end, so an interrupted fetch is never taken as done.
  const work = `${cacheDir}.partial-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    console.log(`Fetching create-docusaurus@${CREATE_DOCUSAURUS_VERSION} from the npm registry for the acceptance test…`);
    const tarball = run(['pack', `create-docusaurus@${CREATE_DOCUSAURUS_VERSION}`, '--silent'], work).trim().split('\n').pop();
    execFileSync('tar', ['xzf', tarball], { cwd: work, stdio: 'inherit' });
    const pinned = JSON.parse(readFileSync(path.join(work, 'package', 'templates', 'classic-typescript', 'package.json'), 'utf8')).dependencies;
    const specs = RUNTIME_PACKAGES.map((name) => `${name}@${pinned[name]}`);
    const deps = path.join(work, 'deps');
    mkdirSync(deps);
    writeFileSync(path.join(deps, 'package.json'), '{ "private": true }\n');
    run(['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', ...specs], deps);
    writeFileSync(path.join(work, 'complete'), `${specs.join('\n')}\n`);
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(work, cacheDir);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`Could not fetch create-docusaurus@${CREATE_DOCUSAURUS_VERSION} and its runtime packages from the npm registry (the acceptance test needs them): ${error.message}`);
  }
  return { templates, modules };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureCreateDocusaurus().templates);
}
