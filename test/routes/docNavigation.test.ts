import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/loadConfig.js';
import { buildRoutes } from '../../src/routes/buildRoutes.js';
import { pageSources } from '../../src/routes/pageSources.js';
import type { RouteTable } from '../../src/routes/types.js';
import { loadTestContent } from '../helpers/loadTestContent.js';

/**
 * Docusaurus's navigation front matter: displayed_sidebar, pagination_next / pagination_prev (a
 * doc id or null), pagination_label; and the docs' `breadcrumbs: false`.
 */
const PAGES: Record<string, string> = {
  'a.md': '# A\n',
  'b.md': '---\npagination_prev: null\npagination_next: y\npagination_label: Bee\n---\n\n# B\n',
  'c.md': '# C\n',
  'hidden.md': '---\ndisplayed_sidebar: null\n---\n\n# Hidden\n',
  'x.md': '# X\n',
  'y.md': '---\ndisplayed_sidebar: guide\n---\n\n# Y\n',
  'z.md': '# Z\n',
  'orphan.md': '---\ndisplayed_sidebar: api\n---\n\n# Orphan\n',
};

let dir: string;
async function build(pages: Record<string, string>, docs: Record<string, unknown> = {}): Promise<RouteTable> {
  const root = await mkdtemp(path.join(dir, 'site-'));
  await mkdir(path.join(root, 'content', 'docs'), { recursive: true });
  for (const [name, text] of Object.entries(pages)) await writeFile(path.join(root, 'content', 'docs', name), text);
  const config = validateConfig(
    { title: 'T', url: 'https://t.example', docs: { mainDocId: 'a', ...docs }, sidebars: { guide: ['a', 'b', 'c', 'hidden'], api: ['x', 'y', 'z'] } },
    path.join(root, 'site.config.ts'),
  );
  const content = await loadTestContent(config);
  return buildRoutes(content, config, pageSources(config));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-doc-nav-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('navigation front matter', () => {
  let table: RouteTable;
  const route = (p: string) => table.routes.find((r) => r.path === p)!;
  beforeAll(async () => {
    table = await build(PAGES);
  });

  it('pagination_next names a doc by id (its pagination_label or sidebar label); null hides a link', () => {
    expect(route('/docs/b').prev).toBeUndefined();
    expect(route('/docs/b').next).toEqual({ label: 'Y', href: '/docs/y' });
    expect(route('/docs/b').sidebarId).toBe('guide');
  });

  it("pagination_label is the doc's label in its neighbours' previous/next links", () => {
    expect(route('/docs/a').next).toEqual({ label: 'Bee', href: '/docs/b' });
    expect(route('/docs/c').prev).toEqual({ label: 'Bee', href: '/docs/b' });
  });

  it('displayed_sidebar: a doc of another sidebar shows the named one, without neighbours there; a doc in no sidebar shows it too', () => {
    expect(route('/docs/y')).toMatchObject({ sidebarId: 'guide', breadcrumbs: [] });
    expect(route('/docs/y').prev).toBeUndefined();
    expect(route('/docs/y').next).toBeUndefined();
    expect(route('/docs/orphan')).toMatchObject({ sidebarId: 'api', breadcrumbs: [] });
    // The sidebar it is in still links it, with its neighbours.
    expect(route('/docs/x').next).toEqual({ label: 'Y', href: '/docs/y' });
  });

  it('displayed_sidebar: null shows no sidebar, and no sidebar neighbours', () => {
    const hidden = route('/docs/hidden');
    expect(hidden.sidebarId).toBeUndefined();
    expect(hidden.prev).toBeUndefined();
    expect(hidden.breadcrumbs).toBeUndefined();
    expect(route('/docs/c').next).toEqual({ label: 'Hidden', href: '/docs/hidden' });
  });

  it('breadcrumbs are there by default; docs.breadcrumbs: false leaves them out', async () => {
    expect(route('/docs/a').breadcrumbs).toEqual([]);
    const without = await build(PAGES, { breadcrumbs: false });
    for (const r of without.routes.filter((r) => r.kind === 'doc')) expect(r.breadcrumbs, r.path).toBeUndefined();
    expect(without.routes.find((r) => r.path === '/docs/a')!.next).toEqual({ label: 'Bee', href: '/docs/b' });
  });
});

describe('bad navigation front matter is an error naming file:line', () => {
  it('a displayed_sidebar that is no sidebar', async () => {
    await expect(build({ ...PAGES, 'z.md': '---\ntitle: Z\ndisplayed_sidebar: apii\n---\n' })).rejects.toThrow(/content\/docs\/z\.md:3:1: front matter `displayed_sidebar` names the sidebar "apii", which does not exist \(its sidebars: guide, api\)/);
  });

  it('a pagination_prev that is no doc id', async () => {
    await expect(build({ ...PAGES, 'z.md': '---\npagination_prev: nope\n---\n\n# Z\n' })).rejects.toThrow(/content\/docs\/z\.md:2:1: front matter `pagination_prev` names the doc id "nope", which is not a doc of this docs version/);
  });
});
