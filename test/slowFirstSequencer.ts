import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects of vitest.config.ts in the order their files start: the browser files first (the
 * heaviest per file since Chromium 150: each page load costs Chromium about a CPU-second), the
 * isolated ones, the shared unit files last (many short files: the run's tail).
 *
 * Each project's files stay together: vitest hands a finished `isolate: false` worker the next
 * file only when the next file in the queue is of the same project, and ends it otherwise; a
 * browser file after an isolated one then starts a fork of its own, importing playwright-core and
 * src/build.js again (session 31: about 3 CPU-seconds a fork).
 */
export const PROJECT_ORDER = ['browser', 'isolated', 'shared'];

/**
 * The test files that take longest, longest first within each project: the file walls of the
 * quiet clean-clone run of 73dc8188 (session 31's stop; three files at a time on two cores), those
 * of 20 s and more. They start first, so the run does not end with one of them alone on one core
 * while the other waits: without a cache of earlier runs (a fresh clone, CI) vitest would start
 * the largest files first, which are not the slowest.
 */
export const SLOW_FIRST = [
  // browser (s)
  'test/browser/docusaurus-look.test.ts', // 187
  'test/browser/navigation.test.ts', // 82
  'test/browser/accessibility.test.ts', // 79
  'test/browser/sidebar.test.ts', // 55
  'test/browser/watch.test.ts', // 49
  'test/browser/ui-state.test.ts', // 46
  'test/browser/locale-dropdown.test.ts', // 45
  'test/browser/search.test.ts', // 42
  'test/theme/oneReact.test.ts', // 41
  'test/browser/docusaurus-acceptance.test.ts', // 41
  'test/browser/content-features.test.ts', // 36
  'test/browser/static-host.test.ts', // 35
  'test/browser/watch-stuck-page.test.ts', // 34
  'test/browser/docusaurus-compat.test.ts', // 31
  'test/browser/search-field-easyops.test.ts', // 30
  'test/browser/navbar-classes.test.ts', // 30
  'test/browser/highlighted-lines.test.ts', // 30
  'test/output/output-gates.test.ts', // 29
  'test/browser/islands.test.ts', // 29
  'test/browser/brand-colour.test.ts', // 28
  'test/browser/prism-token-colours.test.ts', // 27
  'test/browser/mdx.test.ts', // 26
  'test/browser/doc-cards.test.ts', // 24
  'test/browser/docusaurus-theme.test.ts', // 24
  'test/browser/versioned-docs.test.ts', // 24
  'test/browser/docusaurus-code-look.test.ts', // 23
  'test/browser/base-path.test.ts', // 21
  // isolated
  'test/package/package.test.ts', // 127
  'test/gates/cli-gates.test.ts', // 91
  'test/content/page-work.test.ts', // 81
  'test/output/replace.test.ts', // 81
  'test/pipeline/upToDate.test.ts', // 55
  'test/serve/serverMemory.test.ts', // 55
  'test/pipeline/incremental.test.ts', // 50
  'test/serve/dev-big-page.test.ts', // 47
  'test/content/big-inputs.test.ts', // 44
  'test/css/component-css.test.ts', // 40
  'test/pipeline/incremental-scope.test.ts', // 38
  'test/gates/messages.test.ts', // 35
  'test/output/out-dir.test.ts', // 34
  'test/pipeline/parallel.test.ts', // 34
  'test/content/element-bounds.test.ts', // 28
  'test/pipeline/lastBuildPages.test.ts', // 28
  'test/crawl/crawlBuiltSite.test.ts', // 27
  'test/acceptance/create-docusaurus.test.ts', // 25
  'test/serve/watch-partial-write.test.ts', // 24
  'test/content/mdFencesThroughCodeBlock.test.ts', // 23
  'test/gates/where-messages.test.ts', // 22
  'test/content/docCards.test.ts', // 22
  // not reached by that run's log (it ended after 179 of the files), slow in earlier sessions
  'test/package/read-only-install.test.ts',
];

/**
 * Starts each project's files together, the projects in PROJECT_ORDER; within a project, the files
 * of SLOW_FIRST first, in that order, the others in vitest's own order.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectRank = (spec: TestSpecification) => {
      const index = PROJECT_ORDER.indexOf(spec.project.name);
      return index === -1 ? PROJECT_ORDER.length : index;
    };
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // A stable sort: files outside the list keep vitest's order among themselves.
    return sorted
      .map((spec, at) => ({ spec, at, project: projectRank(spec), rank: rank(spec) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.at - b.at)
      .map(({ spec }) => spec);
  }
}
