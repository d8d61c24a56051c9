import { appendFile, copyFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { hashTree } from '../helpers/cli.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * A build keeps each page's finished result (body HTML, search sections, emitted images) in the
 * content cache: a page whose inputs did not change needs no page worker, and the output is the
 * same as a build from scratch. A page whose image changed goes through the page step again.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/base-path/', import.meta.url));
let root: string;

beforeAll(async () => {
  ({ root } = await copyFixtureSite(fixture, 'docsgen-incremental-', { themeDir: 'templates' }));
});

afterAll(() => rm(root, { recursive: true, force: true }));

async function buildLogged(out: string, cache = true): Promise<string> {
  const lines: string[] = [];
  const logger: Logger = { info: (message) => lines.push(message), warn: (message) => lines.push(`warn ${message}`) };
  await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, out), logger, crawl: false, cache });
  return lines.join('\n');
}

async function expectSameTree(a: string, b: string): Promise<void> {
  const [left, right] = await Promise.all([hashTree(path.join(root, a)), hashTree(path.join(root, b))]);
  expect(left.size).toBeGreaterThan(10);
  expect([...left].filter(([file, hash]) => right.get(file) !== hash).map(([file]) => file)).toEqual([]);
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
}

describe('a build after a change, with the cache kept', { timeout: 180_000 }, () => {
  it('takes unchanged pages whole from the cache, runs only what changed, and writes what a build from scratch writes', async () => {
    expect(await buildLogged('build')).toMatch(/4 pages in \d page workers? \(4 processed, 0 from the cache\)/);

    await appendFile(path.join(root, 'content/docs/guide/usage.md'), '\nOne more line about usage.\n');
    expect(await buildLogged('build')).toMatch(/4 pages in 1 page worker \(1 processed, 3 from the cache\)/);
    await buildLogged('scratch-1', false);
    await expectSameTree('build', 'scratch-1');

    // A static file changed: a build runs, yet no page needs a worker.
    await writeFile(path.join(root, 'content/static/extra.txt'), 'new');
    const noPage = await buildLogged('build');
    expect(noPage).toMatch(/4 pages \(0 processed, 4 from the cache\)/);
    expect(noPage).not.toMatch(/page workers/);

    // The image the setup page shows changed: that page goes through the page step again (from
    // its cached tree), and the new image is in the output.
    const before = await hashTree(path.join(root, 'build'));
    await copyFile(path.join(root, 'content/static/img/pic.png'), path.join(root, 'content/docs/guide/photo.png'));
    expect(await buildLogged('build')).toMatch(/4 pages in 1 page worker \(0 processed, 4 from the cache\)/);
    const after = await hashTree(path.join(root, 'build'));
    expect([...after.keys()].filter((file) => file.startsWith('assets/img/') && !before.has(file)).length).toBeGreaterThan(0);
    await buildLogged('scratch-2', false);
    await expectSameTree('build', 'scratch-2');

    // A page's front matter changed (its title: its search shard, and the sidebar of every page):
    // the front matter, client bundle and search shards the cache kept give what a build from scratch gives.
    const usage = path.join(root, 'content/docs/guide/usage.md');
    const source = await readFile(usage, 'utf8');
    // (the fixture's page has no front matter of its own)
    await writeFile(usage, `---\ntitle: Usage, retitled\n---\n\n${source}`);
    await buildLogged('build');
    await buildLogged('scratch-3', false);
    await expectSameTree('build', 'scratch-3');
    expect(await readFile(path.join(root, 'build', 'docs', 'guide', 'usage.html'), 'utf8')).toContain('Usage, retitled');
    // The new title is in the sidebar every other page loads too.
    const sidebarFile = /sidebar-docs-[0-9a-f]+\.json/.exec(await readFile(path.join(root, 'build', 'docs', 'intro.html'), 'utf8'))?.[0];
    expect(await readFile(path.join(root, 'build', '__data', sidebarFile ?? 'no sidebar file named'), 'utf8')).toContain('Usage, retitled');

    // A page renamed, then deleted: the output is a build from scratch's each time.
    const extras = path.join(root, 'content/docs/guide/extras.mdx');
    const renamed = path.join(root, 'content/docs/guide/more-extras.mdx');
    await rename(extras, renamed);
    await buildLogged('build');
    await buildLogged('scratch-4', false);
    await expectSameTree('build', 'scratch-4');
    await rm(renamed);
    await buildLogged('build');
    await buildLogged('scratch-5', false);
    await expectSameTree('build', 'scratch-5');

    // A page other pages link to removed: the build with the cache fails as one from scratch does,
    // and the output stays as it was.
    const setup = path.join(root, 'content/docs/guide/setup.md');
    const setupSource = await readFile(setup, 'utf8');
    const kept = await hashTree(path.join(root, 'build'));
    await rm(setup);
    await expect(buildLogged('build')).rejects.toThrow(/setup/);
    await expect(buildLogged('scratch-6', false)).rejects.toThrow(/setup/);
    expect(await hashTree(path.join(root, 'build'))).toEqual(kept);
    await writeFile(setup, setupSource);
  });
});
