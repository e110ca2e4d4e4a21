// The listing's sort, kept in the URL. A GET form, so it works before the JavaScript
// arrives; with it, choosing an option navigates at once. The chosen filters ride along
// as hidden fields (and a search's query), so sorting keeps them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import { hiddenListingFields, SORTS, sortParam, type ListingParams } from './listing-params';

export function SortSelect({ listing }: { listing: ListingParams }) {
  const { sort } = listing;
  const { t } = useTranslation();
  const submit = useSubmit();
  // The toolbar and the phone's filter sheet may both show a sort.
  const id = useId();
  return (
    <Form method="get" className="sort-select" preventScrollReset>
      {hiddenListingFields(listing, 'sort').map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t('listing.sortLabel')}</label>
      <select
        id={id}
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
