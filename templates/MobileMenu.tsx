import { Fragment, useEffect, useRef, useState } from 'react';
import { useThemeMessage, type PageData, type SiteData } from 'docsgen/theme';
import { ColorModeToggle } from './ColorModeToggle.js';
import type { ColorModeChoice } from './hooks/useColorMode.js';
import { useFocusTrap } from './hooks/useFocusTrap.js';
import { CloseIcon } from './Icons.js';
import { isActiveDropdownLink, isActiveNavItem } from './isActiveNavItem.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarLink } from './NavbarLink.js';
import { versionDropdownLink } from './versionDropdownLink.js';
import { SidebarItems } from './SidebarItems.js';
import { BlogSidebarContent } from './BlogSidebarContent.js';

interface MobileMenuProps {
  site: SiteData;
  page: PageData;
  open: boolean;
  onClose: () => void;
  colorModeChoice: ColorModeChoice;
  onToggleColorMode: () => void;
}

/**
 * The side menu below 997 px: nav items, colour mode and the page's own menu (its docs sidebar, or
 * a blog page's recent posts). The page's menu is the one shown first (`mobile-menu--secondary`),
 * with a "← Back to main menu" button to the nav items, as Docusaurus's; each reopening starts
 * there again. docsgen's own layout shows both lists one under the other (no button).
 */
export function MobileMenu({ site, page, open, onClose, colorModeChoice, onToggleColorMode }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const hasSecondary = Boolean(page.blog?.sidebar || page.sidebar);
  const [secondaryShown, setSecondaryShown] = useState(true);
  const menuLabel = useThemeMessage('theme.navbar.mobileMenu.ariaLabel');
  const closeLabel = useThemeMessage('theme.docs.sidebar.closeSidebarButtonAriaLabel');
  const backLabel = useThemeMessage('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel');
  const blogNavLabel = useThemeMessage('theme.blog.sidebar.navAriaLabel');
  const docsNavLabel = useThemeMessage('theme.docs.sidebar.navAriaLabel');
  useFocusTrap(panel, open, onClose);
  useEffect(() => {
    if (!open) setSecondaryShown(true);
  }, [open]);
  const backToMain = () => {
    setSecondaryShown(false);
    // The button goes away with the page's menu: focus moves to the first item of the main one.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('.mobile-menu__items a, .mobile-menu__items button')?.focus());
  };
  return (
    <div
      className={['mobile-menu', site.navbar.style ? `mobile-menu--${site.navbar.style}` : '', open ? 'mobile-menu--open' : '', hasSecondary && secondaryShown ? 'mobile-menu--secondary' : ''].filter(Boolean).join(' ')}
      hidden={!open}
    >
      <div className="navbar-sidebar__backdrop" onClick={onClose} data-testid="mobile-menu-backdrop" />
      <div ref={panel} id="mobile-menu" className="navbar-sidebar" role="dialog" aria-modal="true" aria-label={menuLabel}>
        {/* The menu's contents exist only while it is open: it needs JavaScript to open, and every
            page's HTML stays without a second copy of the navbar. */}
        {open ? (
          <>
            <div className="navbar-sidebar__brand">
              <NavbarBrand site={site} />
              {site.colorMode.disableSwitch ? null : <ColorModeToggle site={site} choice={colorModeChoice} onToggle={onToggleColorMode} />}
              <button type="button" className="navbar-sidebar__close" aria-label={closeLabel} onClick={onClose}>
                <CloseIcon />
              </button>
            </div>
            {/* Docusaurus's mobile menu names beside docsgen's, in its shape where a site's CSS may
                reach them: the navbar's items (a menu__list of menu__list-item) in a
                navbar-sidebar__item menu, the page's menu in another. Both are plain blocks. */}
            <div className={`navbar-sidebar__items${hasSecondary && secondaryShown ? ' navbar-sidebar__items--show-secondary' : ''}`}>
              <div className="navbar-sidebar__item menu">
                <ul className="mobile-menu__items menu__list">
                  {[...site.navbar.left, ...site.navbar.right].map((item, i) => {
                    // The site's own HTML, in a list item of the menu (Docusaurus's mobile html item).
                    if (item.htmlValue !== undefined) return <li key={`html-${i}`} className={item.className ? `menu__list-item ${item.className}` : 'menu__list-item'} dangerouslySetInnerHTML={{ __html: item.htmlValue }} />;
                    if (item.localeDropdown) return <LocaleDropdown key={item.label} item={item} site={site} page={page} className="mobile-menu__link" />;
                    const link = versionDropdownLink(item, site, page);
                    const shown = <NavbarLink item={link} active={isActiveNavItem(item, page, site)} isActive={(child) => isActiveDropdownLink(child, link, page, site)} className="mobile-menu__link" />;
                    // A dropdown is a list item of its own (MobileDropdown).
                    return link.items ? <Fragment key={item.label}>{shown}</Fragment> : <li key={item.label} className="menu__list-item">{shown}</li>;
                  })}
                </ul>
              </div>
              {hasSecondary ? (
                <button type="button" className="navbar-sidebar__back" onClick={backToMain}>
                  {backLabel}
                </button>
              ) : null}
              {page.blog?.sidebar ? (
                // On a blog page, its recent posts (Docusaurus's secondary menu there).
                <nav className="mobile-menu__sidebar navbar-sidebar__item menu" aria-label={blogNavLabel}>
                  <div className="blog-sidebar__title">{page.blog.sidebar.title}</div>
                  <BlogSidebarContent items={page.blog.sidebar.items} current={page.path} menu />
                </nav>
              ) : null}
              {page.sidebar ? (
                <nav className="mobile-menu__sidebar navbar-sidebar__item menu" aria-label={docsNavLabel}>
                  <SidebarItems items={page.sidebar} gaps={page.sidebarGaps} currentPath={page.path} stateKey={page.sidebarId ?? ''} autoCollapse={site.docsSidebar?.autoCollapseCategories === true} />
                </nav>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
