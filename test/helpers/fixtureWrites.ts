import { execFileSync } from 'node:child_process';

/**
 * What tests left in test/fixtures that git does not hold as it is (`git status --porcelain
 * --ignored`: changed, new and ignored paths), one line each, e.g. `!! test/fixtures/sites/mdx/node_modules/`.
 * Undefined outside a git checkout (nothing to compare with).
 */
export function fixtureChanges(root: string): string[] | undefined {
  try {
    return execFileSync('git', ['status', '--porcelain', '--ignored', '--', 'test/fixtures'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

/**
 * What a run of the tests may leave in test/fixtures, by design: the gate sites, which the CLI
 * tests build in place (their shared client bundles and theme modules, test/helpers/siteCopy.ts
 * shareFixtureBuildCaches, and the builds' caches), and the pictures generated into them
 * (test/helpers/cli.ts ensurePhoto, gates/messages' corrupt image). A test that loads or builds any
 * other fixture uses a copy (useFixtureCopy, copyFixtureForBuild, buildFixtureCopy, copyFixtureSite):
 * docsgen keeps the site's compiled config and its build caches in its node_modules/.cache.
 * Anything else a test writes into test/fixtures fails the run (test/summaryReporter.ts).
 */
const ALLOWED = [
  /^!! test\/fixtures\/gate-sites\/[^/]+\/node_modules\/$/,
  /^!! test\/fixtures\/gate-sites\/(?:broken-references|corrupt-image)\/content(?:-fixed)?\/assets\/$/,
];

/** The lines of `after` that were not in `before` and that no test may leave (see ALLOWED). */
export function newFixtureWrites(before: readonly string[], after: readonly string[]): string[] {
  const known = new Set(before);
  return after.filter((line) => !known.has(line) && !ALLOWED.some((allowed) => allowed.test(line)));
}
