// The listing's sort, kept in the URL. A GET form, so it works before the JavaScript
// arrives; with it, choosing an option navigates at once.
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import type { ProductSort } from '../__generated__/graphql';
import { SORTS, sortParam } from './listing-params';

export function SortSelect({ sort }: { sort: ProductSort }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" className="sort-select" preventScrollReset>
      <label htmlFor="sort">{t('listing.sortLabel')}</label>
      <select
        id="sort"
        name="sort"
        defaultValue={sortParam(sort)}
        key={sort}
        onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {SORTS.map((value) => (
          <option key={value} value={sortParam(value)}>
            {t(`listing.sort.${value}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('listing.sortApply')}
        </button>
      </noscript>
    </Form>
  );
}
