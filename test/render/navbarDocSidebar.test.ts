import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';
import { expectBuildFailure } from '../helpers/cli.js';

/**
 * A navbar item `{ type: 'docSidebar', sidebarId }` naming a sidebar that does not exist fails the
 * build, as Docusaurus's does, naming the config file and line, the id, and the sidebars there are
 * (test/fixtures/sites/docusaurus-swizzles, its navbar's `sidebarId: 'docs'` changed).
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-swizzles/', import.meta.url));
let root: string;
let line: number;

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-navbar-sidebar-');
  const config = path.join(root, 'docusaurus.config.js');
  const text = (await readFile(config, 'utf8')).replace("sidebarId: 'docs'", "sidebarId: 'guides'");
  await writeFile(config, text);
  // The line of the navbar item, wherever the fixture's config has it.
  line = text.slice(0, text.indexOf("sidebarId: 'guides'")).split('\n').length;
  // Its swizzle docsgen cannot honour, and its unclosed highlight-start, would be warnings before the error.
  await rm(path.join(root, 'src/theme/CodeBlock'), { recursive: true });
  const timetable = path.join(root, 'docs/timetable.mdx');
  await writeFile(timetable, (await readFile(timetable, 'utf8')).replace('// highlight-start\n', ''));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("navbar item of type 'docSidebar'", () => {
  it('naming a sidebar that does not exist fails the build: config file and line, the id, the sidebars that exist', async () => {
    const message = await expectBuildFailure(path.join(root, 'docusaurus.config.js'), path.join(root, 'build'), [
      `docusaurus.config.js:${line}: navbar item of type 'docSidebar' names the sidebar "guides", which does not exist; the sidebars of the docs are "docs"`,
    ]);
    expect(message).not.toMatch(/\n\s+at /);
  }, 120_000);
});
