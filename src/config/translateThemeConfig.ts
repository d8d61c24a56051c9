import path from 'node:path';
import type { ConfigValues } from './configValues.js';
import { readTranslationFile } from './translationFile.js';

/**
 * The navbar's and footer's words in the locale being built, from its translation files as
 * Docusaurus's `write-translations` lays them out: `i18n/<locale>/docusaurus-theme-classic/navbar.json`
 * (`title`, `logo.alt`, `item.label.<label>`) and `footer.json` (`link.title.<title>`,
 * `link.item.label.<label>`, `copyright`, `logo.alt`), each `{ "message": … }`. What a file leaves
 * out stays as the config writes it.
 */
export function translateThemeConfig<C extends Pick<ConfigValues, 'i18n' | 'navbar' | 'footer' | 'logo'>>(config: C): C {
  const { i18n } = config;
  const folder = path.join(i18n.dir, i18n.localeConfigs[i18n.currentLocale]!.path, 'docusaurus-theme-classic');
  const navbar = readTranslationFile(path.join(folder, 'navbar.json'));
  const footer = readTranslationFile(path.join(folder, 'footer.json'));
  if (!navbar && !footer) return config;
  const n = (key: string, text: string) => navbar?.[key] ?? text;
  const f = (key: string, text: string) => footer?.[key] ?? text;
  const label = <T,>(item: T, translate: (key: string, text: string) => string, prefix: string): T => {
    if (typeof item !== 'object' || item === null) return item;
    const entry = item as { label?: unknown; items?: unknown[] };
    return { ...item, ...(typeof entry.label === 'string' ? { label: translate(`${prefix}.${entry.label}`, entry.label) } : {}), ...(Array.isArray(entry.items) ? { items: entry.items.map((child) => label(child, translate, prefix)) } : {}) };
  };
  const items = config.navbar.items?.map((item) => label(item, n, 'item.label'));
  const links = config.footer?.links.map((link) => ('items' in link ? { ...link, title: f(`link.title.${link.title}`, link.title), items: link.items.map((child) => label(child, f, 'link.item.label')) } : label(link, f, 'link.item.label'))) as NonNullable<C['footer']>['links'] | undefined;
  return {
    ...config,
    navbar: { ...config.navbar, ...(config.navbar.title !== undefined ? { title: n('title', config.navbar.title) } : {}), ...(items ? { items } : {}) },
    ...(config.logo ? { logo: { ...config.logo, alt: n('logo.alt', config.logo.alt) } } : {}),
    ...(config.footer && links
      ? { footer: { ...config.footer, links, copyright: f('copyright', config.footer.copyright), ...(config.footer.copyrightHtml !== undefined ? { copyrightHtml: f('copyright', config.footer.copyrightHtml) } : {}), ...(config.footer.logo ? { logo: { ...config.footer.logo, alt: f('logo.alt', config.footer.logo.alt) } } : {}) } }
      : {}),
  };
}
