import { useState, type ReactNode } from 'react';
import { useBaseUrlUtils, type NavLink } from 'docsgen/theme';
import { ExternalIcon } from './Icons.js';
import { MenuToggle } from './MenuToggle.js';

interface NavbarLinkProps {
  item: NavLink;
  /** The item is the page being read (a dropdown's own label is never marked: see `isActive`). */
  active: boolean;
  /** A dropdown's links: which one is the page being read (as Docusaurus, the link is marked, not the dropdown). */
  isActive?: (child: NavLink) => boolean;
  className?: string;
  /** The side of the navbar the item is on: a dropdown on the right opens to the left (Docusaurus's `dropdown--right`). */
  position?: 'left' | 'right';
  /** In the mobile menu (a dropdown's link there): Docusaurus's names are its menu's (`menu__link`). */
  mobile?: boolean;
}

/**
 * Docusaurus 3's class names for a navbar dropdown (Infima's), put beside docsgen's own so that a
 * moved site's CSS targeting them applies: a hoverable Infima dropdown (`dropdown--right` on the
 * right) with a `dropdown__menu`. In the mobile menu a dropdown is a MobileDropdown.
 */
export const docusaurusDropdown = (position?: 'left' | 'right') => ` navbar__item dropdown dropdown--hoverable${position === 'right' ? ' dropdown--right' : ''}`;

export function NavbarLink({ item, active, isActive, className = 'navbar__link', position, mobile = false }: NavbarLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (item.items && className === 'mobile-menu__link') {
    return (
      <MobileDropdown label={item.label} className={item.className} open={item.items.some((child) => isActive?.(child))}>
        {item.items.map((child) => (
          <li key={child.label + child.href} className="menu__list-item">
            <NavbarLink item={child} active={isActive?.(child) ?? false} className="navbar-dropdown__link" mobile />
          </li>
        ))}
      </MobileDropdown>
    );
  }
  if (item.items) return <NavbarDropdown item={item} isActive={isActive} position={position} />;
  // Docusaurus's name beside docsgen's: a navbar link is a `navbar__item`, a desktop dropdown's link a
  // `dropdown__link`, a link in the mobile menu a `menu__link`; the last two are marked `--active` too.
  const theirs = className === 'navbar__link' ? 'navbar__item' : mobile || className === 'mobile-menu__link' ? 'menu__link' : 'dropdown__link';
  const classes = `${theirs} ${className}${item.className ? ` ${item.className}` : ''}`;
  if (item.external || item.newTab) {
    // A link with no label (a site's CSS draws it, by its class) gets no external-link icon either, nor one that says so (externalIcon).
    // A site path opened in a new tab (Docusaurus's `pathname:///x`) is drawn the same, and never marked as the page being read.
    return (
      <a className={classes} href={item.external ? item.href : withBaseUrl(item.href, { fullLoad: item.fullLoad })} target="_blank" rel="noopener noreferrer" aria-label={item.ariaLabel} data-full-load={item.fullLoad ? '' : undefined}>
        {item.label}
        {item.label && item.externalIcon !== false ? <ExternalIcon className="icon-external iconExternalLink" /> : null}
      </a>
    );
  }
  return (
    <a className={active ? `${classes} ${className}--active${theirs === 'navbar__item' ? '' : ` ${theirs}--active`}` : classes} href={withBaseUrl(item.href, { fullLoad: item.fullLoad })} aria-current={active ? 'page' : undefined} aria-label={item.ariaLabel} data-full-load={item.fullLoad ? '' : undefined}>
      {item.label}
    </a>
  );
}

/**
 * A dropdown on the navbar: its label, and its links in a menu that opens on hover and while focus
 * is inside it (CSS only, so it works before hydration). The item's `className` is the label's, as
 * Docusaurus puts it.
 */
function NavbarDropdown({ item, isActive, position }: { item: NavLink; isActive: ((child: NavLink) => boolean) | undefined; position: 'left' | 'right' | undefined }) {
  return (
    <div className={`navbar__link-dropdown navbar-dropdown${docusaurusDropdown(position)}`}>
      <button type="button" className={`navbar__link navbar-dropdown__label${item.className ? ` ${item.className}` : ''}`} aria-haspopup="true">
        {item.label}
      </button>
      <ul className="navbar-dropdown__menu dropdown__menu">
        {(item.items ?? []).map((child) => (
          <li key={child.label + child.href}>
            <NavbarLink item={child} active={isActive?.(child) ?? false} className="navbar-dropdown__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A dropdown in the mobile menu, as Docusaurus 3's: a list item whose label (a sublist link, a button
 * to assistive technology) opens and closes its links, beside a caret button (`menu__caret`, the
 * sidebar's toggle) that does the same for the pointer; closed unless one of them is the page being
 * read. The menu is drawn only once hydrated, so this needs no state before.
 */
export function MobileDropdown({ label, className, open: holdsCurrent, children }: { label: ReactNode; className?: string | undefined; open: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(holdsCurrent);
  return (
    <li className={`mobile-menu__link-dropdown navbar-dropdown sidebar__category menu__list-item${open ? ' sidebar__category--open' : ' menu__list-item--collapsed'}`}>
      <div className="sidebar__category-row menu__list-item-collapsible">
        <MenuToggle className={`mobile-menu__link sidebar__category-button menu__link menu__link--sublist${className ? ` ${className}` : ''}`} open={open} onToggle={() => setOpen(!open)}>
          {label}
        </MenuToggle>
        {/* The label is the control assistive technology and the keyboard use: the caret is the pointer's only. */}
        <button type="button" className="sidebar__toggle menu__caret" tabIndex={-1} aria-hidden="true" onClick={() => setOpen(!open)} />
      </div>
      {open ? <ul className="navbar-dropdown__menu menu__list">{children}</ul> : null}
    </li>
  );
}
