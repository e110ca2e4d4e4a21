// The search box in the header and its overlay (docs/product.md#screens "search overlay"). A GET form to
// /search, so searching works before the JavaScript arrives; with it, the overlay opens
// on focus and suggests as the shopper types. Escape, a click outside or a navigation
// closes it; Escape gives focus back to the field. Down and Up move through the overlay's
// links (Up from the first goes back to the field), Tab walks them as usual.
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
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

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
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the search box (its field or its suggestions) closes the suggestions (suppression 8)
    <div
      className="search-box"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          if (!open) return;
          event.preventDefault();
          // Focusing the field would reopen it (onFocus): focus first, then close.
          input.current?.focus();
          setOpen(false);
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          if (moveThroughPanel(panel.current, input.current, event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
        }
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
          ref={input}
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
      <div id="search-panel" ref={panel} className="search-panel" hidden={!open} aria-live="polite">
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

/**
 * Moves focus to the next or previous link or button of the open overlay; from the field,
 * Down goes to the first. Answers whether it moved (the key is then the overlay's, not the page's).
 */
function moveThroughPanel(panel: HTMLElement | null, field: HTMLInputElement | null, step: 1 | -1): boolean {
  if (!panel || panel.hidden) return false;
  const items = Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)'));
  if (items.length === 0) return false;
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at === -1) {
    if (document.activeElement !== field || step === -1) return false;
    items[0]!.focus();
  } else if (at + step < 0) {
    field?.focus();
  } else {
    items[Math.min(at + step, items.length - 1)]!.focus();
  }
  return true;
}
