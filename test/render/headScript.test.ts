import { describe, expect, it } from 'vitest';
import { headScript } from '../../src/render/headScript.js';
import type { SiteData } from '../../src/shared/types.js';

/** Runs the head script against a stand-in document: the `data-theme` and `data-theme-choice` it sets. */
function run(colorMode: SiteData['colorMode'], { stored, search = '', systemDark = false, system = systemDark ? 'dark' : undefined }: { stored?: string; search?: string; systemDark?: boolean; system?: 'light' | 'dark' }) {
  const attributes: Record<string, string> = {};
  const documentElement = { classList: { add: () => {} }, setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const localStorage = { getItem: (key: string) => (key === 'theme' && stored !== undefined ? stored : null) };
  const matchMedia = (query: string) => ({ matches: system !== undefined && query === `(prefers-color-scheme: ${system})` });
  const script = headScript({ colorMode } as SiteData);
  new Function('document', 'localStorage', 'location', 'matchMedia', script)({ documentElement }, localStorage, { search }, matchMedia);
  return [attributes['data-theme'], attributes['data-theme-choice']];
}

describe('the head script: the colour mode before the first paint, as Docusaurus decides it', () => {
  const settings = { defaultMode: 'light', respectPrefersColorScheme: false } as const;

  it('takes the stored choice, and ?docusaurus-theme= before it', () => {
    expect(run(settings, { stored: 'dark' })).toEqual(['dark', 'dark']);
    expect(run(settings, { stored: 'light', search: '?docusaurus-theme=dark' })).toEqual(['dark', 'dark']);
    expect(run({ ...settings, respectPrefersColorScheme: true }, { search: '?docusaurus-theme=light', systemDark: true })).toEqual(['light', 'light']);
    // Nothing chosen: the system's mode with respectPrefersColorScheme (choice "system"), else defaultMode.
    expect(run({ ...settings, respectPrefersColorScheme: true }, { systemDark: true })).toEqual(['dark', 'system']);
    expect(run(settings, {})).toEqual(['light', 'light']);
    // defaultMode dark with respectPrefersColorScheme: a light system is light (kysely's site); a system with no preference, defaultMode.
    expect(run({ defaultMode: 'dark', respectPrefersColorScheme: true }, { system: 'light' })).toEqual(['light', 'system']);
    expect(run({ defaultMode: 'dark', respectPrefersColorScheme: true }, {})).toEqual(['dark', 'system']);
    expect(run({ defaultMode: 'dark', respectPrefersColorScheme: false }, { system: 'light' })).toEqual(['dark', 'dark']);
  });

  it('with disableSwitch reads neither: defaultMode, or the system\'s mode with respectPrefersColorScheme', () => {
    expect(run({ ...settings, disableSwitch: true }, { stored: 'dark', search: '?docusaurus-theme=dark' })).toEqual(['light', 'light']);
    expect(run({ ...settings, respectPrefersColorScheme: true, disableSwitch: true }, { stored: 'light', systemDark: true })).toEqual(['dark', 'system']);
  });
});
