import path from 'node:path';
import { navbarItems } from '../config/navbarItems.js';
import type { ConfigValues } from '../config/configValues.js';
import type { CheckedPage } from './checkLinks.js';
import { slashPath } from '../util/slashPath.js';

/**
 * What the links stage reads of the resolved config, as plain values, taken once when the stage is
 * made: the stage's modules get these, never the config.
 */
export interface LinksInput {
  /** The site's base (`/repo-name/`): a link written with it names the page without it. */
  base: string;
  /** The site's `trailingSlash`: a page's relative links resolve from `/docs/x/` (see pageAddress). */
  trailingSlash: boolean;
  /** The links the config itself writes (navbar, footer, the landing's call to action), named at the config file. */
  configLinks: ConfigLinks;
}

/** Links written in the config, and the config file as the site's files name it. */
export interface ConfigLinks {
  origin: string;
  links: CheckedPage['links'];
  /** The sidebars file as the site's files name it, and where it is: its link items are checked too (see linkSources). */
  sidebars?: { origin: string; file: string };
}

/** The links stage's input, from the resolved config. */
export function linksInput(config: ConfigValues): LinksInput {
  return { base: config.urls.base, trailingSlash: config.trailingSlash, configLinks: configLinks(config) };
}

/** The navbar's, the footer's and the call to action's links (`to`), as pages link them. */
export function configLinks(config: Pick<ConfigValues, 'navbar' | 'sidebars' | 'footer' | 'landing' | 'configFileName'> & Partial<Pick<ConfigValues, 'rootDir' | 'paths'>>): ConfigLinks {
  const links = navbarItems(config)
    .flatMap((item): { label?: string; to?: string }[] =>
      'items' in item ? item.items : 'type' in item && item.type === 'html' ? [] : 'type' in item && (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') ? [...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])] : [item],
    )
    .flatMap((item) => (item.to === undefined ? [] : [{ href: item.to.startsWith('/') ? item.to : `/${item.to}`, text: item.label ?? item.to }]))
    .concat(footerLinks(config.footer))
    .concat(config.landing ? [{ href: config.landing.cta.to, text: config.landing.cta.label }] : []);
  const sidebarsFile = config.paths?.sidebarsFile;
  return { origin: config.configFileName, links, ...(sidebarsFile && config.rootDir ? { sidebars: { origin: slashPath(path.relative(config.rootDir, sidebarsFile)), file: sidebarsFile } } : {}) };
}

/** The footer's site links (`to`), in columns or in one row. */
function footerLinks(footer: ConfigValues['footer']): { href: string; text: string }[] {
  const items = (footer?.links ?? []).flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  return items.flatMap((item) => ('to' in item ? [{ href: item.to.startsWith('/') ? item.to : `/${item.to}`, text: item.label }] : []));
}
