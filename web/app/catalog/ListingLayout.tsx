// A listing's filters beside its sort and products: a category, a brand and the search
// results lay them out the same way (listing.css).
import type { ComponentProps } from 'react';
import type { ListingParams } from './listing-params';
import { ListingFilters } from './ListingFilters';
import { ListingResults } from './ListingResults';
import { SortSelect } from './SortSelect';

interface ListingLayoutProps {
  filters: ComponentProps<typeof ListingFilters>['filters'];
  products: ComponentProps<typeof ListingResults>['products'];
  listing: ListingParams;
  names: ComponentProps<typeof ListingFilters>['names'];
  /** Off on a brand's own page, where every product is of that brand. */
  showBrands?: boolean;
}

export function ListingLayout({ filters, products, listing, names, showBrands }: ListingLayoutProps) {
  return (
    <div className="listing-layout">
      <ListingFilters filters={filters} listing={listing} names={names} showBrands={showBrands} />
      <div className="listing-main">
        <div className="listing-toolbar">
          <SortSelect listing={listing} />
        </div>
        <ListingResults products={products} listing={listing} />
      </div>
    </div>
  );
}
