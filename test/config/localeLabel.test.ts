import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveI18n } from '../../src/config/resolveI18n.js';
import { docusaurusI18n } from '../../src/config/docusaurusI18n.js';
import { labelsForWorker, labelsFromMain } from '../../src/config/localeLabel.js';

const site = { rootDir: '/site', origin: 'https://tea.example', base: '/', configName: 'docusaurus.config.ts' };

// Counts the runtime's language-name lookups (its first use in a thread costs some 12 ms of CPU).
const Original = Intl.DisplayNames;
let lookups = 0;
beforeEach(() => {
  lookups = 0;
  (Intl as { DisplayNames: typeof Intl.DisplayNames }).DisplayNames = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.DisplayNames>) {
      lookups++;
      return new target(...args);
    },
  });
});
afterEach(() => {
  (Intl as { DisplayNames: typeof Intl.DisplayNames }).DisplayNames = Original;
});

describe('locale labels', () => {
  it('a label is worked out when read, not when the config is resolved, and once', () => {
    const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en', 'fr'], path: 'i18n', localeConfigs: { fr: { label: 'French' } } }, site);
    const context = docusaurusI18n(i18n);
    expect(lookups).toBe(0);
    expect(Object.keys(i18n.localeConfigs.en!)[0]).toBe('label');
    expect(context.localeConfigs.en!.label).toBe('English');
    expect(i18n.localeConfigs.en!.label).toBe('English');
    expect(lookups).toBe(1);
    // A label given in the config is never looked up.
    expect(context.localeConfigs.fr!.label).toBe('French');
    expect(lookups).toBe(1);
  });

  it("a label not read yet crosses to a worker unread, and the worker's copy works it out when read", () => {
    const i18n = resolveI18n({ defaultLocale: 'pt-BR', locales: ['pt-BR', 'fr'], path: 'i18n', localeConfigs: { fr: { label: 'French' } } }, site);
    const config = { i18n, docusaurusI18n: docusaurusI18n(i18n), title: 'Tea' };
    // A message to a worker is a structured clone, which reads every getter.
    const crossed = structuredClone(labelsForWorker(config));
    expect(lookups).toBe(0);
    const inWorker = labelsFromMain(crossed);
    expect(lookups).toBe(0);
    expect(inWorker.docusaurusI18n.localeConfigs['pt-BR']).toEqual({ label: 'Português (Brasil)', direction: 'ltr', htmlLang: 'pt-BR', calendar: 'gregory', path: 'pt-BR' });
    expect(Object.keys(inWorker.i18n.localeConfigs['pt-BR']!)).toEqual(Object.keys(config.i18n.localeConfigs['pt-BR']!));
    expect(inWorker.i18n.localeConfigs.fr!.label).toBe('French');
    // useDocusaurusContext().i18n, as page code in a worker reads it: the config's label, not the language's name.
    expect(inWorker.docusaurusI18n.localeConfigs.fr!.label).toBe('French');
    expect(inWorker.title).toBe('Tea');
    // A label already read crosses as a plain value.
    expect(config.i18n.localeConfigs['pt-BR']!.label).toBe('Português (Brasil)');
    const again = structuredClone(labelsForWorker(config));
    expect(again.i18n.localeConfigs['pt-BR']).toMatchObject({ label: 'Português (Brasil)' });
    expect('labelUnread' in again.i18n.localeConfigs['pt-BR']!).toBe(false);
  });
});
