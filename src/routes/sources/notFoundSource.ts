import type { PageSource } from '../pageSource.js';

export const NOT_FOUND_PATH = '/404';

/** The page for a path the site does not have (written as 404.html). */
export const notFoundSource: PageSource = {
  name: 'notFound',
  kinds: ['notFound'],
  routes: () => [{ path: NOT_FOUND_PATH, kind: 'notFound', title: 'Page Not Found', description: 'We could not find what you were looking for.', origin: 'not-found page (templates)' }],
};
