import type { Page } from 'playwright-core';

/**
 * The media conditions of the page's CSS blocks that style the navbar search box's phone-sized field
 * (a local search plugin's, `search--field` or any other `search--…field` class): one a site, that
 * of its plugin's widths, so a page's CSS holds the field's rules once.
 */
export function searchFieldRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          if (/\.search--[\w-]*field/.test(rule.cssText)) found.push(rule.conditionText);
        } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return found;
  });
}
