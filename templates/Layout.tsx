import { useCallback, useState, type ReactNode } from 'react';
import type { PageData, SiteData } from 'docsgen/theme';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { useAnnouncement } from './hooks/useAnnouncement.js';
import { useColorMode } from './hooks/useColorMode.js';
import { useHideOnScroll } from './hooks/useHideOnScroll.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar } from './Navbar.js';
import { ProgressBar } from './ProgressBar.js';
import { SkipLink } from './SkipLink.js';

interface LayoutProps {
  site: SiteData;
  page: PageData;
  loading: boolean;
  children: ReactNode;
}

/** The frame of every page: skip link, announcement, navbar, main (see Frame), footer. */
export function Layout({ site, page, loading, children }: LayoutProps) {
  // The menu is open for the page it was opened on: following a link in it closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === page.path;
  const closeMenu = useCallback(() => setMenuPath(null), []);
  const colorMode = useColorMode(site.colorMode);
  const [dismissed, dismiss] = useAnnouncement(site.announcement?.id);
  // Only where the config asks for it (Docusaurus's `navbar.hideOnScroll`, default false; docsgen's own config defaults to true).
  const navbarHidden = useHideOnScroll(site.navbar.hideOnScroll === true && !menuOpen);
  // One <main> per page: the not-found content is one (as Docusaurus's NotFound/Content, which a
  // site's swizzle replaces), and so may a React page be (Docusaurus's Layout frames it with a div).
  const Frame = page.kind === 'notFound' || (page.kind === 'react' && /<main[\s>]/.test(page.html)) ? 'div' : 'main';
  return (
    <>
      <SkipLink />
      <ProgressBar visible={loading} />
      {site.announcement ? <AnnouncementBar announcement={site.announcement} dismissed={dismissed} onDismiss={dismiss} /> : null}
      <Navbar site={site} page={page} hidden={navbarHidden} menuOpen={menuOpen} onOpenMenu={() => setMenuPath(page.path)} colorModeChoice={colorMode.choice} onToggleColorMode={colorMode.toggle} />
      <MobileMenu key={page.path} site={site} page={page} open={menuOpen} onClose={closeMenu} colorModeChoice={colorMode.choice} onToggleColorMode={colorMode.toggle} />
      <Frame id="main" className={`main main--${page.kind}`} tabIndex={-1}>
        {children}
      </Frame>
      <Footer footer={site.footer} />
    </>
  );
}
