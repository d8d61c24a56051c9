import type { ReactNode } from 'react';
import type { NavLink, PageData, SiteData } from 'docsgen/theme';
import { ColorModeToggle } from './ColorModeToggle.js';
import type { ColorModeChoice } from './hooks/useColorMode.js';
import { isActiveDropdownLink, isActiveNavItem } from './isActiveNavItem.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavbarLink } from './NavbarLink.js';
import { versionDropdownLink } from './versionDropdownLink.js';
import { SearchBar } from './SearchBar.js';

interface NavbarContentProps {
  site: SiteData;
  page: PageData;
  colorModeChoice: ColorModeChoice;
  onToggleColorMode: () => void;
  /** What leads the left group, before its items (the Navbar's menu button and brand). */
  lead?: ReactNode;
}

/** The navbar's items: the left ones (after `lead`), then the right ones, the colour mode toggle and the search bar. */
export function NavbarContent({ site, page, colorModeChoice, onToggleColorMode, lead }: NavbarContentProps) {
  const shown = (position: 'left' | 'right') => (item: NavLink, i: number) => {
    // The site's own HTML (a navbar item of `type: 'html'`), shown as written in a navbar__item box, as Docusaurus's.
    if (item.htmlValue !== undefined) return <div key={`html-${i}`} className={item.className ? `navbar__item ${item.className}` : 'navbar__item'} dangerouslySetInnerHTML={{ __html: item.htmlValue }} />;
    if (item.localeDropdown) return <LocaleDropdown key={item.label} item={item} site={site} page={page} position={position} />;
    const link = versionDropdownLink(item, site, page);
    return <NavbarLink key={item.label} item={link} active={isActiveNavItem(item, page, site)} isActive={(child) => isActiveDropdownLink(child, link, page, site)} position={position} />;
  };
  // docsgen's search box with its index, or the site's own SearchBar (a swizzle) without one, in
  // Docusaurus's wrapper of the navbar's search item (a site's CSS may target `navbarSearchContainer`).
  const search =
    site.searchManifest || site.ownSearchBar ? (
      <div key="search" className="navbarSearchContainer">
        <SearchBar phoneBox={site.searchPhoneBox} />
      </div>
    ) : null;
  // Among the left items (a Docusaurus navbar item `{ type: 'search', position: 'left' }`), else at the right end.
  const leftAt = site.searchLeftIndex;
  const left = site.navbar.left.map(shown('left'));
  if (search && leftAt !== undefined) left.splice(Math.min(leftAt, left.length), 0, search);
  return (
    <>
      <div className="navbar__items">
        {lead}
        {left}
      </div>
      <div className="navbar__items navbar__items--right">
        {site.navbar.right.map(shown('right'))}
        {site.colorMode.disableSwitch ? null : <ColorModeToggle site={site} choice={colorModeChoice} onToggle={onToggleColorMode} />}
        {leftAt === undefined ? search : null}
      </div>
    </>
  );
}
