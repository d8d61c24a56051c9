import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { llmsFullTxt, llmsTxt } from '../../src/output/llmsTxt.js';
import { inFlightFolders, restoreOutput } from '../../src/output/generations.js';
import { diskSource } from '../../src/serve/fileSource.js';
import { createOutputFolder, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../../src/output/outputFolder.js';
import { sitemap } from '../../src/output/sitemap.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

const badDirective = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/bad-directive/', import.meta.url)));

/** Every file below `dir` with the SHA-256 of its bytes, sorted by path. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, full).split(path.sep).join('/')] = createHash('sha256').update(await readFile(full)).digest('hex');
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

let root: string;
let target: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-output-'));
  target = path.join(root, 'build');
  await mkdir(path.join(target, 'docs'), { recursive: true });
  await writeFile(path.join(target, 'index.html'), '<p>old home</p>');
  await writeFile(path.join(target, 'docs', 'install.html'), '<p>old install</p>');
  await writeFile(path.join(target, 'docs', 'removed.html'), '<p>page that no longer exists</p>');
  await writeFile(path.join(target, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]));
  // A folder docsgen wrote (its marker): builds may replace it.
  await writeFile(path.join(target, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
});

/** The generations folder beside `target`, without its .gitignore. */
async function generations(): Promise<string[]> {
  return (await readdir(path.join(root, '.docsgen-build'))).filter((name) => name !== '.gitignore').sort();
}

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('output folder', () => {
  it('writes into a new generation beside the target, leaving the target alone until commit', async () => {
    const before = await snapshot(target);
    const output = await createOutputFolder(target);
    expect(path.dirname(output.dir)).toBe(path.join(root, '.docsgen-build'));
    expect(output.dir).not.toBe(target);
    await output.write('index.html', '<p>new home</p>');
    await output.write('docs/install.html', '<p>new install</p>');
    await output.write('assets/app.js', new Uint8Array([1, 2, 3]));
    expect(await snapshot(target)).toEqual(before);
    expect(await readFile(path.join(output.dir, 'docs/install.html'), 'utf8')).toBe('<p>new install</p>');
    expect([...output.files].sort()).toEqual(['assets/app.js', 'docs/install.html', 'index.html']);
    expect(output.bytes).toBe('<p>new home</p>'.length + '<p>new install</p>'.length + 3);
    await output.abort();
  });

  it('commit moves the new site into the target, a plain folder: new files in, stale files gone, nothing left beside it', async () => {
    const output = await createOutputFolder(target);
    await output.write('index.html', '<p>new home</p>');
    await output.write('docs/install.html', '<p>new install</p>');
    await output.commit();
    expect(Object.keys(await snapshot(target))).toEqual(['.docsgen-output', 'docs/install.html', 'index.html']);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('<p>new home</p>');
    expect((await lstat(target)).isDirectory()).toBe(true);
    expect(await readdir(root)).toEqual(['build']);
    const next = await createOutputFolder(target);
    await next.write('index.html', '<p>newer home</p>');
    await next.commit();
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('<p>newer home</p>');
    expect(await readdir(root)).toEqual(['build']);
  });

  it('a build killed between its two renames: serve reads the site beside the target meanwhile, and the next build puts the new site in place', async () => {
    // The state that kill leaves: the journal, the old site moved aside, the complete new site
    // not yet moved in, and no target.
    const gens = path.join(root, '.docsgen-build');
    const dead = 2 ** 22 + 12345; // above Linux's pid_max default: no such process
    const [id, old] = [`gen-abc-${dead}-0a0b0c`, `old-abd-${dead}-0a0b0d`];
    await mkdir(path.join(gens, id), { recursive: true });
    await writeFile(path.join(gens, id, 'index.html'), '<p>new home</p>');
    await writeFile(path.join(gens, id, 'added.html'), '<p>new page</p>');
    await writeFile(path.join(gens, `swap-abe-${dead}-0a0b0e`), JSON.stringify({ new: id, old }));
    await rename(target, path.join(gens, old));
    const source = diskSource(target, inFlightFolders);
    const read = async (file: string) => {
      const found = await source.open(path.join(target, file));
      if (!found) return undefined;
      try {
        return String(await found.read());
      } finally {
        await found.close?.();
      }
    };
    // The old site first (the one the server had), then the new one.
    expect(await read('index.html')).toBe('<p>old home</p>');
    expect(await read('added.html')).toBe('<p>new page</p>');
    expect(await read('docs/missing.html')).toBeUndefined();
    // What `serve` does first: rename the new site into place (nothing is removed).
    await restoreOutput(target);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('<p>new home</p>');
    expect(await read('index.html')).toBe('<p>new home</p>');
    const output = await createOutputFolder(target);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('<p>new home</p>');
    // The old site and the journal are gone; only the running build's generation is left.
    expect(await generations()).toEqual([path.basename(output.dir)]);
    await output.abort();
    expect(await readdir(root)).toEqual(['build']);
  });

  it('the output link of an older docsgen becomes a plain folder; its generations are removed', async () => {
    const gens = path.join(root, '.docsgen-build');
    const dead = 2 ** 22 + 12345;
    await mkdir(gens);
    await writeFile(path.join(gens, '.gitignore'), '*\n');
    await rename(target, path.join(gens, `gen-abc-${dead}-0a0b0c`));
    await mkdir(path.join(gens, `gen-abb-${dead}-0a0b0b`));
    await writeFile(path.join(gens, 'previous'), `gen-abb-${dead}-0a0b0b`);
    await symlink(path.join('.docsgen-build', `gen-abc-${dead}-0a0b0c`), target);
    // Still readable and accepted while the build runs.
    const output = await createOutputFolder(target);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('<p>old home</p>');
    await output.write('index.html', '<p>new home</p>');
    await output.commit();
    expect((await lstat(target)).isDirectory()).toBe(true);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('<p>new home</p>');
    expect(await readdir(root)).toEqual(['build']);
  });

  it('removes what killed builds left: unfinished generations, staged links, old-style temporary folders', async () => {
    const dead = 2 ** 22 + 12345; // above Linux's pid_max default: no such process
    await mkdir(path.join(root, `build.tmp-${dead}-abc`));
    await mkdir(path.join(root, '.docsgen-build', `gen-abc-${dead}-0a0b0c`), { recursive: true });
    await writeFile(path.join(root, '.docsgen-build', `gen-abc-${dead}-0a0b0c`, 'index.html'), 'half');
    await mkdir(path.join(root, '.docsgen-build', 'user-notes'));
    const output = await createOutputFolder(target);
    expect((await readdir(root)).sort()).toEqual(['.docsgen-build', 'build']);
    // A name docsgen does not make is left alone.
    expect(await generations()).toEqual([path.basename(output.dir), 'user-notes'].sort());
    await output.abort();
  });

  it('commit creates the target when there was none', async () => {
    const fresh = path.join(root, 'fresh', 'out');
    await mkdir(path.dirname(fresh));
    const output = await createOutputFolder(fresh);
    await output.write('index.html', 'hi');
    await output.commit();
    expect(await readFile(path.join(fresh, 'index.html'), 'utf8')).toBe('hi');
    expect(await readdir(path.dirname(fresh))).toEqual(['out']);
  });

  it('abort leaves the previous folder byte-identical and removes the temporary folder', async () => {
    const before = await snapshot(target);
    const output = await createOutputFolder(target);
    await output.write('index.html', '<p>half-built home</p>');
    await output.write('logo.png', new Uint8Array([0]));
    await output.abort();
    expect(await snapshot(target)).toEqual(before);
    expect(existsSync(output.dir)).toBe(false);
    expect(await readdir(root)).toEqual(['build']);
  });

  it('copyDir adds a static folder, and ignores a missing one', async () => {
    const staticDir = path.join(root, 'static');
    await mkdir(path.join(staticDir, 'img'), { recursive: true });
    await writeFile(path.join(staticDir, 'img', 'favicon.svg'), '<svg/>');
    const output = await createOutputFolder(target);
    // Each gives the files it copied, as the link check takes them.
    expect(await output.copyDir(staticDir, root)).toEqual(['img/favicon.svg']);
    expect(await output.copyDir(path.join(root, 'no-such-folder'), root)).toEqual([]);
    // Copied files count like written ones (the build summary's files and bytes).
    expect([...output.files]).toEqual(['img/favicon.svg']);
    expect(output.bytes).toBe(6);
    await output.commit();
    expect(await readFile(path.join(target, 'img', 'favicon.svg'), 'utf8')).toBe('<svg/>');
  });

  it('copyFile adds one file (made folders included), counted like a written one', async () => {
    const from = path.join(root, 'big.json');
    await writeFile(from, '{"a":1}');
    const output = await createOutputFolder(target);
    await output.copyFile('data/big.json', from);
    expect([...output.files]).toEqual(['data/big.json']);
    expect(output.bytes).toBe(7);
    await output.commit();
    expect(await readFile(path.join(target, 'data', 'big.json'), 'utf8')).toBe('{"a":1}');
    // A copy: changing the source later leaves the output as it was.
    await writeFile(from, '{"a":2}');
    expect(await readFile(path.join(target, 'data', 'big.json'), 'utf8')).toBe('{"a":1}');
  });

  it('a build that fails leaves the previous output byte-identical', async () => {
    const before = await snapshot(target);
    // A copy: a build keeps its caches in the site's node_modules/.cache.
    const config = path.join(await badDirective(), 'site.config.ts');
    await expect(build({ config, out: target, logger: silentLogger, crawl: false, strict: true })).rejects.toThrow(/page\.md:10:1: unknown directive `:::tipp`/);
    expect(await snapshot(target)).toEqual(before);
    expect(await readdir(root)).toEqual(['build']);
  });
});

describe('sitemap', () => {
  it('lists every path under the site URL, once, in order', () => {
    expect(sitemap('https://react-native-documents.github.io/', ['/', '/docs/install', '/docs/category/document-picker'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://react-native-documents.github.io/</loc></url>',
        '  <url><loc>https://react-native-documents.github.io/docs/install</loc></url>',
        '  <url><loc>https://react-native-documents.github.io/docs/category/document-picker</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  const escapes: { path: string; loc: string }[] = [
    { path: '/docs/a&b', loc: 'https://x.dev/docs/a&amp;b' },
    { path: '/docs/<tag>', loc: 'https://x.dev/docs/&lt;tag&gt;' },
  ];
  it.each(escapes)('escapes $path', ({ path: p, loc }) => {
    expect(sitemap('https://x.dev', [p])).toContain(`<loc>${loc}</loc>`);
  });
});

describe('llms.txt', () => {
  const site = { title: 'React Native document picker & viewer', tagline: 'Modules for picking and previewing documents', url: 'https://react-native-documents.github.io/' };

  it('llms-full.txt: the title, the summary, then each listed page with Markdown, in order, under its URL', () => {
    const markdown: Record<string, string> = { '/docs/install': '# Installation\n\nnpm i it\n\n', '/docs/open': '---\ntitle: Open mode\n---\n\nOpen in place.' };
    const sections = [
      { entries: [{ title: 'Installation', route: '/docs/install', description: '' }, { title: 'Gone', route: '/docs/gone', description: '' }] },
      { entries: [{ title: 'Open mode', route: '/docs/open', description: '' }] },
    ];
    expect(llmsFullTxt(site, sections, 'Pick  files', (route) => markdown[route])).toBe(
      '# React Native document picker & viewer\n\n> Pick files\n\n<!-- https://react-native-documents.github.io/docs/install -->\n\n# Installation\n\nnpm i it\n\n<!-- https://react-native-documents.github.io/docs/open -->\n\n# Open mode\n\nOpen in place.\n',
    );
  });

  it("links the home page to its Markdown source at /index.md, and leaves out an empty summary and description", () => {
    const text = llmsTxt({ ...site, tagline: '' }, [{ name: 'Home', entries: [{ title: 'Welcome', route: '/', description: '' }] }]);
    expect(text.split('\n').slice(0, 2)).toEqual(['# React Native document picker & viewer', '']);
    expect(text).not.toContain('> ');
    expect(text).toContain('## Home\n\n- [Welcome](https://react-native-documents.github.io/index.md)\n');
    expect(llmsTxt({ ...site, tagline: '' }, [], 'The  home page\nsummary.')).toContain('\n> The home page summary.\n');
  });

  it('has the title, tagline, a note on .md sources and one list per non-empty section', () => {
    const text = llmsTxt(site, [
      {
        name: 'Guides',
        entries: [
          { title: 'Installation', route: '/docs/install', description: 'Add the packages.' },
          { title: 'Open mode', route: '/docs/sponsor-only/picker/open-mode', description: 'Open files in place.' },
        ],
      },
      { name: 'Empty', entries: [] },
      { name: 'Picker Api', entries: [{ title: 'document-picker API', route: '/docs/doc-picker-api', description: 'Reference.' }] },
    ]);
    expect(text).toBe(
      [
        '# React Native document picker & viewer',
        '',
        '> Modules for picking and previewing documents',
        '',
        'Each page is also available as Markdown: append `.md` to its URL (the home page is `/index.md`).',
        '',
        '## Guides',
        '',
        '- [Installation](https://react-native-documents.github.io/docs/install.md): Add the packages.',
        '- [Open mode](https://react-native-documents.github.io/docs/sponsor-only/picker/open-mode.md): Open files in place.',
        '',
        '## Picker Api',
        '',
        '- [document-picker API](https://react-native-documents.github.io/docs/doc-picker-api.md): Reference.',
        '',
      ].join('\n'),
    );
  });
});

describe('outOfSight', () => {
  it("a nested locale folder (pt/BR) is out of sight while postBuild runs, and every folder comes back when it throws", async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'docsgen-out-of-sight-'));
    try {
      const output = await createOutputFolder(path.join(base, 'build'));
      for (const file of ['index.html', 'pt/BR/index.html', 'pt/BR/docs/intro.html', 'fr/index.html']) {
        await mkdir(path.dirname(path.join(output.dir, file)), { recursive: true });
        await writeFile(path.join(output.dir, file), file);
      }
      const seen: boolean[] = [];
      await expect(
        output.outOfSight(['pt/BR', 'fr'], async () => {
          seen.push(existsSync(path.join(output.dir, 'pt', 'BR')), existsSync(path.join(output.dir, 'fr')), existsSync(path.join(output.dir, 'index.html')));
          throw new Error('postBuild failed');
        }),
      ).rejects.toThrow('postBuild failed');
      expect(seen).toEqual([false, false, true]);
      expect(await readFile(path.join(output.dir, 'pt/BR/docs/intro.html'), 'utf8')).toBe('pt/BR/docs/intro.html');
      expect(await readFile(path.join(output.dir, 'pt/BR/index.html'), 'utf8')).toBe('pt/BR/index.html');
      expect(await readFile(path.join(output.dir, 'fr/index.html'), 'utf8')).toBe('fr/index.html');
      await output.abort();
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});
