import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * docsgen as a new user gets it: `npm pack` (its prepack step compiles), the tarball installed
 * into an empty folder outside the repository (only the npm registry, through the npm cache), then
 * the three commands of README's "Use docsgen for your own docs", a served page, and the README's
 * CSS and component overrides. About a minute on an idle machine (most of it `npm pack`'s type
 * declarations and `npm install`); the time limits leave room for a busy one.
 */
const repo = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Use docsgen for your own docs'), readme.indexOf('## CLI reference'));

let work: string;
let site: string;
let tarball: string;

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' }, timeout: 300_000 });
}

/**
 * `npx <bin> …args` as the installed package's bin file run by node: the same program, without
 * npm's own start (about 0.4 CPU-seconds a call). README's three commands and the workflow's
 * build step run through npx, as a user runs them.
 */
function runBin(bin: 'docsgen' | 'tsc', args: string[]): SpawnSyncReturns<string> {
  const file = bin === 'docsgen' ? 'node_modules/docsgen/bin/docsgen' : 'node_modules/typescript/bin/tsc';
  return run(process.execPath, [path.join(site, file), ...args], site);
}

function expectOk(result: SpawnSyncReturns<string>): void {
  if (result.status !== 0) throw new Error(`exit ${result.status}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
}

/** A fenced block of the README section: the one with `title="<title>"`, or the first ```bash. */
function block(title?: string): string {
  const fence = title ? new RegExp('```\\w+ title="' + title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '"\\n([\\s\\S]*?)```') : /```bash\n([\s\S]*?)```/;
  const match = fence.exec(section);
  if (!match) throw new Error(`README "Use docsgen for your own docs" has no ${title ?? 'bash'} block`);
  return match[1]!;
}

/** Link targets of a Markdown file, outside code blocks and code spans. */
function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)[^)]*\)|^\[[^\]]+\]:\s*(\S+)/gm)].map((m) => (m[1] ?? m[2])!);
}

