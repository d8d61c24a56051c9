import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Translate, { translate, withCodeTranslations } from '../../../../src/content/mdx/docusaurus/Translate.js';
import { translatedInputs } from '../../../../src/content/mdx/processMdx.js';

const messages = { 'home.title': 'Accueil', 'Hello {name}': 'Bonjour {name}' };

describe('@docusaurus/Translate with a locale\'s code translations', () => {
  it('looks a message up by id, else by the message itself, and falls back to the message; only while the page renders', () => {
    const { result, translated } = withCodeTranslations(messages, () => [
      translate({ id: 'home.title', message: 'Home' }),
      translate({ message: 'Hello {name}' }, { name: 'Ana' }),
      translate({ id: 'missing', message: 'Kept' }),
      renderToStaticMarkup(createElement(Translate, { id: 'home.title' }, 'Home')),
    ]);
    expect(result).toEqual(['Accueil', 'Bonjour Ana', 'Kept', 'Accueil']);
    expect(translated).toBe(true);
    // Outside a page's render: the messages as written.
    expect(translate({ id: 'home.title', message: 'Home' })).toBe('Home');
    expect(withCodeTranslations(messages, () => 'no translation read').translated).toBe(false);
  });

  it("a page that read a translation depends on the locale's code.json (built again when it changes); one that did not, not", () => {
    const site = { codeTranslations: { file: '/site/i18n/fr/code.json', messages } };
    expect(translatedInputs(['/site/src/x.tsx'], true, site).map(([file]) => file)).toEqual(['/site/src/x.tsx', '/site/i18n/fr/code.json']);
    expect(translatedInputs(['/site/src/x.tsx'], false, site).map(([file]) => file)).toEqual(['/site/src/x.tsx']);
  });
});
