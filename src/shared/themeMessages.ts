import { createContext, useContext } from 'react';

/**
 * The words docsgen's theme shows, by the id Docusaurus's theme gives each (`theme.*`), with the
 * English a site gets: a site translates them, as in Docusaurus, in its `i18n/<locale>/code.json`.
 */
export const THEME_MESSAGES = {
  'theme.common.editThisPage': 'Edit this page',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.common.headingLinkTitle': 'Direct link to {heading}',
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
  // docsgen's own ids (Docusaurus's search has no such words): the search box before its index has loaded, its label and results.
  'theme.SearchBar.loading': 'Loading...',
  'theme.SearchBar.ariaLabel': 'Search the documentation',
  'theme.SearchBar.resultsAriaLabel': 'Search results',
  'theme.SearchBar.noResults': 'No results',
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Open the navigation menu',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close the navigation menu',
  'theme.navbar.mobileMenu.ariaLabel': 'Navigation menu',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.docs.sidebar.expandButtonTitle': 'Expand sidebar',
  'theme.docs.sidebar.expandButtonAriaLabel': 'Expand sidebar',
  'theme.docs.sidebar.collapseButtonTitle': 'Collapse sidebar',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'Collapse sidebar',
  'theme.DocSidebarItem.expandCategoryAriaLabel': 'Expand the {label} category',
  'theme.DocSidebarItem.collapseCategoryAriaLabel': 'Collapse the {label} category',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.docs.breadcrumbs.homeText': 'Home',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'theme.CodeBlock.wordWrapToggle': 'Toggle word wrap',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.system': 'system mode',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.NotFound.p2': 'The link may be out of date, or the page may have moved.',
  'theme.NotFound.startAgain': 'Start again from {link}.',
  'theme.NotFound.searchOrStartAgain': 'Try the search box above, or start again from {link}.',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'theme.ChunkError.title': 'This page could not be loaded.',
  'theme.ChunkError.retry': 'Retry',
  'theme.ProgressBar.ariaLabel': 'Loading page',
  'theme.AnnouncementBar.ariaLabel': 'Announcement',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'theme.Landing.featuresAriaLabel': 'Features',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.post.plurals': 'One post|{count} posts',
  // A category card's line when the category has no description: its number of items, in the locale's plural forms.
  'theme.docs.DocCard.categoryDescription.plurals': '1 item|{count} items',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  // The version banner's words (Docusaurus's message ids, so a site's code.json overrides them).
  'theme.docs.versions.unreleasedVersionLabel': 'You are reading the documentation of {siteTitle} {versionLabel}, a version not released yet.',
  'theme.docs.versions.unmaintainedVersionLabel': 'You are reading the documentation of {siteTitle} {versionLabel}, a version that no longer gets updates.',
  'theme.docs.versions.latestVersionSuggestionLabel': 'See the {latestVersionLink} ({versionLabel}) for current documentation.',
  'theme.docs.versions.latestVersionLinkLabel': 'newest version',
  'theme.contentVisibility.unlistedBanner.message': "This post is unlisted: it is not in the blog's lists, and search engines do not index it.",
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

/**
 * The blog's page titles and links by Docusaurus's ids, in English: the routes stage names the blog's
 * archive, tag and author pages with them, so they are not among the words site data carries either.
 */
export const BLOG_PAGE_WORDS = {
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.description': 'Archive',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.tags.tagsPageLink': 'View all tags',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.viewAll': 'View all authors',
} as const;

/**
 * The summary a `<details>` without one shows (`:::details`, `<Details>`): docsgen's own id, as
 * Docusaurus's Details writes the English word whatever the locale. The content stage writes it
 * into the page, as it does the admonitions' titles.
 */
export const DETAILS_WORDS = {
  'theme.Details.summary': 'Details',
} as const;

/** Every word of the theme a locale translates: docsgen's tables give each (see src/config/themeTranslations). */
export type ThemeWordId = ThemeMessageId | keyof typeof ADMONITION_TITLES | keyof typeof BLOG_PAGE_WORDS | keyof typeof DETAILS_WORDS;

const ENGLISH_WORDS: Readonly<Record<ThemeWordId, string>> = { ...THEME_MESSAGES, ...ADMONITION_TITLES, ...BLOG_PAGE_WORDS, ...DETAILS_WORDS };

/** A word of the theme as the build writes it outside the theme's components (a page's title): the locale's code translations' (SiteI18n.codeTranslations), else the English. */
export function themeWord(codeTranslations: Readonly<Record<string, string>>, id: ThemeWordId, values: Readonly<Record<string, string>> = {}): string {
  return (codeTranslations[id] ?? ENGLISH_WORDS[id]).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The theme's words a site translates (SiteData.messages): the ids of THEME_MESSAGES its locale's code.json gives. */
export function themeMessagesOf(codeTranslations: Readonly<Record<string, string>>): Partial<Record<ThemeMessageId, string>> | undefined {
  const given = Object.keys(THEME_MESSAGES).filter((id) => codeTranslations[id] !== undefined);
  return given.length > 0 ? Object.fromEntries(given.map((id) => [id, codeTranslations[id]!])) : undefined;
}

/** The site's translations of the theme's words; the theme's `App` provides them from `site.messages`. */
export const ThemeMessagesContext = createContext<Partial<Record<ThemeMessageId, string>> | undefined>(undefined);

/** A word of the theme in the locale being read: the site's translation, else the English. */
export function useThemeMessage(id: ThemeMessageId): string {
  return themeMessage(useContext(ThemeMessagesContext), id);
}

/** A word of the theme from the locale's words (SiteData.messages), else the English: for code outside React (the copy button). */
export function themeMessage(messages: Partial<Record<ThemeMessageId, string>> | undefined, id: ThemeMessageId): string {
  return messages?.[id] ?? THEME_MESSAGES[id];
}

/** The locale being read (`<html lang>`'s locale name): which plural form a count takes. The theme's `App` provides it; English without. */
export const ThemeLocaleContext = createContext<string>('en');

/** The order of a language's plural categories, as a message lists its forms (`One post|{count} posts`). */
const PLURAL_ORDER: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a plural message (forms split by `|`, in the order of the locale's plural categories:
 * English `one|other`, Polish `one|few|many|other`) that `count` takes in `locale`, as Docusaurus's
 * theme picks it. A message with fewer forms than the locale has categories takes its first for one,
 * its last otherwise; one form alone is used for every count.
 */
export function selectPluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const known: readonly string[] = rules.resolvedOptions().pluralCategories;
  const categories = PLURAL_ORDER.filter((category) => known.includes(category));
  const category = rules.select(count);
  if (forms.length === categories.length) return forms[categories.indexOf(category)]!;
  return category === 'one' ? forms[0]! : forms[forms.length - 1]!;
}

/** A plural word of the theme for `count` in the locale being read (see selectPluralForm); `{count}` style placeholders are the caller's to fill. */
export function usePluralThemeMessage(id: ThemeMessageId, count: number): string {
  return selectPluralForm(useThemeMessage(id), count, useThemeLocale());
}

/** The locale being read (see ThemeLocaleContext). */
export function useThemeLocale(): string {
  return useContext(ThemeLocaleContext);
}
