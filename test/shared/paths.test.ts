import { describe, expect, it } from 'vitest';
import { isUnderBase, normalizePath, pageDataFile, routeToFile, stripBase, withBase } from '../../src/shared/paths.js';

describe('normalizePath', () => {
  const cases: [input: string, expected: string][] = [
    ['/docs/install', '/docs/install'],
    ['/docs/install.html', '/docs/install'],
    ['/docs/install/', '/docs/install'],
    ['/docs/install//', '/docs/install'],
    ['/docs/install/index.html', '/docs/install'],
    ['/', '/'],
    ['', '/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/docs/category/document-picker', '/docs/category/document-picker'],
    ['/docs/indexes', '/docs/indexes'],
    ['/docs/index.html.md', '/docs/index.html.md'],
    ['/llms.txt', '/llms.txt'],
  ];
  it.each(cases)('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const [input] of cases) expect(normalizePath(normalizePath(input))).toBe(normalizePath(input));
  });
});

describe('routeToFile and pageDataFile', () => {
  const cases: [route: string, file: string, data: string][] = [
    ['/', 'index.html', '__data/index.json'],
    ['/docs/install', 'docs/install.html', '__data/docs/install.json'],
    ['/docs/sponsor-only/picker/open-mode', 'docs/sponsor-only/picker/open-mode.html', '__data/docs/sponsor-only/picker/open-mode.json'],
    ['/docs/category/document-picker', 'docs/category/document-picker.html', '__data/docs/category/document-picker.json'],
    ['/404', '404.html', '__data/404.json'],
  ];
  it.each(cases)('%s → %s and %s', (route, file, data) => {
    expect(routeToFile(route)).toBe(file);
    expect(pageDataFile(route)).toBe(data);
  });

  it('routeToFile and normalizePath agree: the file of a route normalises back to it', () => {
    for (const [route, file] of cases) expect(normalizePath(`/${file}`)).toBe(route);
  });
});

describe('withBase and stripBase', () => {
  const cases: [base: string, path: string, joined: string][] = [
    ['/', '/docs/install', '/docs/install'],
    ['/', '/', '/'],
    ['/sub/', '/docs/install', '/sub/docs/install'],
    ['/sub/', '/', '/sub/'],
    ['/a/b/', '/docs', '/a/b/docs'],
  ];
  it.each(cases)('base %s: %s ⇄ %s', (base, p, joined) => {
    expect(withBase(base, p)).toBe(joined);
    expect(stripBase(base, joined)).toBe(p);
  });

  const untouched: [base: string, path: string][] = [
    ['/sub/', 'docs/relative'],
    ['/sub/', 'https://example.com/x'],
    ['/sub/', '#anchor'],
    ['/sub/', '//cdn.example.com/x.js'],
    ['/sub/', 'data:image/png;base64,AAAA'],
  ];
  it.each(untouched)('base %s leaves %s alone', (base, p) => {
    expect(withBase(base, p)).toBe(p);
  });

  it('stripBase leaves a path outside the base alone, and turns the bare base into /', () => {
    expect(stripBase('/sub/', '/other/page')).toBe('/other/page');
    expect(stripBase('/sub/', '/sub')).toBe('/');
  });
});

describe('isUnderBase', () => {
  it('is the base itself or a path below it, as whole segments', () => {
    expect(['/sub', '/sub/', '/sub/docs/x'].every((p) => isUnderBase('/sub/', p))).toBe(true);
    expect(['/', '/subway', '/other/sub/x'].some((p) => isUnderBase('/sub/', p))).toBe(false);
    expect(isUnderBase('/', '/anything')).toBe(true);
  });

  it('a site path that starts like the base still gets it (routes never hold the base)', () => {
    expect(withBase('/docs/', '/docs/intro')).toBe('/docs/docs/intro');
    expect(stripBase('/docs/', '/docs/docs/intro')).toBe('/docs/intro');
  });
});
