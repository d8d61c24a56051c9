import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, validateConfig } from '../../src/config/loadConfig.js';
import { ConfigError, UsageError } from '../../src/errors.js';

const configsDir = fileURLToPath(new URL('../fixtures/configs/', import.meta.url));
const fixture = (name: string) => path.join(configsDir, name, 'site.config.ts');
/** How loadConfig names a file in its messages: relative to the working directory. */
const shown = (file: string) => path.relative(process.cwd(), file);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function configError(file: string): Promise<ConfigError> {
  const error = await loadConfig(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${file} should not load`).toBeInstanceOf(ConfigError);
  return error as ConfigError;
}

describe('loadConfig: valid configs', () => {
  it('fills every default of a minimal defineConfig() config', async () => {
    const config = await loadConfig(fixture('valid'));
    expect(config).toEqual({
      title: 'Valid Fixture',
      tagline: '',
      url: 'https://valid.example',
      baseUrl: '/',
      trailingSlash: false,
      contentDir: 'content',
      themeDir: 'templates',
      outDir: 'build',
      titleDelimiter: '|',
      navbar: { hideOnScroll: true, items: [] },
      footer: { style: 'dark', copyright: '© 2025 Fixture' },
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      docs: { routeBasePath: 'docs', versionLabel: 'Next', mainDocId: 'intro' },
      sidebars: { guides: ['intro'] },
      landing: { cta: { label: 'Start', to: '/docs/intro' }, features: [] },
      gates: { onBrokenLinks: 'throw', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw', onDuplicateRoutes: 'warn', onUnsafeLinks: 'throw', onUnsafeHtml: 'throw', onWarnings: 'warn', onCrawlErrors: 'throw' },
      i18n: { defaultLocale: 'en', locales: ['en'] },
      plugins: [],
      rootDir: path.join(configsDir, 'valid'),
      configFile: fixture('valid'),
      configInputs: [fixture('valid')],
    });
  });

  it('loads a plain exported object and keeps the values it sets', async () => {
    const config = await loadConfig(fixture('plain-object'));
    expect(config.docs.routeBasePath).toBe('guide');
    expect(config.footer?.style).toBe('light');
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 });
    // Defaults inside a given object are still filled.
    expect(config.navbar.items).toEqual([{ label: 'GitHub', href: 'https://github.com/acme/plain', position: 'right' }]);
  });

  it('loads the real site.config.ts with both plugins', async () => {
    const config = await loadConfig(fileURLToPath(new URL('../../site.config.ts', import.meta.url)));
    expect(config.title).toBe('React Native document picker & viewer');
    expect(config.plugins.map((p) => p.name)).toEqual(['docsgen:search', 'docsgen:images']);
  });

  it('leaves no temporary module behind', async () => {
    await loadConfig(fixture('valid'));
    await loadConfig(fixture('throws')).catch(() => undefined);
    for (const name of ['valid', 'throws']) {
      expect((await readdir(path.join(configsDir, name))).filter((f) => f.startsWith('.docsgen-config'))).toEqual([]);
    }
  });
});

describe('loadConfig: invalid configs are ConfigErrors naming the file and the key', () => {
  // The line after the key path is optional (`colour (line 7): …`), but when it is given it
  // must be the line that writes the key.
  const cases: { name: string; line: number; lines: RegExp[] }[] = [
    {
      name: 'unknown-key',
      line: 7,
      lines: [/\n {2}colour(?: \(line 7\))?: Unrecognized key: "colour"\n {4}Hint: Remove the key, or check its spelling/],
    },
    {
      name: 'nested-unknown-key',
      line: 7,
      lines: [/\n {2}navbar\.hideOnscroll(?: \(line 7\))?: Unrecognized key: "hideOnscroll"\n {4}Hint: Remove the key/],
    },
    {
      name: 'wrong-type',
      line: 13,
      lines: [/\n {2}tableOfContents\.maxHeadingLevel(?: \(line 13\))?: Invalid input: expected number, received string\n {4}Hint: Change the value to the expected type\./],
    },
    {
      name: 'missing-field',
      line: 0,
      lines: [/\n {2}footer: Invalid input: expected object, received undefined/],
    },
  ];

  it.each(cases)('$name', async ({ name, line, lines }) => {
    const error = await configError(fixture(name));
    const where = line ? `(?::${line})?` : '';
    expect(error.message).toMatch(new RegExp(`^${escapeRegExp(shown(fixture(name)))}${where}: invalid configuration\n`));
    for (const expected of lines) expect(error.message).toMatch(expected);
  });

  it('a config that throws while loading', async () => {
    const error = await configError(fixture('throws'));
    // The position, when given, is the `throw` in required() on line 4.
    expect(error.message).toMatch(
      new RegExp(`^${escapeRegExp(shown(fixture('throws')))}(?::4:\\d+)?: the config threw while loading: environment variable DOCSGEN_FIXTURE_SITE_URL_THAT_IS_NEVER_SET is not set$`),
    );
    expect((error.cause as Error).message).toContain('is not set');
  });

  describe('a syntax error', () => {
    let dir: string | undefined;
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('names file:line:column and what esbuild expected', async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-config-syntax-'));
      const file = path.join(dir, 'site.config.ts');
      await copyFile(path.join(configsDir, 'syntax-error', 'site.config.ts.txt'), file);
      const error = await configError(file);
      // Line 6 is `  navbar: { items: [ },`: the `}` at column 22 is where esbuild stops.
      expect(error.message).toMatch(/site\.config\.ts:6:22: cannot compile the config: .*"\}"/);
      expect(error.message.startsWith(shown(file))).toBe(true);
    });
  });

  it('a missing file is a usage error (exit code 2), naming the file and the option', async () => {
    const file = path.join(configsDir, 'nope', 'site.config.ts');
    const error = await loadConfig(file).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(new RegExp(`^${escapeRegExp(file)}: config file not found \\(--config names the site config`));
  });
});

describe('validateConfig: cross-field rules and value checks', () => {
  const base = {
    title: 'T',
    url: 'https://t.example',
    navbar: {},
    footer: { copyright: 'c' },
    docs: { mainDocId: 'intro' },
    sidebars: {},
    landing: { cta: { label: 'Go', to: '/docs/intro' } },
  };
  // A path with no file behind it: validateConfig only names it.
  const file = path.join(configsDir, 'virtual', 'site.config.ts');
  const cases: { name: string; patch: Record<string, unknown>; message: string }[] = [
    { name: 'min > max heading level', patch: { tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } }, message: 'tableOfContents: minHeadingLevel must not be greater than maxHeadingLevel' },
    { name: 'baseUrl other than /', patch: { baseUrl: '/docs/' }, message: 'baseUrl: only "/" is supported' },
    { name: 'url that is not a URL', patch: { url: 'not a url' }, message: 'url: Invalid URL' },
    { name: 'trailingSlash: true', patch: { trailingSlash: true }, message: 'trailingSlash: Invalid input: expected false' },
    { name: 'collapsible category', patch: { sidebars: { s: [{ type: 'category', label: 'C', collapsed: true, items: [] }] } }, message: 'sidebars.s.0:' },
    { name: 'plugin that is not a plugin object', patch: { plugins: ['search'] }, message: 'plugins.0: a plugin object with a name' },
    { name: 'empty title', patch: { title: '' }, message: 'title: Too small' },
  ];

  it.each(cases)('$name', ({ patch, message }) => {
    let caught: unknown;
    try {
      validateConfig({ ...base, ...patch }, file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).message.startsWith(`${shown(file)}: invalid configuration\n`)).toBe(true);
    expect((caught as Error).message).toContain(message);
  });

  it('accepts the base object', () => {
    expect(validateConfig(base, file).title).toBe('T');
  });
});
