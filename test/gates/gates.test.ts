import { describe, expect, it } from 'vitest';
import { createGates, gateSettings, type GateSettings } from '../../src/gates/gates.js';
import type { Logger } from '../../src/util/log.js';

const settings: GateSettings = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'warn',
  onUnsafeLinks: 'throw',
  onUnsafeHtml: 'throw',
  onWarnings: 'warn',
  onCrawlErrors: 'throw',
  ignoreLinks: ['/legacy/**', '/api/*'],
};

function recordingLogger(): Logger & { warned: string[] } {
  const warned: string[] = [];
  return { warned, info: () => {}, warn: (message: string) => void warned.push(message) };
}

describe('gateSettings: --strict resolved once into the gates, the config left as it was', () => {
  it("--strict makes warnings fail; the config's own settings do not change", () => {
    const before = structuredClone(settings);
    const strict = gateSettings(settings, { strict: true });
    expect(strict.onWarnings).toBe('throw');
    expect(settings).toEqual(before);
    const logger = recordingLogger();
    expect(() => createGates(strict, logger).apply('onWarnings', 'content warning', ['docs/a.md:3:1: odd'])).toThrow(/1 content warning found \(onWarnings: 'throw'\)/);
    // Without --strict the same warning is a warning.
    createGates(gateSettings(settings), logger).apply('onWarnings', 'content warning', ['docs/a.md:3:1: odd']);
    expect(logger.warned).toEqual([expect.stringMatching(/^1 content warning found \(onWarnings: 'warn'\)/)]);
  });

  it('without --strict the settings are the config\'s own', () => {
    expect(gateSettings(settings, { strict: false })).toBe(settings);
  });
});

describe('Gates.ignoresLink: gates.ignoreLinks read once, asked by the links stage and the crawl', () => {
  it("answers from the settings' patterns", () => {
    const gates = createGates(settings, recordingLogger());
    expect(gates.ignoresLink('/legacy/a/b')).toBe(true);
    expect(gates.ignoresLink('/api/x')).toBe(true);
    expect(gates.ignoresLink('/api/x/y')).toBe(false);
    expect(gates.ignoresLink('/docs/intro')).toBe(false);
    expect(createGates({ ...settings, ignoreLinks: [] }, recordingLogger()).ignoresLink('/legacy/a')).toBe(false);
  });

  it("a locale's gates (reporting to the locale's logger) share the build's compiled patterns: ignoreLinks is compiled once a build", () => {
    const gates = createGates(settings, recordingLogger());
    const localeLogger = recordingLogger();
    const notes: string[][] = [];
    const locale = gates.reporting(localeLogger, (lines) => void notes.push(lines));
    expect(locale.ignoresLink).toBe(gates.ignoresLink);
    locale.apply('onWarnings', 'content warning', ['docs/a.md:3:1: odd']);
    expect(localeLogger.warned).toEqual([expect.stringMatching(/^1 content warning found/)]);
    locale.note(['docs/a.md: done its own way']);
    expect(notes).toEqual([['docs/a.md: done its own way']]);
  });
});
