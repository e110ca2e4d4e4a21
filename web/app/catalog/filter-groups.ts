// The listing's filter groups with their options' labels in the page language: one list
// read by the filter panel (the checkboxes) and by the active-filter chips, so a chip
// always says what its checkbox says.
import type { TFunction } from 'i18next';
import type { FilterPanel_FiltersFragment } from '../__generated__/graphql';
import { formatMoney } from '../locale/money';
import { type CategoryNames, categoryName } from './category-names';
import { FILTER_PARAM, type ListingParams } from './listing-params';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

export interface FilterGroup {
  /** The field's name in the URL and the form. */
  name: string;
  legend: string;
  /** The values chosen now, as the URL carries them. */
  chosen: readonly string[];
  options: FilterOption[];
  /** A long list (brands) scrolls inside its group. */
  scroll?: boolean;
}

interface FilterGroupsInput {
  filters: FilterPanel_FiltersFragment;
  listing: ListingParams;
  names: CategoryNames;
  showBrands: boolean;
  t: TFunction;
  tag: string;
}

export function filterGroups({ filters, listing, names, showBrands, t, tag }: FilterGroupsInput): FilterGroup[] {
  const chosen = listing.filter;
  const priceLabel = ({ min, max }: FilterPanel_FiltersFragment['priceRanges'][number]) => {
    if (max === null || max === undefined) return t('filters.priceOver', { min: formatMoney(min, tag) });
    if (min.amount === 0) return t('filters.priceUnder', { max: formatMoney(max, tag) });
    return t('filters.priceBetween', { min: formatMoney(min, tag), max: formatMoney(max, tag) });
  };

  return [
    {
      name: FILTER_PARAM.categories,
      legend: t('filters.categories'),
      chosen: chosen.categories,
      options: filters.categories.map((c) => ({ value: c.path, label: categoryName(names, c), count: c.count })),
    },
    ...(showBrands
      ? [
          {
            name: FILTER_PARAM.brands,
            legend: t('filters.brands'),
            chosen: chosen.brands,
            options: filters.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count })),
            scroll: true,
          },
        ]
      : []),
    {
      name: FILTER_PARAM.price,
      legend: t('filters.price'),
      chosen: chosen.price,
      options: filters.priceRanges.map((r) => ({ value: r.key, label: priceLabel(r), count: r.count })),
    },
    {
      name: FILTER_PARAM.others,
      legend: t('filters.others'),
      chosen: chosen.others.map((o) => o.toLowerCase()),
      options: filters.others.map((o) => ({ value: o.key.toLowerCase(), label: t(`filters.other.${o.key}`), count: o.count })),
    },
    {
      name: FILTER_PARAM.onSale,
      legend: t('filters.onSale'),
      chosen: chosen.onSale ? ['1'] : [],
      options: [{ value: '1', label: t('filters.onSale'), count: filters.onSaleCount }],
    },
  ];
}
