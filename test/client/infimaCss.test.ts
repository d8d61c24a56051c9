import { describe, expect, it } from 'vitest';
import { infimaCss } from '../../src/client/infimaCss.js';

const hero = '<header class="hero hero--primary"><div class="container"><h1 class="hero__title">T</h1><a class="button button--secondary button--lg" href="/x">Go</a></div></header>';
const columns = '<div class="row"><div class="col col--4"><div class="text--center padding-horiz--md"><p>x</p></div></div></div>';

describe('infimaCss: the Infima rules React pages use', () => {
  it('is empty without React pages (a site without them gets no Infima at all)', () => {
    expect(infimaCss([])).toBe('');
  });

  it('keeps the rules of the classes the pages use, scoped to a React page, and none of the others', () => {
    const css = infimaCss([hero, columns]);
    for (const used of ['.hero--primary', '.hero__title', '.button--secondary', '.button--lg', '.col--4', '.row', '.container', '.text--center', '.padding-horiz--md']) {
      expect(css, used).toMatch(new RegExp(`:where\\(\\.react-page\\) ${used.replace('.', '\\.')}[\\s,{:.]`));
    }
    // Classes no page uses: left out, including their siblings of the same family.
    for (const unused of ['.col--7', '.button--danger', '.hero--dark', '.navbar', '.menu__link', '.pagination-nav', '.alert--info', '.card']) {
      expect(css, unused).not.toContain(`${unused}{`);
      expect(css, unused).not.toMatch(new RegExp(`\\${unused}[\\s,{:]`));
    }
    // Infima's variables come along, at no specificity, so the site's `:root { --ifm-… }` wins.
    expect(css).toMatch(/:where\(:root\)\{[^}]*--ifm-color-primary:/);
    // And the dark mode's.
    expect(css).toMatch(/:where\(html\[data-theme=dark\]\)\{[^}]*--ifm-/);
    // Only the variables the kept rules read (directly or through another variable).
    expect(css).toContain('--ifm-button-size-multiplier:');
    expect(css).toContain('--ifm-color-gray-900:');
    expect(css).toContain('--ifm-global-radius:');
    expect(css).not.toContain('--ifm-navbar-height');
    expect(css).not.toContain('--ifm-tabs-padding-vertical');
    expect(css).not.toContain('--ifm-breadcrumb-separator');
    // No rule for the document or body (docsgen's theme owns those).
    expect(css).not.toMatch(/(^|[},])\s*body\s*[{,]/);
  });

  it('keeps a rule whose only unused classes are inside :not() (an outline secondary button\'s text colour, typescript-eslint\'s home page)', () => {
    const css = infimaCss(['<a class="button button--secondary button--outline" href="/play">Play</a>']);
    // No page has `.button--active`: the rule still applies to every outline secondary button not active.
    expect(css).toMatch(/:where\(\.react-page\) \.button\.button--secondary\.button--outline:not\(\.button--active\):not\(:hover\)\{color:var\(--ifm-font-color-base\)\}/);
  });

  it("undoes docsgen's theme's rules for a class both style, inside a React page only", () => {
    const css = infimaCss([hero], new Set(['button', 'sidebar']));
    expect(css).toMatch(/:where\(\.react-page\) \.button,[^{]*\{all:revert/);
    // Infima's element rules again for those elements (an <h1 class="hero__title"> keeps Infima's h1
    // margins), after the reset and before Infima's class rules (`.hero__title` still sets its size).
    const titled = infimaCss(['<header class="hero"><h1 class="hero__title">T</h1></header>'], new Set(['hero__title']));
    const again = titled.search(/:where\(\.react-page\) :where\(h1\)(:is\()?\.hero__title\)?\{[^}]*margin:var\(--ifm-heading-margin-top\)/);
    expect(again).toBeGreaterThan(titled.indexOf('all:revert'));
    expect(again).toBeLessThan(titled.search(/:where\(\.react-page\) \.hero__title\{font-size:3rem/));
    // `sidebar` is not on the page: nothing is undone for it.
    expect(css).not.toContain('.sidebar');
  });

  it("keeps the variables the site's own CSS reads (a CSS module's var(--ifm-…))", () => {
    expect(infimaCss([columns])).not.toContain('--ifm-navbar-height');
    expect(infimaCss([columns], new Set(), '.x { height: var(--ifm-navbar-height); }')).toContain('--ifm-navbar-height:');
  });

  it('one page using a class is enough (the rules are shared by every page of the site)', () => {
    expect(infimaCss([columns])).not.toContain('.hero--primary');
    expect(infimaCss([columns, hero])).toContain('.hero--primary');
  });

  it("applies the class rules a Markdown page's body uses inside `.markdown` too (a Docusaurus site's docs and posts), not Infima's element rules", () => {
    const doc = '<div class="markdown"><div class="alert alert--info margin-bottom--lg"><p>Note</p></div><a class="button button--primary" href="/x">Go</a><table><tr><td>x</td></tr></table></div>';
    const css = infimaCss([], new Set(['button', 'card', 'code-block']), '', [doc.replace('<table>', '<pre class="code-block"></pre><table>')]);
    for (const used of ['.alert', '.alert--info', '.margin-bottom--lg', '.button--primary']) {
      expect(css, used).toMatch(new RegExp(`:where\\(\\.markdown\\) \\${used}[\\s,{:.]`));
    }
    // No React page: nothing for one; Infima's `table`, `p` and `a` rules would restyle every page's text.
    expect(css).not.toContain('.react-page');
    expect(css).not.toMatch(/:where\(\.markdown\) (table|p|a)[\s,{:]/);
    // A class docsgen's theme styles too (`button`) is undone first inside `.markdown`, as in a React page.
    expect(css).toMatch(/:where\(\.markdown\) \.button,[^{]*\{all:revert/);
    // One Infima does not style (the theme's code blocks) is left alone.
    expect(css).not.toContain('code-block');
    // Infima's variables come along.
    expect(css).toMatch(/:where\(:root\)\{[^}]*--ifm-alert-border-left-width:/);
  });

  it("leaves the classes docsgen's own Markdown renders (DocCardList's cards, Tabs) to the theme inside `.markdown`", () => {
    const doc = '<div class="markdown"><div class="tabs tabs--block"></div><a class="card" href="/x"><div class="card__body">x</div></a></div>';
    const css = infimaCss([], new Set(['card', 'tabs']), '', [doc]);
    expect(css).not.toMatch(/\.(card|tabs|tabs--block|markdown)[\s,{:]/);
    // The parts of a card Infima styles and the theme's cards do not have still count.
    expect(css).toContain(':where(.markdown) .card__body');
    // A React page's card is Infima's, as before.
    expect(infimaCss(['<div class="card"></div>'], new Set(['card']), '', [doc])).toContain(':where(.react-page) .card');
  });
});
