import { useBaseUrlUtils, useThemeMessage, type PageLink } from 'docsgen/theme';
import { HomeIcon } from './Icons.js';

interface BreadcrumbsProps {
  crumbs: PageLink[];
  current: string;
}

export function Breadcrumbs({ crumbs, current }: BreadcrumbsProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <nav className="breadcrumbs theme-doc-breadcrumbs" aria-label={useThemeMessage('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li>
          {/* The word in docsgen's layout, the icon in Docusaurus's: the stylesheet shows one. */}
          <a href={withBaseUrl('/')} aria-label={useThemeMessage('theme.docs.breadcrumbs.home')}>
            <HomeIcon className="breadcrumbs__home-icon" />
            <span className="breadcrumbs__home-text">{useThemeMessage('theme.docs.breadcrumbs.homeText')}</span>
          </a>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={withBaseUrl(crumb.href)}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
