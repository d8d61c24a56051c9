import { isExternalAddress } from './paths.js';

/**
 * The icon of a card for a sidebar item, as Docusaurus's cards show it: the item's own
 * (`customProps.icon`), else a folder for a category, a page for a page of the site, a link for
 * another site.
 */
export function cardIcon(item: { type: 'link' | 'category'; href?: string; customProps?: Record<string, unknown> }): string {
  if (typeof item.customProps?.icon === 'string') return item.customProps.icon;
  if (item.type === 'category') return '🗃️';
  return item.href && isExternalAddress(item.href) ? '🔗' : '📄️';
}
