import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * A build where one page changed runs the page step in a worker and takes the client bundle from
 * the cache: the main thread must not load the Markdown and MDX pipeline, the highlighter or the
 * CSS tools when it loads the build's modules (loading them cost about 0.3 s CPU a build). The
 * compiled pipeline module (dist/generateSite-*.js) is imported in a fresh Node with a resolve hook
 * that records every module.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** `worker`: the file is a worker's entry, which throws once its imports are loaded (no parent port outside a worker). */
async function modulesLoadedBy(file: string, worker = false): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-imports-'));
  const record = path.join(dir, 'imports.txt');
  try {
    await run(process.execPath, ['--import', pathToFileURL(path.join(root, 'test/fixtures/pipeline-imports/register.mjs')).href, '--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(file).href)})${worker ? '.catch(() => undefined)' : ''};`], {
      env: { ...process.env, RECORD_IMPORTS: record, NODE_ENV: 'production' },
    });
    return (await readFile(record, 'utf8')).split('\n').filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const packageOf = (url: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];

/**
 * The packages the recorded modules are or hold: a package's own file, or a compiled dist/ file,
 * whose source map names the packages bundled into it.
 */
async function packagesIn(urls: string[]): Promise<Set<string>> {
  const packages = new Set<string>();
  for (const url of urls) {
    const own = packageOf(url);
    if (own) packages.add(own);
    else if (url.startsWith(pathToFileURL(path.join(root, 'dist')).href) && url.endsWith('.js')) {
      const map = JSON.parse(await readFile(`${fileURLToPath(url)}.map`, 'utf8')) as { sources: string[] };
      for (const source of map.sources) {
        const bundled = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
        if (bundled) packages.add(bundled);
      }
    }
  }
  return packages;
}

/** docsgen's own source files compiled into the recorded dist/ files (their source maps name them). */
async function docsgenSourcesIn(urls: string[]): Promise<string[]> {
  const sources: string[] = [];
  for (const url of urls) {
    if (!url.startsWith(pathToFileURL(path.join(root, 'dist')).href) || !url.endsWith('.js')) continue;
    const map = JSON.parse(await readFile(`${fileURLToPath(url)}.map`, 'utf8')) as { sources: string[] };
    sources.push(...map.sources.filter((source) => !source.includes('node_modules/')).map((source) => source.replace(/^(\.\.\/)+/, '')));
  }
  return sources;
}

describe('the build pipeline module', () => {
  it('loads no Markdown, MDX, highlighting or CSS package in the main thread', async () => {
    const pipeline = (await readdir(path.join(root, 'dist'))).find((name) => /^generateSite-[A-Z0-9]+\.js$/.test(name));
    expect(pipeline).toBeDefined();
    const packages = await packagesIn(await modulesLoadedBy(path.join(root, 'dist', pipeline!)));
    // The hook saw the pipeline's own packages (the check would pass on an empty list otherwise).
    // (esbuild is loaded only when something is compiled, since 8d3c376; the config schema's zod always is.)
    expect(packages).toContain('zod');
    const pageStepOnly = ['unified', 'remark-parse', 'remark-gfm', 'remark-rehype', 'micromark', 'mdast-util-to-hast', '@mdx-js/mdx', 'refractor', 'hast-util-to-html', 'postcss'];
    expect(pageStepOnly.filter((name) => packages.has(name))).toEqual([]);
  });

  it("the page worker loads no config loader (its schema's zod: some 200 modules) until a site's own plugins need it", async () => {
    const packages = await packagesIn(await modulesLoadedBy(path.join(root, 'dist', 'pageWorker.js'), true));
    // The worker's own pipeline is there (the check would pass on an empty list otherwise).
    expect(packages).toContain('remark-parse');
    expect(packages.has('zod')).toBe(false);
  });

  it('the page worker loads no theme compiler, highlighter or HTML parser until a page needs one', async () => {
    const packages = await packagesIn(await modulesLoadedBy(path.join(root, 'dist', 'pageWorker.js'), true));
    expect(packages).toContain('remark-parse');
    // The theme compiler (the main thread compiles the theme; workers import it), the grammars
    // (a page with a code block in a language), raw HTML's parser (a page that has raw HTML: a `<` in code is none).
    const onDemand = ['esbuild', 'lightningcss', 'refractor', 'rehype-raw', 'hast-util-raw', 'parse5'];
    expect(onDemand.filter((name) => packages.has(name))).toEqual([]);
  });

  it("the page worker loads none of the theme's translation tables (17 languages, some 120 kB): the main thread reads a locale's words into the config", async () => {
    const sources = await docsgenSourcesIn(await modulesLoadedBy(path.join(root, 'dist', 'pageWorker.js'), true));
    // The worker's own modules are there (the check would pass on an empty list otherwise).
    expect(sources).toContain('src/content/processPage.ts');
    expect(sources.filter((source) => source.startsWith('src/config/themeTranslations/'))).toEqual([]);
  });

  it("the page worker's render run (the page frame's module, loaded with its first render run) loads no theme compiler", async () => {
    const rendering = (await readdir(path.join(root, 'dist'))).find((name) => /^startRendering-[A-Z0-9]+\.js$/.test(name));
    expect(rendering).toBeDefined();
    const urls = await modulesLoadedBy(path.join(root, 'dist', rendering!));
    const packages = await packagesIn(urls);
    // Its own modules are there (the check would pass on an empty list otherwise).
    expect(urls.some((url) => url.endsWith(`/dist/${rendering}`))).toBe(true);
    expect(['esbuild', 'lightningcss'].filter((name) => packages.has(name))).toEqual([]);
  });
});
