import { localeUrl, useThemeMessage, type NavLink, type PageData, type SiteData } from 'docsgen/theme';
import { LanguageIcon } from './Icons.js';
import { docusaurusDropdown, MobileDropdown, NavbarLink } from './NavbarLink.js';

interface LocaleDropdownProps {
  /** The navbar item (`type: 'localeDropdown'`): its query string and links above and below the locales. */
  item: NavLink;
  site: SiteData;
  page: PageData;
  /** `navbar__link` in the navbar, `mobile-menu__link` in the mobile menu. */
  className?: string;
  /** The side of the navbar it is on (see NavbarLink). */
  position?: 'left' | 'right';
}

/**
 * The site's languages, labelled with the one being read: each item is the page on screen in that
 * locale (its URL under that locale's base, a full URL when the locale is published elsewhere),
 * loaded whole (another locale is another site), the current one marked. Opens like the other
 * dropdowns, on hover and while focus is inside it (CSS only: it works before hydration).
 */
export function LocaleDropdown({ item, site, page, className = 'navbar__link', position }: LocaleDropdownProps) {
  const i18n = site.i18n;
  const languages = useThemeMessage('theme.navbar.mobileLanguageDropdown.label');
  if (!i18n) return null;
  const here = i18n.locales.find((locale) => locale.locale === i18n.currentLocale);
  const query = item.localeDropdown?.queryString ?? '';
  const mobile = className !== 'navbar__link';
  // Docusaurus's names: a desktop dropdown's link, or a link of the mobile menu's list.
  const theirs = mobile ? 'menu__link' : 'dropdown__link';
  const listItem = mobile ? 'menu__list-item' : undefined;
  const entries = (
    <>
      {(item.localeDropdown?.before ?? []).map((link) => (
        <li key={link.label + link.href} className={listItem}>
          <NavbarLink item={link} active={false} className="navbar-dropdown__link" mobile={mobile} />
        </li>
      ))}
      {i18n.locales.map((locale) => {
        const current = locale.locale === i18n.currentLocale;
        const sameSite = locale.url === here?.url;
        return (
          <li key={locale.locale} className={listItem}>
            <a className={`${theirs} navbar-dropdown__link${current ? ` navbar-dropdown__link--active ${theirs}--active` : ''}`} href={localeUrl(page, locale, !sameSite, site.trailingSlash === true) + query} lang={locale.htmlLang} hrefLang={locale.htmlLang} aria-current={current ? 'page' : undefined} target="_self">
              {locale.label}
            </a>
          </li>
        );
      })}
      {(item.localeDropdown?.after ?? []).map((link) => (
        <li key={link.label + link.href} className={listItem}>
          <NavbarLink item={link} active={false} className="navbar-dropdown__link" mobile={mobile} />
        </li>
      ))}
    </>
  );
  // In the mobile menu a list item of its own, closed at first (Docusaurus's): "Languages".
  if (mobile) {
    return (
      <MobileDropdown
        label={
          <>
            <LanguageIcon className="locale-dropdown__icon" />
            {languages}
          </>
        }
        className={`locale-dropdown${item.className ? ` ${item.className}` : ''}`}
        open={false}
      >
        {entries}
      </MobileDropdown>
    );
  }
  return (
    <div className={`navbar__link-dropdown navbar-dropdown locale-dropdown${docusaurusDropdown(position)}${item.className ? ` ${item.className}` : ''}`}>
      <button type="button" className="navbar__link navbar-dropdown__label" aria-haspopup="true">
        <LanguageIcon className="locale-dropdown__icon" />
        {here?.label ?? item.label}
      </button>
      <ul className="navbar-dropdown__menu dropdown__menu">{entries}</ul>
    </div>
  );
}

