import { useBaseUrlUtils, type PageLink } from 'docsgen/theme';

interface BreadcrumbsProps {
  crumbs: PageLink[];
  current: string;
}

export function Breadcrumbs({ crumbs, current }: BreadcrumbsProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={withBaseUrl('/')} aria-label="Home page">
            Home
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
