// What the search overlay shows under the box: before typing, the device's recent
// searches, the site's popular searches and brands; while typing, the api's suggestions
// (words, brands, categories, products), a "did you mean" for a misspelt query, or the
// no-match message with the spelling tips.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
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
        <QuerySection
          id="search-recent"
          title={t('search.recent')}
          layout="chips"
          queries={recent}
          link={queryLink}
          action={
            <button type="button" className="link-button" onClick={onClearRecent}>
              {t('search.clearRecent')}
            </button>
          }
        />
        <QuerySection id="search-popular" title={t('search.popular')} layout="chips" queries={data?.queries ?? []} link={queryLink} />
        <QuerySection
          id="search-popular-brands"
          title={t('search.popularBrands')}
          layout="list"
          queries={data?.brands.map((b) => b.name) ?? []}
          link={queryLink}
        />
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
      <QuerySection id="search-terms" title={t('search.suggestions')} layout="list" queries={result.terms} link={queryLink} />
      <QuerySection id="search-brands" title={t('search.brands')} layout="list" queries={result.brands.map((b) => b.name)} link={queryLink} />
      {result.categories.length > 0 && (
        <PanelSection id="search-categories" title={t('search.categories')}>
          <ul className="search-panel__list">
            {result.categories.map((c) => (
              <li key={c.path}>
                <Link to={categoryHref(c.path)} onClick={() => onPick(null)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </PanelSection>
      )}
      <PanelSection id="search-products" title={t('search.products')}>
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
      </PanelSection>
    </div>
  );
}

interface QuerySectionProps {
  id: string;
  title: string;
  /** Chips for searches, a list for suggestions and brands. */
  layout: 'chips' | 'list';
  queries: readonly string[];
  link: (text: string) => ReactNode;
  /** Beside the title (clearing the recent searches). */
  action?: ReactNode;
}

/** A titled list of words, each a link that searches for it; nothing when there are none. */
function QuerySection({ id, title, layout, queries, link, action }: QuerySectionProps) {
  if (queries.length === 0) return null;
  return (
    <PanelSection id={id} title={title} action={action}>
      <ul className={`search-panel__${layout}`}>
        {queries.map((text) => (
          <li key={text}>{link(text)}</li>
        ))}
      </ul>
    </PanelSection>
  );
}

/** One of the panel's sections, labelled by its h2 (with an action beside it, when given). */
function PanelSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <section aria-labelledby={id}>
      {action ? (
        <div className="search-panel__head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
