import { useBaseUrlUtils, useThemeMessage, type PageLink } from 'docsgen/theme';

interface PaginationProps {
  prev?: PageLink;
  next?: PageLink;
  /** What the links and the nav are called: a doc's "Previous"/"Next", a blog post's "Newer post"/"Older post". */
  labels?: { prev: string; next: string; nav: string };
}

export function Pagination({ prev, next, labels: given }: PaginationProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  // A doc's, in the locale.
  const docLabels = { prev: useThemeMessage('theme.docs.paginator.previous'), next: useThemeMessage('theme.docs.paginator.next'), nav: useThemeMessage('theme.docs.paginator.navAriaLabel') };
  const labels = given ?? docLabels;
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={labels.nav}>
      {prev ? (
        <a className="pagination__link pagination__link--prev" href={withBaseUrl(prev.href)} rel="prev">
          <span className="pagination__sublabel">{labels.prev}</span>
          <span className="pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination__link pagination__link--next" href={withBaseUrl(next.href)} rel="next">
          <span className="pagination__sublabel">{labels.next}</span>
          <span className="pagination__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
