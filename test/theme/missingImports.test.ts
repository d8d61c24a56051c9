import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { builtinModules } from '../../src/content/mdx/components/index.js';
import { DocusaurusSiteContext } from '../../src/content/mdx/docusaurus/siteContext.js';
import { DEFAULT_SITE } from '../../src/content/mdx/renderPageModule.js';
import { missingImports } from '../../src/theme/missingImports.js';

/** An ejected Docusaurus 3 LastUpdated, as `docusaurus swizzle --eject` leaves it (written for this test). */
const ejectedLastUpdated = `
import React from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
export default function LastUpdated({lastUpdatedAt}) {
  const format = useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  return <span className={ThemeClassNames.common.lastUpdated}>{format.format(new Date(lastUpdatedAt))}</span>;
}
`;

describe('missingImports of an ejected LastUpdated', () => {
  it('finds nothing missing: ThemeClassNames and useDateTimeFormat are provided', () => {
    expect(missingImports(ejectedLastUpdated, 'LastUpdated', builtinModules)).toEqual([]);
  });

  it("ThemeClassNames has Docusaurus's class names, useDateTimeFormat formats in the locale being built", () => {
    const { ThemeClassNames } = builtinModules['@docusaurus/theme-common'] as { ThemeClassNames: { common: Record<string, string>; docs: Record<string, string> } };
    expect(ThemeClassNames.common.lastUpdated).toBe('theme-last-updated');
    expect(ThemeClassNames.common.editThisPage).toBe('theme-edit-this-page');
    const { useDateTimeFormat } = builtinModules['@docusaurus/theme-common/internal'] as { useDateTimeFormat: (options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat };
    function Shown() {
      return createElement('span', null, useDateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 14))));
    }
    const i18n = { defaultLocale: 'en', currentLocale: 'fr', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr' } } };
    const site = { ...DEFAULT_SITE, pathname: '/', i18n } as never;
    expect(renderToStaticMarkup(createElement(DocusaurusSiteContext.Provider, { value: site }, createElement(Shown)))).toBe('<span>14 mars 2026</span>');
    expect(renderToStaticMarkup(createElement(Shown))).toBe('<span>March 14, 2026</span>');
  });
});
