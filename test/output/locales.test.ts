import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess, ROOT } from '../helpers/cli.js';
import { searchDocs } from '../helpers/searchFiles.js';

const config = path.join(ROOT, 'test/fixtures/sites/docusaurus-i18n/docusaurus.config.ts');

/** Every `<link rel="alternate" hreflang>` and `og:locale*` of a page, as written. */
function localeHead(html: string): string[] {
  return [...html.matchAll(/<meta property="og:locale(?::alternate)?"[^>]*>|<link rel="alternate" href="[^"]*" hreflang="[^"]*"\/>/gi)].map((m) => m[0]);
}

describe('a site in three locales (en default, fr partly translated, ar not at all)', () => {
  let out = '';
  const page = (file: string) => readFile(path.join(out, file), 'utf8');
  beforeAll(async () => {
    ({ out } = await buildInProcess(config));
  }, 120_000);

  it('builds the default locale at the base and each other under /<locale>/, each with its <html lang dir>', async () => {
    expect(await page('docs/intro.html')).toContain('<html lang="en" dir="ltr"');
    expect(await page('fr/docs/intro.html')).toContain('<html lang="fr" dir="ltr"');
    expect(await page('ar/docs/guides/steeping.html')).toContain('<html lang="ar" dir="rtl"');
    // A locale's pages link its own assets and pages, under its base.
    expect(await page('fr/docs/intro.html')).toMatch(/href="\/fr\/docs\/guides\/brewing"/);
    expect(existsSync(path.join(out, 'fr', 'fr'))).toBe(false);
  });

  it('links the page in every locale (hreflang, x-default) and names the languages for Open Graph, as Docusaurus does', async () => {
    expect(localeHead(await page('fr/docs/guides/steeping.html'))).toEqual([
      '<meta property="og:locale" content="fr"/>',
      '<meta property="og:locale:alternate" content="en"/>',
      '<meta property="og:locale:alternate" content="ar"/>',
      '<link rel="alternate" href="https://tea.example/docs/guides/steeping" hrefLang="en"/>',
      '<link rel="alternate" href="https://tea.example/fr/docs/guides/steeping" hrefLang="fr"/>',
      '<link rel="alternate" href="https://tea.example/ar/docs/guides/steeping" hrefLang="ar"/>',
      '<link rel="alternate" href="https://tea.example/docs/guides/steeping" hrefLang="x-default"/>',
    ]);
  });

  it('writes a search index per locale, of that locale\'s pages', async () => {
    const read = (base: string) => (sitePath: string) => readFile(path.join(out, base, sitePath), 'utf8');
    const en = await searchDocs(read(''));
    const fr = await searchDocs(read('fr'));
    expect(en.map((doc) => doc.title)).toContain('Welcome');
    expect(fr.length).toBeGreaterThan(0);
  });
});
