import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../util/errors.js';
import { loadConfig } from '../config/loadConfig.js';
import { githubPagesWorkflow } from './githubPagesWorkflow.js';
import { scaffoldFiles, SCRIPTS } from './scaffold.js';

export interface InitResult {
  dir: string;
  written: string[];
  /** package.json scripts left as they were (the folder's package.json already had them). */
  keptScripts: string[];
  /** The folder had a package.json (the one `npm install docsgen` writes): `written`'s package.json is that one, changed. */
  packageUpdated: boolean;
}

export interface InitOptions {
  docsgenVersion: string;
  /** Development packages to add besides docsgen (typescript, @types/react), name → range. */
  devDependencies?: Record<string, string>;
  /** Also write a GitHub Pages workflow; in a folder that already holds a site, only that. */
  githubPages?: boolean;
}

/**
 * `docsgen init [dir]`: writes a small working site. It never overwrites: when any file it would
 * write exists, it writes nothing and says which. An existing package.json (the one
 * `npm install docsgen` creates) gets the scripts and devDependencies it lacks and keeps the rest.
 */
export async function initSite(target: string, options: InitOptions): Promise<InitResult> {
  const dir = path.resolve(target);
  const title = titleOf(dir);
  const files = scaffoldFiles(title);
  if (options.githubPages) {
    // The workflow goes to the repository's root, which may be above the site's folder.
    const root = gitRoot(dir) ?? dir;
    const siteDir = path.relative(root, dir).split(path.sep).join('/');
    const workflow = path.relative(dir, path.join(root, '.github', 'workflows', 'deploy.yml'));
    if (existsSync(path.join(dir, workflow))) {
      throw new UsageError(`${path.relative(process.cwd(), path.join(dir, workflow))}: exists already, and docsgen init never overwrites; move it away to have docsgen write its own`);
    }
    if (existsSync(path.join(dir, 'site.config.ts'))) {
      // A site already: add the workflow alone, for the output folder its config names.
      const { paths } = await loadConfig(path.join(dir, 'site.config.ts'));
      await mkdir(path.dirname(path.join(dir, workflow)), { recursive: true });
      await writeFile(path.join(dir, workflow), githubPagesWorkflow(siteDir, path.relative(dir, paths.outDir).split(path.sep).join('/')), { flag: 'wx' });
      return { dir, written: [workflow], keptScripts: [], packageUpdated: false };
    }
    files[workflow] = githubPagesWorkflow(siteDir);
  }
  const existing = Object.keys(files).filter((file) => existsSync(path.join(dir, file)));
  if (existing.length > 0) {
    throw new UsageError(
      `${path.relative(process.cwd(), dir) || '.'}: not initialised, these files exist already and docsgen init never overwrites:\n${existing.map((f) => `  - ${f}`).join('\n')}\n  Run docsgen init in an empty folder, or move those files away.`,
    );
  }
  const packageFile = path.join(dir, 'package.json');
  let pkg: Record<string, unknown> = { name: packageName(dir), private: true, type: 'module' };
  const packageUpdated = existsSync(packageFile);
  if (packageUpdated) {
    try {
      pkg = JSON.parse(readFileSync(packageFile, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new UsageError(`${path.relative(process.cwd(), packageFile)}: not valid JSON (${(error as Error).message}); fix it or remove it, then run docsgen init again`);
    }
  }
  const scripts = { ...((pkg.scripts as Record<string, string> | undefined) ?? {}) };
  const keptScripts: string[] = [];
  for (const [name, command] of Object.entries(SCRIPTS)) {
    if (scripts[name] === undefined) scripts[name] = command;
    else if (scripts[name] !== command) keptScripts.push(name);
  }
  pkg.scripts = scripts;
  const deps = (pkg.dependencies ?? {}) as Record<string, string>;
  const devDeps = (pkg.devDependencies ?? {}) as Record<string, string>;
  const added: Record<string, string> = {};
  if (!deps.docsgen && !devDeps.docsgen) added.docsgen = `^${options.docsgenVersion}`;
  // The tsconfig.json it writes type-checks the site's TypeScript with these.
  for (const [name, range] of Object.entries(options.devDependencies ?? {})) if (!deps[name] && !devDeps[name]) added[name] = range;
  if (Object.keys(added).length > 0) pkg.devDependencies = { ...devDeps, ...added };

  const written: string[] = [];
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents, { flag: 'wx' });
    written.push(file);
  }
  await writeFile(packageFile, `${JSON.stringify(pkg, null, 2)}\n`);
  written.push('package.json');
  return { dir, written, keptScripts, packageUpdated };
}

/** The nearest folder from `dir` up that holds `.git`. */
function gitRoot(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/** `my-docs` → `My docs`. */
function titleOf(dir: string): string {
  const words = path.basename(dir).replace(/[-_.]+/g, ' ').trim() || 'Documentation';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function packageName(dir: string): string {
  return path.basename(dir).toLowerCase().replace(/[^a-z0-9-._~]+/g, '-').replace(/^[-._]+/, '') || 'docs';
}
