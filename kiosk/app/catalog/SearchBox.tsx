// The search box: its text is the shopper's (wiped when idle); the touch screen's own
// keyboard types into it.
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useKiosk } from '../visit/kiosk-state';

export function SearchBox() {
  const { t } = useTranslation();
  const { search, setSearch, go } = useKiosk();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = search.trim();
    if (query) go({ name: 'results', query });
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label={t('start.searchLabel')}
        placeholder={t('start.searchPlaceholder')}
        value={search}
        maxLength={100}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => setSearch(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('start.search')}
      </button>
    </form>
  );
}
