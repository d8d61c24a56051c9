import { useThemeMessage, type PageData, type SiteData } from 'docsgen/theme';
import type { ColorModeChoice } from './hooks/useColorMode.js';
import { MenuIcon } from './Icons.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarContent } from './NavbarContent.js';

interface NavbarProps {
  site: SiteData;
  page: PageData;
  hidden: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  colorModeChoice: ColorModeChoice;
  onToggleColorMode: () => void;
}

export function Navbar({ site, page, hidden, menuOpen, onOpenMenu, colorModeChoice, onToggleColorMode }: NavbarProps) {
  return (
    // Docusaurus's names (a moved site's CSS may target them): navbar--fixed-top always,
    // navbar-sidebar--show while the mobile menu is open, navbar__toggle on the button opening it.
    <nav className={['navbar navbar--fixed-top', site.navbar.style ? `navbar--${site.navbar.style}` : '', hidden ? 'navbar--hidden' : '', menuOpen ? 'navbar-sidebar--show' : ''].filter(Boolean).join(' ')} aria-label={useThemeMessage('theme.NavBar.navAriaLabel')}>
      <div className="navbar__inner">
        {/* The menu button and the brand lead the left item group, as in Docusaurus (a site's CSS for `.navbar__items .navbar__brand` reaches them). */}
        <NavbarContent
          site={site}
          page={page}
          colorModeChoice={colorModeChoice}
          onToggleColorMode={onToggleColorMode}
          lead={
            <>
              <button type="button" className="navbar__toggle" aria-label={useThemeMessage('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={onOpenMenu}>
                <MenuIcon />
              </button>
              <NavbarBrand site={site} />
            </>
          }
        />
      </div>
    </nav>
  );
}