/** GitHub-style ids of a Markdown file's headings. */
function headingSlugs(markdown: string): string[] {
  const slugger = new GithubSlugger();
  return [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugger.slug(m[1]!.replace(/`/g, '')));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-package-'));
  // Pack a copy of the package, so its prepack compile does not replace the dist/ other tests run.
  const copy = path.join(work, 'docsgen');
  await mkdir(copy);
  for (const entry of ['package.json', 'README.md', 'AUTHORING.md', 'LICENSE', 'bin', 'types', 'scripts', 'src', 'templates', 'tsconfig.json', 'tsconfig.types.json']) {
    await cp(path.join(repo, entry), path.join(copy, entry), { recursive: true });
  }
  await symlink(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  const packed = run('npm', ['pack', '--json', '--pack-destination', work], copy);
  expectOk(packed);
  tarball = path.join(work, (JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string }[])[0]!.filename);
  site = path.join(work, 'my-docs');
  await mkdir(site);
}, 400_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the published package', () => {
  it('holds dist/, bin/, the default theme, the docs and the licence, and nothing else', () => {
    const list = run('tar', ['-tzf', tarball], work);
    expectOk(list);
    const tops = new Set(list.stdout.trim().split('\n').map((file) => file.replace(/^package\//, '').split('/')[0]));
    expect([...tops].sort()).toEqual(['AUTHORING.md', 'LICENSE', 'README.md', 'bin', 'dist', 'package.json', 'templates', 'types']);
    expect(list.stdout).toContain('package/dist/cli.js');
    expect(list.stdout).toContain('package/dist/browser/entry.js');
    expect(list.stdout).toContain('package/dist/types/src/shared/theme.d.ts');
    expect(list.stdout).toContain('package/dist/types/templates/Footer.d.ts');
    expect(list.stdout).toContain('package/types/site.d.ts');
    expect(list.stdout).toContain('package/templates/styles/tokens.css');
  });

  it('has an MIT licence, as package.json says, and README links that work on the package page', async () => {
    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    expectOk(run('tar', ['-xzf', tarball, '-C', unpacked], work));
    const pkgDir = path.join(unpacked, 'package');
    expect(JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).license).toBe('MIT');
    const licence = readFileSync(path.join(pkgDir, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} docsgen contributors\n/);
    expect(licence).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
    // The packages bundled into dist/ keep their licences: each named with its version and licence text.
    const bundled = readFileSync(path.join(pkgDir, 'dist', 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    const zod = JSON.parse(readFileSync(path.join(repo, 'node_modules', 'zod', 'package.json'), 'utf8')) as { version: string };
    expect(bundled).toContain(`zod ${zod.version} (MIT)\n\nMIT License`);
    expect(bundled).toContain('remark-parse ');
    // On the package page a relative link resolves among the tarball's files: each one must be
    // there (and its #anchor a heading of it); other links must be absolute.
    for (const doc of ['README.md', 'AUTHORING.md']) {
      const links = markdownLinks(readFileSync(path.join(pkgDir, doc), 'utf8'));
      expect(links.length, doc).toBeGreaterThan(0);
      for (const link of links) {
        if (/^(https?:|mailto:)/.test(link)) continue;
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file ? path.join(pkgDir, path.dirname(doc), file) : path.join(pkgDir, doc);
        expect(existsSync(target), `${doc}: ${link} is not in the tarball`).toBe(true);
        if (anchor) expect(headingSlugs(readFileSync(target, 'utf8')), `${doc}: ${link}`).toContain(anchor);
      }
    }
    expect(markdownLinks(readFileSync(path.join(pkgDir, 'README.md'), 'utf8'))).toContain('AUTHORING.md');
  });

  it("installs and builds with README's three commands in an empty folder", async () => {
    const commands = block().trim().split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean);
    expect(commands).toEqual(['npm install docsgen', 'npx docsgen init', 'npx docsgen build']);
    // `docsgen` in the install command is the package: here, the tarball just packed.
    const install = run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], site);
    expectOk(install);
    const init = run('npx', ['docsgen', 'init'], site);
    expectOk(init);
    expect(init.stdout).toContain('npx docsgen build');
    // Every file README says init writes is there.
    const initTable = section.slice(section.indexOf('| file | what it is |')).split('\n\n')[0]!;
    for (const [, file] of initTable.matchAll(/^\| `([^`]+)`/gm)) {
      for (const part of file!.split('`, `')) if (part.includes('/') || part.includes('.')) expect(existsSync(path.join(site, part)), part).toBe(true);
    }
    const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts).toMatchObject({ build: 'docsgen build', dev: 'docsgen dev', start: 'docsgen start', serve: 'docsgen serve' });
    expectOk(run('npx', ['docsgen', 'build'], site));
    expect(readFileSync(path.join(site, 'build/docs/intro.html'), 'utf8')).toContain('<h1');
  }, 300_000);

  it('serves the built site', async () => {
    // The installed bin, started directly (not through npx), so that kill() stops the server itself.
    const server = spawn(process.execPath, [path.join(site, 'node_modules/docsgen/bin/docsgen'), 'serve', '--port', '0'], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /https?:\/\/[\w.:[\]]+/.exec(out);
          if (match) resolve(match[0]);
        });
        server.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
      });
      const page = await fetch(`${url}/docs/guides/writing-pages`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Writing pages');
    } finally {
      server.kill();
    }
  }, 120_000);

  it("adds README's custom CSS and Footer override; type-checks the site: init writes tsconfig.json, tsc passes on that Footer override and an MDX-using component, and fails on a type error", async () => {
    // README's CSS and Footer override, as its blocks show them.
    const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    await writeFile(path.join(site, 'site.config.ts'), config.replace('plugins: [search()],', "plugins: [search()],\n  theme: { customCss: ['./src/custom.css'] },"));
    await mkdir(path.join(site, 'src'));
    await writeFile(path.join(site, 'src/custom.css'), block('src/custom.css'));
    await mkdir(path.join(site, 'theme'));
    await writeFile(path.join(site, 'theme/Footer.tsx'), block('theme/Footer.tsx'));
    expect(block('site.config.ts')).toContain("theme: { customCss: ['./src/custom.css'] }");
    // docsgen itself is in dependencies (npm install put it there before init ran).
    const pkg = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(Object.keys(pkg.devDependencies).sort()).toEqual(['@types/react', 'typescript']);
    expect(existsSync(path.join(site, 'tsconfig.json'))).toBe(true);
    // What init's "Next:" says: npm install brings typescript and @types/react.
    expectOk(run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], site));
    await mkdir(path.join(site, 'components'));
    await writeFile(path.join(site, 'components/Recipe.module.css'), '.card { border: 1px solid var(--dg-border); }\n');
    await writeFile(path.join(site, 'content/docs/_steps.mdx'), '## Steps\n\nStir for {props.minutes} minutes.\n');
    await writeFile(
      path.join(site, 'components/Recipe.tsx'),
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "import Admonition from '@theme/Admonition';",
        "import Steps from '@site/content/docs/_steps.mdx';",
        "import styles from './Recipe.module.css';",
        '',
        'export default function Recipe({ minutes }: { minutes: number }) {',
        '  return (',
        '    <div className={styles.card}>',
        '      <Tabs groupId="stove">',
        '        <TabItem value="gas" label="Gas"><Steps minutes={minutes} /></TabItem>',
        '        <TabItem value="induction">Level six.</TabItem>',
        '      </Tabs>',
        '      <Admonition type="tip" title="Tip">Taste first.</Admonition>',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    await writeFile(path.join(site, 'content/docs/recipe.mdx'), "---\ntitle: Recipe\n---\n\nimport Recipe from '@site/components/Recipe'\n\n<Recipe minutes={5} />\n");
    // One tsc run for both checks (each run is some 2 CPU-seconds): beside the Footer override, a
    // copy of it with a mistake, also in theme/. tsc must name that copy's line, and only it: the
    // override and the component pass.
    const footer = readFileSync(path.join(site, 'theme/Footer.tsx'), 'utf8');
    const mistake = footer.replace('<DefaultFooter footer={footer} />', '<DefaultFooter footer={42} />');
    expect(mistake).not.toBe(footer);
    await writeFile(path.join(site, 'theme/FooterMistake.tsx'), mistake);
    const tsc = runBin('tsc', ['--noEmit']);
    expect(tsc.status, tsc.stdout).not.toBe(0);
    const errors = tsc.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errors.length, tsc.stdout).toBeGreaterThan(0);
    expect(errors.filter((line) => !line.startsWith('theme/FooterMistake.tsx(')), tsc.stdout).toEqual([]);
    expect(tsc.stdout).toMatch(/theme\/FooterMistake\.tsx\(\d+,\d+\): error TS2322/);
    await rm(path.join(site, 'theme/FooterMistake.tsx'));
    // That the site builds with them (the component rendered into its page, the Footer override and
    // the custom CSS in every page) is checked on the workflow's build below, of this same site: one
    // build fewer.
  }, 420_000);

  it('init refuses a folder that has a site; eject lists the components and copies one', () => {
    const again = runBin('docsgen', ['init']);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('site.config.ts');
    expect(again.stderr).toContain('never overwrites');

    const unknown = runBin('docsgen', ['eject', 'Fotter']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/no component "Fotter"/);
    expect(unknown.stderr).toMatch(/^\s+Footer$/m);
    expect(unknown.stderr).toMatch(/^\s+Navbar$/m);

    const list = runBin('docsgen', ['eject', '--list']);
    expectOk(list);
    expect(list.stdout).toMatch(/^\s+markdown\/CodeBlock$/m);

    const eject = runBin('docsgen', ['eject', 'Pagination']);
    expectOk(eject);
    const ejected = readFileSync(path.join(site, 'theme/Pagination.tsx'), 'utf8');
    expect(ejected).not.toMatch(/from '\.\.?\//);
    // The site builds with the ejected copy: the next test's workflow build (npx docsgen build) is that build.
  }, 180_000);

  it('init --github-pages adds a deploy workflow whose build steps build the site, with the custom CSS, Footer override and component above', async () => {
    const init = runBin('docsgen', ['init', '--github-pages']);
    expectOk(init);
    const workflow = parse(readFileSync(path.join(site, '.github/workflows/deploy.yml'), 'utf8')) as {
      jobs: { build: { steps: { uses?: string; run?: string; with?: { path?: string } }[] }; deploy: { steps: { uses?: string }[] } };
    };
    const steps = workflow.jobs.build.steps;
    expect(steps.some((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))).toBe(true);
    expect(workflow.jobs.deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
    // The run: lines, as the runner would run them (offline here: the npm cache has every package).
    const lines = steps.filter((step) => step.run).map((step) => step.run!);
    expect(lines).toEqual(['npm ci', 'npx docsgen build']);
    // The site as the tests before left it: this build also checks that it builds with the Pagination
    // ejected there, and with the custom CSS, Footer override and component of the case before.
    expect(existsSync(path.join(site, 'theme/Pagination.tsx'))).toBe(true);
    for (const line of lines) {
      const result = spawnSync('sh', ['-c', line], { cwd: site, encoding: 'utf8', env: { ...process.env, CI: 'true', npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' }, timeout: 300_000 });
      expectOk(result);
    }
    const artifact = path.join(site, steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))!.with!.path!);
    expect(readFileSync(path.join(artifact, 'index.html'), 'utf8')).toContain('<html');
    expect(existsSync(path.join(artifact, '404.html'))).toBe(true);
    // The site of README's custom CSS, Footer override and MDX-using component (the case above):
    // the component rendered into its page, the Footer override and the custom CSS in every page.
    expect(readFileSync(path.join(artifact, 'docs/recipe.html'), 'utf8')).toContain('Stir for 5 minutes.');
    const html = readFileSync(path.join(artifact, 'docs/intro.html'), 'utf8');
    expect(html).toContain('<p class="site-note">Questions? Open an issue');
    const css = readdirSync(path.join(artifact, 'assets')).filter((file) => file.endsWith('.css'));
    expect(css.map((file) => readFileSync(path.join(artifact, 'assets', file), 'utf8')).join('')).toMatch(/--brand:\s*#0f766e/);
    // Never overwritten.
    const again = runBin('docsgen', ['init', '--github-pages']);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('never overwrites');
  }, 400_000);
});
