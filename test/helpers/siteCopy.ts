import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const templates = fileURLToPath(new URL('../../templates', import.meta.url));

/**
 * The client bundles of every test site (`<site>/node_modules/.cache/docsgen/client` links here): a
 * bundle is kept under a key of the site's files and settings with paths relative to the site's
 * folder (see bundleClient), so the sites the tests make in the temporary folder, all as deep,
 * share the bundles of the same theme rather than each making its own (about a second of CPU each).
 */
const SHARED_CLIENT_BUNDLES = path.join(modules, '.cache', 'docsgen-test-client');

/**
 * The compiled theme modules of the test sites without theme files of their own
 * (`<site>/node_modules/.cache/docsgen/theme` links here): such a module is kept under a key that
 * does not hold where the site is (see compileTheme), so the copies of a fixture share one rather
 * than each compiling its own (about 0.2 CPU-seconds each). A site with a `theme/` or `src/theme/`
 * folder keeps its own: its module is its own wherever it is.
 */
const SHARED_THEME_MODULES = path.join(modules, '.cache', 'docsgen-test-theme');

/** A site folder with theme files of its own (a `theme/` or Docusaurus's `src/theme/`): its compiled theme is its own. */
const hasOwnTheme = (root: string) => existsSync(path.join(root, 'theme')) || existsSync(path.join(root, 'src', 'theme'));

