// The listing's filters and sort as a phone shows them (issue 15 item 1): one "Filter &
// sort" button and the active filters as removable chips above the products; the button
// opens a bottom sheet holding the sort and the filter panel. On a wide screen the panel
// is the left column it always was and the bar is hidden (listing.css). The sheet is a
// modal while open: focus stays in it, Escape or the backdrop closes it, and focus goes
// back to the button. Each choice still navigates at once, so the products behind the sheet
// and its "Show N results" count follow the choice.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { formatCount } from '../locale/numbers';
import { useSiteLocale } from '../locale/use-locale';
import type { CategoryNames } from './category-names';
import { filterGroups } from './filter-groups';
import { FilterPanel, FilterPanelFragment } from './FilterPanel';
import { filterEntries, listingSearch, parseFilterParams, type ListingParams } from './listing-params';
import { SortSelect } from './SortSelect';
import './listing.css';
import { DialogCloseButton } from '../platform/DialogCloseButton';
import { DialogOpener } from '../platform/DialogOpener';

interface ListingFiltersProps {
  filters: FragmentType<typeof FilterPanelFragment>;
  listing: ListingParams;
  names: CategoryNames;
  showBrands?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled])';

export function ListingFilters({ filters: ref, listing, names, showBrands = true }: ListingFiltersProps) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const filters = getFragmentData(FilterPanelFragment, ref);
  const chips = activeChips(filterGroups({ filters, listing, names, showBrands, t, tag }), listing);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    sheet.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // The page behind the sheet does not scroll under the shopper's thumb.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !sheet.current) return;
    const focusable = [...sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="listing-filters">
      <div className="listing-filters__bar">
        <DialogOpener ref={button} className="listing-filters__open" open={open} onOpen={() => setOpen(true)} testId="filter-sort-button">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 7h10M18 7h2M4 17h2M10 17h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            <circle cx="16" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="8" cy="17" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {t('filters.filterAndSort')}
          {chips.length > 0 && <span className="listing-filters__count">{formatCount(chips.length, tag)}</span>}
        </DialogOpener>
        {chips.length > 0 && (
          <ul className="listing-filters__chips" aria-label={t('filters.active')}>
            {chips.map((chip) => (
              <li key={`${chip.name}=${chip.value}`}>
                <Link to={{ search: chip.without }} preventScrollReset className="filter-chip" aria-label={t('filters.remove', { filter: chip.label })}>
                  {chip.label}
                  <span aria-hidden="true" className="filter-chip__x">
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap beside the sheet closes it; Escape and the close button are the keyboard's ways (suppression 6) */}
      {open && <div className="filter-sheet__backdrop" onClick={close} aria-hidden="true" />}
      <div
        ref={sheet}
        className={open ? 'filter-sheet is-open' : 'filter-sheet'}
        // A dialog only while open: closed, the sheet is the page's filter column.
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, onKeyDown } : {})}
        data-testid="filter-sheet"
      >
        {open && (
          <div className="filter-sheet__head">
            <h2 id={titleId}>{t('filters.filterAndSort')}</h2>
            <DialogCloseButton className="filter-sheet__close" label={t('filters.close')} onClose={close} />
          </div>
        )}
        {open && <SortSelect listing={listing} />}
        <FilterPanel filters={ref} listing={listing} names={names} showBrands={showBrands} />
        {open && (
          <div className="filter-sheet__foot">
            <button type="button" className="button button--primary" onClick={close}>
              {t('filters.showResults', { count: filters.totalCount })}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

interface Chip {
  name: string;
  value: string;
  label: string;
  /** The listing's query string without this filter, from page 1. */
  without: string;
}

function activeChips(groups: ReturnType<typeof filterGroups>, listing: ListingParams): Chip[] {
  const entries = filterEntries(listing.filter);
  return groups.flatMap((group) =>
    group.chosen.map((value) => {
      const rest = entries.filter(([name, v]) => !(name === group.name && v === value));
      const filter = parseFilterParams(new URLSearchParams(rest));
      return {
        name: group.name,
        value,
        label: group.options.find((o) => o.value === value)?.label ?? value,
        without: listingSearch({ ...listing, page: 1, filter }) || '?',
      };
    }),
  );
}
