import type { PageData, SiteData } from 'docsgen/theme';
import { ColorModeToggle } from './ColorModeToggle.js';
import type { ColorModeChoice } from './hooks/useColorMode.js';
import { isActiveNavItem } from './isActiveNavItem.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavbarLink } from './NavbarLink.js';
import { versionDropdownLink } from './versionDropdownLink.js';
import { SearchBar } from './SearchBar.js';

interface NavbarContentProps {
  site: SiteData;
  page: PageData;
  colorModeChoice: ColorModeChoice;
  onToggleColorMode: () => void;
}

/** The navbar's items: the left ones, then the right ones, the colour mode toggle and the search bar. */
export function NavbarContent({ site, page, colorModeChoice, onToggleColorMode }: NavbarContentProps) {
  return (
    <>
      <div className="navbar__items">
        {site.navbar.left.map((item) =>
          item.localeDropdown ? <LocaleDropdown key={item.label} item={item} site={site} page={page} position="left" /> : <NavbarLink key={item.label} item={versionDropdownLink(item, site, page)} active={isActiveNavItem(item, page, site.baseUrl)} isActive={(child) => isActiveNavItem(child, page, site.baseUrl)} position="left" />,
        )}
      </div>
      <div className="navbar__items navbar__items--right">
        {site.navbar.right.map((item) =>
          item.localeDropdown ? <LocaleDropdown key={item.label} item={item} site={site} page={page} position="right" /> : <NavbarLink key={item.label} item={versionDropdownLink(item, site, page)} active={isActiveNavItem(item, page, site.baseUrl)} isActive={(child) => isActiveNavItem(child, page, site.baseUrl)} position="right" />,
        )}
        {site.colorMode.disableSwitch ? null : <ColorModeToggle choice={colorModeChoice} onToggle={onToggleColorMode} />}
        {site.searchManifest ? <SearchBar /> : null}
      </div>
    </>
  );
}
