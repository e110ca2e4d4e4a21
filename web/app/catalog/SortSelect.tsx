// The listing's sort, kept in the URL. A GET form, so it works before the JavaScript
// arrives; with it, choosing an option navigates at once. The chosen filters ride along
// as hidden fields, so sorting keeps them.
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import type { ProductSort } from '../__generated__/graphql';
import { filterEntries, NO_FILTER, SORTS, sortParam, type ListingFilterParams } from './listing-params';

export function SortSelect({ sort, filter = NO_FILTER }: { sort: ProductSort; filter?: ListingFilterParams }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" className="sort-select" preventScrollReset>
      {filterEntries(filter).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
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
