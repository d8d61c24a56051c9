/**
 * Build gates, end to end: each case runs the real CLI (`node bin/docsgen build`) on a fixture
 * site under test/fixtures/gate-sites/<case>/ and checks the failure contract — exit code 1, one
 * clear message on stderr naming the file (and line), no stack trace — then builds the fixed
 * variant of the same site (`fixed.config.ts`) and expects exit code 0.
 *
 * Cases run concurrently: each uses its own fixture folder (its own cache under node_modules/),
 * and the failing and fixed builds of one fixture run one after the other.
 */
import { chmod, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crawlSite } from '../../src/links/crawlSite.js';
import {
  SITES,
  STACK_LINE,
  buildFixture,
  chmodBlocksReads,
  ensurePhoto,
  expectGateFailure,
  expectSuccess,
  fixtureConfig,
  removeTempDirs,
  runCli,
} from './helpers.js';

afterAll(removeTempDirs);

/** Fails with `site.config.ts` (message holds every fragment), passes with `fixed.config.ts`. */
async function gate(site: string, fragments: (string | RegExp)[]): Promise<string> {
  const failed = await buildFixture(fixtureConfig(site));
  const message = expectGateFailure(failed, fragments);
  expectSuccess(await buildFixture(fixtureConfig(site, 'fixed.config.ts')));
  return message;
}

