import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixtureCopy } from '../helpers/siteCopy.js';
import { fromDocusaurus, takeConfigNotes, takeConfigWarnings } from '../../src/config/fromDocusaurus.js';
import { keyPosition } from '../../src/config/keyPosition.js';
import { findConfigFile, loadConfig, validateConfig } from '../../src/config/loadConfig.js';
import { builtInPlugins } from '../../src/pipeline/loadSiteConfig.js';
import { withPlugins } from '../../src/plugins/withPlugins.js';
import { writePackage } from '../helpers/writePackage.js';

// A copy of the config fixtures: loading a config keeps its compiled module in the site's node_modules/.cache.
const configsCopy = useFixtureCopy(fileURLToPath(new URL('../fixtures/configs/', import.meta.url)));
let configsDir: string;
beforeAll(async () => {
  configsDir = await configsCopy();
});
const fixture = (name: string, file: string) => path.join(configsDir, name, file);
const shown = (file: string) => path.relative(process.cwd(), file);

/** The mapping of an in-memory config, and its warnings without the file name. */
function map(config: Record<string, unknown>, rootDir = os.tmpdir()) {
  const mapped = fromDocusaurus(config, { file: 'docusaurus.config.ts', rootDir });
  const warnings = takeConfigWarnings(mapped).map((w) => w.replace(/^docusaurus\.config\.ts: /, ''));
  return { mapped: mapped as Record<string, unknown>, warnings };
}

const minimal = { title: 'T', url: 'https://t.example', baseUrl: '/' };

