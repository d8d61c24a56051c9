import { useBaseUrlUtils, type PageLink } from 'docsgen/theme';

interface PaginationProps {
  prev?: PageLink;
  next?: PageLink;
}

export function Pagination({ prev, next }: PaginationProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {prev ? (
        <a className="pagination__link pagination__link--prev" href={withBaseUrl(prev.href)} rel="prev">
          <span className="pagination__sublabel">Previous</span>
          <span className="pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination__link pagination__link--next" href={withBaseUrl(next.href)} rel="next">
          <span className="pagination__sublabel">Next</span>
          <span className="pagination__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
