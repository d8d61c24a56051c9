import { describe, expect, it } from 'vitest';
import { addressKind, isExternalAddress, isUnderBase, normalizePath, pageAddress, pagesLikeFiles, routeAddress, pageDataFile, routeToFile, stripBase, withBase, type AddressKind } from '../../src/shared/paths.js';

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

describe('addressKind: what an href, src or link target names', () => {
  const cases: [address: string, kind: AddressKind][] = [
    ['https://example.com/docs', 'external'],
    ['HTTP://EXAMPLE.COM', 'external'],
    ['mailto:otter@example.com', 'external'],
    ['data:image/png;base64,AAAA', 'external'],
    ['git+ssh://host/repo', 'external'],
    ['//cdn.example.com/x.js', 'protocol-relative'],
    ['pathname:///legacy/old.html', 'full-load'],
    ['pathname://', 'full-load'],
    ['#usage', 'same-page'],
    ['?q=otter', 'same-page'],
    ['', 'same-page'],
    ['/docs/install', 'site'],
    ['/', 'site'],
    ['../guides/dens', 'relative'],
    ['./x.md', 'relative'],
    ['install.mdx#a', 'relative'],
    // Not a scheme: it starts with a digit, or the colon comes after a slash.
    ['1x:y', 'relative'],
    ['docs/a:b', 'relative'],
  ];
  it.each(cases)('%j is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('isExternalAddress: a scheme (pathname: too, as Docusaurus reads it) or a host is not the site\'s to resolve', () => {
    const external = cases.filter(([, kind]) => kind === 'external' || kind === 'protocol-relative' || kind === 'full-load').map(([address]) => address);
    for (const [address] of cases) expect(isExternalAddress(address)).toBe(external.includes(address));
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

describe('trailingSlash: the file and the address of a route', () => {
  // route, file and address with trailingSlash false (docsgen's default), then with true (Docusaurus's table).
  const cases: [route: string, falseFile: string, falseAddress: string, trueFile: string, trueAddress: string][] = [
    ['/', 'index.html', '/', 'index.html', '/'],
    ['/docs/install', 'docs/install.html', '/docs/install', 'docs/install/index.html', '/docs/install/'],
    ['/docs/v7/guide/intro', 'docs/v7/guide/intro.html', '/docs/v7/guide/intro', 'docs/v7/guide/intro/index.html', '/docs/v7/guide/intro/'],
    ['/blog/2.8.0', 'blog/2.8.0.html', '/blog/2.8.0', 'blog/2.8.0/index.html', '/blog/2.8.0/'],
    ['/docs/what%3F', 'docs/what%3F.html', '/docs/what%3F', 'docs/what%3F/index.html', '/docs/what%3F/'],
  ];
  it.each(cases)('%s: %s at %s, or %s at %s', (route, falseFile, falseAddress, trueFile, trueAddress) => {
    expect(routeToFile(route, false)).toBe(falseFile);
    expect(pageAddress(route, false)).toBe(falseAddress);
    expect(routeToFile(route, true)).toBe(trueFile);
    expect(pageAddress(route, true)).toBe(trueAddress);
    // Both files and both addresses name the route again.
    for (const named of [`/${falseFile}`, `/${trueFile}`, falseAddress, trueAddress]) expect(normalizePath(named)).toBe(route);
  });

  it('with trailingSlash, the slash goes before a fragment or query; files, / and a path with its slash stay', () => {
    expect(pageAddress('/docs/install#setup', true)).toBe('/docs/install/#setup');
    expect(pageAddress('/search?q=otter', true)).toBe('/search/?q=otter');
    expect(pageAddress('../guides/dens', true)).toBe('../guides/dens/');
    for (const kept of ['/', '/docs/install/', '/docs/install/#x', '/img/logo.svg', '/llms.txt', '/legacy/old.html', '/docs/x.md', '#top', '?q=1', '']) expect(pageAddress(kept, true)).toBe(kept);
  });

  it("a page named like a file (/docs/1.x) gets its slash when the route table says it is a page; a path no route has keeps the extension rule", () => {
    const rule = { trailingSlash: true, pagesLikeFiles: pagesLikeFiles(['/', '/docs/intro', '/docs/1.x', '/blog/2.8.0']) };
    expect(rule.pagesLikeFiles).toEqual(['/docs/1.x']);
    expect(pageAddress('/docs/1.x', true)).toBe('/docs/1.x');
    expect(pageAddress('/docs/1.x', rule)).toBe('/docs/1.x/');
    expect(pageAddress('/docs/1.x#notes', rule)).toBe('/docs/1.x/#notes');
    expect(withBase('/sub/', '/docs/1.x', rule)).toBe('/sub/docs/1.x/');
    for (const file of ['/docs/2.x', '/img/logo.svg', '/docs/1.x.md', '/llms.txt']) expect(pageAddress(file, rule)).toBe(file);
    expect(pageAddress('/docs/1.x', { pagesLikeFiles: ['/docs/1.x'] })).toBe('/docs/1.x');
    // A route's own address: it is a page, whatever its name.
    expect(routeAddress('/docs/1.x', true)).toBe('/docs/1.x/');
    expect(routeAddress('/docs/1.x', false)).toBe('/docs/1.x');
    expect(routeAddress('/', true)).toBe('/');
  });

  it('withBase adds the base and, with trailingSlash, the slash of a page; a file keeps its name', () => {
    expect(withBase('/sub/', '/docs/install', true)).toBe('/sub/docs/install/');
    expect(withBase('/sub/', '/', true)).toBe('/sub/');
    expect(withBase('/', '/docs/install#a', true)).toBe('/docs/install/#a');
    expect(withBase('/sub/', '/img/pic.png', true)).toBe('/sub/img/pic.png');
    expect(withBase('/sub/', 'relative/x', true)).toBe('relative/x');
    expect(withBase('/sub/', '/docs/install')).toBe('/sub/docs/install');
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
