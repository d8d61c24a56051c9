import { useBaseUrlUtils, type NavLink } from 'docsgen/theme';
import { ExternalIcon } from './Icons.js';

interface NavbarLinkProps {
  item: NavLink;
  /** The item is the page being read (a dropdown's own label is never marked: see `isActive`). */
  active: boolean;
  /** A dropdown's links: which one is the page being read (as Docusaurus, the link is marked, not the dropdown). */
  isActive?: (child: NavLink) => boolean;
  className?: string;
}

export function NavbarLink({ item, active, isActive, className = 'navbar__link' }: NavbarLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (item.items) return <NavbarDropdown item={item} isActive={isActive} className={className} />;
  const classes = item.className ? `${className} ${item.className}` : className;
  if (item.external) {
    // A link with no label (a site's CSS draws it, by its class) gets no external-link icon either.
    return (
      <a className={classes} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.ariaLabel}>
        {item.label}
        {item.label ? <ExternalIcon className="icon-external" /> : null}
      </a>
    );
  }
  return (
    <a className={active ? `${classes} ${className}--active` : classes} href={withBaseUrl(item.href)} aria-current={active ? 'page' : undefined} aria-label={item.ariaLabel} data-full-load={item.fullLoad ? '' : undefined}>
      {item.label}
    </a>
  );
}

/**
 * A dropdown: its label, and its links in a menu that opens on hover and while focus is inside it
 * (CSS only, so it works before hydration). In the mobile menu the links are listed under the label.
 */
function NavbarDropdown({ item, isActive, className }: { item: NavLink; isActive: ((child: NavLink) => boolean) | undefined; className: string }) {
  return (
    <div className={`${className}-dropdown navbar-dropdown`}>
      <button type="button" className={`${className} navbar-dropdown__label`} aria-haspopup="true">
        {item.label}
      </button>
      <ul className="navbar-dropdown__menu">
        {(item.items ?? []).map((child) => (
          <li key={child.label + child.href}>
            <NavbarLink item={child} active={isActive?.(child) ?? false} className="navbar-dropdown__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
