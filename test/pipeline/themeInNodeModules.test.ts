import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';
import { writePackage } from '../helpers/writePackage.js';

/**
 * A theme the config takes from a package changes inside node_modules only (an upgrade, a patch):
 * a build with the cache kept must colour code with the new theme, though no file of the site
 * changed. The copy of the basic fixture has its own prism-react-renderer (a stand-in package).
 * The builds run the CLI (dist/, see test/ensureDistSetup.ts).
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/basic/', import.meta.url));
let root: string;
let pkg: string;

const theme = (styles: unknown[]) => `exports.themes = { github: ${JSON.stringify({ plain: { color: '#393a34', backgroundColor: '#f6f8fa' }, styles })} };\n`;
// Each build in a process of its own, as a user's: a package a process imported stays as it loaded.
const run = async () => {
  const { code, stdout, stderr } = await runCli(['build', '--config', path.join(root, 'site.config.ts'), '--out', path.join(root, 'build'), '--no-crawl'], 120_000);
  expect(code, `${stdout}\n${stderr}`).toBe(0);
  return stdout + stderr;
};
const page = () => readFile(path.join(root, 'build', 'docs', 'code.html'), 'utf8');

beforeAll(async () => {
  let source: string;
  ({ root, configSource: source } = await copyFixtureSite(fixture, 'docsgen-theme-package-'));
  // The copy's node_modules links to docsgen's prism-react-renderer: the stand-in replaces the link.
  pkg = writePackage(root, 'prism-react-renderer', { 'index.js': theme([{ types: ['keyword'], style: { color: '#00009f' } }]) }, { version: '2.0.0' });
  await writeFile(path.join(root, 'content', 'docs', 'code.md'), '# Code\n\n```js\nconst f = (a) => a;\n```\n');
  await writeFile(
    path.join(root, 'site.config.ts'),
    `import { themes } from 'prism-react-renderer';\n${source.replace("footer: { copyright: '© 2025 Fixture' },", "footer: { copyright: '© 2025 Fixture' },\n  theme: { prism: { theme: themes.github } },")}`,
  );
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a Prism theme changed inside node_modules only', { timeout: 120_000 }, () => {
  it('is picked up by the next build with the cache kept: the pages are coloured with it', async () => {
    await run();
    const before = await page();
    // The theme colours keywords only: the arrow and the parentheses are plain text.
    expect(before).toContain('<span class="l0">const</span> f = (a) =&gt; a;');
    // An upgrade colours operators and punctuation too.
    await writeFile(path.join(pkg, 'index.js'), theme([{ types: ['keyword'], style: { color: '#00009f' } }, { types: ['operator', 'punctuation'], style: { color: '#393a34aa' } }]));
    expect(await run()).not.toMatch(/up to date/);
    const after = await page();
    expect(after).not.toBe(before);
    expect(after).toContain('<span class="l0">const</span> f <span class="l1">= (</span>a<span class="l1">) =&gt;</span> a');
  });
});
