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
  /** In the mobile menu: docsgen's class names only (Docusaurus's mobile menu is another list). */
  mobile?: boolean;
}

/**
 * The class names Docusaurus 3's navbar gives the same parts (Infima's), put beside docsgen's own on
 * the desktop navbar, so a moved site's CSS that targets them applies: a link is a `navbar__item`, a
 * dropdown a hoverable Infima dropdown whose links are `dropdown__link`s.
 */
export const DOCUSAURUS_NAVBAR = {
  item: 'navbar__item',
  dropdown: 'navbar__item dropdown dropdown--hoverable',
  dropdownRight: 'dropdown--right',
  menu: 'dropdown__menu',
  link: 'dropdown__link',
  linkActive: 'dropdown__link--active',
} as const;

/** The desktop navbar's links (the mobile menu's have their own class). */
const DESKTOP = 'navbar__link';
/** A desktop dropdown's links. */
const DROPDOWN_LINK = 'navbar-dropdown__link';

/** A desktop dropdown's classes, docsgen's then Docusaurus's (see DOCUSAURUS_NAVBAR). */
export function dropdownClasses(className: string, position: 'left' | 'right' | undefined, own: string): string {
  if (className !== DESKTOP) return `${className}-dropdown ${own}`;
  return `${className}-dropdown ${own} ${DOCUSAURUS_NAVBAR.dropdown}${position === 'right' ? ` ${DOCUSAURUS_NAVBAR.dropdownRight}` : ''}`;
}

/** A dropdown's menu: Infima's `dropdown__menu` too on the desktop navbar. */
export function dropdownMenuClasses(className: string): string {
  return className === DESKTOP ? `navbar-dropdown__menu ${DOCUSAURUS_NAVBAR.menu}` : 'navbar-dropdown__menu';
}

/** A link's classes: its own (the desktop navbar's with Docusaurus's beside them), the item's, then the active mark. */
function linkClasses(className: string, item: NavLink, active: boolean, mobile: boolean): string {
  const inDropdown = className === DROPDOWN_LINK && !mobile;
  const docusaurus = className === DESKTOP ? [DOCUSAURUS_NAVBAR.item] : inDropdown ? [DOCUSAURUS_NAVBAR.link] : [];
  const mark = active ? [`${className}--active`, ...(inDropdown ? [DOCUSAURUS_NAVBAR.linkActive] : [])] : [];
  return [...docusaurus, className, ...(item.className ? [item.className] : []), ...mark].join(' ');
}

export function NavbarLink({ item, active, isActive, className = DESKTOP, position, mobile = false }: NavbarLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (item.items) return <NavbarDropdown item={item} isActive={isActive} className={className} position={position} />;
  if (item.external) {
    // A link with no label (a site's CSS draws it, by its class) gets no external-link icon either.
    return (
      <a className={linkClasses(className, item, false, mobile)} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.ariaLabel}>
        {item.label}
        {item.label ? <ExternalIcon className="icon-external" /> : null}
      </a>
    );
  }
  return (
    <a className={linkClasses(className, item, active, mobile)} href={withBaseUrl(item.href)} aria-current={active ? 'page' : undefined} aria-label={item.ariaLabel} data-full-load={item.fullLoad ? '' : undefined}>
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
  const desktop = className === DESKTOP;
  return (
    <div className={dropdownClasses(className, position, 'navbar-dropdown')}>
      <button type="button" className={`${className} navbar-dropdown__label${item.className ? ` ${item.className}` : ''}`} aria-haspopup="true">
        {item.label}
      </button>
      <ul className={dropdownMenuClasses(className)}>
        {(item.items ?? []).map((child) => (
          <li key={child.label + child.href}>
            <NavbarLink item={child} active={isActive?.(child) ?? false} className={DROPDOWN_LINK} mobile={!desktop} />
          </li>
        ))}
      </ul>
    </div>
  );
}
