// The search box in the header and its overlay (spec §2 "search overlay"). A GET form to
// /search, so searching works before the JavaScript arrives; with it, the overlay opens
// on focus and suggests as the shopper types. Escape, a click outside or a navigation
// closes it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { SearchPanel } from './SearchPanel';
import { useDebounced } from './use-debounced';

const SUGGEST_DELAY_MS = 200;

export function SearchBox() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  const settled = useDebounced(text.replace(/\s+/g, ' ').trim(), SUGGEST_DELAY_MS);
  const root = useRef<HTMLDivElement>(null);

  // A navigation (a picked suggestion, the results page) closes the overlay.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (open) setRecent(readRecentSearches());
  }, [open]);

  const pick = (query: string | null) => {
    if (query) setRecent(rememberSearch(query));
    setOpen(false);
  };

  return (
    <div
      className="search-box"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Form method="get" action="/search" role="search" className="search-box__form" onSubmit={() => pick(text)}>
        <label htmlFor="site-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="site-search"
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          aria-controls="search-panel"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
        />
        <button type="submit" className="search-box__submit">
          {t('search.submit')}
        </button>
      </Form>
      <div id="search-panel" className="search-panel" hidden={!open} aria-live="polite">
        {open && (
          <SearchPanel
            query={settled}
            recent={recent}
            onClearRecent={() => {
              clearRecentSearches();
              setRecent([]);
            }}
            onPick={pick}
          />
        )}
      </div>
    </div>
  );
}
