// What the search overlay shows under the box: before typing, the device's recent
// searches, the site's popular searches and brands; while typing, the api's suggestions
// (words, brands, categories, products), a "did you mean" for a misspelt query, or the
// no-match message with the spelling tips.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../__generated__/gql';
import { categoryHref } from '../platform/shop-paths';
import { searchHref } from './recent-searches';
import { SearchTips } from './SearchTips';

const PopularSearchesQuery = graphql(`
  query PopularSearches {
    popularSearches {
      queries
      brands { slug name }
    }
  }
`);

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!) {
    search(query: $query, first: 4) {
      query
      correctedQuery
      totalCount
      terms
      brands { slug name }
      categories { path name }
      products { id slug name brand { id name } }
    }
  }
`);

interface SearchPanelProps {
  /** The query as typed, settled (debounced); suggestions from two characters on. */
  query: string;
  recent: readonly string[];
  onClearRecent: () => void;
  /** Called with the query a link stands for, before it navigates. */
  onPick: (query: string | null) => void;
}

export const MIN_SUGGEST_LENGTH = 2;

export function SearchPanel({ query, recent, onClearRecent, onPick }: SearchPanelProps) {
  const { t } = useTranslation();
  const typing = query.length >= MIN_SUGGEST_LENGTH;
  const popular = useQuery(PopularSearchesQuery, { skip: typing });
  const live = useQuery(SearchSuggestionsQuery, { variables: { query }, skip: !typing });
  const result = typing ? (live.data ?? live.previousData)?.search : undefined;

  const queryLink = (text: string) => (
    <Link to={searchHref(text)} onClick={() => onPick(text)}>
      {text}
    </Link>
  );

  if (!typing) {
    const data = popular.data?.popularSearches;
    return (
      <div className="search-panel__sections">
        {recent.length > 0 && (
          <section aria-labelledby="search-recent">
            <div className="search-panel__head">
              <h2 id="search-recent">{t('search.recent')}</h2>
              <button type="button" className="link-button" onClick={onClearRecent}>
                {t('search.clearRecent')}
              </button>
            </div>
            <ul className="search-panel__chips">
              {recent.map((q) => (
                <li key={q}>{queryLink(q)}</li>
              ))}
            </ul>
          </section>
        )}
        {data && data.queries.length > 0 && (
          <section aria-labelledby="search-popular">
            <h2 id="search-popular">{t('search.popular')}</h2>
            <ul className="search-panel__chips">
              {data.queries.map((q) => (
                <li key={q}>{queryLink(q)}</li>
              ))}
            </ul>
          </section>
        )}
        {data && data.brands.length > 0 && (
          <section aria-labelledby="search-popular-brands">
            <h2 id="search-popular-brands">{t('search.popularBrands')}</h2>
            <ul className="search-panel__list">
              {data.brands.map((b) => (
                <li key={b.slug}>{queryLink(b.name)}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  if (!result) return null;
  if (result.totalCount === 0) return <SearchTips query={query} />;
  const effective = result.correctedQuery ?? result.query;
  return (
    <div className="search-panel__sections">
      {result.correctedQuery && (
        <p className="search-panel__did-you-mean">
          {t('search.didYouMean')} {queryLink(result.correctedQuery)}
        </p>
      )}
      {result.terms.length > 0 && (
        <section aria-labelledby="search-terms">
          <h2 id="search-terms">{t('search.suggestions')}</h2>
          <ul className="search-panel__list">
            {result.terms.map((term) => (
              <li key={term}>{queryLink(term)}</li>
            ))}
          </ul>
        </section>
      )}
      {result.brands.length > 0 && (
        <section aria-labelledby="search-brands">
          <h2 id="search-brands">{t('search.brands')}</h2>
          <ul className="search-panel__list">
            {result.brands.map((b) => (
              <li key={b.slug}>{queryLink(b.name)}</li>
            ))}
          </ul>
        </section>
      )}
      {result.categories.length > 0 && (
        <section aria-labelledby="search-categories">
          <h2 id="search-categories">{t('search.categories')}</h2>
          <ul className="search-panel__list">
            {result.categories.map((c) => (
              <li key={c.path}>
                <Link to={categoryHref(c.path)} onClick={() => onPick(null)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="search-products">
        <h2 id="search-products">{t('search.products')}</h2>
        <ul className="search-panel__products">
          {result.products.map((p) => (
            <li key={p.id}>
              <Link to={`/products/${p.slug}`} onClick={() => onPick(effective)}>
                <span className="search-panel__brand">{p.brand.name}</span> {p.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={searchHref(effective)} onClick={() => onPick(effective)} className="search-panel__all">
          {t('search.seeAll', { count: result.totalCount })}
        </Link>
      </section>
    </div>
  );
}
