import { useBaseUrlUtils, type NavLink } from 'docsgen/theme';
import { ExternalIcon } from './Icons.js';

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
 * Docusaurus 3's class names for the same parts (Infima's), put beside docsgen's own so that a moved
 * site's CSS targeting them applies: on the navbar a dropdown is a hoverable Infima dropdown
 * (`dropdown--right` on the right) with a `dropdown__menu`; in the mobile menu its label is a
 * `menu__link menu__link--sublist` over a `menu__list`.
 */
export const docusaurusDropdown = (className: string, position?: 'left' | 'right') =>
  className === 'navbar__link' ? ` navbar__item dropdown dropdown--hoverable${position === 'right' ? ' dropdown--right' : ''}` : '';
export const docusaurusMenu = (className: string) => (className === 'navbar__link' ? ' dropdown__menu' : ' menu__list');
export const docusaurusLabel = (className: string) => (className === 'navbar__link' ? '' : ' menu__link menu__link--sublist');

export function NavbarLink({ item, active, isActive, className = 'navbar__link', position, mobile = false }: NavbarLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (item.items) return <NavbarDropdown item={item} isActive={isActive} className={className} position={position} />;
  // Docusaurus's name beside docsgen's: a navbar link is a `navbar__item`, a desktop dropdown's link a
  // `dropdown__link`, a link in the mobile menu a `menu__link`; the last two are marked `--active` too.
  const theirs = className === 'navbar__link' ? 'navbar__item' : mobile || className === 'mobile-menu__link' ? 'menu__link' : 'dropdown__link';
  const classes = `${theirs} ${className}${item.className ? ` ${item.className}` : ''}`;
  if (item.external) {
    // A link with no label (a site's CSS draws it, by its class) gets no external-link icon either, nor one that says so (externalIcon).
    return (
      <a className={classes} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.ariaLabel}>
        {item.label}
        {item.label && item.externalIcon !== false ? <ExternalIcon className="icon-external" /> : null}
      </a>
    );
  }
  return (
    <a className={active ? `${classes} ${className}--active${theirs === 'navbar__item' ? '' : ` ${theirs}--active`}` : classes} href={withBaseUrl(item.href)} aria-current={active ? 'page' : undefined} aria-label={item.ariaLabel} data-full-load={item.fullLoad ? '' : undefined}>
      {item.label}
    </a>
  );
}

/**
 * A dropdown: its label, and its links in a menu that opens on hover and while focus is inside it
 * (CSS only, so it works before hydration). In the mobile menu the links are listed under the label.
 * The item's `className` is the label's, as Docusaurus puts it.
 */
function NavbarDropdown({ item, isActive, className, position }: { item: NavLink; isActive: ((child: NavLink) => boolean) | undefined; className: string; position: 'left' | 'right' | undefined }) {
  return (
    <div className={`${className}-dropdown navbar-dropdown${docusaurusDropdown(className, position)}`}>
      <button type="button" className={`${className} navbar-dropdown__label${docusaurusLabel(className)}${item.className ? ` ${item.className}` : ''}`} aria-haspopup="true">
        {item.label}
      </button>
      <ul className={`navbar-dropdown__menu${docusaurusMenu(className)}`}>
        {(item.items ?? []).map((child) => (
          <li key={child.label + child.href} className={className === 'navbar__link' ? undefined : 'menu__list-item'}>
            <NavbarLink item={child} active={isActive?.(child) ?? false} className="navbar-dropdown__link" mobile={className !== 'navbar__link'} />
          </li>
        ))}
      </ul>
    </div>
  );
}
