import { findFirstSidebarItemLink, useDocById } from '../docusaurus/docsSidebar.js';
import type { DocusaurusSidebarItem } from '../docusaurus/siteContext.js';
import { resolveLink } from '../docusaurus/Link.js';
import { useDocusaurusSite } from '../docusaurus/siteContext.js';
import { cardIcon } from '../../../shared/cardIcon.js';
import { selectPluralForm, THEME_MESSAGES } from '../../../shared/themeMessages.js';
import { translate } from '../docusaurus/Translate.js';
import useDocusaurusContext from '../docusaurus/useDocusaurusContext.js';

export interface DocCardProps {
  item: DocusaurusSidebarItem;
}

/**
 * `@theme/DocCard`: one sidebar item as a card, as Docusaurus's: an icon and the label; a doc's
 * description (its front matter's, or its excerpt: see content/excerpt.ts), or a category's number of items. A
 * category leads to its own page or its first page; one that leads nowhere shows no card.
 */
export function DocCard({ item }: DocCardProps) {
  const { siteConfig } = useDocusaurusSite();
  const { i18n } = useDocusaurusContext();
  const doc = useDocById(item.type === 'link' ? item.docId : undefined);
  const href = findFirstSidebarItemLink(item);
  if (!href) return null;
  // As Docusaurus's DocCard, through its Link's rule: the base, and with trailingSlash a page's slash.
  const { url, otherSite } = resolveLink(href, siteConfig);
  const icon = cardIcon({ ...item, href });
  const count = item.type === 'category' ? item.items.length : 0;
  const description = item.type === 'category' ? (item.description ?? itemCount(count, i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale)) : (doc?.description ?? '');
  return (
    <a className="card__link" href={url} {...(otherSite ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <span className="card__title" title={item.label}>
        <span className="card__icon" aria-hidden="true">
          {icon}
        </span>
        {item.label}
      </span>
      {description ? (
        <span className="card__description" title={description}>
          {description}
        </span>
      ) : null}
    </a>
  );
}

/** Docusaurus's "N items" line, in the locale's words (code.json, else docsgen's table) and plural forms. */
function itemCount(count: number, locale: string): string {
  const id = 'theme.docs.DocCard.categoryDescription.plurals';
  return selectPluralForm(translate({ id, message: THEME_MESSAGES[id] }), count, locale).replace('{count}', String(count));
}
