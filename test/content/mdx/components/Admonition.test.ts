import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Admonition } from '../../../../src/content/mdx/components/Admonition.js';
import { withCodeTranslations } from '../../../../src/content/mdx/docusaurus/Translate.js';

const heading = (html: string) => /<div class="admonitionHeading">(.*?)<\/div>/.exec(html)?.[1];
const render = (type: string, title?: string) => renderToStaticMarkup(createElement(Admonition, { type, ...(title ? { title } : {}) }, 'Body'));

describe('<Admonition> (@theme/Admonition): its title in the locale, as a `:::` block\'s', () => {
  it("takes the type's title from the locale's code translations, a given title over it, English without", () => {
    const french = { 'theme.admonition.tip': 'Astuce', 'theme.admonition.info': 'Info' };
    const { result, translated } = withCodeTranslations(french, () => [render('tip'), render('tip', 'Le mien'), render('important'), render('note')].map(heading));
    // important is Docusaurus's alias of info: info's title once translated; note has no translation here.
    expect(result).toEqual(['Astuce', 'Le mien', 'Info', 'Note']);
    // The page depends on the locale's code.json.
    expect(translated).toBe(true);
    expect([render('tip'), render('important')].map(heading)).toEqual(['Tip', 'Important']);
  });
});
