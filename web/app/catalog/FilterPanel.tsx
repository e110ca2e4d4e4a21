// The listing's filters (docs/product.md#screens: brands, categories, price, others, on sale), each option
// with the count the api computed for it (products/filters/). A GET form, so the choice
// lands in the URL (shareable, server-rendered) and works before the JavaScript arrives;
// with it, ticking a box navigates at once. The sort and a search's query are not filters:
// they ride along as hidden fields; the page starts again at 1.
import { useTranslation } from 'react-i18next';
import { Form, Link, useSubmit } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatCount } from '../locale/numbers';
import { useSiteLocale } from '../locale/use-locale';
import type { CategoryNames } from './category-names';
import { filterGroups } from './filter-groups';
import { hasFilter, hiddenListingFields, listingSearch, NO_FILTER, type ListingParams } from './listing-params';

export const FilterPanelFragment = graphql(`
  fragment FilterPanel_filters on ProductFilters {
    totalCount
    categories { path name count }
    brands { slug name count }
    priceRanges { key min { amount currency } max { amount currency } count }
    others { key count }
    onSaleCount
  }
`);

interface FilterPanelProps {
  filters: FragmentType<typeof FilterPanelFragment>;
  listing: ListingParams;
  names: CategoryNames;
  /** A brand page has one brand: no brand group. */
  showBrands?: boolean;
}

export function FilterPanel({ filters: ref, listing, names, showBrands = true }: FilterPanelProps) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const submit = useSubmit();
  const filters = getFragmentData(FilterPanelFragment, ref);
  const chosen = listing.filter;
  const groups = filterGroups({ filters, listing, names, showBrands, t, tag });

  return (
    <Form
      method="get"
      className="filter-panel"
      aria-label={t('filters.title')}
      preventScrollReset
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      <div className="filter-panel__head">
        <h2>{t('filters.title')}</h2>
        {hasFilter(chosen) && (
          <Link to={{ search: listingSearch({ ...listing, page: 1, filter: NO_FILTER }) }} preventScrollReset className="filter-panel__clear">
            {t('filters.clearAll')}
          </Link>
        )}
      </div>
      {hiddenListingFields(listing, 'filter').map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {groups.map((group) => {
        // An option nobody could get is left out, unless it is chosen (so it can be unchosen).
        const shown = group.options.filter((o) => o.count > 0 || group.chosen.includes(o.value));
        if (shown.length === 0) return null;
        return (
          <fieldset key={group.name} className="filter-group">
            <legend>{group.legend}</legend>
            <ul className={group.scroll ? 'filter-group__options filter-group__options--scroll' : 'filter-group__options'}>
              {shown.map((option) => {
                const id = `filter-${group.name}-${option.value.replace(/[^a-z0-9-]/g, '_')}`;
                return (
                  <li key={option.value}>
                    <input
                      type="checkbox"
                      id={id}
                      name={group.name}
                      value={option.value}
                      defaultChecked={group.chosen.includes(option.value)}
                      key={`${id}-${group.chosen.includes(option.value)}`}
                    />
                    <label htmlFor={id}>
                      {option.label} <span className="filter-count">({formatCount(option.count, tag)})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('filters.apply')}
        </button>
      </noscript>
    </Form>
  );
}
