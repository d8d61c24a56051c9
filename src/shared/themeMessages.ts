import { createContext, useContext } from 'react';

/**
 * The words docsgen's theme shows, by the id Docusaurus's theme gives each (`theme.*`), with the
 * English a site gets: a site translates them, as in Docusaurus, in its `i18n/<locale>/code.json`.
 */
export const THEME_MESSAGES = {
  'theme.common.editThisPage': 'Edit this page',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.NotFound.title': 'Page Not Found',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.SearchBar.label': 'Search',
} as const;

export type ThemeMessageId = keyof typeof THEME_MESSAGES;

/**
 * The admonitions' titles by Docusaurus's ids, in English: the content stage writes them into the
 * page (see remarkAdmonitions), so they are not among the words site data carries.
 */
export const ADMONITION_TITLES = {
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.admonition.caution': 'Caution',
} as const;

/** Every word of the theme a locale translates: docsgen's tables give each (see src/config/themeTranslations). */
export type ThemeWordId = ThemeMessageId | keyof typeof ADMONITION_TITLES;

/** The theme's words a site translates (SiteData.messages): the ids of THEME_MESSAGES its locale's code.json gives. */
export function themeMessagesOf(codeTranslations: Readonly<Record<string, string>>): Partial<Record<ThemeMessageId, string>> | undefined {
  const given = Object.keys(THEME_MESSAGES).filter((id) => codeTranslations[id] !== undefined);
  return given.length > 0 ? Object.fromEntries(given.map((id) => [id, codeTranslations[id]!])) : undefined;
}

/** The site's translations of the theme's words; the theme's `App` provides them from `site.messages`. */
export const ThemeMessagesContext = createContext<Partial<Record<ThemeMessageId, string>> | undefined>(undefined);

/** A word of the theme in the locale being read: the site's translation, else the English. */
export function useThemeMessage(id: ThemeMessageId): string {
  return useContext(ThemeMessagesContext)?.[id] ?? THEME_MESSAGES[id];
}
