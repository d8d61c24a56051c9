import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectAll, select } from 'hast-util-select';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * `<DocCardList />`, `@theme/DocCard` and the sidebar hooks in a Docusaurus site served below
 * `/manual/` (test/fixtures/sites/docusaurus-doc-cards): the cards are in the server HTML, as the
 * real sidebar has them, and follow it from build to build.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-doc-cards/', import.meta.url));
let root: string;
let out: string;
const warnings: string[] = [];
const logger: Logger = { info: () => {}, warn: (message) => void warnings.push(message) };

const cardsOf = async (file: string) => {
  const tree = fromHtml(await readFile(path.join(out, file), 'utf8'));
  return selectAll('main .cards .card__link', tree).map((a) => ({
    href: a.properties.href,
    title: toString(select('.card__title', a)!),
    description: select('.card__description', a) ? toString(select('.card__description', a)!) : undefined,
  }));
};

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-doc-cards-');
  out = path.join(root, 'build');
  await build({ config: path.join(root, 'docusaurus.config.js'), out, logger });
}, 180_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe('<DocCardList /> and the sidebar hooks', () => {
  it('<DocCardList /> on a category index page: a card per item of its sidebar category, in sidebar order, with the base', async () => {
    expect(await cardsOf('docs/guides.html')).toEqual([
      { href: '/manual/docs/guides/wick', title: '📄️Trim the wick', description: 'Cut the wick level so the flame burns without smoke.' },
      // No description in the front matter: the page's first paragraph, as Docusaurus's excerpt.
      { href: '/manual/docs/guides/lens', title: '📄️Polish the lens', description: 'A soft cloth and spirit, every morning before the light goes out.' },
      // A sub-category without a page of its own leads to its first page; its card says its
      // _category_.yml description (as Docusaurus's DocCard), instead of counting its items.
      { href: '/manual/docs/guides/advanced/fog', title: '🗃️Storm duty', description: 'When the fog rolls in.' },
    ]);
  });

  it("a category's description is the build's only: the sidebar file the browser loads leaves it out", async () => {
    const sidebarFiles = (await readdir(path.join(out, '__data'))).filter((name) => /^sidebar-.*\.json$/.test(name));
    expect(sidebarFiles.length).toBeGreaterThan(0);
    for (const name of sidebarFiles) expect(await readFile(path.join(out, '__data', name), 'utf8')).not.toContain('fog rolls');
  });

  it("Docusaurus 2's form: items={useCurrentSidebarCategory().items} from @docusaurus/theme-common, in an mdx-code-block", async () => {
    expect(await cardsOf('docs/tools.html')).toEqual([{ href: '/manual/docs/tools/oil-can', title: '📄️The oil can', description: 'Keeps the clockwork turning.' }]);
  });

  it('items given by the page: a doc card with its description, an external link with the link icon', async () => {
    expect(await cardsOf('docs/intro.html')).toEqual([
      { href: '/manual/docs/guides/wick', title: '📄️Trim the wick', description: 'Cut the wick level so the flame burns without smoke.' },
      { href: 'https://tides.example/', title: '🔗Tide tables', description: undefined },
    ]);
  });

  it("useDocsSidebar and useDocById in a site component read the page's sidebar and its version's docs", async () => {
    const html = await readFile(path.join(out, 'docs/intro.html'), 'utf8');
    expect(html).toContain('<p class="sidebar-facts">Sidebar tutorialSidebar has 5 top-level items; the lens page is titled “Polish the lens” and says “A soft cloth and spirit, every morning before the light goes out.”</p>');
  });

  it('useAllDocsData and the version hooks give paths with the site base, as Docusaurus does', async () => {
    const html = await readFile(path.join(out, 'docs/intro.html'), 'utf8');
    expect(html).toContain('default at /manual/docs: current at /manual/docs; reading current</p>');
  });

  it('an island reading the sidebar hooks carries that sidebar to the browser, with only the docs it asked for; other islands carry none', async () => {
    const tree = fromHtml(await readFile(path.join(out, 'docs/guides.html'), 'utf8'));
    const data = selectAll('docsgen-island-data', tree);
    expect(data).toHaveLength(1);
    expect(data[0]!.properties.hidden).toBeTruthy();
    const sidebar = JSON.parse(String(data[0]!.properties.dataSidebar)) as { name: string; items: { label: string }[]; docs: Record<string, { title: string }> };
    expect(sidebar.name).toBe('tutorialSidebar');
    expect(sidebar.items.map((item) => item.label)).toEqual(['Welcome aboard', 'Guides', 'Tools', 'Reference', 'Keepers']);
    expect(Object.keys(sidebar.docs)).toEqual(['guides/wick']);
    // The docs-data island (useAllDocsData) and the sidebar facts (no island: it only reads) add nothing.
    expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).not.toContain('docsgen-island-data');
  });

  it("the generated index's cards look the same (icon, description)", async () => {
    expect(await cardsOf('docs/category/reference.html')).toEqual([{ href: '/manual/docs/reference/signals', title: '📄️Signals', description: 'What each flag means.' }]);
  });

  it("a _category_.json link { type: 'doc', id } (id below the folder): the label links to that doc, listed once; the generated index stays", async () => {
    const tree = fromHtml(await readFile(path.join(out, 'docs/keepers/logbook.html'), 'utf8'));
    const category = selectAll('.sidebar__category', tree).find((li) => toString(select('.sidebar__category-label', li)!) === 'Keepers')!;
    expect(select('.sidebar__category-label', category)!.properties.href).toBe('/manual/docs/keepers/roster');
    expect(selectAll('.sidebar__list .sidebar__link', category).map((a) => [toString(a), a.properties.href])).toEqual([['The logbook', '/manual/docs/keepers/logbook']]);
    // Once in the whole sidebar: the category's label is its link.
    expect(selectAll('.sidebar__link', tree).filter((a) => a.properties.href === '/manual/docs/keepers/roster')).toHaveLength(1);
    expect(await readFile(path.join(out, 'docs/keepers/roster.html'), 'utf8')).toContain('Three keepers share the watch.');
    expect(await readdir(path.join(out, 'docs/category'))).toEqual(['reference.html']);
  });

  it('no warnings; the link gate followed the cards (onBrokenLinks: throw, and the build passed)', () => {
    expect(warnings).toEqual([]);
  });

  it('the next build (pages from the cache) follows the sidebar: a new page and a changed description show on the card list', async () => {
    await writeFile(path.join(root, 'docs/guides/lamp.md'), '---\nsidebar_position: 0\n---\n\n# Light the lamp\n\nAt sunset, never later.\n');
    await writeFile(path.join(root, 'docs/guides/wick.md'), '---\nsidebar_position: 1\ndescription: Level and short.\n---\n\n# Trim the wick\n');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger });
    const cards = await cardsOf('docs/guides.html');
    expect(cards.map((card) => card.title)).toEqual(['📄️Light the lamp', '📄️Trim the wick', '📄️Polish the lens', '🗃️Storm duty']);
    expect(cards[1]!.description).toBe('Level and short.');
  }, 120_000);

  it('a swizzled src/theme/DocCardList (as sites write them: the hooks, filterDocCardListItems, @theme/DocCard) replaces docsgen\'s on every page', async () => {
    await mkdir(path.join(root, 'src/theme/DocCardList'), { recursive: true });
    await writeFile(
      path.join(root, 'src/theme/DocCardList/index.js'),
      [
        "import React from 'react';",
        "import { useCurrentSidebarCategory, filterDocCardListItems } from '@docusaurus/plugin-content-docs/client';",
        "import DocCard from '@theme/DocCard';",
        'function ForCategory() {',
        '  return <DocCardList items={useCurrentSidebarCategory().items} />;',
        '}',
        'export default function DocCardList({ items }) {',
        '  if (!items) return <ForCategory />;',
        '  return <section className="my-cards">{filterDocCardListItems(items).filter((item) => item.type === "link").map((item, i) => <article key={i}><DocCard item={item} /></article>)}</section>;',
        '}',
        '',
      ].join('\n'),
    );
    // With the cache: the up-to-date check sees the new src/theme file, and the pages follow it.
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger });
    const tree = fromHtml(await readFile(path.join(out, 'docs/guides.html'), 'utf8'));
    expect(selectAll('main section.my-cards article .card__link', tree).map((a) => a.properties.href)).toEqual(['/manual/docs/guides/lamp', '/manual/docs/guides/wick', '/manual/docs/guides/lens']);
  }, 120_000);
});
