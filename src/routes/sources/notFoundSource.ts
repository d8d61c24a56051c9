import { themeWord } from '../../shared/themeMessages.js';
import type { PageSource } from '../pageSource.js';

export const NOT_FOUND_PATH = '/404';

/** The page for a path the site does not have (written as 404.html), titled in the locale's words. */
export const notFoundSource: PageSource = {
  name: 'notFound',
  kinds: ['notFound'],
  routes: ({ config }) => {
    const words = config.i18n.codeTranslations;
    return [{ path: NOT_FOUND_PATH, kind: 'notFound', title: themeWord(words, 'theme.NotFound.title'), description: themeWord(words, 'theme.NotFound.p1'), origin: 'not-found page (templates)' }];
  },
};
