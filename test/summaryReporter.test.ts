import type { Vitest } from 'vitest/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SummaryReporter from './summaryReporter.js';

// The run's last line, and a run whose tests wrote into test/fixtures failed as a run (vitest's
// summary counts it among its errors), not only by its exit code after a summary saying 0 failed.
const written = '?? test/fixtures/sites/basic/content/docs/left-over.md';

/** A reporter whose test/fixtures reads `before`, then `after` on every later look. */
function reporterWith(after: string[]) {
  let looks = 0;
  const reporter = new SummaryReporter({ fixtureChanges: () => (looks++ === 0 ? [] : after) });
  const catchError = vi.fn();
  reporter.onInit({ state: { catchError } } as unknown as Vitest);
  return { reporter, catchError };
}

const exitCode = process.exitCode;
afterEach(() => {
  process.exitCode = exitCode;
  vi.restoreAllMocks();
});

describe('the summary reporter', () => {
  it('makes a fixture write an error of the run once the last file has ended, before vitest sums the run up', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { reporter, catchError } = reporterWith([written]);
    reporter.onTestRunStart([{}, {}] as never);
    reporter.onTestModuleEnd();
    expect(catchError).not.toHaveBeenCalled();
    reporter.onTestModuleEnd();
    expect(catchError).toHaveBeenCalledTimes(1);
    const [error, type] = catchError.mock.calls[0]! as [Error, string];
    expect(type).toBe('Unhandled Error');
    expect(error.message).toContain(written);
    expect(process.exitCode).toBe(1);
    // vitest hands the error back with the run's end: the last line counts it.
    reporter.onTestRunEnd([], [error]);
    expect(log).toHaveBeenCalledWith('\n0 passed, 0 failed, 0 skipped, 1 error (see above)');
  });

  it('counts it itself when the run ended before its last file did', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reporter, catchError } = reporterWith([written]);
    reporter.onTestRunStart([{}, {}] as never);
    reporter.onTestModuleEnd();
    reporter.onTestRunEnd([], []);
    expect(catchError).not.toHaveBeenCalled();
    expect(error.mock.calls[0]![0]).toContain(written);
    expect(log).toHaveBeenCalledWith('\n0 passed, 0 failed, 0 skipped, 1 error (see above)');
    expect(process.exitCode).toBe(1);
  });

  it('says nothing more for a run that wrote nothing, or only what the gate sites keep', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { reporter, catchError } = reporterWith(['!! test/fixtures/gate-sites/basic/node_modules/']);
    reporter.onTestRunStart([{}] as never);
    reporter.onTestModuleEnd();
    reporter.onTestRunEnd([], []);
    expect(catchError).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('\n0 passed, 0 failed, 0 skipped');
  });
});
