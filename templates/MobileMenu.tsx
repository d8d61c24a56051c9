import { useRef } from 'react';
import { useBaseUrlUtils, type PageData, type SiteData } from 'docsgen/theme';
import { ColorModeToggle } from './ColorModeToggle.js';
import type { ColorModeChoice } from './hooks/useColorMode.js';
import { useFocusTrap } from './hooks/useFocusTrap.js';
import { CloseIcon } from './Icons.js';
import { isActiveNavItem } from './isActiveNavItem.js';
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

/** The side menu below 997 px: nav items, colour mode and the page's sidebar. */
export function MobileMenu({ site, page, open, onClose, colorModeChoice, onToggleColorMode }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { withBaseUrl } = useBaseUrlUtils();
  useFocusTrap(panel, open, onClose);
  return (
    <div className={['mobile-menu', site.navbar.style ? `mobile-menu--${site.navbar.style}` : '', open ? 'mobile-menu--open' : ''].filter(Boolean).join(' ')} hidden={!open}>
      <div className="mobile-menu__backdrop" onClick={onClose} data-testid="mobile-menu-backdrop" />
      <div ref={panel} id="mobile-menu" className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Navigation menu">
        {/* The menu's contents exist only while it is open: it needs JavaScript to open, and every
            page's HTML stays without a second copy of the navbar. */}
        {open ? (
          <>
            <div className="mobile-menu__header">
              <a className="navbar__brand" href={withBaseUrl('/')}>
                <span className="navbar__title">{site.brandTitle}</span>
              </a>
              <ColorModeToggle choice={colorModeChoice} onToggle={onToggleColorMode} />
              <button type="button" className="mobile-menu__close" aria-label="Close the navigation menu" onClick={onClose}>
                <CloseIcon />
              </button>
            </div>
            <ul className="mobile-menu__items">
              {[...site.navbar.left, ...site.navbar.right].map((item) => (
                <li key={item.label}>
                  <NavbarLink item={versionDropdownLink(item, site, page)} active={isActiveNavItem(item, page, site.baseUrl)} isActive={(child) => isActiveNavItem(child, page, site.baseUrl)} className="mobile-menu__link" />
                </li>
              ))}
            </ul>
            {page.blog?.sidebar ? (
              // On a blog page, its recent posts (Docusaurus's secondary menu there).
              <nav className="mobile-menu__sidebar" aria-label="Blog recent posts navigation">
                <div className="blog-sidebar__title">{page.blog.sidebar.title}</div>
                <BlogSidebarContent items={page.blog.sidebar.items} current={page.path} />
              </nav>
            ) : null}
            {page.sidebar ? (
              <nav className="mobile-menu__sidebar" aria-label="Docs sidebar">
                <SidebarItems items={page.sidebar} gaps={page.sidebarGaps} currentPath={page.path} stateKey={page.sidebarId ?? ''} autoCollapse={site.docsSidebar?.autoCollapseCategories === true} />
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
