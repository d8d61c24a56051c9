import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit } from 'docsgen/theme';
import { SearchIcon } from './Icons.js';
import { useRuntime, useThemeMessage } from 'docsgen/theme';
import { SearchResults } from './SearchResults.js';

const DEBOUNCE_MS = 60;

/**
 * The navbar's search box: a WAI-ARIA combobox over the search runtime. `phoneBox` ('field' or
 * 'tablet-field', site data `searchPhoneBox`) keeps it a field on narrow screens in the Docusaurus
 * layout, where it is a button: class `search--field`, whose rules the search plugin's stylesheet
 * brings under the widths of its phoneBox (search-field.css).
 */
export function SearchBar({ phoneBox }: { phoneBox?: 'field' | 'tablet-field' } = {}) {
  const runtime = useRuntime();
  const label = useThemeMessage('theme.SearchBar.label');
  const loading = useThemeMessage('theme.SearchBar.loading');
  const inputLabel = useThemeMessage('theme.SearchBar.ariaLabel');
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  // The last query searched (debounced): before the first one has run, 'No results' would be a guess.
  const [answered, setAnswered] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const ready = runtime.searchStatus === 'ready';

  useEffect(() => {
    if (!ready || !query.trim()) {
      setHits([]);
      setAnswered('');
      return;
    }
    const timer = setTimeout(() => {
      setHits(runtime.search(query));
      setAnswered(query);
      setActive(0);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, ready, runtime]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const pick = (hit: SearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setQuery('');
    input.current?.blur();
    runtime.navigate(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(hits[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && query.trim() !== '' && ready && answered !== '';
  const placeholder = ready ? `${label} ${runtime.isMac ? '⌘ K' : 'Ctrl+K'}` : loading;
  return (
    <div className={phoneBox ? 'search search--field' : 'search'} role="search">
      <SearchIcon className="search__icon" />
      <input
        ref={input}
        className="search__input"
        type="search"
        placeholder={placeholder}
        aria-label={inputLabel}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && hits[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          runtime.loadSearch();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <SearchResults id={listId} hits={hits} active={active} open={expanded} onPick={pick} onHover={setActive} />
    </div>
  );
}
