/**
 * Sass stylesheets as docusaurus-plugin-sass gives them under webpack (src/css/sass.ts): a
 * `customCss` .scss file, a component's `.module.scss` (hashed class names, its rules in the site's
 * stylesheet), `@use`d partials (a change to one is seen by a cached build), errors at file:line,
 * and a clear message when the site has no Sass installed.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { build as esbuild } from 'esbuild';
import { componentCssPlugin } from '../../src/css/componentCssPlugin.js';
import { compileSass } from '../../src/css/sass.js';
import { silentLogger } from '../../src/util/log.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-preset-sass/', import.meta.url));
let root: string;

const buildSite = () => build({ config: path.join(root, 'docusaurus.config.js'), out: path.join(root, 'build'), logger: silentLogger, crawl: false });

async function stylesheet(): Promise<string> {
  const assets = path.join(root, 'build', 'assets');
  const css = (await readdir(assets)).filter((name) => name.endsWith('.css'));
  expect(css).toHaveLength(1);
  return readFile(path.join(assets, css[0]!), 'utf8');
}

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-sass-');
  await buildSite();
}, 180_000);
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('Sass stylesheets', () => {
  it("customCss .scss and a component's .module.scss are compiled into the site's stylesheet, the class names matching the page's", async () => {
    const css = await stylesheet();
    expect(css).toContain('.shed-notice strong{color:#3a7d44}');
    expect(css).toMatch(/--ifm-color-primary: ?#3a7d44/);
    const page = await readFile(path.join(root, 'build', 'guide', 'intro.html'), 'utf8');
    const tipClass = /<p class="([^"]+)">Water in the evening/.exec(page)?.[1];
    expect(tipClass).toMatch(/tip/);
    expect(css).toContain(`.${tipClass}{border:2px dashed #3a7d44;padding:.5rem}`);
    // The preset's remark plugin ran on the page.
    expect(page).toContain('Plot 42 handbook.');
    // The React page's <img src="./img/trowel.svg"> is the static file at /img/trowel.svg (the link gate passed it).
    expect(await readFile(path.join(root, 'build', 'index.html'), 'utf8')).toContain('src="./img/trowel.svg"');
  });

  it('a change to a @use-d partial is in the next build, with the cache kept', async () => {
    await writeFile(path.join(root, 'src', 'css', '_palette.scss'), '$leaf: #2f6b3a;\n$soil: #6b4f3a;\n');
    await buildSite();
    const css = await stylesheet();
    expect(css).toContain('.shed-notice strong{color:#2f6b3a}');
    expect(css).toContain('dashed #2f6b3a');
    expect(css).not.toContain('#3a7d44');
  }, 120_000);

  it('a Sass error stops the build at the file and line', async () => {
    const file = path.join(root, 'src', 'css', 'custom.scss');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('border-left: 4px solid palette.$soil;', 'border-left: 4px solid palette.$peat;'));
    try {
      await expect(buildSite()).rejects.toThrow(/src\/css\/custom\.scss:8:\d+.*Undefined variable/s);
    } finally {
      await writeFile(file, good);
    }
  }, 120_000);
});

describe('compileSass', () => {
  it('a site without Sass installed: what to install', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-no-sass-'));
    try {
      await writeFile(path.join(dir, 'a.scss'), '.a { color: red; }\n');
      expect(() => compileSass(path.join(dir, 'a.scss'), dir)).toThrow('a Sass stylesheet needs the `sass` package installed in the site (npm install --save-dev sass)');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("a site without Sass installed: the error is at the component's import line", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-no-sass-'));
    try {
      await writeFile(path.join(dir, 'Badge.js'), "export const note = 'badge';\nimport styles from './Badge.module.scss';\nexport default styles;\n");
      await writeFile(path.join(dir, 'Badge.module.scss'), '.badge { color: teal; }\n');
      const built = esbuild({ entryPoints: [path.join(dir, 'Badge.js')], bundle: true, write: false, logLevel: 'silent', plugins: [componentCssPlugin({ rootDir: dir, found: new Set() })] });
      const error = (await built.catch((thrown: unknown) => thrown)) as { errors?: { text: string; location?: { file: string; line: number } | null }[] };
      expect(error.errors).toHaveLength(1);
      expect(error.errors![0]!.text).toContain('"./Badge.module.scss" is a Sass stylesheet: it needs the `sass` package installed in the site (npm install --save-dev sass)');
      expect(error.errors![0]!.location).toMatchObject({ file: expect.stringMatching(/Badge\.js$/), line: 2 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('returns the CSS and every file it loaded', () => {
    const { css, loaded } = compileSass(path.join(fixture, 'src', 'components', 'Tip.module.scss'), fixture);
    expect(css).toContain('border: 2px dashed #3a7d44;');
    expect(loaded).toContain(path.join(fixture, 'src', 'css', '_palette.scss'));
  });
});
