import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest (whole-site builds through the CLI, a 4 MB page, npm pack and
 * install, Chromium sessions), longest first. They start first, so the run does not end with one
 * of them alone on one core while the other waits: without a cache of earlier runs (a fresh clone,
 * CI) vitest would start the largest files first, and these are mostly short files.
 */
export const SLOW_FIRST = [
  'test/package/package.test.ts',
  'test/serve/dev-big-page.test.ts',
  'test/gates/cli-gates.test.ts',
  'test/output/replace.test.ts',
  'test/content/big-inputs.test.ts',
  'test/content/element-bounds.test.ts',
  'test/content/page-work.test.ts',
  'test/pipeline/parallel.test.ts',
  'test/browser/navigation.test.ts',
  'test/css/component-css.test.ts',
  'test/browser/watch.test.ts',
  'test/pipeline/upToDate.test.ts',
  'test/output/out-dir.test.ts',
  'test/serve/watch-partial-write.test.ts',
  'test/pipeline/incremental-scope.test.ts',
  'test/browser/ui-state.test.ts',
  'test/browser/accessibility.test.ts',
  'test/gates/messages.test.ts',
  'test/browser/sidebar.test.ts',
  'test/plugins/transformDoc.test.ts',
  'test/output/output-gates.test.ts',
  'test/theme/oneReact.test.ts',
  'test/browser/versioned-docs.test.ts',
  'test/links/url-escaping.test.ts',
  'test/package/read-only-install.test.ts',
  'test/acceptance/create-docusaurus.test.ts',
];

/** Starts the files of SLOW_FIRST first, in that order; the others follow in vitest's own order. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // A stable sort: files outside the list keep vitest's order among themselves.
    return sorted.map((spec, at) => ({ spec, at, rank: rank(spec) })).sort((a, b) => a.rank - b.rank || a.at - b.at).map(({ spec }) => spec);
  }
}
