import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue #25's acceptance: create-docusaurus's classic-typescript template (fetched from the npm
 * registry by scripts/fetch-create-docusaurus.mjs, never committed), unchanged, beside only its
 * small runtime packages (clsx, prism-react-renderer, react, react-dom; no @docusaurus/*), built
 * with a plain `docsgen build`; then `docsgen docs:version 1.0` and a rebuild.
 * The expected titles are read from the template's own files, so this file holds none of its text.
 */
const run = promisify(execFile);
const bin = fileURLToPath(new URL('../../bin/docsgen', import.meta.url));
const fetchScript = fileURLToPath(new URL('../../scripts/fetch-create-docusaurus.mjs', import.meta.url));

let root: string;
let out: string;
let firstBuild: string;

/** The HTML file a route is written to (docsgen writes route.html, or route/index.html). */
async function routeFile(route: string): Promise<string> {
  const base = path.join(out, route.replace(/^\/|\/$/g, ''));
  for (const candidate of [`${base}.html`, path.join(base, 'index.html')]) {
    if (await stat(candidate).then((s) => s.isFile(), () => false)) return candidate;
  }
  throw new Error(`no page built for ${route}`);
}
const html = async (route: string) => readFile(await routeFile(route), 'utf8');
const text = (markup: string) => markup.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const source = (file: string) => readFile(path.join(root, file), 'utf8');
const docsgen = async (...args: string[]) => {
  const result = await run(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
  return result.stdout + result.stderr;
};

beforeAll(async () => {
  // Fetched once into node_modules/.cache (npm test fetches it up front through ensure-test-tools).
  const templates = execFileSync(process.execPath, [fetchScript], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const modules = path.join(templates, '..', '..', 'deps', 'node_modules');
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-create-docusaurus-'));
  // What `create-docusaurus my-site classic --typescript` lays down: shared, then the variant over it.
  await cp(path.join(templates, 'shared'), root, { recursive: true });
  await cp(path.join(templates, 'classic-typescript'), root, { recursive: true });
  await rename(path.join(root, 'gitignore'), path.join(root, '.gitignore'));
  // The packages one by one, so what docsgen writes in node_modules/.cache stays in this site.
  await mkdir(path.join(root, 'node_modules'));
  for (const name of await readdir(modules)) await symlink(path.join(modules, name), path.join(root, 'node_modules', name), 'dir');
  out = path.join(root, 'build');
  firstBuild = await docsgen('build');
}, 240_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the create-docusaurus classic-typescript template, unchanged', () => {
  it('builds with no @docusaurus/* package installed', async () => {
    await expect(stat(path.join(root, 'node_modules', '@docusaurus'))).rejects.toThrow();
    expect(firstBuild).toMatch(/build complete/);
  });

  it('builds the docs: the intro, every tutorial page and the category index pages', async () => {
    const intro = await html('/docs/intro');
    expect(intro).toMatch(/<h1[^>]*>[^<]*Tutorial Intro/);
    for (const page of ['create-a-document', 'create-a-page', 'markdown-features', 'deploy-your-site', 'congratulations', 'create-a-blog-post']) {
      expect(await html(`/docs/tutorial-basics/${page}`)).toMatch(/<article/);
    }
    expect(await html('/docs/tutorial-extras/manage-docs-versions')).toMatch(/<article/);
    // Docusaurus slugs a generated index from the category label ("Tutorial - Basics").
    expect(await html('/docs/category/tutorial---basics')).toMatch(/href="\/docs\/tutorial-basics\/create-a-page"/);
  });

  it('builds /markdown-page from src/pages/markdown-page.mdx', async () => {
    const page = await html('/markdown-page');
    const heading = /^# (.+)$/m.exec(await source('src/pages/markdown-page.mdx'))![1]!;
    expect(text(page)).toContain(heading);
  });

  it('builds the React home page from src/pages/index.tsx: the hero and three feature columns with their SVGs', async () => {
    const page = await html('/');
    const config = await source('docusaurus.config.ts');
    const title = /^\s{2}title: '([^']+)'/m.exec(config)![1]!;
    const tagline = /^\s{2}tagline: '([^']+)'/m.exec(config)![1]!;
    const hero = /<header class="hero hero--primary[^"]*"[\s\S]*?<\/header>/.exec(page)?.[0];
    expect(hero, 'the hero header').toBeDefined();
    expect(hero).toMatch(new RegExp(`<h1[^>]*class="hero__title"[^>]*>${title}</h1>`));
    expect(hero).toContain(`<p class="hero__subtitle">${tagline}</p>`);
    expect(hero).toMatch(/<a[^>]*class="button button--secondary button--lg"[^>]*href="\/docs\/intro"|<a[^>]*href="\/docs\/intro"[^>]*class="button button--secondary button--lg"/);
    const features = [...(await source('src/components/HomepageFeatures/index.tsx')).matchAll(/title: '([^']+)'/g)].map((m) => m[1]!);
    expect(features).toHaveLength(3);
    const columns = page.split(/<div class="col col--4">/).slice(1);
    expect(columns).toHaveLength(3);
    columns.forEach((column, i) => {
      expect(column).toMatch(/^<div class="text--center"><svg[^>]*role="img"/);
      expect(text(column)).toContain(features[i]);
    });
    // The page's CSS modules and Infima reach the page.
    const css = await readFile(path.join(out, /<link rel="stylesheet" href="\/([^"]+)"/.exec(page)![1]!), 'utf8');
    expect(css).toMatch(/:where\(\.react-page\) \.hero--primary\{/);
    expect(css).toMatch(/\.col--4\{/);
    expect(css).toMatch(/index-module_heroBanner_\w+\{/);
    // Its code has no state or event handlers: it ships no JavaScript of its own.
    expect(page).not.toContain('<docsgen-island');
  });

  it('builds the blog: a truncated list, /blog/welcome, tag pages, authors, rss.xml and atom.xml', async () => {
    const list = await html('/blog');
    // The long post stops at its truncate marker, with a link to read the rest.
    const long = await source('blog/2019-05-29-long-blog-post.mdx');
    const afterTruncate = long.split('{/* truncate */}')[1]!.trim().split('\n')[0]!.slice(0, 40);
    expect(list).toContain('href="/blog/long-blog-post"');
    expect(list).not.toContain(afterTruncate);
    expect(list).toMatch(/Read more/i);
    expect(await html('/blog/long-blog-post')).toContain(afterTruncate);

    expect(text(await html('/blog/welcome'))).toMatch(/<h1|Welcome/);
    for (const tag of ['docusaurus', 'facebook', 'hello', 'hola']) expect(await html(`/blog/tags/${tag}`)).toContain('href="/blog/welcome"');
    expect(await html('/blog/tags')).toContain('href="/blog/tags/docusaurus"');
    expect(await html('/blog/authors')).toContain('href="/blog/authors/yangshun"');
    expect(await html('/blog/authors/yangshun')).toContain('href="/blog/long-blog-post"');
    expect(await html('/blog/authors/all-sebastien-lorber-articles')).toContain('href="/blog/welcome"');

    const rss = await readFile(path.join(out, 'blog', 'rss.xml'), 'utf8');
    const atom = await readFile(path.join(out, 'blog', 'atom.xml'), 'utf8');
    expect(rss).toMatch(/<rss[^>]*version="2.0"/);
    expect(rss).toContain('https://your-docusaurus-site.example.com/blog/welcome');
    expect(atom).toMatch(/<feed[^>]*xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(atom).toContain('https://your-docusaurus-site.example.com/blog/welcome');
  });

  it("colours code with the config's prism themes (prism-react-renderer's github and dracula, installed beside it): no prism warning", async () => {
    expect(firstBuild).not.toMatch(/themeConfig\.prism/);
    const css = (await readdir(path.join(out, 'assets'))).filter((file) => file.endsWith('.css'));
    const all = (await Promise.all(css.map((file) => readFile(path.join(out, 'assets', file), 'utf8')))).join('\n').toLowerCase();
    // The github theme's plain text colour, and dracula's background.
    expect(all).toMatch(/--dg-code-text:\s*#393a34/);
    expect(all).toMatch(/--dg-code-bg:\s*#282a36/);
  });

  it('warns about nothing: every key of the unchanged config is honoured', () => {
    expect(firstBuild).not.toMatch(/warning/i);
  });
});

describe('the template after `docsgen docs:version 1.0`', () => {
  let versionRun: string;
  let secondBuild: string;
  beforeAll(async () => {
    versionRun = await docsgen('docs:version', '1.0');
    secondBuild = await docsgen('build');
  }, 240_000);

  it('snapshots the docs and sidebars as Docusaurus lays them out', async () => {
    expect(versionRun).toMatch(/version 1\.0/);
    expect(JSON.parse(await source('versions.json'))).toEqual(['1.0']);
    expect(await source('versioned_docs/version-1.0/intro.mdx')).toBe(await source('docs/intro.mdx'));
    expect(await stat(path.join(root, 'versioned_sidebars', 'version-1.0-sidebars.json'))).toBeTruthy();
    expect(secondBuild).toMatch(/build complete/);
  });

  it('serves the current docs at /docs/next/… with the unreleased banner, and 1.0 at /docs/…', async () => {
    const next = await html('/docs/next/intro');
    expect(next).toMatch(/<h1[^>]*>[^<]*Tutorial Intro/);
    expect(text(next)).toMatch(/a version not released yet/);
    expect(next).toMatch(/href="\/docs\/intro"/);
    const last = await html('/docs/intro');
    expect(last).toMatch(/<h1[^>]*>[^<]*Tutorial Intro/);
    expect(text(last)).not.toMatch(/not released yet/);
    expect(await html('/docs/next/tutorial-basics/create-a-page')).toMatch(/<article/);
    expect(await html('/docs/tutorial-basics/create-a-page')).toMatch(/<article/);
  });
});
