import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsIdsOf, resolveVersions, versionNameProblem, type VersioningOptions } from '../../src/config/resolveVersions.js';
import { ConfigError } from '../../src/util/errors.js';

// Each case's site folder, removed after the file's cases.
const sites: string[] = [];
afterAll(() => Promise.all(sites.splice(0).map((root) => rm(root, { recursive: true, force: true }))));

function site(versions?: unknown, instanceId = 'default'): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-versions-'));
  sites.push(root);
  mkdirSync(path.join(root, 'docs'));
  if (versions !== undefined) writeFileSync(path.join(root, instanceId === 'default' ? 'versions.json' : `${instanceId}_versions.json`), JSON.stringify(versions));
  return root;
}

function resolve(root: string, options: VersioningOptions = {}, routeBasePath = 'docs', instanceId = 'default') {
  return resolveVersions({ instanceId, routeBasePath, docsDir: path.join(root, 'docs'), rootDir: root, options, configName: 'docusaurus.config.ts' });
}

const summary = (versions: ReturnType<typeof resolve>) => versions.map((v) => [v.name, v.label, v.routeBase, v.banner, v.badge, v.isLast]);

describe('resolveVersions', () => {
  it('without versions.json: the current docs alone, at the route base, no banner and no badge', () => {
    const root = site();
    const [current, ...rest] = resolve(root);
    expect(rest).toEqual([]);
    expect(current).toEqual({ name: 'current', label: 'Next', routeBase: '/docs', docsDir: path.join(root, 'docs'), shownDir: 'docs', banner: 'none', badge: false, isLast: true });
  });

  it('with versions: current at next (unreleased), the newest at the base, older ones at their name (unmaintained)', () => {
    const root = site(['2.0', '1.0']);
    const versions = resolve(root);
    expect(summary(versions)).toEqual([
      ['current', 'Next', '/docs/next', 'unreleased', true, false],
      ['2.0', '2.0', '/docs', 'none', true, true],
      ['1.0', '1.0', '/docs/1.0', 'unmaintained', true, false],
    ]);
    expect(versions[1]!.docsDir).toBe(path.join(root, 'versioned_docs', 'version-2.0'));
    // As messages and editUrl functions name it, from the site's folder.
    expect(versions[1]!.shownDir).toBe('versioned_docs/version-2.0');
    expect(versions[1]!.sidebarsFile).toBe(path.join(root, 'versioned_sidebars', 'version-2.0-sidebars.json'));
    expect(versions[0]!.sidebarsFile).toBeUndefined();
  });

  it('lastVersion: current at the base; the released versions older than it are unmaintained', () => {
    expect(summary(resolve(site(['2.0', '1.0']), { lastVersion: 'current' }))).toEqual([
      ['current', 'Next', '/docs', 'none', true, true],
      ['2.0', '2.0', '/docs/2.0', 'unmaintained', true, false],
      ['1.0', '1.0', '/docs/1.0', 'unmaintained', true, false],
    ]);
    // An older last version: the newer released one is unreleased too.
    expect(summary(resolve(site(['2.0', '1.0']), { lastVersion: '1.0' })).map(([name, , base, banner]) => [name, base, banner])).toEqual([
      ['current', '/docs/next', 'unreleased'],
      ['2.0', '/docs/2.0', 'unreleased'],
      ['1.0', '/docs', 'none'],
    ]);
  });

  it('versions.<name>: label, path, banner and badge as the config says', () => {
    const versions = resolve(site(['2.0', '1.0']), {
      versions: { current: { label: 'Canary', path: 'canary', banner: 'none' }, '1.0': { label: 'v1 (legacy)', badge: false } },
    });
    expect(summary(versions)).toEqual([
      ['current', 'Canary', '/docs/canary', 'none', true, false],
      ['2.0', '2.0', '/docs', 'none', true, true],
      ['1.0', 'v1 (legacy)', '/docs/1.0', 'unmaintained', false, false],
    ]);
  });

  it('onlyIncludeVersions and includeCurrentVersion leave versions out; one left has no badge', () => {
    expect(summary(resolve(site(['2.0', '1.0']), { onlyIncludeVersions: ['current', '1.0'] })).map(([name, , base]) => [name, base])).toEqual([
      ['current', '/docs'],
      ['1.0', '/docs/1.0'],
    ]);
    expect(summary(resolve(site(['2.0', '1.0']), { includeCurrentVersion: false })).map(([name, , base]) => [name, base])).toEqual([
      ['2.0', '/docs'],
      ['1.0', '/docs/1.0'],
    ]);
    expect(resolve(site(['2.0']), { onlyIncludeVersions: ['2.0'] })[0]).toMatchObject({ routeBase: '/docs', badge: false, banner: 'none' });
  });

  it('"current" listed in versions.json is the current docs, where the file puts it (not a folder version-current)', () => {
    // Listed first, as Docusaurus's own insertion would: the same versions, lastVersion current at the base.
    const root = site(['current', '2.x', '1.x']);
    const versions = resolve(root, { lastVersion: 'current', versions: { '2.x': { path: 'v2' } } });
    expect(summary(versions).map(([name, , base, banner]) => [name, base, banner])).toEqual([
      ['current', '/docs', 'none'],
      ['2.x', '/docs/v2', 'unmaintained'],
      ['1.x', '/docs/1.x', 'unmaintained'],
    ]);
    expect(versions[0]!.docsDir).toBe(path.join(root, 'docs'));
    expect(versions[0]!.shownDir).toBe('docs');
    // Listed after a released version: that order, and the newest released is the last version.
    expect(summary(resolve(site(['2.x', 'current']))).map(([name, , base, banner]) => [name, base, banner])).toEqual([
      ['2.x', '/docs', 'none'],
      ['current', '/docs/next', 'unmaintained'],
    ]);
    // Listed, it is built without includeCurrentVersion too (Docusaurus only leaves out the current docs it would add).
    expect(resolve(site(['current', '1.x']), { includeCurrentVersion: false }).map((v) => v.name)).toEqual(['current', '1.x']);
  });

  it('a route base at the root, and a second instance with its own files', () => {
    expect(resolve(site(['1.0']), {}, '/').map((v) => v.routeBase)).toEqual(['/next', '']);
    const root = site(['3.x'], 'community');
    const versions = resolve(root, {}, 'community', 'community');
    expect(versions.map((v) => v.routeBase)).toEqual(['/community/next', '/community']);
    expect(versions[1]!.docsDir).toBe(path.join(root, 'community_versioned_docs', 'version-3.x'));
  });

  it('names an unknown version, a bad versions.json and an empty set of versions', () => {
    const root = site(['1.0']);
    expect(() => resolve(root, { lastVersion: '9.9' })).toThrow(/lastVersion: no docs version "9\.9"/);
    expect(() => resolve(root, { versions: { '2.0': { label: 'x' } } })).toThrow(/versions\.2\.0: no docs version "2\.0"/);
    expect(() => resolve(root, { onlyIncludeVersions: ['1.0'], lastVersion: 'current' })).toThrow(/lastVersion "current" is left out/);
    expect(() => resolve(site({ a: 1 }))).toThrow(/versions\.json: must be an array/);
    expect(() => resolve(site(['ok', '../x']))).toThrow(ConfigError);
    expect(() => resolve(site(), { includeCurrentVersion: false })).toThrow(/no docs version is left/);
  });
});

describe('versionNameProblem', () => {
  it('takes plain names and refuses what cannot be a folder or URL segment', () => {
    for (const name of ['1.0.0', 'v2', '2.x', 'next-gen']) expect(versionNameProblem(name)).toBeUndefined();
    for (const name of ['', ' ', '..', '.', 'a/b', 'a\\b', 'a?b', 'x'.repeat(33), 'current']) expect(versionNameProblem(name)).toBeTypeOf('string');
  });
});

describe('docsIdsOf', () => {
  it("names the site's own docs instance (the first) and the one a navbar item without docsPluginId means", () => {
    expect(docsIdsOf([{ id: 'default' }])).toEqual({ main: 'default', unnamed: 'default' });
    // Docs whose instances all have ids of their own: an unnamed item means the site's own.
    expect(docsIdsOf([{ id: 'api' }, { id: 'community' }])).toEqual({ main: 'api', unnamed: 'api' });
    // As Docusaurus, an unnamed item means `default` wherever that instance is listed.
    expect(docsIdsOf([{ id: 'guides' }, { id: 'default' }])).toEqual({ main: 'guides', unnamed: 'default' });
  });
});
