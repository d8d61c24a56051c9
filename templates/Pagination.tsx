import { useBaseUrlUtils, type PageLink } from 'docsgen/theme';

interface PaginationProps {
  prev?: PageLink;
  next?: PageLink;
  /** What the links and the nav are called: a doc's "Previous"/"Next", a blog post's "Newer post"/"Older post". */
  labels?: { prev: string; next: string; nav: string };
}

const DOC_LABELS = { prev: 'Previous', next: 'Next', nav: 'Docs pages' };

export function Pagination({ prev, next, labels = DOC_LABELS }: PaginationProps) {
  const { withBaseUrl } = useBaseUrlUtils();
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
