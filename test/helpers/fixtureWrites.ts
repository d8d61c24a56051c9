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
 * What a run of the tests may leave in test/fixtures. By design: the gate sites, which the CLI
 * tests build in place (their shared client bundles, test/helpers/siteCopy.ts
 * shareFixtureClientBundles), and the pictures generated into them (test/helpers/cli.ts ensurePhoto,
 * gates/messages' corrupt image). The others are caches of tests that load or build a fixture in
 * place (the site's config compiled into its node_modules/.cache, a build's caches), listed as a
 * full run of the suite at be131ada left them, less those whose tests now use copies (configs/*,
 * sites/mdx, bad-directive, docusaurus-migration, locale-warnings, basic,
 * docusaurus-i18n, raw-html, home-page, minimal-config, minimal-theme, base-path): each goes when its tests use
 * copies (useFixtureCopy, buildFixtureCopy, copyFixtureSite). Anything else a test writes into
 * test/fixtures fails the run (test/globalSetup.ts).
 */
const ALLOWED = [
  /^!! test\/fixtures\/gate-sites\/[^/]+\/node_modules\/$/,
  /^!! test\/fixtures\/gate-sites\/(?:broken-references|corrupt-image)\/content(?:-fixed)?\/assets\/$/,
  /^!! test\/fixtures\/sites\/(?:docusaurus-layout|docusaurus-preset-sass|duplicate-route|versioned)\/node_modules\/$/,
];

/** The lines of `after` that were not in `before` and that no test may leave (see ALLOWED). */
export function newFixtureWrites(before: readonly string[], after: readonly string[]): string[] {
  const known = new Set(before);
  return after.filter((line) => !known.has(line) && !ALLOWED.some((allowed) => allowed.test(line)));
}
