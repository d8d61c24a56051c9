import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigValues } from './configValues.js';
import { ConfigError } from '../util/errors.js';

type Messages = Record<string, string>;

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
  const navbar = readMessages(path.join(folder, 'navbar.json'));
  const footer = readMessages(path.join(folder, 'footer.json'));
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

/** A translation file's messages by key; none when the file is not there. */
function readMessages(file: string): Messages | undefined {
  if (!existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const messages: Messages = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const message = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined;
    if (typeof message === 'string') messages[key] = message;
  }
  return messages;
}
