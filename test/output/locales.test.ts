import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, ROOT, tempDir } from '../helpers/cli.js';
import { build } from '../../src/build.js';
import { searchDocs } from '../helpers/searchFiles.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

// A copy to build: a build keeps its caches in the site's node_modules/.cache.
const i18nSite = useFixtureCopy(path.join(ROOT, 'test/fixtures/sites/docusaurus-i18n'));

afterAll(removeTempDirs);

/** Every `<link rel="alternate" hreflang>` and `og:locale*` of a page, as written. */
function localeHead(html: string): string[] {
  return [...html.matchAll(/<meta property="og:locale(?::alternate)?"[^>]*>|<link rel="alternate" href="[^"]*" hreflang="[^"]*"\/>/gi)].map((m) => m[0]);
}

describe('a site in three locales (en default, fr partly translated, ar not at all)', () => {
  let out = '';
  const warnings: string[] = [];
  const page = (file: string) => readFile(path.join(out, file), 'utf8');
  beforeAll(async () => {
    out = path.join(await tempDir('docsgen-locales-'), 'site');
    await build({ config: path.join(await i18nSite(), 'docusaurus.config.ts'), out, crawl: false, cache: false, logger: { info: () => {}, warn: (message) => void warnings.push(message) } });
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

  it("reads a locale's translation of a page where it has one, else the default locale's; Markdown links name pages in either folder", async () => {
    const fr = await page('fr/docs/intro.html');
    expect(fr).toContain('Le thé pousse sur les collines');
    expect(fr).toMatch(/href="\/fr\/docs\/guides\/steeping"/);
    expect(await page('fr/docs/guides/brewing.html')).toContain('Faire bouillir');
    // Not translated: the English page, in the French site (its link to a translated page resolves there).
    const steeping = await page('fr/docs/guides/steeping.html');
    expect(steeping).toContain('Three minutes for black tea');
    expect(steeping).toMatch(/href="\/fr\/docs\/guides\/brewing"/);
    expect(await page('fr/help.html')).toContain('Demandez au jardinier');
    expect(await page('ar/help.html')).toContain('Ask the gardener');
    expect(await page('docs/intro.html')).toContain('Tea grows on hills');
    expect(warnings.join('\n')).not.toContain('broken Markdown link');
  });

  it("edits a translation where its page is, the editUrl function given the locale", async () => {
    expect(await page('fr/docs/intro.html')).toContain('href="https://git.example/tea/fr/intro.md"');
    expect(await page('docs/intro.html')).toContain('href="https://git.example/tea/en/intro.md"');
  });

  it("translates the navbar's and footer's words from the locale's docusaurus-theme-classic/navbar.json and footer.json; a locale without them keeps the config's", async () => {
    const fr = await page('fr/docs/intro.html');
    for (const text of ['>Thé<', '>Jardin<', '>Plus<', '>Infuser<', 'Jardin de thé']) expect(fr).toContain(text);
    const ar = await page('ar/docs/intro.html');
    for (const text of ['>Tea<', '>Garden<', '>More<', '>Brewing<']) expect(ar).toContain(text);
  });

  it("renders <Translate> and translate() with the locale's i18n/<locale>/code.json (by id, else by message; placeholders filled), the default message where it has none", async () => {
    const text = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([\\s\\S]*?)</(?:h1|p|button)>`).exec(html)?.[1]?.replace(/<!-- -->/g, '');
    const fr = await page('fr/greeting.html');
    expect(text(fr, 'greeting-title')).toBe('Bienvenue au jardin');
    // translate() called as the page's module loads.
    expect(text(fr, 'greeting-kettle')).toBe('Mettez la bouilloire');
    expect(text(fr, 'greeting-cups')).toBe('<b>3</b> tasses de thé');
    expect(text(fr, 'greeting-untranslated')).toBe('Only in English');
    expect(text(fr, 'greeting-locale')).toBe('fr');
    expect(text(fr, 'kettle')).toBe('Verser');
    expect(fr).toContain('<title>Salutation | Tea Garden</title>');
    // The default locale and a locale without code.json: the messages as the code writes them.
    for (const [file, locale] of [['greeting.html', 'en'], ['ar/greeting.html', 'ar']]) {
      const html = await page(file!);
      expect(text(html, 'greeting-title')).toBe('Welcome to the garden');
      expect(text(html, 'greeting-kettle')).toBe('Put the kettle on');
      expect(text(html, 'greeting-cups')).toBe('<b>3</b> cups of tea');
      expect(text(html, 'greeting-locale')).toBe(locale);
    }
  });

  it("names the sidebar's categories from the locale's docusaurus-plugin-content-docs/current.json (sidebar.<id>.category.<label>)", async () => {
    const sidebarLabels = (html: string) => [...html.matchAll(/menu__list-item-collapsible[^>]*>[\s\S]*?>([^<>]+)<\/(?:a|button|span)>/g)].map((m) => m[1]);
    expect(sidebarLabels(await page('fr/docs/intro.html'))).toContain('Guides du thé');
    expect(await page('fr/docs/intro.html')).not.toMatch(/>Guides</);
    expect(sidebarLabels(await page('docs/intro.html'))).toContain('Guides');
    expect(await page('ar/docs/intro.html')).not.toContain('Guides du thé');
  });

  it("shows the theme's words in the locale without a code.json entry (docsgen's tables, as Docusaurus's theme brings its own), the site's code.json over them", async () => {
    const fr = await page('fr/docs/intro.html');
    // code.json's words over the table's ('Suivant', 'Modifier cette page').
    expect(fr).toMatch(/<span class="pagination__sublabel">Page suivante<\/span>/);
    expect(fr).toMatch(/>Modifier cette page<\/a>/);
    // Not in code.json: the table's French, in the page and in the admonition the content stage writes.
    const brewing = await page('fr/docs/guides/brewing.html');
    expect(brewing).toMatch(/<span class="pagination__sublabel">Précédent<\/span>/);
    expect(brewing).toMatch(/<div class="admonitionHeading">Astuce<\/div>/);
    expect(brewing).toContain('"theme.SearchBar.label":"Rechercher"');
    // Arabic (no code.json): docsgen's Arabic table; English: the theme's own words.
    const ar = await page('ar/docs/intro.html');
    expect(ar).toMatch(/<span class="pagination__sublabel">التالي<\/span>/);
    expect(ar).toMatch(/>تعديل هذه الصفحة<\/a>/);
    const en = await page('docs/intro.html');
    expect(en).toMatch(/<span class="pagination__sublabel">Next<\/span>/);
    expect(en).toMatch(/>Edit this page<\/a>/);
    expect(en).not.toContain('Page suivante');
    expect(await page('docs/guides/brewing.html')).toMatch(/<div class="admonitionHeading">Tip<\/div>/);
    expect(await page('ar/docs/guides/brewing.html')).toMatch(/<div class="admonitionHeading">نصيحة<\/div>/);
  });

  it("names a heading's link (theme.common.headingLinkTitle, after the heading) and a :::details block's summary (theme.Details.summary) in the locale", async () => {
    const fr = await page('fr/docs/guides/brewing.html');
    expect(fr).toContain('<a class="hash-link" href="#leau" aria-label="Lien direct vers la section L\'eau" title="Lien direct vers la section L\'eau" translate="no">');
    expect(fr).toContain('<summary>Détails</summary>');
    const ar = await page('ar/docs/guides/brewing.html');
    expect(ar).toContain('<a class="hash-link" href="#water" aria-label="رابط مباشر إلى القسم Water" title="رابط مباشر إلى القسم Water" translate="no">');
    expect(ar).toContain('<summary>التفاصيل</summary>');
    const en = await page('docs/guides/brewing.html');
    expect(en).toContain('<a class="hash-link" href="#water" aria-label="Direct link to Water" title="Direct link to Water" translate="no">');
    expect(en).toContain('<summary>Details</summary>');
  });

  it("writes no English word of the theme in a French page: its labels, search box, colour-mode toggle, breadcrumbs, sidebar and not-found page", async () => {
    const attributes = (html: string) => [...html.matchAll(/ (aria-label|title|placeholder)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]!.replace(/&#x27;/g, "'")}`);
    const brewing = attributes(await page('fr/docs/guides/brewing.html'));
    for (const label of [
      'aria-label=Chargement de la page',
      'aria-label=Principal',
      'aria-label=Ouvrir le menu de navigation',
      'aria-label=Basculer entre le mode sombre et le mode clair (actuellement mode clair)',
      'title=mode clair',
      'placeholder=Chargement...',
      'aria-label=Rechercher dans la documentation',
      'aria-label=Résultats de la recherche',
      'aria-label=Menu de navigation',
      'aria-label=Barre latérale de la documentation',
      "aria-label=Fil d'Ariane",
      "aria-label=Page d'accueil",
      'aria-label=Pages de la documentation',
    ])
      expect(brewing).toContain(label);
    // Every English word of the theme is gone from the page's labels and text.
    const html = await page('fr/docs/guides/brewing.html');
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const english of ['Loading', 'Search the documentation', 'Breadcrumbs', 'Home page', '>Home<', 'Docs sidebar', 'Switch between', 'Open the navigation menu', 'light mode', 'Direct link', '>Details<'])
      expect([english, visible.includes(english)]).toEqual([english, false]);
    expect(await page('fr/404.html')).toContain('<title>Page introuvable | Tea Garden</title>');
    const notFound = (await page('fr/404.html')).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(notFound).toContain('Nous n&#x27;avons pas trouvé ce que vous cherchiez.');
    expect(notFound).toMatch(/Essayez le champ de recherche ci-dessus, ou repartez de <a href="\/fr\/docs\/intro">Bienvenue<\/a>\./);
    expect(notFound).not.toContain('We could not find');
  });

  it("shows a doc's last update as Docusaurus does (showLastUpdateTime, showLastUpdateAuthor): front matter last_update over git's, the date in the locale's format", async () => {
    const footer = (html: string) => /<span class="doc__updated theme-last-updated">([\s\S]*?)<\/span>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
    expect(footer(await page('docs/intro.html'))).toBe('Last updated on <b><time dateTime="2026-11-27T00:00:00.000Z" itemProp="dateModified">Nov 27, 2026</time></b> by <b>Ada</b>');
    expect(footer(await page('fr/docs/intro.html'))).toBe('Dernière mise à jour le <b><time dateTime="2026-11-27T00:00:00.000Z" itemProp="dateModified">27 nov. 2026</time></b> par <b>Ada</b>');
  });

  it('writes a search index per locale, of that locale\'s pages', async () => {
    const read = (base: string) => (sitePath: string) => readFile(path.join(out, base, sitePath), 'utf8');
    const en = await searchDocs(read(''));
    const fr = await searchDocs(read('fr'));
    expect(en.map((doc) => doc.title)).toContain('Welcome');
    expect(fr.map((doc) => doc.title)).toContain('Bienvenue');
    expect(fr.map((doc) => doc.title)).not.toContain('Welcome');
  });
});
