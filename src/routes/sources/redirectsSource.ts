import type { Route } from '../types.js';
import type { PageSource } from '../pageSource.js';
import type { ConfigValues } from '../../config/configValues.js';

type ClientRedirects = NonNullable<ConfigValues['clientRedirects']>;

/** One page that sends the visitor on: from `from` to `to`. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * Client redirects (config `clientRedirects`, Docusaurus's plugin-client-redirects): a page at each
 * `from` path that sends the visitor on. Made after the other sources, from their routes: a
 * `from` that is a page already stays that page (reported as a duplicate route).
 */
export const redirectsSource: PageSource = {
  name: 'redirects',
  kinds: [],
  follows: true,
  routes: ({ config, routes = [] }) =>
    clientRedirects(config.clientRedirects!, routes.filter((route) => !route.redirect && route.kind !== 'notFound').map((route) => route.path)).map(
      ({ from, to }): Route => ({ path: from, kind: 'page', title: `Redirecting to ${to}`, description: '', redirect: to, origin: `client redirect to ${to} (clientRedirects)` }),
    ),
};

/**
 * The redirects the options ask for, given the site's page paths: the listed rules, then for each
 * page those `createRedirects` gives, `.ext` spellings of it (`fromExtensions`), and the page
 * without its extension (`toExtensions`). A `from` is made once (the first rule wins).
 */
export function clientRedirects(options: ClientRedirects, pages: readonly string[]): Redirect[] {
  const found: Redirect[] = [];
  const add = (from: string, to: string) => {
    const path = normalize(from);
    if (path !== normalize(to)) found.push({ from: path, to });
  };
  for (const rule of options.redirects) for (const from of [rule.from].flat()) add(from, rule.to);
  for (const page of pages) {
    for (const from of [options.createRedirects?.(page) ?? []].flat()) if (from) add(from, page);
    // `html`: docsgen serves a page at `/install.html` already (its file), so only other extensions make pages.
    for (const ext of options.fromExtensions.map((e) => e.replace(/^\./, '')).filter((e) => e !== 'html')) if (page !== '/') add(`${page}.${ext}`, page);
    for (const ext of options.toExtensions) {
      const suffix = `.${ext.replace(/^\./, '')}`;
      if (page.endsWith(suffix)) add(page.slice(0, -suffix.length), page);
    }
  }
  const seen = new Set<string>();
  return found.filter(({ from }) => !seen.has(from) && seen.add(from));
}

/** `/old/` and `old` name the page `/old`. */
function normalize(path: string): string {
  return `/${path.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');
}
