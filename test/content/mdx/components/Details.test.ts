import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Details } from '../../../../src/content/mdx/components/Details.js';
import { withCodeTranslations } from '../../../../src/content/mdx/docusaurus/Translate.js';

const render = (props: Parameters<typeof Details>[0]) => renderToStaticMarkup(createElement(Details, props));

describe('<Details> (MDX, `@theme/Details`)', () => {
  it("without a summary shows the locale's word for it (theme.Details.summary), English without one; a summary given is kept", () => {
    const french = { 'theme.Details.summary': 'Détails' };
    const { result, translated } = withCodeTranslations(french, () => render({ children: 'Four minutes.' }));
    expect(result).toBe('<details class="details"><summary>Détails</summary>Four minutes.</details>');
    // The page then depends on the locale's code translations (built again when they change).
    expect(translated).toBe(true);
    expect(withCodeTranslations({}, () => render({ children: 'Four minutes.' })).result).toBe('<details class="details"><summary>Details</summary>Four minutes.</details>');
    expect(withCodeTranslations(french, () => render({ summary: 'Steep', children: 'x' })).result).toBe('<details class="details"><summary>Steep</summary>x</details>');
  });
});