describe('fromDocusaurus: the mapping', () => {
  it('says nothing of the sitemap and svgr parts a wrapping preset hands on without options; options set are warnings', () => {
    // What expandPresets makes of a preset calling the classic one: each part, its options {} when the site set none.
    expect(map({ ...minimal, presets: [['@docusaurus/preset-classic', { sitemap: {}, svgr: {} }]] }).warnings).toEqual([]);
    expect(map({ ...minimal, presets: [['classic', { sitemap: { changefreq: 'daily' }, svgr: { svgrConfig: { dimensions: false } } }]] }).warnings).toEqual([
      'presets[0].sitemap: options not read (docsgen writes sitemap.xml with every page)',
      "presets[0].svgr: options not read (SVG imports are components with docsgen's SVGR settings)",
    ]);
  });

  it("adds the gtag plugin's head tags, from the preset's gtag or the plugin, and warns about options it would refuse", () => {
    const preset = (gtag: unknown) => map({ ...minimal, presets: [['classic', { gtag }]] });
    const one = preset({ trackingID: 'G-AB12', anonymizeIP: true });
    expect(one.warnings).toEqual([]);
    expect(one.mapped.htmlTags).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
      { tagName: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-AB12' } },
      { tagName: 'script', attributes: {}, innerHTML: "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config', 'G-AB12', { anonymize_ip: true });" },
    ]);
    // Its client module (a page view on each client navigation), once, before the config's own.
    expect(map({ ...minimal, presets: [['classic', { gtag: { trackingID: 'G-AB12' } }]], clientModules: ['./src/mine.js'] }).mapped.clientModules).toEqual([expect.stringMatching(/[\\/]browser[\\/]clientModules[\\/]gtag\.(ts|js)$/), './src/mine.js']);
    // Several ids: gtag.js once (the first id), each id configured; listed as a plugin of its own, the same.
    const two = map({ ...minimal, plugins: [['@docusaurus/plugin-google-gtag', { trackingID: ['G-ONE', 'UA-2-3'] }]] });
    expect(two.warnings).toEqual([]);
    const tags = two.mapped.htmlTags as { attributes: Record<string, unknown>; innerHTML?: string }[];
    expect(tags[2]!.attributes.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ONE');
    expect(tags[3]!.innerHTML).toContain("gtag('config', 'G-ONE');gtag('config', 'UA-2-3');");
    // What Docusaurus's option schema refuses is a warning naming the key, and no tag.
    expect(preset({}).warnings).toEqual(['presets[0].gtag: trackingID must be a tracking id or a list of them (G-…): not added']);
    expect(preset({ trackingID: "G-1');alert(1);('" }).warnings[0]).toMatch(/^presets\[0\]\.gtag: trackingID .* is not a tracking id/);
    expect(preset({ trackingID: 'G-1', anonymizeIp: true }).warnings).toEqual(['presets[0].gtag: anonymizeIp: not an option of the gtag plugin (trackingID, anonymizeIP): not added']);
    expect(preset({}).mapped.htmlTags).toBeUndefined();
    expect(preset({}).mapped.clientModules).toBeUndefined();
    // The tags pass the config's own check.
    expect(validateConfig(one.mapped, path.join(os.tmpdir(), 'site', 'docusaurus.config.ts')).htmlTags).toHaveLength(4);
  });

  it("applies Docusaurus's defaults where docsgen's differ", () => {
    const { mapped, warnings } = map(minimal);
    expect(warnings).toEqual([]);
    expect(mapped).toMatchObject({
      layout: 'docusaurus',
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/',
      gates: { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onCrawlErrors: 'throw' },
      markdown: { format: 'mdx' },
      docs: { showLastUpdateTime: false },
    });
    const config = validateConfig(mapped, path.join(os.tmpdir(), 'site', 'docusaurus.config.ts'));
    // Docusaurus's layout: docs/ and static/ at the site's folder, editUrl relative to it.
    expect(config.paths.docsDir).toBe(path.join(os.tmpdir(), 'site', 'docs'));
    expect(config.paths.staticDir).toBe(path.join(os.tmpdir(), 'site', 'static'));
    expect(config.paths.contentDir).toBe(path.join(os.tmpdir(), 'site'));
    expect(config.paths.sourceDirs).toEqual(['docs', 'static', path.join('src', 'pages')].map((dir) => path.join(os.tmpdir(), 'site', dir)));
    expect(withPlugins(config, builtInPlugins()).plugins.map((p) => p.name)).toEqual(['docsgen:images']);
  });

  it('reads link targets as Docusaurus does: a full URL in `to` is external, pathname:/// is a file of the site, an item with items is a dropdown', () => {
    const { mapped, warnings } = map({
      ...minimal,
      themeConfig: {
        navbar: {
          items: [
            { to: 'https://github.com/acme/app/tree/main/example', label: 'Example app', position: 'right' },
            { label: 'LLMs', items: [{ label: 'llms.txt', href: 'pathname:///llms.txt' }, { label: 'Guide', to: 'docs/guide' }] },
          ],
        },
        footer: { links: [{ label: 'Code', to: 'https://code.example' }, { label: 'Feed', href: 'pathname:///feed.xml' }] },
      },
    });
    expect(warnings).toEqual([]);
    expect((mapped.navbar as { items: unknown }).items).toEqual([
      { label: 'Example app', href: 'https://github.com/acme/app/tree/main/example', externalIcon: false, position: 'right' },
      // Docusaurus opens a pathname:/// link in a new tab, with the external-link icon as an `href`.
      { type: 'dropdown', label: 'LLMs', items: [{ label: 'llms.txt', to: '/llms.txt', newTab: true }, { label: 'Guide', to: 'docs/guide' }] },
    ]);
    // In the footer too; a `to` (with a protocol, or pathname:///) has no icon there either.
    expect((mapped.footer as { links: unknown }).links).toEqual([
      { label: 'Code', href: 'https://code.example', externalIcon: false },
      { label: 'Feed', to: '/feed.xml', newTab: true },
    ]);
    // As Docusaurus, pathname:/// links are not checked (a file another tool writes, such as a plugin's llms-full.txt).
    expect((mapped.gates as { ignoreLinks?: string[] }).ignoreLinks).toEqual(['/llms.txt', '/feed.xml']);
  });

  it('an href without a protocol (/legal) is a link to a page of the site, as Docusaurus draws it (no icon, no new tab)', () => {
    const { mapped, warnings } = map({
      ...minimal,
      themeConfig: {
        navbar: { items: [{ href: '/terms', label: 'Terms', position: 'right' }] },
        footer: { links: [{ title: 'More', items: [{ label: 'Legal', href: '/legal' }, { label: 'Code', href: 'https://code.example' }] }] },
      },
    });
    expect(warnings).toEqual([]);
    expect((mapped.navbar as { items: unknown }).items).toEqual([{ label: 'Terms', to: '/terms', position: 'right' }]);
    expect((mapped.footer as { links: unknown }).links).toEqual([
      { title: 'More', items: [{ label: 'Legal', to: '/legal' }, { label: 'Code', href: 'https://code.example' }] },
    ]);
  });

  it("maps 'log' to 'warn' and the Docusaurus 3.9 markdown.hooks spelling", () => {
    const { mapped } = map({ ...minimal, onBrokenLinks: 'log', onBrokenMarkdownLinks: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } });
    // onBrokenLinks is the crawl's gate too: Docusaurus checks every link of its built pages with it.
    expect(mapped.gates).toEqual({ onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'throw', onCrawlErrors: 'warn' });
  });

  it('a hook function, a flat footer, markdown.format md: mapped as near as docsgen can, each with a warning; a dropdown as a dropdown', () => {
    const { mapped, warnings } = map({
      ...minimal,
      markdown: { format: 'md', mermaid: true, hooks: { onBrokenMarkdownLinks: () => undefined, onBrokenMarkdownImages: 'warn' } },
      themeConfig: {
        navbar: { items: [{ type: 'dropdown', label: 'More', position: 'right', items: [{ to: '/docs/a', label: 'A' }] }, { type: 'html', value: '<b>x</b>' }] },
        footer: { links: [{ label: 'Docs', to: '/docs/a' }, { label: 'Code', href: 'https://code.example' }], copyright: '<b>Bold</b> &copy; us' },
      },
    });
    expect(mapped.markdown).toEqual({ format: 'detect', mermaid: true });
    expect(mapped.gates).toMatchObject({ onBrokenMarkdownLinks: 'warn' });
    // An html item is kept as written, as Docusaurus shows it (its value in a navbar__item box).
    expect((mapped.navbar as { items: unknown }).items).toEqual([{ type: 'dropdown', label: 'More', items: [{ label: 'A', to: '/docs/a' }], position: 'right' }, { type: 'html', value: '<b>x</b>' }]);
    expect(mapped.footer).toEqual({
      copyright: 'Bold © us',
      // Docusaurus shows the copyright as HTML: so does docsgen, without a warning.
      copyrightHtml: '<b>Bold</b> &copy; us',
      links: [
        { label: 'Docs', to: '/docs/a' },
        { label: 'Code', href: 'https://code.example' },
      ],
    });
    expect(warnings).toEqual([
      'markdown.hooks.onBrokenMarkdownLinks: a function is not supported (use \'throw\', \'warn\' or \'ignore\'): \'warn\' is used',
      'markdown.hooks.onBrokenMarkdownImages: not read by docsgen',
      "markdown.format: 'md' is not supported: .md pages are read as CommonMark and .mdx pages as MDX ('detect')",
      'markdown.mermaid: Docusaurus draws the diagrams with @docusaurus/theme-mermaid in `themes` (without it the build fails there): docsgen draws them',
    ]);
  });

  it('search, llms.txt, ideal-image and sass plugins are replaced by docsgen\'s own: info lines, their options mapped; what cannot be honoured warns', () => {
    const mapped = fromDocusaurus(
      {
        ...minimal,
        plugins: [
          ['docusaurus-plugin-llms', { ignoreFiles: ['license*'], customLLMFiles: [{ filename: 'llms-api.txt', includePatterns: ['api/**'], fullContent: true }] }],
          ['docusaurus-lunr-search', { disableVersioning: true, excludeRoutes: ['/docs/license', '/docs/private/**'] }],
          ['@docusaurus/plugin-ideal-image', { quality: 70 }],
          'docusaurus-plugin-sass',
          // As a wrapping preset or require.resolve names it: a path into the package, with sass-loader options.
          ['/site/node_modules/docusaurus-plugin-sass/lib/index.js', { sassOptions: { quietDeps: true } }],
        ],
      },
      { file: 'docusaurus.config.ts' },
    );
    expect(takeConfigNotes(mapped)).toEqual([
      "docusaurus.config.ts: plugins[0]: docusaurus-plugin-llms: replaced by docsgen's llms.txt, llms-full.txt and Markdown copies of the pages",
      "docusaurus.config.ts: plugins[1]: docusaurus-lunr-search: replaced by docsgen's search plugin (search())",
      "docusaurus.config.ts: plugins[2]: @docusaurus/plugin-ideal-image: replaced by docsgen's image optimisation (images()); @theme/IdealImage is docsgen's",
      "docusaurus.config.ts: plugins[3]: docusaurus-plugin-sass: replaced by docsgen's own Sass step: .scss and .sass files are compiled with the site's sass package",
      "docusaurus.config.ts: plugins[4]: docusaurus-plugin-sass: replaced by docsgen's own Sass step: .scss and .sass files are compiled with the site's sass package",
    ]);
    expect(takeConfigWarnings(mapped)).toEqual([
      'docusaurus.config.ts: plugins[0].customLLMFiles: not written by docsgen (it writes llms.txt and llms-full.txt)',
      'docusaurus.config.ts: plugins[1].excludeRoutes[1]: "/docs/private/**": docsgen\'s search leaves out exact paths only: this is indexed',
      "docusaurus.config.ts: plugins[4]: sassOptions: sass-loader options, not read by docsgen (it compiles Sass with the site's sass package and its defaults)",
    ]);
    // docusaurus-lunr-search's box is a field on a phone (DocSearch's and search-local's a button): so is docsgen's.
    expect((mapped as Record<string, unknown>).plugins).toContainEqual({ name: 'docsgen:search', builtInOptions: { ignore: ['/docs/license'], disableVersioning: true, phoneBox: 'field' } });
    const config = validateConfig(mapped, path.join(os.tmpdir(), 'site', 'docusaurus.config.ts'));
    // docusaurus-plugin-llms writes llms-full.txt unless generateLLMsFullTxt: false.
    expect(config.llmsFullTxt).toBe(true);
    expect((map({ ...minimal, plugins: [['docusaurus-plugin-llms', { generateLLMsFullTxt: false }]] }).mapped as { llmsFullTxt?: boolean }).llmsFullTxt).toBeUndefined();
    // Any other plugin is the site's own: the plugins stage runs it (test/plugins/docusaurusPlugins.test.ts).
    expect(withPlugins(config, builtInPlugins()).plugins.map((plugin) => plugin.name)).toEqual(['docsgen:search', 'docsgen:images']);
    expect(config.notes).toHaveLength(5);
  });

  it("a themes entry of the site's own (a function, a path of the site's) is run as a plugin, after the plugins; a theme package, by name or resolved into node_modules, is a warning", () => {
    const harbourTheme = () => ({ name: 'harbour-theme' });
    const resolved = path.join(os.tmpdir(), 'site', 'node_modules', '@docusaurus', 'theme-live-codeblock', 'lib', 'index.js');
    const { mapped, warnings } = map({ ...minimal, plugins: ['./plugins/rota'], themes: [harbourTheme, ['./src/lantern-theme', { lamps: 2 }], 'docusaurus-theme-openapi-docs', resolved] });
    expect((mapped.plugins as { name: string }[]).map((plugin) => plugin.name)).toEqual(['./plugins/rota', 'harbourTheme', './src/lantern-theme']);
    expect(warnings).toEqual(['themes[2]: docusaurus-theme-openapi-docs is not run by docsgen', 'themes[3]: @docusaurus/theme-live-codeblock is not run by docsgen']);
  });

  it('i18n is read as written (a key docsgen does not read is a warning); localeDropdown is a navbar item', () => {
    const { mapped, warnings } = map({
      ...minimal,
      i18n: { defaultLocale: 'fr', locales: ['fr', 'en'], localeConfigs: { en: { label: 'English', direction: 'ltr', translate: true, extra: 1 } }, unknownKey: true },
      themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ label: 'Help us translate', href: 'https://crowdin.example' }] }] } },
    });
    expect(mapped.i18n).toEqual({ defaultLocale: 'fr', locales: ['fr', 'en'], localeConfigs: { en: { label: 'English', direction: 'ltr', translate: true } } });
    expect((mapped.navbar as { items: unknown[] }).items).toEqual([{ type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ label: 'Help us translate', href: 'https://crowdin.example' }] }]);
    expect(warnings).toEqual(['i18n.localeConfigs.en.extra: not read by docsgen', 'i18n.unknownKey: not read by docsgen']);
  });

  it('trailingSlash is read as written (true: /path/index.html, linked /path/); left out, docsgen links pages without the slash, as Docusaurus does', () => {
    expect(map({ ...minimal, trailingSlash: true }).mapped.trailingSlash).toBe(true);
    expect(map({ ...minimal, trailingSlash: false }).mapped.trailingSlash).toBe(false);
    expect(map({ ...minimal }).mapped.trailingSlash).toBeUndefined();
    expect(map({ ...minimal, trailingSlash: true }).warnings).toEqual([]);
  });

  it('docs: false and other presets are warnings', () => {
    const { warnings } = map({
      ...minimal,
      presets: [['classic', { docs: false }], ['docusaurus-preset-openapi', {}]],
    });
    expect(warnings).toEqual([
      'presets[1]: docusaurus-preset-openapi is not read by docsgen (only the classic preset is)',
      'presets[0].docs: false: docsgen builds a docs site (the docs folder is read)',
    ]);
  });

  it("each content plugin's remark/rehype lists stay its own: docs, pages, blog and another docs instance (markdown.* is left for every page)", () => {
    const a = () => () => undefined;
    const b = () => () => undefined;
    const c = () => () => undefined;
    const { mapped, warnings } = map({
      ...minimal,
      presets: [['classic', { docs: { beforeDefaultRemarkPlugins: [a], rehypePlugins: [[b, { x: 1 }]] }, pages: { remarkPlugins: [b] }, blog: { beforeDefaultRemarkPlugins: [c], remarkPlugins: [a] } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', remarkPlugins: [c], beforeDefaultRehypePlugins: [a] }]],
    });
    expect(warnings).toEqual([]);
    expect(mapped.markdown).toEqual({ format: 'mdx' });
    expect(mapped.docs).toMatchObject({ beforeDefaultRemarkPlugins: [a], rehypePlugins: [[b, { x: 1 }]] });
    expect(mapped.pages).toEqual({ remarkPlugins: [b] });
    expect(mapped.blog).toMatchObject({ beforeDefaultRemarkPlugins: [c], remarkPlugins: [a] });
    expect(mapped.otherDocs).toEqual([expect.objectContaining({ id: 'community', remarkPlugins: [c], beforeDefaultRehypePlugins: [a] })]);
    const notList = map({ ...minimal, presets: [['classic', { blog: { remarkPlugins: a } }]] });
    expect(notList.warnings).toEqual(['presets[0].blog.remarkPlugins: not a list: not read']);
  });

  it("docs' and another docs instance's include/exclude globs and breadcrumbs are docsgen's of the same name; a value that is not a list of globs is a warning", () => {
    const { mapped, warnings } = map({
      ...minimal,
      presets: [['classic', { docs: { exclude: ['TEMPLATE.md'], include: ['**/*.md'], breadcrumbs: false } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', exclude: ['**/drafts/**'], breadcrumbs: false }], ['@docusaurus/plugin-content-docs', { id: 'more', path: 'more', exclude: 'x.md' }]],
    });
    expect(mapped.docs).toMatchObject({ exclude: ['TEMPLATE.md'], include: ['**/*.md'], breadcrumbs: false });
    expect(mapped.otherDocs).toEqual([expect.objectContaining({ id: 'community', exclude: ['**/drafts/**'], breadcrumbs: false }), expect.not.objectContaining({ exclude: expect.anything() })]);
    expect(warnings).toEqual(["plugins[1].exclude: not a list of glob patterns: Docusaurus's default exclude is used"]);
  });

  it('the docs options sidebarCollapsed and sidebarCollapsible are read, on the preset\'s docs and on a further docs plugin', async () => {
    const { mapped, warnings } = map({
      ...minimal,
      presets: [['classic', { docs: { sidebarCollapsed: false, sidebarCollapsible: true } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', sidebarCollapsible: false }]],
    });
    expect(warnings).toEqual([]);
    expect(mapped.docs).toMatchObject({ sidebarCollapsed: false, sidebarCollapsible: true });
    expect(mapped.otherDocs).toEqual([expect.objectContaining({ id: 'community', sidebarCollapsible: false })]);
  });

  it("a further docs plugin's showLastUpdateTime and showLastUpdateAuthor are its own (off unless set, as Docusaurus's docs plugin), not the preset's docs'", () => {
    const { mapped, warnings } = map({
      ...minimal,
      presets: [['classic', { docs: { showLastUpdateTime: true } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'registry', path: 'registry', showLastUpdateTime: true, showLastUpdateAuthor: true }], ['@docusaurus/plugin-content-docs', { id: 'more', path: 'more' }]],
    });
    expect(warnings).toEqual([]);
    expect(mapped.otherDocs).toEqual([
      expect.objectContaining({ id: 'registry', showLastUpdateTime: true, showLastUpdateAuthor: true }),
      expect.objectContaining({ id: 'more', showLastUpdateTime: false, showLastUpdateAuthor: false }),
    ]);
  });

  it("navbar.style 'dark' and 'primary' are read (another value is a warning); the announcement bar's colours, Docusaurus's white and black when left out", () => {
    for (const style of ['dark', 'primary'] as const) expect(map({ ...minimal, themeConfig: { navbar: { style } } }).mapped.navbar).toEqual({ hideOnScroll: false, style });
    expect(map({ ...minimal, themeConfig: { navbar: { style: 'light' } } }).warnings).toEqual(["themeConfig.navbar.style: not 'dark' or 'primary': not read"]);
    const bar = (given: Record<string, unknown>) => map({ ...minimal, themeConfig: { announcementBar: { id: 'a', content: 'News', ...given } } });
    expect(bar({ backgroundColor: '#20232a', textColor: '#fff' }).mapped.announcementBar).toEqual({ id: 'a', content: 'News', isCloseable: true, backgroundColor: '#20232a', textColor: '#fff' });
    expect(bar({}).mapped.announcementBar).toEqual({ id: 'a', content: 'News', isCloseable: true, backgroundColor: '#fff', textColor: '#000' });
    expect(bar({ isCloseable: false }).warnings).toEqual([]);
  });

  it("the announcement bar's content is HTML, kept as written (bold text, two links), without a warning; its text the plain line", () => {
    const content = 'Star <b>pnpm</b> on <a href="https://github.com/pnpm/pnpm">GitHub</a> &amp; <a href="https://x.example/">X</a>';
    const { mapped, warnings } = map({ ...minimal, themeConfig: { announcementBar: { id: 'star', content } } });
    expect(warnings).toEqual([]);
    expect(mapped.announcementBar).toEqual({ id: 'star', content: 'Star pnpm on GitHub & X', html: content, isCloseable: true, backgroundColor: '#fff', textColor: '#000' });
  });

  it("a dropdown's className is kept (the theme puts it on the dropdown's label, as Docusaurus): a site's CSS hides or shows the dropdown by it", () => {
    const { mapped, warnings } = map({ ...minimal, themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'More', className: 'narrow-only', items: [{ to: '/docs/a', label: 'A' }] }] } } });
    expect(warnings).toEqual([]);
    expect((mapped.navbar as { items: unknown }).items).toEqual([{ type: 'dropdown', label: 'More', className: 'narrow-only', items: [{ label: 'A', to: '/docs/a' }] }]);
  });

  it('a navbar item with items and no type is a dropdown; a `to` with a protocol is an outside link without the external-link icon (as Docusaurus)', () => {
    const { mapped, warnings } = map({
      ...minimal,
      themeConfig: { navbar: { items: [{ label: 'More', items: [{ label: 'A', to: '/docs/a' }] }, { label: 'Example', to: 'https://example.com/app', position: 'right' }] } },
    });
    expect(warnings).toEqual([]);
    expect((mapped.navbar as { items: unknown }).items).toEqual([
      { type: 'dropdown', label: 'More', items: [{ label: 'A', to: '/docs/a' }] },
      { label: 'Example', href: 'https://example.com/app', externalIcon: false, position: 'right' },
    ]);
  });

  it("a `to` item's active rule and looks as Docusaurus reads them: activeBasePath and activeBaseRegex as written (none: the theme's own path and below); className and aria-label, no label when a class draws it", () => {
    const { mapped, warnings } = map({
      ...minimal,
      baseUrl: '/metro/',
      themeConfig: {
        navbar: {
          items: [
            { to: 'docs/getting-started', label: 'Docs' },
            { to: '/', label: 'Home' },
            { to: '/docs/api', label: 'API', activeBasePath: 'docs/api' },
            { to: '/blog', label: 'Blog', activeBaseRegex: '/blog/' },
            { href: 'https://github.com/acme/x', className: 'header-github-link', 'aria-label': 'GitHub repository', position: 'right' },
          ],
        },
      },
    });
    expect(warnings).toEqual([]);
    expect((mapped.navbar as { items: unknown }).items).toEqual([
      { label: 'Docs', to: 'docs/getting-started' },
      { label: 'Home', to: '/' },
      { label: 'API', to: '/docs/api', activeBasePath: 'docs/api' },
      { label: 'Blog', to: '/blog', activeBaseRegex: '/blog/' },
      { label: '', href: 'https://github.com/acme/x', className: 'header-github-link', ariaLabel: 'GitHub repository', position: 'right' },
    ]);
  });

  it('knows a preset, plugin or theme named by require.resolve (its file in node_modules), and replaces a search theme', () => {
    const modules = path.join(os.tmpdir(), 'site', 'node_modules');
    const mapped = fromDocusaurus(
      {
        ...minimal,
        presets: [[path.join(modules, '@docusaurus/preset-classic/lib/index.js'), { docs: { routeBasePath: 'guide' } }]],
        plugins: [[path.join(modules, '@docusaurus/plugin-client-redirects/lib/index.js'), { redirects: [{ from: '/a', to: '/guide/b' }] }]],
        themes: [[path.join(modules, '@easyops-cn/docusaurus-search-local/dist/server/server/index.js'), { excludeRoutes: ['/guide/old'] }], path.join(modules, '@getcanary/docusaurus-theme-search-pagefind/dist/index.js')],
      },
      { file: 'docusaurus.config.ts', rootDir: path.join(os.tmpdir(), 'site') },
    ) as Record<string, unknown>;
    expect(takeConfigWarnings(mapped)).toEqual([]);
    expect(takeConfigNotes(mapped)).toEqual([
      "docusaurus.config.ts: themes[0]: @easyops-cn/docusaurus-search-local: replaced by docsgen's search plugin (search())",
      "docusaurus.config.ts: themes[1]: @getcanary/docusaurus-theme-search-pagefind: replaced by docsgen's search plugin (search())",
    ]);
    expect(mapped.clientRedirects).toEqual({ redirects: [{ from: '/a', to: '/guide/b' }] });
    expect(mapped.docs).toMatchObject({ routeBasePath: 'guide' });
    expect(mapped.plugins).toContainEqual({ name: 'docsgen:search', builtInOptions: { ignore: ['/guide/old'], phoneBox: 'tablet-field' } });
  });

  it("a left search item's place counts the left items docsgen shows before it, not those it leaves out", () => {
    const { mapped, warnings } = map({
      ...minimal,
      themes: ['@easyops-cn/docusaurus-search-local'],
      themeConfig: {
        navbar: {
          items: [
            { type: 'custom-starCount', position: 'left' },
            { label: 'Changelog', position: 'left' },
            { type: 'search', position: 'left' },
            { label: 'Docs', to: '/docs', position: 'left' },
          ],
        },
      },
    });
    expect(warnings).toEqual([
      "themeConfig.navbar.items[0]: type 'custom-starCount' is not supported: left out",
      'themeConfig.navbar.items[1]: an item without to or href is not supported: left out',
    ]);
    expect((mapped.navbar as { items: unknown }).items).toEqual([{ label: 'Docs', to: '/docs', position: 'left' }]);
    // The box stands before Docs, as in Docusaurus: the first of docsgen's left items.
    expect(mapped.plugins).toContainEqual({ name: 'docsgen:search', builtInOptions: { phoneBox: 'tablet-field', leftIndex: 0 } });
  });

  it('plugin-client-redirects becomes clientRedirects with its options as they are; other options are warnings', () => {
    const createRedirects = (page: string) => `${page}-old`;
    const { mapped, warnings } = map({
      ...minimal,
      plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/a', to: '/docs/b' }], fromExtensions: ['php'], createRedirects, colour: 'red' }]],
    });
    expect(mapped.clientRedirects).toEqual({ redirects: [{ from: '/a', to: '/docs/b' }], fromExtensions: ['php'], createRedirects });
    expect(warnings).toEqual(['plugins[0].colour: not read by docsgen']);
    expect(validateConfig(mapped, 'docusaurus.config.ts').clientRedirects?.createRedirects?.('/x')).toBe('/x-old');
  });

  it('markdown.mermaid with @docusaurus/theme-mermaid is docsgen\'s markdown.mermaid, with themeConfig.mermaid\'s theme and options; the theme alone draws nothing', () => {
    const both = map({
      ...minimal,
      markdown: { mermaid: true },
      themes: ['@docusaurus/theme-mermaid'],
      themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest', sepia: 'x' }, options: { sequence: { mirrorActors: false } }, zoom: true } },
    });
    expect(both.mapped.markdown).toEqual({ format: 'mdx', mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { sequence: { mirrorActors: false } } } });
    expect(both.warnings).toEqual(['themeConfig.mermaid.theme.sepia: not read by docsgen', 'themeConfig.mermaid.zoom: not read by docsgen']);
    expect(validateConfig(both.mapped, 'docusaurus.config.ts').markdown.mermaid).toEqual({ theme: { light: 'neutral', dark: 'forest' }, options: { sequence: { mirrorActors: false } } });
    // As a resolved path (require.resolve), without themeConfig.mermaid: Docusaurus's defaults.
    expect(map({ ...minimal, markdown: { mermaid: true }, themes: ['/site/node_modules/@docusaurus/theme-mermaid/lib/index.js'] })).toEqual({ mapped: expect.objectContaining({ markdown: { format: 'mdx', mermaid: true } }), warnings: [] });
    // The theme without markdown.mermaid: fences stay code blocks, as in Docusaurus; nothing to warn of.
    const themeOnly = map({ ...minimal, themes: ['@docusaurus/theme-mermaid'], themeConfig: { mermaid: { theme: { light: 'base' } } } });
    expect(themeOnly.mapped.markdown).toEqual({ format: 'mdx' });
    expect(themeOnly.warnings).toEqual([]);
  });

  it("markdown.mdx1Compat is docsgen's, each key as written, the others from future.v4's default; all on (Docusaurus's default) says nothing", () => {
    const off = map({ ...minimal, markdown: { mdx1Compat: { admonitions: false, comments: false, headingIds: false } } });
    expect(off.mapped.markdown).toEqual({ format: 'mdx', mdx1Compat: { comments: false, admonitions: false, headingIds: false } });
    expect(off.warnings).toEqual([]);
    // future.v4 turns the defaults off; a key set stays as set.
    expect(map({ ...minimal, future: { v4: true }, markdown: { mdx1Compat: { comments: true } } }).mapped.markdown).toEqual({ format: 'mdx', mdx1Compat: { comments: true, admonitions: false, headingIds: false } });
    expect(map({ ...minimal, future: { v4: { mdx1CompatDisabledByDefault: true } } }).mapped.markdown).toEqual({ format: 'mdx', mdx1Compat: { comments: false, admonitions: false, headingIds: false } });
    expect(map({ ...minimal, markdown: { mdx1Compat: { comments: true } } }).mapped.markdown).toEqual({ format: 'mdx' });
    expect(map({ ...minimal, markdown: { mdx1Compat: { emoji: false, headingIds: 'no' } } }).warnings).toEqual(['markdown.mdx1Compat.emoji: not read by docsgen', 'markdown.mdx1Compat.headingIds: not a boolean: true is used']);
  });

  it('a themeConfig key no Docusaurus theme reads (headTags there, not at the top level) is a note, not a warning: Docusaurus ignores it too', () => {
    const tag = { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } };
    const mapped = fromDocusaurus({ ...minimal, themeConfig: { headTags: [tag], ownWidget: { size: 2 }, liveCodeBlock: { playgroundPosition: 'top' } } }, { file: 'docusaurus.config.ts' });
    // A key of an official theme docsgen does not read stays a warning.
    expect(takeConfigWarnings(mapped)).toEqual(['docusaurus.config.ts: themeConfig.liveCodeBlock: not read by docsgen']);
    expect(takeConfigNotes(mapped)).toEqual([
      "docusaurus.config.ts: themeConfig.headTags: no Docusaurus theme reads this key, so Docusaurus leaves it out too (every page's head tags are the top-level `headTags`): not added",
      "docusaurus.config.ts: themeConfig.ownWidget: no Docusaurus theme reads this key: the site's components get it from useThemeConfig(), as in Docusaurus",
    ]);
    // Not added to the pages, as Docusaurus adds nothing for it; the top-level key is.
    expect((mapped as Record<string, unknown>).htmlTags).toBeUndefined();
    expect((fromDocusaurus({ ...minimal, headTags: [tag] }) as Record<string, unknown>).htmlTags).toEqual([tag]);
  });

  it("themeConfig.blog.sidebar.groupByYear is the blog's sidebarGroupByYear; other themeConfig.blog keys are warnings", () => {
    const blog = { ...minimal, presets: [['classic', { blog: { postsPerPage: 3 } }]] };
    const { mapped, warnings } = map({ ...blog, themeConfig: { blog: { sidebar: { groupByYear: false, other: 1 }, shown: true } } });
    expect(mapped.blog).toEqual({ postsPerPage: 3, sidebarGroupByYear: false });
    expect(warnings).toEqual(['themeConfig.blog.sidebar.other: not read by docsgen', 'themeConfig.blog.shown: not read by docsgen']);
    // feedOptions.xslt: docsgen's style sheets; files of the site's own are a warning.
    expect(map({ ...minimal, presets: [['classic', { blog: { feedOptions: { xslt: true } } }]] }).mapped.blog).toEqual({ feedOptions: { xslt: true } });
    const custom = map({ ...minimal, presets: [['classic', { blog: { feedOptions: { xslt: { rss: 'custom.xsl' } } } }]] });
    expect(custom.mapped.blog).toEqual({ feedOptions: { xslt: true } });
    expect(custom.warnings).toEqual(["presets[0].blog.feedOptions.xslt: its own style sheet files are not read: docsgen's rss.xsl and atom.xsl are used"]);
    // Without a blog there is nothing to group.
    expect(map({ ...minimal, themeConfig: { blog: { sidebar: { groupByYear: false } } } }).mapped.blog).toBeUndefined();
  });

  it('the version navbar items: docsVersion (label, to) and docsVersionDropdown with dropdownItemsBefore/After; an html item or versions is a warning', () => {
    const { mapped, warnings } = map({
      ...minimal,
      themeConfig: {
        navbar: {
          items: [
            { type: 'docsVersion', position: 'left' },
            { type: 'docsVersion', docsPluginId: 'api', label: 'API docs', to: '/api/intro' },
            {
              type: 'docsVersionDropdown',
              position: 'right',
              dropdownActiveClassDisabled: true,
              dropdownItemsBefore: [{ href: 'https://old.example', label: 'Old site' }],
              dropdownItemsAfter: [{ type: 'html', value: '<hr>' }, { to: '/versions', label: 'All versions' }],
              versions: ['2.0'],
            },
          ],
        },
      },
    });
    expect((mapped.navbar as { items: unknown }).items).toEqual([
      { type: 'docsVersion', position: 'left' },
      { type: 'docsVersion', docsPluginId: 'api', label: 'API docs', to: '/api/intro' },
      {
        type: 'docsVersionDropdown',
        position: 'right',
        dropdownItemsBefore: [{ label: 'Old site', href: 'https://old.example' }],
        dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }],
      },
    ]);
    expect(warnings).toEqual([
      'themeConfig.navbar.items[2].versions: not supported: every version is listed, with its own label',
      'themeConfig.navbar.items[2].dropdownItemsAfter[0]: an html item is not supported: left out',
    ]);
  });

  it('prism theme objects (prism-react-renderer installed, or the site\'s own) colour code: theme.prism, no warning; the customCss beside them is kept', () => {
    const theme = { plain: { color: '#111', backgroundColor: '#fff' }, styles: [{ types: ['keyword'], style: { color: '#a00' } }] };
    const darkTheme = { plain: { color: '#eee', backgroundColor: '#000' }, styles: [] };
    const { mapped, warnings } = map({
      ...minimal,
      presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]],
      themeConfig: { prism: { theme, darkTheme, additionalLanguages: ['rust'] } },
    });
    expect(warnings).toEqual([]);
    // The languages highlighted: Docusaurus's Prism's (prism-react-renderer's own) and the additional ones; no bash.
    expect(mapped.theme).toEqual({ customCss: ['./src/css/custom.css'], prism: { theme, darkTheme, languages: expect.arrayContaining(['js', 'tsx', 'python', 'rust']) } });
    expect((mapped.theme as { prism: { languages: string[] } }).prism.languages).not.toContain('bash');
  });

  it("future.v4.useCssCascadeLayers (or future.v4: true) puts the theme's styles in a cascade layer: theme.cascadeLayer", () => {
    const layered = map({ ...minimal, future: { v4: { useCssCascadeLayers: true } }, presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] });
    expect(layered.mapped.theme).toEqual({ customCss: ['./src/css/custom.css'], cascadeLayer: true, prism: { languages: expect.any(Array) } });
    expect(map({ ...minimal, future: { v4: true } }).mapped.theme).toEqual({ cascadeLayer: true, prism: { languages: expect.any(Array) } });
    expect(map({ ...minimal, future: { v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false } } }).mapped.theme).toEqual({ prism: { languages: expect.any(Array) } });
    expect(layered.warnings).toEqual([]);
  });

  it('spreading the result keeps its warnings (site.config.ts overriding a Docusaurus config)', () => {
    const base = fromDocusaurus({ ...minimal, clientModules: [{ x: 1 }] });
    expect(takeConfigWarnings({ ...base, title: 'Mine' })).toEqual(['docusaurus.config: clientModules[0]: a client module is a path (or require.resolve(…)): not read']);
  });

  it("code is coloured with the site's installed palenight where themeConfig.prism names no theme, as Docusaurus falls back to it", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docsgen-palenight-'));
    try {
      // A stand-in prism-react-renderer of the site's: its palenight is what the mapping must pick.
      const dusk = { plain: { color: '#c0c4d8', backgroundColor: '#24283a' }, styles: [{ types: ['keyword'], style: { color: '#b38bf0' } }] };
      writePackage(site, 'prism-react-renderer', { 'index.js': `module.exports = { themes: { palenight: ${JSON.stringify(dusk)}, oneLight: { plain: {}, styles: [] } } };` });
      const prismOf = (config: Record<string, unknown>) => ((map(config, site).mapped.theme as { prism?: Record<string, unknown> } | undefined)?.prism);
      expect(prismOf(minimal)).toEqual({ theme: dusk, languages: expect.any(Array) });
      // Only a dark theme named: the light one is still palenight, as in Docusaurus.
      const night = { plain: { color: '#eeeeee' }, styles: [] };
      expect(prismOf({ ...minimal, themeConfig: { prism: { darkTheme: night } } })).toEqual({ theme: dusk, darkTheme: night, languages: expect.any(Array) });
      // A theme the site names is kept.
      const paper = { plain: { color: '#111111' }, styles: [] };
      expect(prismOf({ ...minimal, themeConfig: { prism: { theme: paper } } })).toEqual({ theme: paper, languages: expect.any(Array) });
      // No prism-react-renderer installed: docsgen's own colours, as before.
      const bare = await mkdtemp(path.join(os.tmpdir(), 'docsgen-no-prism-'));
      expect(((map(minimal, bare).mapped.theme as { prism?: unknown } | undefined)?.prism)).toEqual({ languages: expect.any(Array) });
      await rm(bare, { recursive: true, force: true });
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('loadConfig: a Docusaurus config in place', () => {
  it('clientModules: each found as Docusaurus finds it (from the config\'s folder, the extension optional), absolute; one that is not there stops the build naming it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-client-modules-'));
    try {
      await mkdir(path.join(dir, 'src'));
      await writeFile(path.join(dir, 'src', 'track.js'), 'export function onRouteDidUpdate() {}\n');
      await writeFile(path.join(dir, 'src', 'look.css'), 'html { color: teal; }\n');
      const write = (modules: string[]) => writeFile(path.join(dir, 'docusaurus.config.mjs'), `export default { title: 'Modules', url: 'https://modules.example', baseUrl: '/', presets: [['classic', {}]], clientModules: ${JSON.stringify(modules)} };\n`);
      await write(['./src/track', './src/look.css']);
      const config = await loadConfig(path.join(dir, 'docusaurus.config.mjs'));
      expect(config.paths.clientModules).toEqual([path.join(dir, 'src', 'track.js'), path.join(dir, 'src', 'look.css')]);
      expect(config.warnings).toEqual([]);
      await write(['./src/track.js', './src/gone.js']);
      await expect(loadConfig(path.join(dir, 'docusaurus.config.mjs'))).rejects.toThrow(/docusaurus\.config\.mjs: clientModules\[1\]: \.\/src\/gone\.js not found \(paths are relative to the config's folder\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("a prism theme built on one of prism-react-renderer's (its plain and styles spread, as jest's site does) loads", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-prism-'));
    try {
      await writeFile(
        path.join(dir, 'themeLight.js'),
        "const { themes } = require('prism-react-renderer');\nconst base = themes.github;\nmodule.exports = { plain: Object.assign(base.plain, { backgroundColor: '#f6f6f6' }), styles: [...base.styles, { types: ['string'], style: { color: '#c21325' } }] };\n",
      );
      await writeFile(
        path.join(dir, 'docusaurus.config.mjs'),
        "export default { title: 'Prism', url: 'https://prism.example', baseUrl: '/', presets: [['classic', {}]], themeConfig: { prism: { theme: require('./themeLight') } } };\n",
      );
      const config = await loadConfig(path.join(dir, 'docusaurus.config.mjs'));
      expect(config.title).toBe('Prism');
      expect(config.warnings.join('\n')).toContain("themeConfig.prism.theme: not used: code is coloured by docsgen's theme");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads the TypeScript template shape: type imports, prism-react-renderer themes, sidebarPath, every mapped key, a warning per key it cannot honour', async () => {
    const file = fixture('docusaurus-ts', 'docusaurus.config.ts');
    const root = path.dirname(file);
    const config = await loadConfig(file);
    expect(config).toMatchObject({
      title: 'Lighthouse Keeper',
      tagline: 'Lamps, lenses and logbooks',
      favicon: 'img/favicon.ico',
      trailingSlash: false,
      customFields: { beaconColour: 'amber', flashes: 3 },
      editUrl: 'https://github.example/lighthouse/keeper/edit/main/',
      markdown: { format: 'detect' },
      gates: { onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'throw', onCrawlErrors: 'warn' },
      // lastVersion: 'current' with no versions.json: the current docs at the route base, as before.
      docs: { routeBasePath: 'manual', showLastUpdateTime: true, showLastUpdateAuthor: true, sidebarPath: './sidebars.ts', lastVersion: 'current' },
      sidebars: { handbook: ['intro', { type: 'category', label: 'Lamps', items: [{ type: 'autogenerated', dir: 'lamps' }] }] },
      logo: { src: 'img/lamp.svg', alt: 'Lamp' },
      image: 'img/social-card.png',
      metadata: [{ name: 'keywords', content: 'lamps, lenses' }],
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: true },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      // Its colours, the text's Docusaurus's default black when left out.
      // Its content is HTML, shown as written (its text the plain line).
      announcementBar: { id: 'season', content: 'The winter rota is out: read it.', html: 'The <b>winter</b> rota is out: <a target="_blank" href="https://lighthouse.example/rota">read it</a>.', isCloseable: false, backgroundColor: '#fafbfc', textColor: '#000' },
      navbar: {
        title: 'Keeper',
        hideOnScroll: true,
        items: [
          { type: 'sidebar', sidebarId: 'handbook', label: 'Handbook', position: 'left' },
          { type: 'doc', docId: 'lenses', position: 'left' },
          { label: 'Log', to: '/blog', position: 'left' },
          {
            type: 'dropdown',
            label: 'More',
            position: 'right',
            items: [
              { label: 'Rota', to: '/manual/rota' },
              { label: 'Forum', href: 'https://forum.example' },
            ],
          },
          { type: 'docsVersionDropdown', position: 'left' },
          { label: 'GitHub', href: 'https://github.example/lighthouse/keeper', position: 'right' },
        ],
      },
      footer: {
        style: 'light',
        copyright: 'Copyright © 2026 Lighthouse Keepers & friends.',
        logo: { src: 'img/lamp.svg', alt: 'Lamp', href: 'https://lighthouse.example' },
        links: [
          // Its html item is shown as written, as Docusaurus does.
          { title: 'Docs', items: [{ label: 'Handbook', to: '/manual/intro' }, { html: '<b>hi</b>' }] },
          { title: 'More', items: [{ label: 'Log', to: '/blog' }, { label: 'GitHub', href: 'https://github.example/lighthouse' }] },
        ],
      },
      // The classic preset's blog options, with Docusaurus's names (the blog is built; navbar and footer links to it stay).
      blog: { path: 'blog', routeBasePath: 'blog', showReadingTime: true, postsPerPage: 10, blogSidebarCount: 5 },
      layout: 'docusaurus',
    });
    expect(config.paths).toMatchObject({ docsDir: path.join(root, 'handbook'), staticDir: path.join(root, 'static'), customCss: [path.join(root, 'src', 'css', 'custom.css')] });
    // The sidebars module is an input of the config (the up-to-date check hashes it; serve --watch reloads on it).
    // Its docs' include globs are read (only .md pages).
    expect(config.docsInstances[0]!.globs).toEqual({ include: ['**/*.md'] });
    expect(config.configInputs).toContain(path.join(root, 'sidebars.ts'));
    const name = shown(file);
    // Each names the line and column where the file writes the key (the last part of its path).
    expect([...config.warnings]).toEqual(
      [
        '55:49: themeConfig.navbar.logo.srcDark: not read by docsgen',
        "75:14: themeConfig.prism.theme: github not used: code is coloured by docsgen's theme (prism-react-renderer is not installed beside the config)",
        "75:41: themeConfig.prism.darkTheme: dracula not used: code is coloured by docsgen's theme (prism-react-renderer is not installed beside the config)",
      ].map((w) => `${name}:${w}`),
    );
    const source = (await readFile(file, 'utf8')).split('\n');
    expect(source[74]!.slice(40)).toMatch(/^darkTheme:/);
    // themeConfig.docs.sidebar.hideable is read (docs.sidebar), not warned about.
    expect(config.docs.sidebar).toEqual({ hideable: true });
    // The ideal-image plugin is docsgen's own image optimisation: an info line, the site's images() (one, not two).
    // Algolia's DocSearch is replaced by docsgen's search: an info line, and the search plugin (once).
    expect(config.notes).toEqual([
      `${name}: plugins[0]: @docusaurus/plugin-ideal-image: replaced by docsgen's image optimisation (images()); @theme/IdealImage is docsgen's`,
      `${name}: themeConfig.algolia: replaced by docsgen's search plugin (search())`,
    ]);
    expect(withPlugins(config, builtInPlugins()).plugins.filter((plugin) => plugin.name === 'docsgen:images')).toHaveLength(1);
    expect(withPlugins(config, builtInPlugins()).plugins.filter((plugin) => plugin.name === 'docsgen:search')).toHaveLength(1);
  });

  it('reads a CommonJS config: module.exports, require(), require.resolve() and __dirname', async () => {
    const file = fixture('docusaurus-cjs', 'docusaurus.config.js');
    const root = path.dirname(file);
    const config = await loadConfig(file);
    expect(config.title).toBe('Tide Tables');
    expect(config.sidebars).toEqual({ tides: [{ type: 'autogenerated', dir: '.' }] });
    expect(config.paths.customCss).toEqual([path.join(root, 'custom.css')]);
    expect(config.warnings).toEqual([`${shown(file)}:23:27: themeConfig.prism.theme: oceanicNext not used: code is coloured by docsgen's theme (prism-react-renderer is not installed beside the config)`]);
    // Nothing is left behind on the global object.
    expect('__dirname' in globalThis).toBe(false);
  });

  it('reads a config written as an async function', async () => {
    const config = await loadConfig(fixture('docusaurus-function', 'docusaurus.config.mjs'));
    expect(config.title).toBe('Harbour');
    expect(config.footer?.copyright).toBe('© 2026 Harbour');
  });

  it('site.config.ts can import a Docusaurus config through fromDocusaurus and override it; the warnings name the Docusaurus file', async () => {
    const config = await loadConfig(fixture('docusaurus-override', 'site.config.ts'));
    expect(config.title).toBe('Overridden Title');
    expect(config.gates.onBrokenLinks).toBe('throw');
    expect(config.layout).toBe('docusaurus');
    expect(config.warnings).toEqual(['docusaurus.config.ts: themes[0]: @docusaurus/theme-live-codeblock is not run by docsgen']);
  });

  it('findConfigFile: site.config.ts first, else docusaurus.config.*', () => {
    expect(findConfigFile(path.join(configsDir, 'docusaurus-both'))).toBe(shown(fixture('docusaurus-both', 'site.config.ts')));
    expect(findConfigFile(path.join(configsDir, 'docusaurus-cjs'))).toBe(shown(fixture('docusaurus-cjs', 'docusaurus.config.js')));
    expect(findConfigFile(path.join(configsDir, 'docusaurus-function'))).toBe(shown(fixture('docusaurus-function', 'docusaurus.config.mjs')));
  });

  it("the sidebarPath module is paths.sidebarsFile, relative to the config's folder (what sidebar errors and the crawl name)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-dusa-'));
    try {
      await mkdir(path.join(dir, 'nav'));
      await writeFile(path.join(dir, 'nav', 'sidebars.js'), "module.exports = { guide: [{ type: 'autogenerated', dirName: '.' }] };");
      await writeFile(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'X', url: 'https://x.example', presets: [['classic', { docs: { sidebarPath: './nav/sidebars.js' } }]] };");
      const config = await loadConfig(path.join(dir, 'docusaurus.config.js'));
      expect(config.paths.sidebarsFile).toBe(path.join(dir, 'nav', 'sidebars.js'));
      expect(Object.keys(config.sidebars)).toEqual(['guide']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a missing sidebarPath file is an error naming the key', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-dusa-'));
    try {
      await writeFile(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'X', url: 'https://x.example', presets: [['classic', { docs: { sidebarPath: './nope.js' } }]] };");
      await expect(loadConfig(path.join(dir, 'docusaurus.config.js'))).rejects.toThrow(/docs\.sidebarPath: \.\/nope\.js not found/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('keyPosition: where a config writes the key a warning names', () => {
  const source = [
    'export default {',
    "  i18n,",
    '  presets: [',
    "    ['classic', {",
    "      docs: { path: 'docs', showLastUpdateAuthor: true },",
    "      'gtag': { trackingID: 'G-1' },",
    '    }],',
    '  ],',
    "  themeConfig: { navbar: { items: [{ type: 'localeDropdown' }] } },",
    '};',
  ].join('\n');
  it('follows the path part by part, skipping list indexes; a part not written names the deepest one that is', () => {
    expect(keyPosition(source, 'presets[0].docs.showLastUpdateAuthor')).toEqual({ line: 5, column: 29 });
    expect(keyPosition(source, 'presets[0].gtag')).toEqual({ line: 6, column: 7 });
    expect(keyPosition(source, 'i18n')).toEqual({ line: 2, column: 3 });
    expect(keyPosition(source, 'themeConfig.navbar.items[5]')).toEqual({ line: 9, column: 28 });
    expect(keyPosition(source, 'presets[0] (./wrapping-preset): themes[2]')).toEqual({ line: 3, column: 3 });
    expect(keyPosition(source, 'noIndex')).toBeUndefined();
  });
});
