import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node';
import { fixtureChanges as gitFixtureChanges, newFixtureWrites } from './helpers/fixtureWrites.js';

/**
 * Ends the run with one plain line, `N passed, N failed, N skipped` (and `N errors` when there were
 * any), for CI logs. It also fails a run whose tests wrote into test/fixtures (see fixtureWrites):
 * once the last test file has ended, before vitest sums the run up, that is an error of the run
 * (vitest's "Errors" in its summary, exit code 1), so the summary says the run failed.
 */
export default class SummaryReporter implements Reporter {
  private vitest: Pick<Vitest, 'state'> | undefined;
  private before: string[] | undefined;
  private files = 0;
  private ended = 0;
  private checked = false;

  private readonly fixtureChanges: () => string[] | undefined;

  /** `fixtureChanges`: what test/fixtures holds that git does not (the reporter's own test gives its own; vitest gives reporters their options). */
  constructor(options: { fixtureChanges?: () => string[] | undefined } = {}) {
    this.fixtureChanges = options.fixtureChanges ?? (() => gitFixtureChanges(process.cwd()));
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.before = this.fixtureChanges();
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.files = specifications.length;
    this.ended = 0;
    this.checked = false;
  }

  onTestModuleEnd(): void {
    if (++this.ended >= this.files) this.checkFixtures(false);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown> = []): void {
    // A run that ended before its last file did (interrupted) is checked now: too late for vitest's summary, not for the exit code.
    const late = this.checkFixtures(true);
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const errors = unhandledErrors.length + (late ? 1 : 0);
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${errors > 0 ? `, ${errors} error${errors === 1 ? '' : 's'} (see above)` : ''}`);
  }

  /**
   * Checks test/fixtures once a run. Once every file has ended, a write is an error of the run
   * (vitest's state); found `late` (at the run's end), it is printed and counted here (true).
   */
  private checkFixtures(late: boolean): boolean {
    if (this.checked || !this.before) return false;
    this.checked = true;
    const after = this.fixtureChanges();
    const written = after ? newFixtureWrites(this.before, after) : [];
    if (written.length === 0) return false;
    const error = new Error(`a test of this run wrote into test/fixtures (build a copy: buildFixtureCopy or copyFixtureSite in test/helpers/siteCopy.ts):\n${written.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
    if (!late && this.vitest) {
      this.vitest.state.catchError(error, 'Unhandled Error');
      return false;
    }
    console.error(`\n✗ ${error.message}\n`);
    return true;
  }
}
