import { describe, expect, it } from 'vitest';
import { linkTarget, targetByUrl as byUrl } from '../../src/links/linkTarget.js';

/** The result, or that it throws (a URL that cannot be made: the gate's caller fails on it either way). */
function outcome(resolve: () => unknown): unknown {
  try {
    return resolve();
  } catch {
    return 'throws';
  }
}

const froms = ['/', '/docs/intro', '/docs/guide/', '/docs/a/b/c', '/docs/v1.2/intro', '/docs/ünï', '/docs/a b/c', '/docs/./x', '/docs/../y'];

describe('linkTarget resolves a link as a URL does', () => {
  it('for hand-picked links: absolute, relative, dot segments, hashes, encoded and odd characters', () => {
    const hrefs = ['', '#', '#usage', '#a/b', '/docs/x', '/docs/x/', '/docs/x#y', 'x', './x', '../x', '../../../../x', '.', '..', './', '../', 'a/./b/../c', 'a/..', 'a/.', '/a//b', 'x.html', '/img/a.png', 'a%20b', '%2e%2e/x', 'a\\b', 'a b', 'ü', '#ü', '#%C3%BC', '#%E0%A4%A', 'x?y=1', 'x#a#b', '.%2E/x', 'a/...', '...', '/..', '/.', '#a b', "a'b", 'a"b'];
    for (const from of froms) for (const href of hrefs) expect(linkTarget(href, from), `${href} from ${from}`).toEqual(byUrl(href, from));
  });

  it('for many generated links made of path characters, dots, slashes and others', () => {
    // A fixed seed: the same links on every run.
    let seed = 22;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pieces = ['a', 'Z', '0', '-', '_', '~', '.', '..', '/', '/', '#', '%20', '%2e', ' ', 'é', '?', ':', '\\', '+'];
    for (let n = 0; n < 5000; n++) {
      let href = '';
      const length = Math.floor(random() * 8);
      for (let i = 0; i < length; i++) href += pieces[Math.floor(random() * pieces.length)];
      if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const from = froms[n % froms.length]!;
      expect(outcome(() => linkTarget(href, from)), `${JSON.stringify(href)} from ${from}`).toEqual(outcome(() => byUrl(href, from)));
    }
  });
});