/** Links `<cache>/<name>` to the tests' shared folder `shared`, unless the cache has that entry already. */
async function linkShared(cache: string, name: string, shared: string): Promise<void> {
  if (existsSync(path.join(cache, name))) return;
  await mkdir(shared, { recursive: true });
  await symlink(shared, path.join(cache, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/**
 * Gives the site folder `root` a node_modules of links to docsgen's packages (the theme's imports
 * resolve from the site) with a `.cache` of its own, so its caches and up-to-date stamp are its
 * own; only the client bundles, and the compiled theme of a site without theme files of its own,
 * are the tests' shared ones (see SHARED_CLIENT_BUNDLES, SHARED_THEME_MODULES).
 */
export async function linkDocsgenModules(root: string): Promise<void> {
  const cache = path.join(root, 'node_modules', '.cache', 'docsgen');
  await mkdir(cache, { recursive: true });
  for (const name of await readdir(modules)) if (name !== '.cache') await symlink(path.join(modules, name), path.join(root, 'node_modules', name));
  await linkShared(cache, 'client', SHARED_CLIENT_BUNDLES);
  if (!hasOwnTheme(root)) await linkShared(cache, 'theme', SHARED_THEME_MODULES);
}

/**
 * Gives each fixture site under `fixturesDir` (a folder holding a site.config.ts) the tests' shared
 * client bundles and, without theme files of its own, compiled theme modules (see
 * SHARED_CLIENT_BUNDLES, SHARED_THEME_MODULES) as its cache's `client` and `theme` folders, unless
 * its cache has them already: the gate sites all lie as deep and use the same theme, so in a fresh
 * checkout the first build of one bundles the client (about 0.4 CPU-seconds each saved) and
 * compiles the theme (about 0.2) for all that share its settings.
 */
export async function shareFixtureBuildCaches(fixturesDir: string): Promise<void> {
  for (const name of await readdir(fixturesDir)) {
    const site = path.join(fixturesDir, name);
    if (!existsSync(path.join(site, 'site.config.ts'))) continue;
    const cache = path.join(site, 'node_modules', '.cache', 'docsgen');
    await mkdir(cache, { recursive: true });
    await linkShared(cache, 'client', SHARED_CLIENT_BUNDLES);
    if (!hasOwnTheme(site)) await linkShared(cache, 'theme', SHARED_THEME_MODULES);
  }
}

/**
 * A writable copy of a fixture site in a temp folder: its content, its theme folder (if any), and
 * node_modules links (see linkDocsgenModules). Returns the folder and the fixture's config source,
 * for the test to write a config of its own from. `themeDir: 'templates'` writes the copy's
 * `site.config.ts` from the fixture's, its theme folder docsgen's templates/ (fixtures name it
 * relative to their place in test/fixtures).
 */
export async function copyFixtureSite(fixtureDir: string, prefix: string, options: { themeDir?: 'templates' } = {}): Promise<{ root: string; configSource: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(path.join(fixtureDir, 'content'), path.join(root, 'content'), { recursive: true });
  if (existsSync(path.join(fixtureDir, 'theme'))) await cp(path.join(fixtureDir, 'theme'), path.join(root, 'theme'), { recursive: true });
  await linkDocsgenModules(root);
  const configSource = await readFile(path.join(fixtureDir, 'site.config.ts'), 'utf8');
  if (options.themeDir === 'templates') {
    const written = configSource.replace(/themeDir: '(\.\.\/)+templates'/, `themeDir: ${JSON.stringify(templates)}`);
    if (written === configSource) throw new Error(`${fixtureDir}site.config.ts names no themeDir '../…/templates' to replace`);
    await writeFile(path.join(root, 'site.config.ts'), written);
  }
  return { root, configSource };
}

const repo = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A writable copy of the fixture site whose config file is `config` (as the tests name it, from the
 * repo's root), for a build that leaves test/fixtures as it is: docsgen keeps its caches in the
 * site's node_modules/.cache. The site's folder is copied to the same place under a temporary folder
 * (`<dir>/test/fixtures/…`, without node_modules), and beside it and each folder above it up to
 * `<dir>` are links to what the repo has there, so what the config names outside the site
 * (`themeDir: '../../../templates'`, a theme fixture beside it) is read where it was; node_modules
 * links as linkDocsgenModules makes them. Returns the temporary folder (the caller removes it) and
 * the copy's config file.
 */
export async function copyFixtureForBuild(config: string, prefix: string): Promise<{ dir: string; config: string }> {
  const relative = path.relative(repo, path.resolve(config));
  const { dir } = await copyFixtureFolder(path.dirname(config), prefix);
  return { dir, config: path.join(dir, relative) };
}

/** buildFixtureCopy's output folder in the copy's temporary folder. */
const COPY_OUT = 'build';

/**
 * A copy of the fixture folder `fixture` (under test/fixtures) laid out as copyFixtureForBuild's,
 * for a test that loads a fixture's config or builds it (docsgen keeps its caches in the site's
 * node_modules/.cache, which then is the copy's). Returns the temporary folder (the caller removes
 * it) and the copy of `fixture` in it. `checkout` is the repository whose files are linked (this one).
 * Its `build/` is not linked: that is where buildFixtureCopy builds (README's `npm run build`
 * writes this site there, and a link to it was an output folder the build refused).
 */
export async function copyFixtureFolder(fixture: string, prefix: string, checkout: string = repo): Promise<{ dir: string; root: string }> {
  const folder = path.relative(checkout, path.resolve(fixture));
  if (folder.startsWith('..') || !folder.startsWith(path.join('test', 'fixtures'))) throw new Error(`${fixture} is not a fixture's folder (under test/fixtures)`);
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const root = path.join(dir, folder);
  await cp(path.join(checkout, folder), root, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  await linkDocsgenModules(root);
  const parts = folder.split(path.sep);
  for (let depth = 0; depth < parts.length; depth++) {
    const above = parts.slice(0, depth).join(path.sep);
    for (const name of await readdir(path.join(checkout, above))) {
      if (name === parts[depth] || name === '.git' || (depth === 0 && name === COPY_OUT)) continue;
      await symlink(path.join(checkout, above, name), path.join(dir, above, name));
    }
  }
  return { dir, root };
}

/**
 * Builds a copy of the fixture site of `options.config` (copyFixtureForBuild) with `options` (silent,
 * no crawl unless they say) into `<dir>/build`. Returns the temporary folder (the caller removes it)
 * and the output folder.
 */
export async function buildFixtureCopy(options: BuildOptions & { config: string }, prefix: string): Promise<{ dir: string; out: string }> {
  const copy = await copyFixtureForBuild(options.config, prefix);
  const out = path.join(copy.dir, COPY_OUT);
  try {
    // Imported here: a test that only copies a site never loads the build.
    const { build } = await import('../../src/build.js');
    const { silentLogger } = await import('../../src/util/log.js');
    await build({ logger: silentLogger, crawl: false, ...options, config: copy.config, out });
  } catch (error) {
    await rm(copy.dir, { recursive: true, force: true });
    throw error;
  }
  return { dir: copy.dir, out };
}

/**
 * Every file and folder under `dir`, relative to it, without following symbolic links (a copy's
 * node_modules links lead into the repo's packages): to check that a build left a folder as it was.
 */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      found.push(name);
      if (entry.isDirectory()) await walk(name);
    }
  };
  await walk('');
  return found.sort();
}

/**
 * A writable copy of a Docusaurus-layout fixture (docusaurus.config.js beside docs/, src/…) in a
 * temp folder, with node_modules links (see linkDocsgenModules), for a build in place that leaves the
 * fixture untouched. `links`: symbolic links to make in the copy (path → target), which git would
 * not keep as written.
 */
export async function copyDocusaurusSite(fixtureDir: string, prefix: string, links: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(fixtureDir, root, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  await linkDocsgenModules(root);
  for (const [link, target] of Object.entries(links)) await symlink(target, path.join(root, link));
  return root;
}

/** A built copy of a Docusaurus-layout fixture (see buildDocusaurusCopy). */
export interface DocusaurusCopy {
  /** The copy's folder. */
  root: string;
  /** Its output folder (`build/` in the copy). */
  out: string;
  /** Builds the copy again, as it was built (after a test changed it). */
  rebuild(): Promise<void>;
}

/**
 * A copy of a Docusaurus-layout fixture (copyDocusaurusSite) built in place: `prepare` runs on the
 * copy first (a config edited, packages installed), then its `docusaurus.config.js` is built (no
 * crawl) into the copy's `build/`, with `logger` (default: silent). A copy that fails to build is removed.
 */
export async function buildDocusaurusCopy(fixtureDir: string, prefix: string, options: { logger?: Logger; prepare?: (root: string) => Promise<void> } = {}): Promise<DocusaurusCopy> {
  const root = await copyDocusaurusSite(fixtureDir, prefix);
  const out = path.join(root, 'build');
  // Imported here: a test that only copies a site never loads the build.
  const { build } = await import('../../src/build.js');
  const { silentLogger } = await import('../../src/util/log.js');
  const rebuild = async () => void (await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: options.logger ?? silentLogger, crawl: false }));
  try {
    await options.prepare?.(root);
    await rebuild();
  } catch (error) {
    // The copy is no test's to remove yet.
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return { root, out, rebuild };
}

/**
 * A test file's one built copy of a Docusaurus-layout fixture (buildDocusaurusCopy): built before
 * the file's tests, removed after them. `warnings` collects every build's warnings, in order;
 * `built(file)` reads a file of the output.
 */
export function useBuiltDocusaurusSite(fixtureDir: string, prefix: string): DocusaurusCopy & { warnings: string[]; infos: string[]; built(file: string): Promise<string> } {
  const warnings: string[] = [];
  const infos: string[] = [];
  let copy: DocusaurusCopy | undefined;
  const made = () => {
    if (!copy) throw new Error(`${fixtureDir} is not built yet (useBuiltDocusaurusSite builds it in beforeAll)`);
    return copy;
  };
  beforeAll(async () => {
    copy = await buildDocusaurusCopy(fixtureDir, prefix, { logger: { info: (message) => void infos.push(message), warn: (message) => void warnings.push(message) } });
  }, 180_000);
  afterAll(async () => {
    if (copy) await rm(copy.root, { recursive: true, force: true });
  });
  return {
    get root() {
      return made().root;
    },
    get out() {
      return made().out;
    },
    rebuild: () => made().rebuild(),
    warnings,
    infos,
    built: (file) => readFile(path.join(made().out, file), 'utf8'),
  };
}

/**
 * For a test file that loads or builds a fixture in place: a copy of the fixture folder `fixture`
 * (copyFixtureFolder), made when first asked for and removed after the file's tests. Call it at the
 * file's top level (or in a describe); the function it returns gives the copy's folder.
 */
export function useFixtureCopy(fixture: string): () => Promise<string> {
  let copy: Promise<{ dir: string; root: string }> | undefined;
  afterAll(async () => {
    const made = await copy?.catch(() => undefined);
    if (made) await rm(made.dir, { recursive: true, force: true });
  });
  return async () => (await (copy ??= copyFixtureFolder(fixture, `docsgen-${path.basename(fixture)}-copy-`))).root;
}

/** useFixtureCopy for the fixtures in the folder `fixtures` (test/fixtures/sites): the function it returns gives the copy of the one named, made when first asked for. */
export function useFixtureCopies(fixtures: string): (name: string) => Promise<string> {
  const copies = new Map<string, Promise<{ dir: string; root: string }>>();
  afterAll(async () => {
    const made = await Promise.all([...copies.values()].map((copy) => copy.catch(() => undefined)));
    copies.clear();
    await Promise.all(made.map((copy) => copy && rm(copy.dir, { recursive: true, force: true })));
  });
  return async (name) => {
    let copy = copies.get(name);
    if (!copy) copies.set(name, (copy = copyFixtureFolder(path.join(fixtures, name), `docsgen-${name}-copy-`)));
    return (await copy).root;
  };
}
