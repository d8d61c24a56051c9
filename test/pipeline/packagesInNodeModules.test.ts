import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';
import { writePackage } from '../helpers/writePackage.js';

/**
 * What the config takes from a package is code as well as values: a remark plugin of the config's
 * `markdown.remarkPlugins` shapes every page. An install that upgrades it changes node_modules only
 * (and the package manager's record of what is installed there): a build with the cache kept must
 * process the pages with the new code, as a first build would. The copy of the basic fixture has
 * its own remark-lantern (a stand-in package) and npm's record of it (node_modules/.package-lock.json).
 * The builds run the CLI (dist/, see test/ensureDistSetup.ts).
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/basic/', import.meta.url));
let root: string;
let pkg: string;

// The plugin adds a paragraph to every page, naming its version. As in a real package, the
// function the config imports stays the same text from one version to the next: the change is in
// a module it requires (the content cache keys a plugin by its function's text, see pluginListsKey).
const plugin = `const { paragraph } = require('./lib/paragraph.js');\nmodule.exports = function remarkLantern() {\n  return (tree) => {\n    tree.children.push(paragraph());\n  };\n};\n`;
const lib = (version: string) => `exports.paragraph = () => ({ type: 'paragraph', children: [{ type: 'text', value: 'lantern ${version} lit' }] });\n`;
// What npm writes into node_modules/.package-lock.json as it installs (the hidden lockfile).
const npmRecord = (version: string) =>
  JSON.stringify({ name: 'site', version: '1.0.0', lockfileVersion: 3, requires: true, packages: { 'node_modules/remark-lantern': { version, resolved: `https://registry.example/remark-lantern/-/remark-lantern-${version}.tgz`, integrity: `sha512-${version}` } } }, null, 2);
const install = async (version: string) => {
  pkg = writePackage(root, 'remark-lantern', { 'index.js': plugin, 'lib/paragraph.js': lib(version) }, { version });
  // The copy's node_modules links to the repo's entries, its .package-lock.json among them: the link
  // is replaced by a file of the copy's own (writing through it would change the repo's).
  const record = path.join(root, 'node_modules', '.package-lock.json');
  await rm(record, { force: true });
  await writeFile(record, npmRecord(version));
};
// Each build in a process of its own, as a user's: a package a process imported stays as it loaded.
const run = async () => {
  const { code, stdout, stderr } = await runCli(['build', '--config', path.join(root, 'site.config.ts'), '--out', path.join(root, 'build'), '--no-crawl'], 120_000);
  expect(code, `${stdout}\n${stderr}`).toBe(0);
  return stdout + stderr;
};
const page = () => readFile(path.join(root, 'build', 'docs', 'intro.html'), 'utf8');

beforeAll(async () => {
  let source: string;
  ({ root, configSource: source } = await copyFixtureSite(fixture, 'docsgen-remark-package-'));
  await install('1.0.0');
  const written = source.replace("footer: { copyright: '© 2025 Fixture' },", "footer: { copyright: '© 2025 Fixture' },\n  markdown: { remarkPlugins: [remarkLantern] },");
  expect(written).not.toBe(source);
  await writeFile(path.join(root, 'site.config.ts'), `import remarkLantern from 'remark-lantern';\n${written}`);
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a remark plugin upgraded inside node_modules only', { timeout: 240_000 }, () => {
  it('is picked up by the next build with the cache kept: the pages are processed with its new code', async () => {
    await run();
    expect(await page()).toContain('lantern 1.0.0 lit');
    // Nothing changed: the build is up to date.
    expect(await run()).toMatch(/up to date/);
    // `npm install remark-lantern@1.1.0`: the package's files and npm's record of it change, the site's files do not.
    await install('1.1.0');
    expect(await run()).not.toMatch(/up to date/);
    const after = await page();
    expect(after).toContain('lantern 1.1.0 lit');
    expect(after).not.toContain('lantern 1.0.0 lit');
  });
});
