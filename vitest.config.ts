import path from 'node:path';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './test/slowFirstSequencer.js';

/**
 * Test files that share their modules with the files run before them in the same worker
 * (isolate: false): each pays the import of src/ once per worker, not once per file (about 50
 * CPU-seconds of the suite). A file belongs here only if it mocks no module, sets no environment
 * variable, working folder or fake timers, starts no build, server or browser, and does not test
 * what a module does on its first load (codeBlocks' grammar loading, for one). Every other file
 * runs in a fresh process of its own, as by default.
 */
const SHARED_MODULES = [
  'test/cli/instanceVersionCommand.test.ts',
  'test/client/bundleCache.test.ts',
  'test/client/clientInput.test.ts',
  'test/client/cssUrls.test.ts',
  'test/client/infimaCss.test.ts',
  'test/client/islandsBundle.test.ts',
  'test/client/sourceMarkup.test.ts',
  'test/config/config.test.ts',
  'test/config/configLines.test.ts',
  'test/config/configModules.test.ts',
  'test/config/docusaurusI18n.test.ts',
  'test/config/expandPresets.test.ts',
  'test/config/fromDocusaurus.test.ts',
  'test/config/importSiteModule.test.ts',
  'test/config/localeFolders.test.ts',
  'test/config/pageGlobs.test.ts',
  'test/config/resolveConfig.test.ts',
  'test/config/resolveI18n.test.ts',
  'test/config/resolveVersions.test.ts',
  'test/config/themeMessages.test.ts',
  'test/config/themeTranslations.test.ts',
  'test/content/blog/blogLogic.test.ts',
  'test/content/browserOnlyIslands.test.ts',
  'test/content/commonmarkSpec.test.ts',
  'test/content/compactTokens.test.ts',
  'test/content/contentCache.test.ts',
  'test/content/directives.test.ts',
  'test/content/docsCodeBlocks.test.ts',
  'test/content/docusaurusModules.test.ts',
  'test/content/findStandalonePages.test.ts',
  'test/content/frontMatter.test.ts',
  'test/content/headingHtml.test.ts',
  'test/content/islands.test.ts',
  'test/content/keepBodyOnDisk.test.ts',
  'test/content/lastUpdate.test.ts',
  'test/content/markdown.test.ts',
  'test/content/markdownPluginLists.test.ts',
  'test/content/markdownPluginOrder.test.ts',
  'test/content/mdx.test.ts',
  'test/content/mdx/compileMdx.test.ts',
  'test/content/mdx/components/Admonition.test.ts',
  'test/content/mdx/docusaurus/Translate.test.ts',
  'test/content/mdx/themeAliases.test.ts',
  'test/content/moduleLoadError.test.ts',
  'test/content/pageCache.test.ts',
  'test/content/pageStopError.test.ts',
  'test/content/pageTitle.test.ts',
  'test/content/parseInChunks.test.ts',
  'test/content/rawHtml.test.ts',
  'test/content/reactPagePositions.test.ts',
  'test/content/runPages.test.ts',
  'test/content/safeHtml.test.ts',
  'test/content/sourceMemo.test.ts',
  'test/content/tokenTrees.test.ts',
  'test/content/visit.test.ts',
  'test/crawl/crawl.test.ts',
  'test/crawl/crawlChanged.test.ts',
  'test/css/codeThemeCss.test.ts',
  'test/css/cssModule.test.ts',
  'test/css/siteTokens.test.ts',
  'test/links/linkTarget.test.ts',
  'test/links/links.test.ts',
  'test/links/linksInput.test.ts',
  'test/output/fileHashes.test.ts',
  'test/output/linkOrCopy.test.ts',
  'test/output/outputFolderCopy.test.ts',
  'test/package/dependencies.test.ts',
  'test/plugins/docusaurusPlugin.test.ts',
  'test/plugins/runPluginHook.test.ts',
  'test/plugins/withPlugins.test.ts',
  'test/render/headScript.test.ts',
  'test/render/htmlUnderBase.test.ts',
  'test/render/render.test.ts',
  'test/render/renderInWorkers.test.ts',
  'test/render/siteHtmlTags.test.ts',
  'test/render/smallSvgDataUri.test.ts',
  'test/render/withPageHead.test.ts',
  'test/routes/docNavigation.test.ts',
  'test/routes/docPlace.test.ts',
  'test/routes/routes.test.ts',
  'test/routes/sidebarTranslations.test.ts',
  'test/search/indexScorer.test.ts',
  'test/search/search.test.ts',
  'test/search/searchIndexBuilder.test.ts',
  'test/search/versionScope.test.ts',
  'test/serve/walkSiteFiles.test.ts',
  'test/shared/absoluteUrl.test.ts',
  'test/shared/formatDate.test.ts',
  'test/shared/paths.test.ts',
  'test/shared/sidebar.test.ts',
  'test/shared/themeMessages.test.ts',
  'test/theme/docusaurusSwizzles.test.ts',
  'test/theme/siteTheme.test.ts',
  'test/theme/themeResolver.test.ts',
  'test/theme/unusedSwizzles.test.ts',
  'test/util/docsgenFingerprint.test.ts',
  'test/util/importPosition.test.ts',
  'test/util/processAlive.test.ts',
  'test/util/terminalLogger.test.ts',
  'test/util/writeFileAtomic.test.ts',
  'test/versions/snapshotVersion.test.ts',
  'test/workers/onEachMessage.test.ts',
  'test/workers/runWorkerPool.test.ts',
];