// Generous timeouts: two cores may be shared with other test files.
describe.concurrent('build gates (CLI)', { timeout: 120_000 }, () => {
  it('malformed YAML front matter: names file:line:column', async () => {
    await gate('malformed-yaml', ['content/docs/intro.md:3:29: malformed YAML front matter']);
  });

  it('front matter with the wrong type: names file:line and the key', async () => {
    await gate('front-matter-type', ['content/docs/intro.md:4: front matter `sidebar_position`', 'expected number']);
  });

  it('a sidebar naming a doc id that does not exist: names the config, the sidebar and the id', async () => {
    await gate('sidebar-unknown-id', ['site.config.ts: sidebars.docs names the doc id "setup", which does not exist', 'install, intro']);
  });

  it('two docs with the same id: names both files', async () => {
    await gate('duplicate-id', ['content/docs/other.md: duplicate doc id "intro"', 'content/docs/intro.md']);
  });

  it('a missing image: names file:line and the image', async () => {
    await ensurePhoto('missing-image', 'content-fixed');
    await gate('missing-image', ['content/docs/intro.md:6:1: image not found: ../assets/missing.png']);
  });

  it('an image that is not an image (a .png holding text): names file:line and the image', async () => {
    await ensurePhoto('not-an-image', 'content-fixed');
    await gate('not-an-image', ['content/docs/intro.md:8:1: not an image: ../assets/fake.png']);
  });

  it('a broken relative .md link: names file:line', async () => {
    await gate('broken-md-link', ['broken Markdown link', 'content/docs/intro.md:6:5: broken Markdown link ./setup.md (no such page)']);
  });

  it('a broken anchor: names file:line, the page and the id', async () => {
    await gate('broken-anchor', [
      'broken anchor',
      'content/docs/intro.md:6:6: broken anchor "how to install" → /docs/guide#install (/docs/guide has no element with id "install")',
    ]);
  });

  it('a broken plain internal link (/docs/nope): names file:line and the target', async () => {
    await gate('broken-link', ['content/docs/intro.md:6:4: broken link "nowhere" → /docs/nope (no page at /docs/nope)']);
  });

  it('an unknown config key: names the config file:line and the key', async () => {
    const message = await gate('unknown-config-key', [`${fixtureConfig('unknown-config-key')}:14: invalid configuration`, 'colour (line 14): Unrecognized key']);
    expect(message).toContain('Hint:');
  });

  it('a config that throws: names the config file:line and the thrown message', async () => {
    await gate('config-throws', [`${fixtureConfig('config-throws')}:2:44: the config threw while loading: PRODUCT_NAME is not set`]);
  });

  it('a syntax error in site.config.ts: names file:line:column', async () => {
    await gate('config-syntax-error', [`${fixtureConfig('config-syntax-error')}:7:3: cannot compile the config`]);
  });

  it('a template that throws while rendering a page: names the page, its source, the error and the template line', async () => {
    await gate('template-throws', [
      'content/docs/intro.md: the theme threw while rendering /docs/intro: DocPage cannot render "Introduction"',
      '(at test/fixtures/gate-sites/template-throws/theme/DocPage.tsx:4:9)',
    ]);
  });

  it('an empty content folder: names the folder', async () => {
    await gate('empty-content', ['content/docs: no Markdown pages found']);
  });

  it('an unreadable page: names the file and why', async () => {
    const secret = path.join(SITES, 'unreadable', 'content', 'docs', 'secret.md');
    const config = fixtureConfig('unreadable');
    await rm(secret, { force: true });
    try {
      if (await chmodBlocksReads()) {
        await writeFile(secret, '---\ntitle: Secret\ndescription: Unreadable.\n---\n\nText.\n');
        await chmod(secret, 0o000);
        expectGateFailure(await buildFixture(config), ['content/docs/secret.md: cannot read file (EACCES: permission denied)']);
      } else {
        // Root reads chmod 000 files: a dangling symlink is the unreadable page instead.
        await symlink('does-not-exist.md', secret);
        expectGateFailure(await buildFixture(config), ['content/docs/secret.md: cannot read file (ENOENT', 'symbolic link to a missing file']);
      }
    } finally {
      await rm(secret, { force: true });
    }
    expectSuccess(await buildFixture(config));
  });

  it('a usage error (unknown option): exit code 2 and the option named, no stack', async () => {
    const result = await runCli(['build', '--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--bogus'");
    expect(result.stderr).not.toMatch(STACK_LINE);
    const help = await runCli(['build', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--config');
  });

  it('--verbose adds the cause and the stack traces (into the config itself)', async () => {
    const result = await buildFixture(fixtureConfig('config-throws'), ['--verbose']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the config threw while loading: PRODUCT_NAME is not set');
    expect(result.stderr).toContain('1. PRODUCT_NAME is not set (via Error)');
    expect(result.stderr).toMatch(STACK_LINE);
    expect(result.stderr).toContain('ConfigError:');
    expect(result.stderr).toMatch(/Caused by: Error: PRODUCT_NAME is not set\n\s+at .*site\.config\.ts:2:44/);
  });

  it('duplicate routes only warn, naming both files; onDuplicateRoutes: throw fails', async () => {
    const warned = await buildFixture(fixtureConfig('duplicate-routes'));
    expectSuccess(warned);
    expect(warned.stderr).toContain("duplicate route found (onDuplicateRoutes: 'warn')");
    expect(warned.stderr).toContain('duplicate route /docs/same: content/docs/a.md and content/docs/b.md');
    expectGateFailure(await buildFixture(fixtureConfig('duplicate-routes', 'throw.config.ts')), [
      "(onDuplicateRoutes: 'throw')",
      'duplicate route /docs/same: content/docs/a.md and content/docs/b.md',
    ]);
  });

  it('the crawl (linkinator) fails on a navbar `to:` that points to a missing page, naming it', async () => {
    // onBrokenLinks: 'warn' lets the build reach the crawl, which must fail on its own.
    const crawled = await buildFixture(fixtureConfig('navbar-missing-page'));
    const message = expectGateFailure(crawled, ['broken link(s) found by the crawler', '/: /docs/changelog answered 404'], { warnings: true });
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toEqual([
      '  - /: /docs/changelog answered 404',
      '  - /docs/intro: /docs/changelog answered 404',
    ]);
    // Without the crawl the same site builds: the crawl is what caught it. Crawled in-process,
    // that output shows each broken link once per page that has it (not the 404 page's own links).
    const uncrawled = await buildFixture(fixtureConfig('navbar-missing-page'), ['--no-crawl']);
    expectSuccess(uncrawled);
    expect(await crawlSite(uncrawled.out)).toEqual([
      { page: '/', url: '/docs/changelog', status: 404 },
      { page: '/docs/intro', url: '/docs/changelog', status: 404 },
    ]);
    // With the default onBrokenLinks: 'throw', the in-memory link gate names the config entry.
    expectGateFailure(await buildFixture(fixtureConfig('navbar-missing-page', 'gate.config.ts')), [
      'gate.config.ts: broken link "Changelog" → /docs/changelog (no page at /docs/changelog)',
    ]);
    expectSuccess(await buildFixture(fixtureConfig('navbar-missing-page', 'fixed.config.ts')));
  });
});
