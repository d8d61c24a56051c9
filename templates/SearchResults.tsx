import { useThemeMessage, type SearchHit } from 'docsgen/theme';

interface SearchResultsProps {
  id: string;
  hits: SearchHit[];
  active: number;
  open: boolean;
  onPick: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}

/** The combobox's listbox. Hits come grouped by page (the search runtime sorts them so). */
export function SearchResults({ id, hits, active, open, onPick, onHover }: SearchResultsProps) {
  const noResults = useThemeMessage('theme.SearchBar.noResults');
  return (
    <ul id={id} role="listbox" className="search__results" hidden={!open} aria-label={useThemeMessage('theme.SearchBar.resultsAriaLabel')}>
      {open && hits.length === 0 ? (
        <li className="search__empty" role="presentation">
          {noResults}
        </li>
      ) : null}
      {hits.map((hit, index) => (
        <li
          key={hit.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'search__hit search__hit--active' : 'search__hit'}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(hit);
          }}
          onMouseEnter={() => onHover(index)}
        >
          {index === 0 || hits[index - 1]!.title !== hit.title ? <span className="search__page">{hit.title}</span> : null}
          {hit.heading ? <span className="search__heading">{hit.heading}</span> : null}
          <span className="search__snippet">
            {hit.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
          </span>
        </li>
      ))}
    </ul>
  );
}