/**
 * The browser test files, and the others that use what the global setup (test/globalSetup.ts)
 * provides: the run's built site and its one Chromium. They too share their modules, run after one
 * another in a worker (isolate: false): playwright-core, the site server and, for the files that
 * build a fixture, src/build.js are imported once per worker, not once per file (in a fork of its
 * own, each file that builds a fixture imported some 3 CPU-seconds of modules at load 18-27, before
 * its first test). Their state is a browser connection, contexts and a server of each
 * file's own, closed after it (test/helpers/browser.ts). A file belongs here only if it mocks no
 * module and sets no environment variable, working folder or fake timers; its builds (in the test
 * process or the CLI's) are its own, in copies of the fixtures.
 */
const BROWSER = [
  'test/browser/**/*.test.ts',
  'test/config/config-escaping.test.ts',
  'test/css/themeLayer.test.ts',
  'test/links/url-escaping.test.ts',
  'test/output/output-gates.test.ts',
  'test/pipeline/site.test.ts',
  'test/theme/oneReact.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@theme': path.resolve('templates') } },
  test: {
    reporters: ['default', './test/summaryReporter.ts'],
    // Limits for a hang, not for speed: beside two CPU hogs on a machine loaded by other work (load
    // 40-50), files took 5-10 times their quiet time, and tests and setup hooks passed 60 and 120 s.
    testTimeout: 180_000,
    // expect.poll passes as soon as it holds; its 1 s default fails on a loaded machine (two CPU hogs).
    expect: { poll: { timeout: 60_000, interval: 50 } },
    hookTimeout: 300_000,
    // Three files at a time on two cores: a file does not keep a core busy while it waits for
    // Chromium (the browser test files used about half a core in the quiet clean-clone run of
    // 753977d) or for npm, so with two at a time the cores stood idle about a third of the run
    // (890 CPU-seconds in 653 s).
    maxWorkers: 3,
    // The slowest files start first (see test/slowFirstSequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: SHARED_MODULES, isolate: false, globalSetup: ['test/ensureDistSetup.ts'] },
      },
      {
        extends: true,
        test: { name: 'browser', include: BROWSER, isolate: false, globalSetup: ['test/ensureDistSetup.ts', 'test/fixtureCachesSetup.ts', 'test/globalSetup.ts'] },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: [...SHARED_MODULES, ...BROWSER], globalSetup: ['test/ensureDistSetup.ts', 'test/fixtureCachesSetup.ts'] },
      },
    ],
  },
});
